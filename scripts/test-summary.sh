#!/bin/sh
# Runs the already built test suite (arguments go to `swift test`). When every test passes it
# prints one line, `170 tests passed`, and each test skipped with its reason (a program such as a
# shell, groff or python3 is missing); a skip that gives none says so. Otherwise it prints the
# whole output, less the lines of tests that started or passed, and the exit status. The count is
# Swift Testing's tests plus XCTest's (the Mach-O tests are XCTest cases); XCTest's "Executed 0
# tests" line is left out. A line longer than TEST_SUMMARY_WIDTH bytes (240) is cut, ending in how
# much was left out and the log that keeps it whole (kept only then; an expectation that fails on a
# large value prints it all on one line).
log=$(mktemp "${TMPDIR:-/tmp}/restorectl-test.XXXXXX") || exit 1
${SWIFT:-swift} test --skip-build "$@" >"$log" 2>&1
status=$?
width=${TEST_SUMMARY_WIDTH:-240}
cut=$(mktemp "${TMPDIR:-/tmp}/restorectl-test-cut.XXXXXX") || exit 1

# Standard input, each line cut to $width bytes at a character's start (UTF-8); notes in $cut
# whether any was.
shorten() {
    LC_ALL=C awk -v width="$width" -v logfile="$log" -v cut="$cut" '
        length($0) <= width { print; next }
        {
            line = substr($0, 1, width)
            # Drop a last character the cut may have split (a lead byte and what follows it).
            sub(/[\300-\367][\200-\277]*$/, "", line)
            print line "... (" length($0) - length(line) " more; the whole line is in " logfile ")"
            print "cut" >cut
        }'
}

# Swift Testing's skips (`Test NAME skipped: "why"`, or `skipped.` when the test gives no reason)
# and XCTest's (on Linux `FILE:LINE: CLASS.test : Test skipped - why`, on macOS
# `FILE:LINE: -[MODULE.CLASS test] : Test skipped - why`), one line each. A known issue's line is
# no skip, even when the value it prints holds the word.
skips() {
    sed -n -E \
        -e 's/^[^ ]+ (Test ("[^"]*"|[^ ]+) skipped): (.*)$/  \1: \3/p' \
        -e 's/^[^ ]+ (Test ("[^"]*"|[^ ]+) skipped)\.$/  \1: no reason given/p' \
        -e 's/^.*: -\[([^] ]+\.)?([^] .]+) ([^] ]+)\] : Test skipped - (.*)$/  Test \2.\3 skipped: "\4"/p' \
        -e 's/^.*: ([^ ]+) : Test skipped - (.*)$/  Test \1 skipped: "\2"/p' "$log"
}

summary=$(grep -E 'Test run with [0-9]+ tests?' "$log" | tail -n 1)
count=$(printf '%s\n' "$summary" | sed -n -E 's/.*Test run with ([0-9]+) tests?.*/\1/p')
# XCTest's last "Executed N tests" line is its total over every suite.
xctests=$(grep -E 'Executed [0-9]+ tests?' "$log" | tail -n 1 | sed -n -E 's/.*Executed ([0-9]+) tests?.*/\1/p')
count=$((count + ${xctests:-0}))
skipped=$(skips | grep -c .)
if [ "$status" -eq 0 ] && [ -n "$count" ] && printf '%s\n' "$summary" | grep -q ' passed '; then
    echo "$count tests passed$([ "$skipped" -gt 0 ] && echo ", $skipped skipped:")"
    skips | shorten
else
    grep -vE '^[^ ]+ (Test|Suite) .*(started|passed after)|^Test Suite |Executed 0 tests' "$log" | shorten
    echo "tests FAILED (swift test exit status $status)"
    [ "$status" -ne 0 ] || status=1
fi
[ -s "$cut" ] || rm -f "$log"
rm -f "$cut"
exit "$status"
