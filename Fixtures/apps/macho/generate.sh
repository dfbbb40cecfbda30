#!/usr/bin/env bash
# Builds the Mach-O fixtures of this folder from the Objective-C sources beside it with Debian's
# clang-19 and lld-19 (no SDK: Declarations.h stands in for it); README.md lists each output.
#   generate.sh                 the committed fixtures, written here
#   generate.sh --large N DIR [MB [FROM]]   DIR/Large: an arm64 executable with N generated classes
#                               (benchmarks); with MB, padded to about MB megabytes by a section of
#                               its own (__DATA,__bench_pad, linked with -sectcreate), standing for
#                               the code and data a large app has besides its class list: zeros, or
#                               the first bytes of the file FROM (real code, which compresses as an
#                               app's does)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ios=16.0

# compile SOURCE OBJECT TRIPLE
compile() { clang-19 --target="$3" -fobjc-runtime=ios-$ios -Os -c "$1" -o "$2"; }
# link ARCH OUTPUT OBJECT [FLAGS...]; -S: no debug map, so that the output does not name $work.
link() {
  local arch=$1 output=$2 object=$3; shift 3
  ld64.lld-19 -arch "$arch" -platform_version ios $ios $ios -undefined dynamic_lookup -S "$@" "$object" -o "$output"
}

if [ "${1:-}" = --large ]; then
  count=${2:?generate.sh --large N DIR [MB [FROM]]}; out=${3:?generate.sh --large N DIR [MB [FROM]]}
  megabytes=${4:-}; from=${5:-/dev/zero}
  mkdir -p "$out"
  {
    echo "#import \"$here/Declarations.h\""
    for i in $(seq 1 "$count"); do
      echo "@interface LargeViewController$i : UIViewController <NSSecureCoding> @end"
      echo "@implementation LargeViewController$i"
      echo "+ (signed char)supportsSecureCoding { return 1; }"
      echo "- (void)encodeWithCoder:(id)coder {} - (id)initWithCoder:(id)coder { return self; }"
      echo "- (void)viewDidLoad {} - (void)restoreStep$i:(id)coder {}"
      echo "@end"
    done
    echo "int main(void) { return 0; }"
  } > "$work/Large.m"
  compile "$work/Large.m" "$work/Large.o" arm64-apple-ios$ios
  link arm64 "$out/Large" "$work/Large.o"
  if [ -n "$megabytes" ]; then
    padding=$(( megabytes * 1000000 - $(wc -c < "$out/Large") ))
    if [ "$padding" -gt 0 ]; then
      head -c "$padding" "$from" > "$work/pad"
      [ "$(wc -c < "$work/pad")" -eq "$padding" ] || { echo "generate.sh: $from is shorter than $padding bytes" >&2; exit 1; }
      link arm64 "$out/Large" "$work/Large.o" -sectcreate __DATA __bench_pad "$work/pad"
    fi
  fi
  echo "wrote $out/Large ($(wc -c < "$out/Large") bytes, $count classes)"
  exit 0
fi

cd "$here"
compile Example.m "$work/Example.o" arm64-apple-ios$ios
compile Example.m "$work/Example-x86_64.o" x86_64-apple-ios$ios-simulator
compile Preview.m "$work/Preview.o" arm64-apple-ios$ios
compile Kit.m "$work/Kit.o" arm64-apple-ios$ios
compile Categories.m "$work/Categories.o" arm64-apple-ios$ios

# lld writes chained fixups (DYLD_CHAINED_PTR_64) for iOS 16 by default, and an
# LC_ENCRYPTION_INFO_64 with cryptid 0 for iOS executables.
link arm64 Example "$work/Example.o"
link arm64 Example-classic "$work/Example.o" -no_fixup_chains
link arm64 Example-relative "$work/Example.o" -objc_relative_method_lists
link arm64 Example.debug.dylib "$work/Preview.o" -dylib -install_name @rpath/Example.debug.dylib
link arm64 Kit "$work/Kit.o" -dylib -install_name @rpath/Kit.framework/Kit
link x86_64 "$work/Example-x86_64" "$work/Example-x86_64.o"
link arm64 Categories "$work/Categories.o"
link arm64 Categories-classic "$work/Categories.o" -no_fixup_chains
link arm64 Categories-relative "$work/Categories.o" -objc_relative_method_lists
# lld-19 links arm64e as plain arm64 (cpusubtype ALL, DYLD_CHAINED_PTR_64), so there is no arm64e
# fixture: the tests rewrite Example's chains into the arm64e formats. It cannot link armv7 ("missing or unsupported -arch armv7"), so the universal file has no 32-bit slice.
llvm-lipo-19 -create Example "$work/Example-x86_64" -output Example-universal

# An App Store build's cryptid is 1; the linker writes 0 and has no option for 1, so set it here.
python3 encrypt.py Example Example-encrypted
chmod -x Example Example-classic Example-relative Example-universal Example-encrypted Example.debug.dylib Kit \
  Categories Categories-classic Categories-relative
