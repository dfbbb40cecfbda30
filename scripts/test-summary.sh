#!/bin/sh
# Runs the already built test suite (arguments go to `swift test`). When every test passes it
# prints one line, `170 tests passed`, and the tests skipped because a program (a shell, groff,
# python3) is missing; otherwise the whole output, less the lines of tests that started or
# passed, and the exit status. The count is Swift Testing's tests plus XCTest's (the Mach-O tests
# are XCTest cases); XCTest's "Executed 0 tests" line is left out.
log=$(mktemp "${TMPDIR:-/tmp}/restorectl-test.XXXXXX") || exit 1
${SWIFT:-swift} test --skip-build "$@" >"$log" 2>&1
status=$?
summary=$(grep -E 'Test run with [0-9]+ tests?' "$log" | tail -n 1)
count=$(printf '%s\n' "$summary" | sed -n -E 's/.*Test run with ([0-9]+) tests?.*/\1/p')
# XCTest's last "Executed N tests" line is its total over every suite.
xctests=$(grep -E 'Executed [0-9]+ tests?' "$log" | tail -n 1 | sed -n -E 's/.*Executed ([0-9]+) tests?.*/\1/p')
count=$((count + ${xctests:-0}))
skipped=$(grep -cE '^[^ ]+ Test .* skipped' "$log")
if [ "$status" -eq 0 ] && [ -n "$count" ] && printf '%s\n' "$summary" | grep -q ' passed '; then
    echo "$count tests passed$([ "$skipped" -gt 0 ] && echo ", $skipped skipped:")"
    grep -E '^[^ ]+ Test .* skipped' "$log" | sed 's/^[^ ]* /  /'
else
    grep -vE '^[^ ]+ (Test|Suite) .*(started|passed after)|^Test Suite |Executed 0 tests' "$log"
    echo "tests FAILED (swift test exit status $status)"
    [ "$status" -ne 0 ] || status=1
fi
rm -f "$log"
exit "$status"
