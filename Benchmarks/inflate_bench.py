#!/usr/bin/env python3
"""The inflate benchmark of issue 46: RestoreKit's DEFLATE decompressor beside C zlib (Python's
zlib.decompress) on the same stream, in MB/s of output and the ratio of their times; the target is
at most 2x zlib's time.

The data: the first 50 MB of the toolchain's swift-frontend executable (a mix of machine code, tables
and strings, like an app's), compressed by zlib at level 6 as a raw stream; where no swift-frontend is
found, the repository's own files repeated. RestoreKit is internal, so the measurement is a small
executable compiled with `swiftc -O` from Sources/RestoreKit/Readers/Zip and
Benchmarks/InflateBench/main.swift, which times each decompression in-process (the file read is not
timed), as the script times zlib.decompress (given the decoded size as its buffer size, as Inflate is
given it, so that neither grows its output); the two alternate, RUNS rounds, and the table gives
the medians. The output's CRC-32 must equal zlib.crc32 of the data.

    python3 Benchmarks/inflate_bench.py     (or run() from bench.py)
"""
import glob, os, shutil, statistics, subprocess, sys, time, zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "bench", "inflate")
SIZE = 50_000_000
RUNS = 7
TARGET = 2.0


def data():
    """50 MB to compress, and what they are."""
    candidates = [shutil.which("swift-frontend")]
    swiftc = shutil.which("swiftc")
    if swiftc:
        candidates.append(os.path.join(os.path.dirname(os.path.realpath(swiftc)), "swift-frontend"))
    for path in candidates:
        if path and os.path.getsize(path) >= SIZE:
            with open(path, "rb") as f:
                return f.read(SIZE), f"the first 50 MB of {path}"
    pieces, total = [], 0
    while total < SIZE:
        for path in sorted(glob.glob(os.path.join(ROOT, "Sources", "**", "*.swift"), recursive=True)
                           + glob.glob(os.path.join(ROOT, "Fixtures", "**", "*.data"), recursive=True)):
            with open(path, "rb") as f:
                pieces.append(f.read())
            total += len(pieces[-1])
    return b"".join(pieces)[:SIZE], "the repository's sources and fixtures repeated to 50 MB"


def build():
    """The benchmark executable, compiled from the sources as they are now."""
    os.makedirs(WORK, exist_ok=True)
    sources = sorted(glob.glob(os.path.join(ROOT, "Sources", "RestoreKit", "Readers", "Zip", "*.swift")))
    sources.append(os.path.join(ROOT, "Sources", "RestoreKit", "Readers", "PropertyList", "FailureKind.swift"))
    executable = os.path.join(WORK, "inflate-bench")
    subprocess.run(["swiftc", "-O", "-module-name", "InflateBench", "-package-name", "restorectl", *sources,
                    os.path.join(ROOT, "Benchmarks", "InflateBench", "main.swift"), "-o", executable], check=True)
    return executable


def run():
    """Prints the table and the target line; returns the target as bench.py lists them."""
    executable = build()
    plain, what = data()
    stream_path = os.path.join(WORK, "data.deflate")
    encoder = zlib.compressobj(6, zlib.DEFLATED, -15)
    stream = encoder.compress(plain) + encoder.flush()
    with open(stream_path, "wb") as f:
        f.write(stream)
    expected_crc = zlib.crc32(plain)
    ours, theirs = [], []
    for _ in range(RUNS):
        lines = subprocess.run([executable, stream_path, str(len(plain)), "1"], check=True, capture_output=True,
                               text=True).stdout.split()
        assert lines[-1] == str(expected_crc), f"inflate-bench's CRC-32 {lines[-1]} is not zlib's {expected_crc}"
        ours.append(float(lines[0]))
        start = time.perf_counter()
        zlib.decompress(stream, -15, len(plain))
        theirs.append(time.perf_counter() - start)
    mine, zlibs = statistics.median(ours), statistics.median(theirs)
    megabytes = len(plain) / 1e6
    print(f"\n## inflate: {what}, zlib level 6, {len(stream) / 1e6:.1f} MB compressed (median of {RUNS} runs)\n")
    print(f"| {'decompressor':29} | {'median':>9} | {'MB/s out':>8} | {'vs zlib':>7} |")
    print(f"| {'-' * 29} | {'-' * 9} | {'-' * 8} | {'-' * 7} |")
    print(f"| {'RestoreKit Inflate':29} | {mine:7.3f} s | {megabytes / mine:8.0f} | {mine / zlibs:6.2f}x |")
    print(f"| {'zlib (Python zlib.decompress)':29} | {zlibs:7.3f} s | {megabytes / zlibs:8.0f} | {'':7} |")
    ratio = mine / zlibs
    print(f"inflate of 50 MB: {ratio:.2f}x zlib's time (target <= {TARGET}x): {'MET' if ratio <= TARGET else 'NOT MET'}")
    return [(f"inflate of 50 MB: at most {TARGET}x zlib's time", f"{ratio:.2f}x ({mine:.3f} s against {zlibs:.3f} s)",
             ratio <= TARGET)]


if __name__ == "__main__":
    run()
