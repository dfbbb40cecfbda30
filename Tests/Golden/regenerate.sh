#!/usr/bin/env bash
# Rewrites every golden file listed in cases.tsv with the output of RESTORECTL (run from the package
# root): standard output into FILE, standard error into FILE.stderr (removed when standard error is
# empty). Review the result with `git diff Tests/Golden` before committing it.
set -euo pipefail
tool=$1
cd "$(dirname "$0")/../.."
# AppKit's dumps and find show file modification times: fixed, as GoldenTests fixes them.
find Fixtures/appkit Fixtures/appkit-bookmarks -type f -exec env TZ=UTC touch -t 202411220914.03 {} +
grep -v '^#' Tests/Golden/cases.tsv | while IFS= read -r line; do
  IFS=$'\t' read -r -a fields <<< "$line"
  golden="Tests/Golden/${fields[0]}"
  "$tool" "${fields[@]:1}" > "$golden" 2> "$golden.stderr"
  if [ ! -s "$golden.stderr" ]; then rm -f "$golden.stderr"; fi
done
