#!/usr/bin/env bash
# Installs what Tilelands needs on Debian 12, builds it in build/ and runs every test
# (benchmarks excluded) headlessly under Xvfb. Arguments are passed on to `meson test`
# (e.g. --suite data). Ends with the line `N passed, N failed`; exits non-zero when a test
# failed or when no test ran.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

tl_install_packages
tl_build

testlog="$TL_BUILD/meson-logs/testlog.json"
rm -f "$testlog"

status=0
xvfb-run -a -s '-screen 0 1920x1080x24' \
  meson test -C "$TL_BUILD" --print-errorlogs "$@" || status=$?

counts=$(python3 "$TL_ROOT/tools/count-tests.py" "$testlog") || status=1
echo "${counts:-0 passed, 0 failed}"

if [ "$status" -ne 0 ]; then
  exit "$status"
fi
