#!/usr/bin/env bash
# Installs whatever is missing, then runs every check and test of the workspace:
#
#   repo       node --test tests/repo.test.mjs tests/site-scripts.test.mjs
#                                                     (README's commands run as written: run bits in git;
#                                                     the site scripts' split check and size budget)
#   fmt        cargo fmt --all --check
#   clippy     cargo clippy --workspace --all-targets -- -D warnings   (native)
#   clippy-web cargo clippy -p bower --target wasm32-unknown-unknown --all-targets --features split -- -D warnings
#   native     cargo test --workspace                 (unit, property, doc tests of every crate)
#   properties cargo test --release -p euchre --test properties   (100,000 games per preset)
#   browser    wasm-pack test --headless --chrome     (tests/*.rs in headless Chromium; --features page-ai:
#                                                     the computers think on the page, no worker)
#   ai-browser wasm-pack test --release ... crates/euchre-ai --test wasm_timing
#                                                     (Expert in wasm32: decisions, ms per decision)
#   site       trunk build --release                  (dist/: relative URLs, CSP, SRI, service worker)
#   size       node scripts/site/size.mjs dist        (raw, gzip -9 and brotli sizes; fails when the first
#                                                     paint is over 200 kB gzip)
#   e2e        node --test tests/e2e/                 (dist/ on a free port, playwright-core: the game,
#                                                     the site under a sub-path, offline, SRI, CSP,
#                                                     axe-core and Lighthouse audits; a hand, a
#                                                     reload, a screen and a tampered chunk in
#                                                     Firefox ESR and WebKit: engines.test.mjs)
#
# A failed step does not stop the ones after it (except e2e, which needs the site). The last
# line of output is the total over all layers, `N passed, M failed`; the exit status is
# non-zero when M is. A check without test counts (fmt, clippy, a build) that fails, or a test
# step that fails without reporting a failed test (it did not compile, say), counts as one
# failure.
set -uo pipefail

BOWER_PASSED=0
BOWER_FAILED=0
BOWER_FINISHED=
BOWER_LOGS="$(mktemp -d)"

bower_summary() {
    local status=$?
    # Reached only by an unexpected abort (setup failed, say): count it as a failure.
    [ -n "$BOWER_FINISHED" ] || BOWER_FAILED=$((BOWER_FAILED + 1))
    rm -rf "$BOWER_LOGS"
    echo "$BOWER_PASSED passed, $BOWER_FAILED failed"
    if [ "$BOWER_FAILED" -gt 0 ]; then
        exit $((status == 0 ? 1 : status))
    fi
    exit 0
}
trap bower_summary EXIT

. "$(dirname "${BASH_SOURCE[0]}")/setup.sh" test
set +e # from here on, failures are counted, not fatal
cd "$BOWER_ROOT"

BOWER_REPORT=()

# Sums "test result: ok. X passed; Y failed" (cargo, wasm-bindgen-test-runner) and
# "ℹ pass X" / "ℹ fail Y" (node --test) lines of a log. Prints "passed failed".
bower_count() {
    sed 's/\x1b\[[0-9;]*m//g' "$1" | awk '
        /^test result: (ok|FAILED)\. [0-9]+ passed; [0-9]+ failed/ { p += $4; f += $6 }
        /^(ℹ|#) pass [0-9]+$/ { p += $3 }
        /^(ℹ|#) fail [0-9]+$/ { f += $3 }
        END { print p + 0, f + 0 }'
}

# bower_step NAME KIND COMMAND...: runs COMMAND with its output shown and logged. KIND is
# "tests" (count the tests it reports) or "check" (pass or fail, no count).
bower_step() {
    local name=$1 kind=$2
    shift 2
    local log="$BOWER_LOGS/$name.log" start=$SECONDS status passed=0 failed=0 result
    echo
    echo "=== $name: $*"
    "$@" 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    if [ "$kind" = tests ]; then
        read -r passed failed < <(bower_count "$log")
    fi
    if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
        failed=1
    fi
    BOWER_PASSED=$((BOWER_PASSED + passed))
    BOWER_FAILED=$((BOWER_FAILED + failed))
    if [ "$status" -eq 0 ]; then result=ok; else result="FAILED (exit $status)"; fi
    if [ "$kind" = tests ]; then result="$result, $passed passed, $failed failed"; fi
    BOWER_REPORT+=("$(printf '%-10s %4ss  %s' "$name" $((SECONDS - start)) "$result")")
    return "$status"
}

# wasm-bindgen-test's Chromium leaves a ~47 MB profile in TMPDIR on every run: give it its own.
# Its runner gives a test binary 20 s to report unless WASM_BINDGEN_TEST_TIMEOUT says more; the
# Expert's timing games take about 25 s on a quiet 2-core machine, so both steps allow 300 s.
export WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-300}"
bower_browser_tests() {
    local tmp status
    tmp="$(mktemp -d)"
    TMPDIR="$tmp" wasm-pack test --headless --chrome . -p bower --features page-ai
    status=$?
    rm -rf "$tmp"
    return "$status"
}

# The computer players compiled to wasm32 (release) in headless Chromium: seeded Expert games
# through `Decision`, as the app plays them; prints the median and p99 ms per decision.
bower_ai_browser_tests() {
    local tmp status
    tmp="$(mktemp -d)"
    TMPDIR="$tmp" wasm-pack test --release --headless --chrome crates/euchre-ai --test wasm_timing -- --nocapture
    status=$?
    rm -rf "$tmp"
    return "$status"
}

bower_step repo tests node --test --test-reporter=spec tests/repo.test.mjs tests/site-scripts.test.mjs
bower_step fmt check cargo fmt --all --check
bower_step clippy check cargo clippy --workspace --all-targets -- -D warnings
bower_step clippy-web check cargo clippy -p bower --target wasm32-unknown-unknown --all-targets --features split -- -D warnings
bower_step native tests cargo test --workspace
# The engine's property tests at full size: 100,000 seeded random games per preset, in release.
bower_step properties tests env EUCHRE_PROPTEST_GAMES=100000 \
    cargo test --release -p euchre --test properties
bower_step browser tests bower_browser_tests
bower_step ai-browser tests bower_ai_browser_tests
if bower_step site check trunk build --release; then
    bower_step size check node scripts/site/size.mjs dist
    bower_step e2e tests node --test --test-reporter=spec tests/e2e/
else
    echo "=== e2e: skipped, the site did not build"
    BOWER_FAILED=$((BOWER_FAILED + 1))
    BOWER_REPORT+=("$(printf '%-10s %4ss  %s' e2e 0 'not run (counted as 1 failed)')")
fi

echo
echo "=== summary"
printf '%s\n' "${BOWER_REPORT[@]}"
BOWER_FINISHED=1
