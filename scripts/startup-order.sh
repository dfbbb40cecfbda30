#!/bin/bash
# scripts/startup-order.sh BINARY [REPO] > scripts/startup-order.txt: the functions an unstripped
# static release build of restorectl runs for --version and for the everyday commands on a small
# fixture of REPO (default: this clone), first those of --version, each once, as lld's
# --symbol-ordering-file takes them. make release (Linux) links these next to one another: the kernel
# maps an executable's code 64 KB at a time as it is first touched, and the code a short run needs
# lies scattered over the 10 MB binary, one fault for each piece (95 page faults for --version).
# Names come from the toolchain (glibc, the Swift runtime, the standard library, restorectl): after
# a toolchain update, regenerate the file from the profile build of docs/performance.md; a name that
# no longer exists is skipped by the linker, so a stale file costs faults, never correctness.
# SwiftPM does not relink when only this file changes: remove .build-release/release/restorectl.
set -e
B=$1; F=${2:-$(cd "$(dirname "$0")/.." && pwd)}
out=$(mktemp); trap 'rm -f "$out"' EXIT
T="$F/Fixtures/archives/com.example.TabBar.savedState/data.data"
# Every function one run executed (callgrind, names as the linker knows them).
functions() {
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$out" "$B" "$@" >/dev/null 2>&1
    callgrind_annotate --inclusive=no --threshold=100 "$out" 2>/dev/null | sed -n 's/^ *[0-9,]* ([ 0-9.]*%)  *[^:]*:\([^ ]*\) .*/\1/p' | grep -v '^(below main)'
}
# glibc picks its string and maths functions by CPU (ifunc): every resolver runs before main,
# first here (by its ifunc's name and as NAME_ifunc), and as valgrind's CPU has no AVX-512 (it runs
# __strlen_avx2 where the machine runs __strlen_evex) each variant is listed beside the one that ran.
nm --defined-only "$B" | awk '{ print $2, $3 }' > "$out.symbols"
trap 'rm -f "$out" "$out.symbols"' EXIT
{
    awk '$1 == "i" { print $2 }' "$out.symbols"
    functions --version
    functions dump "$T"
    functions dump --format json "$T"
    functions validate "$T"
    functions lint "$T"
    functions convert "$T" --to xml
} | awk -v symbols="$out.symbols" '
    function emit(name) { if (!(name in seen)) { seen[name] = 1; print name } }
    BEGIN { while ((getline line < symbols) > 0) { split(line, field, " "); known[field[2]] = 1 } }
    {
        emit($0)
        if (($0 "_ifunc") in known) emit($0 "_ifunc")
        if ($0 ~ /^__[a-z0-9]+_(sse|ssse|avx|evex)/) {
            stem = $0; sub(/_(sse|ssse|avx|evex).*$/, "_", stem)
            for (name in known) if (index(name, stem) == 1) emit(name)
        }
    }'
