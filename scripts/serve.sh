#!/usr/bin/env bash
# Installs whatever is missing, then serves the game at http://127.0.0.1:8080 with
# `trunk serve`, which rebuilds the site when a source file changes (reload the page).
# Extra arguments go to trunk: `scripts/serve.sh --release`, `scripts/serve.sh --port 8081`.
. "$(dirname "${BASH_SOURCE[0]}")/setup.sh" serve
cd "$BOWER_ROOT"
echo "[serve] building; the game will be at http://127.0.0.1:8080 (Ctrl-C stops)"
exec trunk serve "$@"
