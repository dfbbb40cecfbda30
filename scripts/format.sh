#!/bin/bash
# scripts/format.sh [--check]: formats the project's Swift files with the toolchain's `swift format`
# and the checked-in .swift-format (4 spaces, 120 columns). --check changes nothing: it formats a
# copy and lists the files that differ (exit 1 when one does). Without `swift format` (a toolchain
# before Swift 6) it says so and exits 0 under --check: a style check is not a test.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! swift format --version >/dev/null 2>&1; then
  echo "format: skipped, this toolchain has no 'swift format' (Swift 6 and later have it)"
  [ "${1:-}" = --check ] && exit 0 || exit 1
fi
files() { find Package.swift Sources Tests Fuzz Benchmarks Fixtures packaging -name '*.swift' -not -path '*/.build/*' -print0; }
if [ "${1:-}" != --check ]; then
  files | xargs -0 swift format format --configuration .swift-format --in-place
  exit 0
fi
copy=$(mktemp -d); trap 'rm -rf "$copy"' EXIT
files | tar --null -T - -cf - | tar -xf - -C "$copy"
(cd "$copy" && find . -name '*.swift' -print0 | xargs -0 swift format format --configuration "$OLDPWD/.swift-format" --in-place)
changed=$(cd "$copy" && find . -name '*.swift' | sed 's|^\./||' | while read -r f; do cmp -s "$f" "$OLDPWD/$f" || echo "$f"; done)
if [ -n "$changed" ]; then
  echo "format: these files are not formatted (make format formats them):"; echo "$changed" | sed 's/^/  /'
  exit 1
fi
echo "format: every Swift file is formatted (.swift-format)"
