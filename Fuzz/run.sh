#!/usr/bin/env bash
# make fuzz: builds each target with libFuzzer and AddressSanitizer, seeds it from Fixtures/, and
# runs it FUZZ_SECONDS seconds. Inputs that crash, hang or use too much memory land in
# .build/fuzz/artifacts; copy each to Fixtures/invalid/ with a test of its clean error.
set -euo pipefail
seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-binary xml json app-intents keyed-archive restoration macho nib inflate inflate-zlib zip blobs}
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out/artifacts"
# Xcode's Swift toolchain has no libFuzzer runtime; the swift.org toolchains (Linux, and the
# macOS packages from swift.org) do. Say so plainly rather than fail inside the first build.
printf '@_cdecl("LLVMFuzzerTestOneInput") public func probe(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }\n' > "$out/probe.swift"
if ! swiftc -sanitize=fuzzer -parse-as-library "$out/probe.swift" -o "$out/probe" > "$out/probe.log" 2>&1; then
  echo "fuzz: this Swift toolchain cannot build with -sanitize=fuzzer (no libFuzzer; Xcode's toolchain has none)." >&2
  echo "fuzz: install a swift.org toolchain and run with it on PATH (see $out/probe.log)." >&2
  exit 1
fi
for target in $targets; do
  # Listed per target: a long run must build each target from the sources as they are then.
  sources=$(find Sources/RestoreKit -name '*.swift' | sort)
  # inflate-zlib compares Inflate with C zlib's decoder: its C half is built with the system's compiler.
  extra=""
  if [ "$target" = inflate-zlib ]; then
    if ! cc -O2 -c Fuzz/zlib-inflate.c -o "$out/zlib-inflate.o" 2>"$out/zlib-inflate.log"; then
      echo "fuzz: inflate-zlib skipped: Fuzz/zlib-inflate.c does not compile (zlib's header missing? see $out/zlib-inflate.log)" >&2
      continue
    fi
    extra="$out/zlib-inflate.o -lz"
  fi
  swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name RestoreKitFuzz -package-name restorectl \
    $sources "Fuzz/$target.swift" $extra -o "$out/$target"
  corpus="$out/corpus-$target"
  mkdir -p "$corpus"
  case $target in
    xml) find Fixtures -name '*.plist' -exec cp {} "$corpus/" \; ;;
    # Every JSON document of the fixtures and the goldens: dumps, snapshots, documents for create.
    json) find Fixtures Tests/Golden -name '*.json' -size -64k | while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
    # The App Intents metadata of the fixture builds, and every JSON document as json's.
    app-intents) find Fixtures Tests/Golden \( -name 'extract.actionsdata' -o -name '*.json' \) -size -64k |
      while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
    macho) find Fixtures/apps/macho -type f ! -name '*.m' ! -name '*.h' ! -name '*.sh' ! -name '*.md' -exec cp {} "$corpus/" \; ;;
    # The .ipa fixtures and the generator's small seed zips (Fixtures/ipa/seeds), each under 64 KB but the stored one.
    zip) find Fixtures/ipa -type f \( -name '*.ipa' -o -name '*.zip' \) -size -64k | while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
    nib) find Fixtures/apps -name '*.nib' | while read -r f; do if [ -d "$f" ]; then find "$f" -type f; else echo "$f"; fi; done |
      while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
    inflate | inflate-zlib) find Fixtures/zip/deflate -name '*.deflate' -size -64k | while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
    # Every bookmark (Apple's, mac_alias's, the broken ones), the @SceneStorage fixtures' JSON and the
    # archives that hold attributed strings, index sets, colours and fonts.
    blobs) find Fixtures -type f \( -name '*.book' -o -name '*.archive' -o -path '*swiftui*' \) -size -64k |
      while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
    *) find Fixtures -type f \( -name '*.data' -o -name '*.bplist' \) -size -200k | while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
  esac
  # Mach-O seeds are linked with 16 KiB pages (70 to 105 KB); longer inputs would lose their __LINKEDIT.
  max_len=65536; [ "$target" = macho ] && max_len=131072
  echo "fuzz: $target for ${seconds}s"
  # Fork mode keeps going after a finding, so that the whole time is spent fuzzing.
  SWIFT_BACKTRACE=enable=no "$out/$target" "$corpus" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
    -artifact_prefix="$out/artifacts/$target-" -print_final_stats=1 > "$out/$target.log" 2>&1 || true
  grep -E "^#[0-9]+.*(DONE|pulse)|stat::|INFO: exiting|crashes|timeouts|ooms" "$out/$target.log" | tail -n 8
done
