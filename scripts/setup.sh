#!/usr/bin/env bash
# Installs whatever Bower's scripts need and is missing, then prints each tool's version.
#
# Source it from bash, with what you are about to do:
#   . scripts/setup.sh serve   # trunk, wasm-bindgen, wasm-opt (binaryen): to build and serve
#   . scripts/setup.sh test    # all of that, plus wasm-pack, chromium, chromedriver, playwright-core,
#                              # and Firefox ESR and WebKit for tests/e2e/engines.test.mjs
# Run as a command (scripts/setup.sh test) it installs the same, but this shell's PATH stays
# as it was: trunk then needs the setup sourced (its wasm-bindgen splits the site's wasm).
#
# Idempotent: every tool is checked by version (not mere presence) and installed only when
# missing or wrong, so a second run takes seconds. Cargo-installed tools go into the install
# root ${BOWER_TOOLS:-$HOME/.cache/bower/tools}, whose bin/ is put first on PATH.
#
# Versions, each in one place:
#   trunk, wasm-pack         pinned below
#   wasm-bindgen(-cli)       the `wasm-bindgen` version in Cargo.lock (pinned with `=` in Cargo.toml)
#   binaryen (wasm-opt)      package-lock.json; Trunk.toml's [tools] wasm_opt must name its major
#   playwright-core, puppeteer-core, lighthouse, axe-core   package-lock.json (npm ci)
#   chromium, chromedriver   Debian's packages; their major versions must agree
#   firefox-esr, webkit2gtk-driver (WebKitWebDriver and its MiniBrowser), xvfb (xvfb-run)
#                            Debian's packages

BOWER_TRUNK_VERSION=0.21.14 # trunk 0.22 needs a newer rustc than 1.95
BOWER_WASM_PACK_VERSION=0.15.1
BOWER_WASM_SPLIT_VERSION=0.2.4 # wasm_split_cli_support: the crate of wasm-split-cli
BOWER_NODE_MAJOR_MIN=20
BOWER_CHROME_ARGS="--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run"

set -euo pipefail

BOWER_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BOWER_TOOLS="${BOWER_TOOLS:-$HOME/.cache/bower/tools}"
mkdir -p "$BOWER_TOOLS/bin"
BOWER_TOOLS="$(cd "$BOWER_TOOLS" && pwd)"
export BOWER_ROOT BOWER_TOOLS BOWER_CHROME_ARGS
# shims/ first: its wasm-bindgen splits the app's wasm before the real one (bower_setup_split).
export PATH="$BOWER_TOOLS/shims:$BOWER_TOOLS/bin:$HOME/.cargo/bin:$PATH"
# trunk would otherwise ask crates.io for a newer version on every run.
export TRUNK_SKIP_VERSION_CHECK=true
export DEBIAN_FRONTEND=noninteractive
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

bower_say() { printf '[setup] %s\n' "$*"; }
bower_die() {
    printf '[setup] error: %s\n' "$*" >&2
    return 1
}

# The first line a command prints for `--version`, or nothing.
bower_version_of() { "$@" --version 2>/dev/null | head -n 1 || true; }

# Runs apt-get as root, through sudo when we are not root.
bower_apt() {
    if [ "$(id -u)" -eq 0 ]; then
        apt-get "$@"
    elif command -v sudo >/dev/null; then
        sudo -E apt-get "$@"
    else
        bower_die "need root or sudo to run: apt-get $*"
    fi
}

BOWER_APT_UPDATED=
bower_apt_install() {
    command -v apt-get >/dev/null || bower_die "apt-get not found; install these yourself: $*"
    bower_say "apt-get install $*"
    if [ -z "$BOWER_APT_UPDATED" ]; then
        bower_apt update -qq
        BOWER_APT_UPDATED=1
    fi
    bower_apt install -y -qq --no-install-recommends "$@" >/dev/null
}

# cargo install into the tools root when `$bin --version` does not print `$bin $version`.
bower_cargo_install() {
    local bin=$1 crate=$2 version=$3
    shift 3
    if [ "$(bower_version_of "$bin")" != "$bin $version" ]; then
        bower_say "installing $crate $version with cargo (a few minutes, once)"
        local start=$SECONDS
        cargo install --quiet --root "$BOWER_TOOLS" "$@" "$crate" --version "$version"
        bower_say "installed $crate $version in $((SECONDS - start)) s"
        [ "$(bower_version_of "$bin")" = "$bin $version" ] ||
            bower_die "$bin is '$(bower_version_of "$bin")' after installing $crate $version"
    fi
}

bower_setup_rust() {
    command -v cargo >/dev/null && command -v rustup >/dev/null ||
        bower_die "Rust is missing: install rustup from https://rustup.rs"
    command -v cc >/dev/null || bower_apt_install build-essential
    local installed
    installed="$(rustup target list --installed)"
    grep -qx wasm32-unknown-unknown <<<"$installed" || rustup target add wasm32-unknown-unknown
    installed="$(rustup component list --installed)"
    grep -q '^rustfmt' <<<"$installed" || rustup component add rustfmt
    grep -q '^clippy' <<<"$installed" || rustup component add clippy
}

bower_setup_node() {
    command -v node >/dev/null && command -v npm >/dev/null ||
        bower_die "node $BOWER_NODE_MAJOR_MIN+ and npm are missing"
    local major
    major="$(node -p 'process.versions.node.split(".")[0]')"
    [ "$major" -ge "$BOWER_NODE_MAJOR_MIN" ] ||
        bower_die "node $(node --version) is too old: need $BOWER_NODE_MAJOR_MIN or newer"
    # npm ci when anything in node_modules differs from package-lock.json.
    if ! (cd "$BOWER_ROOT" && node -e '
        const fs = require("fs");
        const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
        for (const [path, { version }] of Object.entries(lock.packages)) {
            if (!path) continue;
            const pkg = JSON.parse(fs.readFileSync(path + "/package.json", "utf8"));
            if (pkg.version !== version) process.exit(1);
        }' 2>/dev/null); then
        bower_say "npm ci"
        (cd "$BOWER_ROOT" && npm ci --no-audit --no-fund --loglevel=error)
    fi
}

# wasm-opt is npm's binaryen (a WebAssembly build of the real thing) run by node. Debian's
# binaryen (108) silently breaks the app, so trunk is pinned to this version in Trunk.toml.
bower_setup_wasm_opt() {
    local version major wanted pinned
    version="$(cd "$BOWER_ROOT" && node -p 'require("./package-lock.json").packages["node_modules/binaryen"].version')"
    major="${version%%.*}"
    wanted="wasm-opt version $major (version_$major)"
    pinned="$(sed -n 's/^wasm_opt *= *"\(.*\)".*/\1/p' "$BOWER_ROOT/Trunk.toml")"
    [ "$pinned" = "version_$major" ] ||
        bower_die "Trunk.toml pins wasm_opt = \"$pinned\" but package-lock.json has binaryen $version"
    # The wrapper runs the binaryen of the project it is used in: $BOWER_BINARYEN when set
    # by this script, otherwise ./node_modules/binaryen (trunk runs it from the project root).
    cat >"$BOWER_TOOLS/bin/wasm-opt.new" <<'EOF'
#!/bin/sh
# Written by Bower's scripts/setup.sh: npm's binaryen, run by node.
exec node "${BOWER_BINARYEN:-$PWD/node_modules/binaryen}/bin/wasm-opt" "$@"
EOF
    chmod +x "$BOWER_TOOLS/bin/wasm-opt.new"
    mv -f "$BOWER_TOOLS/bin/wasm-opt.new" "$BOWER_TOOLS/bin/wasm-opt"
    export BOWER_BINARYEN="$BOWER_ROOT/node_modules/binaryen"
    [ "$(command -v wasm-opt)" = "$BOWER_TOOLS/bin/wasm-opt" ] ||
        bower_die "another wasm-opt comes first on PATH: $(command -v wasm-opt)"
    [ "$(bower_version_of wasm-opt)" = "$wanted" ] ||
        bower_die "wasm-opt says '$(bower_version_of wasm-opt)', expected '$wanted'"
}

bower_setup_cargo_tools() {
    local wasm_bindgen
    wasm_bindgen="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$BOWER_ROOT/Cargo.lock")"
    [ -n "$wasm_bindgen" ] || bower_die "no wasm-bindgen in Cargo.lock"
    bower_cargo_install trunk trunk "$BOWER_TRUNK_VERSION" --locked
    # wasm-bindgen-cli fails to build with --locked; without it, it builds.
    bower_cargo_install wasm-bindgen wasm-bindgen-cli "$wasm_bindgen"
    [ "$(bower_version_of wasm-bindgen-test-runner)" = "wasm-bindgen-test-runner $wasm_bindgen" ] ||
        bower_die "wasm-bindgen-test-runner is not $wasm_bindgen"
    if [ "${1:-}" = test ]; then
        bower_cargo_install wasm-pack wasm-pack "$BOWER_WASM_PACK_VERSION" --locked
    fi
    bower_setup_split
}

# The site's wasm is split into the table and its chunks (src/screens.rs, src/workers/front.rs, src/store/storage.rs) between
# trunk's cargo build and its wasm-bindgen, which trunk cannot do yet (trunk-rs/trunk#1022):
# trunk runs the `wasm-bindgen` of shims/, which runs scripts/site/wasm-bindgen.mjs (splitting
# with wasm-split-cli, then the real wasm-bindgen of bin/). wasm-pack takes its
# wasm-bindgen-test-runner from beside the `wasm-bindgen` it finds, hence the link.
bower_setup_split() {
    # wasm-split-cli has no --version: cargo's list of what it installed tells it instead.
    if ! [ -x "$BOWER_TOOLS/bin/wasm-split-cli" ] ||
        ! grep -q "^\"wasm_split_cli_support $BOWER_WASM_SPLIT_VERSION " "$BOWER_TOOLS/.crates.toml" 2>/dev/null; then
        bower_say "installing wasm_split_cli_support $BOWER_WASM_SPLIT_VERSION with cargo (a minute or two, once)"
        cargo install --quiet --root "$BOWER_TOOLS" --locked --features build-binary \
            wasm_split_cli_support --version "$BOWER_WASM_SPLIT_VERSION"
    fi
    mkdir -p "$BOWER_TOOLS/shims"
    cat >"$BOWER_TOOLS/shims/wasm-bindgen.new" <<'EOF'
#!/bin/sh
# Written by Bower's scripts/setup.sh: wasm-bindgen that splits the app's wasm first.
BOWER_WASM_BINDGEN="$(dirname "$0")/../bin/wasm-bindgen" exec node "${BOWER_ROOT:-$PWD}/scripts/site/wasm-bindgen.mjs" "$@"
EOF
    chmod +x "$BOWER_TOOLS/shims/wasm-bindgen.new"
    mv -f "$BOWER_TOOLS/shims/wasm-bindgen.new" "$BOWER_TOOLS/shims/wasm-bindgen"
    ln -sf ../bin/wasm-bindgen-test-runner "$BOWER_TOOLS/shims/wasm-bindgen-test-runner"
    [ "$(command -v wasm-bindgen)" = "$BOWER_TOOLS/shims/wasm-bindgen" ] ||
        bower_die "another wasm-bindgen comes first on PATH: $(command -v wasm-bindgen)"
}

bower_setup_chromium() {
    local missing=()
    command -v chromium >/dev/null || missing+=(chromium)
    command -v chromedriver >/dev/null || missing+=(chromium-driver)
    # The friends' tables (tests/e2e/friends.test.mjs) run their browsers in a network
    # namespace of their own, joined by a veth pair: unshare and nsenter, and ip.
    command -v unshare >/dev/null && command -v nsenter >/dev/null || missing+=(util-linux)
    command -v ip >/dev/null || missing+=(iproute2)
    [ ${#missing[@]} -eq 0 ] || bower_apt_install "${missing[@]}"
    local browser driver
    browser="$(chromium --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -n 1)"
    driver="$(chromedriver --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -n 1)"
    [ -n "$browser" ] && [ "${browser%%.*}" = "${driver%%.*}" ] ||
        bower_die "chromium ($browser) and chromedriver ($driver) differ; apt-get install --only-upgrade chromium chromium-driver"
    BOWER_CHROMIUM="$(command -v chromium)"
    # Lighthouse (tests/e2e/audit.test.mjs, or npx lighthouse) finds Chrome through CHROME_PATH.
    CHROME_PATH="$BOWER_CHROMIUM"
    export BOWER_CHROMIUM CHROME_PATH
}

# The other two engines of tests/e2e/engines.test.mjs, from Debian as they are: Firefox ESR
# (puppeteer-core drives it over WebDriver BiDi; Debian has no geckodriver) and WebKitGTK,
# Safari's engine (WebKitWebDriver drives its MiniBrowser, which has no headless mode: it
# runs on xvfb-run's virtual display). Nothing is downloaded by a tool at run time.
bower_setup_engines() {
    local missing=()
    command -v firefox-esr >/dev/null || missing+=(firefox-esr)
    command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
    # xvfb-run needs xauth, which xvfb only recommends.
    command -v xvfb-run >/dev/null && command -v xauth >/dev/null || missing+=(xvfb xauth)
    [ ${#missing[@]} -eq 0 ] || bower_apt_install "${missing[@]}"
    BOWER_FIREFOX="$(command -v firefox-esr)"
    # MiniBrowser is not on PATH: it is in the directory of the WebKitGTK library that
    # WebKitWebDriver depends on, under the machine's multiarch triplet; that package's file
    # list says where.
    local webkit
    webkit="$(dpkg-query -W -f '${Depends}' webkit2gtk-driver | grep -o 'libwebkit2gtk-[0-9.]*-[0-9]*' | head -n 1)"
    BOWER_MINIBROWSER="$(dpkg -L "$webkit" 2>/dev/null | grep '/MiniBrowser$' | head -n 1)"
    [ -x "$BOWER_MINIBROWSER" ] || bower_die "no MiniBrowser in the WebKitGTK package of WebKitWebDriver"
    export BOWER_FIREFOX BOWER_MINIBROWSER
}

bower_setup() {
    local what=${1:-test}
    case "$what" in serve | test) ;; *) bower_die "usage: . scripts/setup.sh serve|test" ;; esac
    bower_setup_rust
    bower_setup_node
    bower_setup_wasm_opt
    bower_setup_cargo_tools "$what"
    if [ "$what" = test ]; then
        bower_setup_chromium
        bower_setup_engines
    fi
    # In CI, the committed Cargo.lock must already be complete.
    bower_say "fetching crates"
    (cd "$BOWER_ROOT" && cargo fetch --quiet ${CI:+--locked})
    bower_say "tools in $BOWER_TOOLS/bin:"
    {
        rustc --version
        cargo --version
        echo "node $(node --version)"
        echo "npm $(npm --version)"
        trunk --version
        wasm-bindgen --version
        wasm-opt --version
        if [ "$what" = test ]; then
            wasm-pack --version
            chromium --version 2>/dev/null
            chromedriver --version | cut -d' ' -f1-2
            firefox-esr --version 2>/dev/null
            echo "WebKitGTK $(dpkg-query -W -f '${Version}' webkit2gtk-driver) ($BOWER_MINIBROWSER)"
            for pkg in playwright-core puppeteer-core lighthouse axe-core; do
                echo "$pkg $(cd "$BOWER_ROOT" && node -p "require('$pkg/package.json').version")"
            done
        fi
    } | sed 's/^/[setup]   /'
}

bower_setup "$@"
