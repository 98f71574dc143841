#!/usr/bin/env bash
# The sanitizer run: builds Tilelands with AddressSanitizer and UndefinedBehaviorSanitizer
# in build-sanitize/ and runs every test there (benchmarks excluded): the suites without a
# display with leak detection (LeakSanitizer, G_SLICE=always-malloc so that GLib's slices
# are real allocations; only the library caches of tools/lsan-suppressions.txt allowed),
# the network suite the same way, its fuzz corpora in a pass of their own (json-glib's own
# leak of tools/lsan-net-suppressions.txt allowed there), net-tls without leak detection, then the UI suites
# under Xvfb with leak detection off (GTK and Mesa keep memory until exit, and no
# suppression list covers them). Any error, leak or undefined behaviour fails the test it
# happens in. The
# random-game tests play 100 games each here, and cli-play only its fixed seeds
# (TL_TEST_GAMES; the plain run, tools/test.sh, plays the full counts). Arguments are
# passed on to every `meson test` run. Ends with the line `N passed, N failed (sanitizers)`;
# exits non-zero when a test failed or none ran.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

tl_install_packages

build="$TL_ROOT/build-sanitize"
if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" "$TL_ROOT" -Dbuildtype=debugoptimized -Db_sanitize=address,undefined \
    -Db_lundef=false -Dc_args="-fno-sanitize-recover=all -fno-omit-frame-pointer"
fi
meson compile -C "$build"

export G_SLICE=always-malloc G_DEBUG=gc-friendly
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export TL_TEST_GAMES=100
logs="$build/meson-logs"
rm -f "$logs"/sanitize-*.json

status=0
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
LSAN_OPTIONS=suppressions="$TL_ROOT/tools/lsan-suppressions.txt":print_suppressions=0 \
  meson test -C "$build" --print-errorlogs --timeout-multiplier 3 --no-suite ui --no-suite net \
    --logbase sanitize-no-display "$@" \
  || status=$?
# The network suite (issue 23) with leak detection too: its processes (host, server, bots)
# free what they made before they exit (and plug libsoup 3.2's own leak of every accepted
# socket, tl_net_listener_plug_leaks()). Its tests in suite slow-unwind have a pass below.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
LSAN_OPTIONS=suppressions="$TL_ROOT/tools/lsan-suppressions.txt":print_suppressions=0 \
  meson test -C "$build" --print-errorlogs --timeout-multiplier 3 --suite net \
    --no-suite slow-unwind --no-suite no-leak-check --logbase sanitize-net "$@" \
  || status=$?
# Suite no-leak-check (net-tls): ASan and UBSan without leak detection. LeakSanitizer's
# tracer crashes (signal 11) in the TLS server's process at exit, with the fast unwinder
# every time and with the slow one now and then (seen in CI); TLS is glib-networking's and
# GnuTLS's threads. The same server code is leak-checked without TLS in the pass above.
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
  meson test -C "$build" --print-errorlogs --timeout-multiplier 3 --suite no-leak-check \
    --logbase sanitize-no-leak-check "$@" \
  || status=$?
# Suite slow-unwind, with the slow unwinder (fast_unwind_on_malloc=0; Debian's GLib has no
# frame pointers): the fuzz corpora, which replay texts on which json-glib 1.6's parser
# leaks by itself (the suppression of tools/lsan-net-suppressions.txt names its function,
# which only the slow unwinder's stacks reach). Only these: the slow unwinder makes every
# allocation ten times as dear, too slow for net-kill's reconnections and test-net-host's
# timeout, and the other suites should still catch a parsed JSON tree we forget to free.
cat "$TL_ROOT/tools/lsan-suppressions.txt" "$TL_ROOT/tools/lsan-net-suppressions.txt" \
  > "$build/lsan-slow-unwind-suppressions.txt"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:fast_unwind_on_malloc=0 \
LSAN_OPTIONS=suppressions="$build/lsan-slow-unwind-suppressions.txt":print_suppressions=0 \
  meson test -C "$build" --print-errorlogs --timeout-multiplier 3 --suite slow-unwind \
    --logbase sanitize-slow-unwind "$@" \
  || status=$?
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
  xvfb-run -a -s '-screen 0 1920x1080x24' \
  meson test -C "$build" --print-errorlogs --timeout-multiplier 3 --suite ui \
    --logbase sanitize-ui "$@" || status=$?

cat "$logs"/sanitize-no-display.json "$logs"/sanitize-net.json "$logs"/sanitize-no-leak-check.json \
  "$logs"/sanitize-slow-unwind.json \
  "$logs"/sanitize-ui.json > "$logs/sanitize-all.json" 2>/dev/null || true
counts=$(python3 "$TL_ROOT/tools/count-tests.py" "$logs/sanitize-all.json") || status=1
echo "${counts:-0 passed, 0 failed} (sanitizers)"

exit "$status"
