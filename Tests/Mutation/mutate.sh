#!/usr/bin/env bash
# make mutate: the team's check that the tests can fail. Copies the package to .build/mutate/src,
# then, one at a time, applies each deliberate bug below, builds, runs the test suite and puts the
# source back. A mutation the suite passes with has survived: the script prints a table of
# mutations and the tests that failed for each, and exits 1 if any survived (2 if the unmutated
# copy does not pass, or a mutation no longer applies because the code it edits has changed).
# MUTATIONS="name ..." runs some of them; MUTATE_FILTER=REGEX narrows `swift test` (quicker, but a
# survivor then only means that the filtered tests miss it). Portable to macOS's bash 3.2 and sed.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
work="$root/.build/mutate"
scratch="$work/src"
swift=${SWIFT:-swift}
filter=${MUTATE_FILTER:-}

# Each mutation is a function that edits the scratch copy with `mutate FILE SED-SCRIPT`.
all="json-control-threshold validate-orphan-below-missing validate-dangling-to-missing xml-ampersand
binary-reference-width binary-real-byte-order-mirrored archive-class-chain
no-color-ignored xml-depth-off-by-one golden-string-compare walk-depth-off-by-one walk-keeps-repeated-keys
json-reader-control-threshold terminal-text-c1-raw category-merge-dropped"

mutation_json_control_threshold() {   # bytes 0x10-0x1F come out raw
  mutate Sources/RestoreKit/Readers/JSON/ByteBuffer+JSON.swift 's/byte < 0x20 || byte == 0x22/byte < 0x10 || byte == 0x22/'
}
mutation_json_reader_control_threshold() {   # the JSON reader takes raw 0x10-0x1F in strings
  mutate Sources/RestoreKit/Readers/JSON/JSONReader.swift 's/if byte < 0x20 {$/if byte < 0x10 {/'
}
mutation_terminal_text_c1_raw() {   # C1 controls (U+009B is CSI) reach the terminal raw
  mutate Sources/restorectl/Platform/TerminalText.swift 's/case 0x00...0x1F, 0x7F...0x9F, 0x061C/case 0x00...0x1F, 0x7F, 0x061C/'
}
mutation_category_merge_dropped() {   # a category's methods and protocols never reach the class of its image
  mutate Sources/RestoreKit/Models/AppBuild/AppBuild+Categories.swift 's/guard !categories.isEmpty else { return (classes, \[\]) }/return (classes, [])/'
}
mutation_validate_orphan_below_missing() {   # objects below a missing path reported again as orphans
  mutate Sources/RestoreKit/Validation/Validator.swift '/|| reported.ancestors(of: object.path)/d'
}
mutation_validate_dangling_to_missing() {   # references to a missing path reported again as dangling
  mutate Sources/RestoreKit/Validation/Validator.swift 's/ \&\& !missing.contains(target)//'
}
mutation_xml_ampersand() {   # the XML writer (tree and streaming alike) writes & raw
  mutate Sources/RestoreKit/Readers/PropertyList/XMLEventWriter.swift 's/byte == 0x26 || //'
}
mutation_binary_reference_width() {   # 256 objects get 1-byte references, which CoreFoundation rejects
  mutate Sources/RestoreKit/Readers/PropertyList/BinaryPropertyListWriter.swift 's/Self.width(for: UInt64(objects.count))/Self.width(for: UInt64(objects.count - 1))/'
}
mutation_binary_real_byte_order_mirrored() {   # writer and reader both byte-swap 8-byte reals: round trips still agree
  mutate Sources/RestoreKit/Readers/PropertyList/BinaryPropertyListWriter.swift 's/appendBigEndian(real.bitPattern, width: 8/appendBigEndian(real.bitPattern.byteSwapped, width: 8/' &&
  mutate Sources/RestoreKit/Readers/PropertyList/BinaryObjectTable.swift 's/case BinaryMarker.realDouble: return .real(Double(bitPattern: try fixedWidth(8, after: offset, walked: walked))/case BinaryMarker.realDouble: return .real(Double(bitPattern: (try fixedWidth(8, after: offset, walked: walked)).byteSwapped)/'
}
mutation_archive_class_chain() {   # re-encoded archives keep only the first class of each $classes chain
  mutate Sources/RestoreKit/Readers/KeyedArchive/KeyedArchiveEncoder.swift 's/value: .array(key.chain.map(PropertyListValue.string))/value: .array(key.chain.prefix(1).map(PropertyListValue.string))/'
}
mutation_no_color_ignored() {   # NO_COLOR no longer turns colour off on a terminal
  mutate Sources/restorectl/Platform/Terminal.swift 's/default: colour = terminal \&\& !noColor/default: colour = terminal/'
}
mutation_xml_depth_off_by_one() {   # the XML reader allows one level more than --max-depth
  mutate Sources/RestoreKit/Readers/PropertyList/XMLPropertyListReader.swift 's/guard depth < maximumDepth else/guard depth <= maximumDepth else/'
}
mutation_walk_depth_off_by_one() {   # the one walk allows one level more than --max-depth
  mutate Sources/RestoreKit/Readers/PropertyList/BinaryObjectWalk.swift 's/guard stack.count < maximumDepth else/guard stack.count <= maximumDepth else/'
}
# Not a mutation here: the walk without its expansion count. The suite then does not fail, it
# never ends: the transcoder writes 2^40 values for Fixtures/invalid/exponential-shared-references
# (a 2026-11-22 run was stopped after ten minutes at 4.3 GB), which is what the count prevents.
mutation_walk_keeps_repeated_keys() {   # a dictionary's second entry for a key is never found
  mutate Sources/RestoreKit/Readers/PropertyList/BinaryObjectWalk+DistinctKeys.swift 's/if lastDictionary\[Int(identity)\] == dictionaryNumber { return (position, identity) }//'
}
mutation_golden_string_compare() {   # goldens compared as Strings (Unicode-equivalent bytes pass)
  mutate Tests/restorectlTests/GoldenTests.swift 's/^        output == golden$/        String(decoding: output, as: UTF8.self) == String(decoding: golden, as: UTF8.self)/'
}

changed=""
# Applies a sed script to one file of the scratch copy; fails when it changes nothing.
mutate() {
  sed -e "$2" "$scratch/$1" > "$scratch/$1.mutated" && mv "$scratch/$1.mutated" "$scratch/$1"
  changed="$changed $1"
  if cmp -s "$root/$1" "$scratch/$1"; then echo "mutate: '$2' changes nothing in $1" >&2; return 1; fi
}

restore() {
  for file in $changed; do cp -p "$root/$file" "$scratch/$file"; done
  changed=""
}

# Builds and tests the scratch copy; the log goes to $1. Returns 0 pass, 1 test failure, 2 no build.
run_suite() {
  (cd "$scratch" && "$swift" build --build-tests) > "$1" 2>&1 || return 2
  if [ -n "$filter" ]; then
    (cd "$scratch" && "$swift" test --skip-build --filter "$filter") >> "$1" 2>&1
  else
    (cd "$scratch" && "$swift" test --skip-build) >> "$1" 2>&1
  fi
}

# The tests that failed in a log, one a line; a test process that died says so.
failed_tests() {
  grep -aE '^✘ Test .* failed after' "$1" | grep -avE '^✘ Test run ' |
    sed -E 's/^✘ Test (.*) (with [0-9]+ test cases? )?failed after.*/\1/' | sort -u
  if grep -aq 'exited with unexpected signal' "$1"; then echo "(the test process died: $(grep -ao 'signal code [0-9]*' "$1" | head -1))"; fi
}

mkdir -p "$scratch"
# A fresh copy of the working tree, keeping the scratch copy's own .build for incremental builds.
find "$scratch" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
(cd "$root" && tar --exclude=./.build --exclude=./.build-release --exclude=./.build-asan --exclude=./.git -cf - .) |
  (cd "$scratch" && tar -xf -)

echo "mutate: the unmutated copy first (log: $work/baseline.log)"
run_suite "$work/baseline.log"
if [ $? -ne 0 ]; then echo "mutate: the unmutated copy fails; see $work/baseline.log" >&2; exit 2; fi

survived=0
broken=0
report="| mutation | result | failing tests |
| --- | --- | --- |"
for name in ${MUTATIONS:-$all}; do
  function=mutation_$(echo "$name" | tr '-' '_')
  log="$work/$name.log"
  echo "mutate: $name"
  if ! $function; then
    restore
    report="$report
| \`$name\` | no longer applies | |"
    broken=1
    continue
  fi
  run_suite "$log"
  status=$?
  restore
  case $status in
    0) survived=1; report="$report
| \`$name\` | **survived** | |" ;;
    2) broken=1; report="$report
| \`$name\` | does not build (see $log) | |" ;;
    *) tests=$(failed_tests "$log" | sed 's/|/\\|/g' | awk 'NR > 1 { printf "; " } { printf "%s", $0 }')
       # Only a failing test counts: a suite that fails some other way has not shown anything.
       if failed_tests "$log" | grep -qv '^(the test process died'; then result=caught; else result="no test failed (see $log)"; broken=1; fi
       report="$report
| \`$name\` | $result | $tests |" ;;
  esac
done
# Leave the copy unmutated, so that the next run builds only what changed.
echo "$report"
if [ $broken -ne 0 ]; then exit 2; fi
exit $survived
