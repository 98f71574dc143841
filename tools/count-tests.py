#!/usr/bin/env python3
"""Counts the results of a `meson test` run from its testlog.json (one JSON object a line).

Prints one line `N passed, N failed`: OK and EXPECTEDFAIL count as passed; FAIL, TIMEOUT,
ERROR and UNEXPECTEDPASS as failed; SKIP is not counted. Each failed test is named on a line
`failed: NAME (RESULT)` before it, after the last 25 lines of its output (a CI log shows only
its tail: this is where the reason of a failure must be). Exits 1 when a test failed, when no
test ran, or when the log is missing or unreadable (the reason goes to stderr).
"""

import json
import sys

PASSED = {"OK", "EXPECTEDFAIL"}
FAILED = {"FAIL", "TIMEOUT", "ERROR", "UNEXPECTEDPASS"}


def main(argv):
    if len(argv) != 2:
        print("usage: count-tests.py BUILDDIR/meson-logs/testlog.json", file=sys.stderr)
        return 1
    passed = failed = 0
    failures = []
    try:
        with open(argv[1], encoding="utf-8") as log:
            for number, line in enumerate(log, 1):
                if not line.strip():
                    continue
                entry = json.loads(line)
                result = entry.get("result")
                if result in PASSED:
                    passed += 1
                elif result in FAILED:
                    failed += 1
                    output = (entry.get("stdout") or "") + (entry.get("stderr") or "")
                    tail = "\n".join(f"  | {text}" for text in output.splitlines()[-25:])
                    failures.append(f"{tail}\nfailed: {entry.get('name', '?')} ({result})")
    except (OSError, ValueError) as error:
        print(f"count-tests: {argv[1]}: {error}", file=sys.stderr)
        print(f"{passed} passed, {failed} failed")
        return 1
    for failure in failures:
        print(failure)
    print(f"{passed} passed, {failed} failed")
    if passed + failed == 0:
        print("count-tests: no test ran", file=sys.stderr)
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
