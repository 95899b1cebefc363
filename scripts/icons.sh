#!/usr/bin/env bash
# Renders public/icons/icon.svg (drawn by hand for Bower) into the PNG sizes that
# public/manifest.webmanifest and index.html name, with headless Chromium. The PNGs are
# committed; run this again only after changing the SVG:   scripts/icons.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../public/icons"
CHROMIUM="${BOWER_CHROMIUM:-$(command -v chromium)}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for size in 180 192 512; do
    # The SVG has no width or height, so it fills a window of the icon's size.
    "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-background-networking \
        --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
        --user-data-dir="$tmp/profile" --window-size="$size,$size" \
        --screenshot="$PWD/icon-$size.png" "file://$PWD/icon.svg" 2>/dev/null
    echo "public/icons/icon-$size.png"
done
