#!/bin/bash
# scripts/instruction-counts.sh BINARY [REPO]: the instructions (valgrind --tool=callgrind) of the
# commands docs/performance.md tracks, on the fixtures of REPO (default: this clone). Counts, not
# times: repeatable on a shared machine, within about 0.4% (Swift seeds its hashing per process).
B=$1; F=${2:-$(cd "$(dirname "$0")/.." && pwd)}
out=$(mktemp); trap 'rm -f "$out"' EXIT
run() { local label=$1; shift; valgrind --tool=callgrind --callgrind-out-file="$out" "$B" "$@" >/dev/null 2>&1; n=$(grep -m1 "^summary:\|^totals:" "$out" | awk '{print $2}'); printf "%-28s %s\n" "$label" "$n"; }
T="$F/Fixtures/archives/com.example.TabBar.savedState/data.data"
L="$F/Fixtures/archives/com.example.Large.savedState/data.data"
run "dump text TabBar" dump "$T"
run "dump text Large" dump "$L"
run "dump json TabBar" dump --format json "$T"
run "dump json Large" dump --format json "$L"
run "validate TabBar" validate "$T"
run "paths --tree Large" paths --tree "$L"
run "lint TabBar" lint "$T"
run "convert xml Large" convert "$L" --to xml
run "convert json Large" convert "$L" --to json
