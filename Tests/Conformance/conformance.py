#!/usr/bin/env python3
"""Checks restorectl against every row of ../shared/corpora/EXPECTED.tsv.

valid                        restorectl reads the file; its binary output decodes (with Python's
                             plistlib, an independent reader) to what plistlib decodes from the
                             original; binary -> xml -> binary keeps the value (dates to the
                             second, XML's precision).
invalid                      exit status 3 and one line `restorectl: FILE: message` on standard
                             error, with a byte offset for binary input or a line for XML.
no-crash                     exit status 0 or 3 within 2 s, under a 1 GiB address-space limit.
valid-plist-invalid-archive  as valid; and where `dump` exists, `dump --raw` reports what is missing in
                             one line naming the file: exit 3, or a warning when only `root` is missing.

Usage: conformance.py RESTORECTL CORPORA_DIR
"""
import datetime, math, os, plistlib, resource, subprocess, sys, tempfile

TIMEOUT = 2.0
MEMORY = 1 << 30


def limit_memory():
    # macOS refuses RLIMIT_AS (setrlimit fails with EINVAL): there the time limit alone applies.
    try:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    except (ValueError, OSError):
        pass


def run(tool, *args):
    try:
        p = subprocess.run([tool, *args], capture_output=True, timeout=TIMEOUT, preexec_fn=limit_memory)
        return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", b"", ""


def normalize(value, whole_seconds=False):
    """Makes plistlib values comparable: NaN equals NaN, UIDs as XML spells them, dates optionally to the second."""
    if isinstance(value, float) and math.isnan(value):
        return "NaN"
    if isinstance(value, datetime.datetime) and whole_seconds:
        return value.replace(microsecond=0)
    if isinstance(value, dict):
        return {k: normalize(v, whole_seconds) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [normalize(v, whole_seconds) for v in value]
    if isinstance(value, bytearray):
        return bytes(value)
    if isinstance(value, plistlib.UID):
        # XML spells a UID as <dict><key>CF$UID</key><integer>n</integer></dict>. CoreFoundation
        # (and restorectl) read that back as a UID; plistlib keeps the dictionary. Same value.
        return {"CF$UID": value.data}
    return value


def load(path):
    with open(path, "rb") as f:
        return plistlib.load(f)


def check_valid(tool, path, work):
    status, _, err = run(tool, "lint", path)
    if status != 0:
        return f"lint failed ({status}): {err.strip()}"
    expected = load(path)
    binary = os.path.join(work, "out.bplist")
    status, _, err = run(tool, "convert", path, "--to", "binary", "-o", binary)
    if status != 0:
        return f"convert --to binary failed ({status}): {err.strip()}"
    try:
        actual = load(binary)
    except Exception as e:  # plistlib rejecting our output is a failure of ours
        return f"plistlib cannot read restorectl's binary output: {e}"
    if normalize(actual) != normalize(expected):
        return "binary output decodes to a different value than plistlib reads from the original"
    xml, again = os.path.join(work, "out.xml"), os.path.join(work, "again.bplist")
    for source, target, fmt in ((binary, xml, "xml"), (xml, again, "binary")):
        status, _, err = run(tool, "convert", source, "--to", fmt, "-o", target)
        if status != 0:
            return f"convert --to {fmt} failed ({status}): {err.strip()}"
    try:
        round_trip = load(again)
    except Exception as e:
        return f"plistlib cannot read the binary -> xml -> binary result: {e}"
    if normalize(round_trip, True) != normalize(expected, True):
        return "binary -> xml -> binary changed the value"
    return None


def check_invalid(tool, path):
    status, _, err = run(tool, "lint", path)
    if status != 3:
        return f"expected exit status 3, got {status}"
    lines = err.strip().splitlines()
    if len(lines) != 1 or not lines[0].startswith(f"restorectl: {path}: "):
        return f"expected one line `restorectl: {path}: message`, got {err!r}"
    with open(path, "rb") as f:
        binary = f.read(7) == b"bplist0"
    if binary and "offset 0x" not in lines[0]:
        return f"binary input but no byte offset in {lines[0]!r}"
    if not binary and "line " not in lines[0] and "offset" not in lines[0]:
        return f"no location in {lines[0]!r}"
    return None


def check_no_crash(tool, path):
    for args in (("lint", path), ("convert", path, "--to", "json")):
        status, _, err = run(tool, *args)
        if status not in (0, 3):
            return f"{args[0]}: exit status {status} (0 or 3 expected) {err.strip()[:200]}"
    return None


def check_invalid_archive(tool, path, work):
    problem = check_valid(tool, path, work)
    if problem:
        return problem
    if run(tool, "help", "dump")[0] != 0:
        return None
    # Either an error (exit 3) or, for an archive that is complete but lacks what
    # NSKeyedUnarchiver reads first (`root`), a warning; both name the file and the problem.
    status, _, err = run(tool, "dump", "--raw", path)
    reported = err.startswith(f"restorectl: {path}: ") and len(err.strip().splitlines()) == 1
    if not reported or status not in (0, 3) or (status == 0 and "warning:" not in err):
        return f"dump --raw: expected exit 3, or a warning, naming the file; got {status}: {err.strip()[:200]}"
    return None


def main():
    tool, corpora = sys.argv[1], sys.argv[2]
    rows = [line.rstrip("\n").split("\t") for line in open(os.path.join(corpora, "EXPECTED.tsv"))][1:]
    # Deliberate deviations, each with its reason, kept in this repository.
    here = os.path.dirname(os.path.abspath(__file__))
    deviations = {row[0]: row[1:] for row in (line.rstrip("\n").split("\t") for line in open(os.path.join(here, "deviations.tsv")))
                  if row[0] and not row[0].startswith("#")}
    failures = 0
    counts = {}
    with tempfile.TemporaryDirectory() as work:
        for row in rows:
            name, expectation = row[0], row[1]
            path = os.path.join(corpora, name)
            if name in deviations:
                held, why = deviations.pop(name)
                print(f"DEVIATION {name}: corpus expects {expectation}, restorectl holds {held}: {why}")
                expectation = held
            if expectation == "valid":
                problem = check_valid(tool, path, work)
            elif expectation == "invalid":
                problem = check_invalid(tool, path)
            elif expectation == "no-crash":
                problem = check_no_crash(tool, path)
            elif expectation == "valid-plist-invalid-archive":
                problem = check_invalid_archive(tool, path, work)
            else:
                problem = f"unknown expectation {expectation!r}"
            counts[expectation] = counts.get(expectation, 0) + 1
            if problem:
                failures += 1
                print(f"FAIL {name} ({expectation}): {problem}")
    for name in deviations:
        failures += 1
        print(f"FAIL {name}: listed in deviations.tsv but not in the corpus")
    summary = ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
    print(f"conformance: {len(rows) - failures} of {len(rows)} rows hold ({summary})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
