#!/usr/bin/env python3
"""make bench: restorectl beside libplist's plistutil and Python's plistlib, on the same files.

Inputs are generated into .build/bench (plistlib writes the large plists, the fixture generator's
archives are copied for the small-file and many-file runs). Each command runs several times, the
tools alternating, and the table gives the median wall time, MB/s of input, peak memory (max RSS
of the process) and the ratio to plistutil. Small inputs run more often, since one run takes
about a millisecond. The linearity tables also give the cost per object, because a 1 MB binary
plist of records packs more objects per MB than a 10 MB one (2-byte references instead of 4);
a second series, arrays of integers, is encoded alike at every size. When
valgrind is installed, instruction counts (callgrind, exact and machine-independent) of the
small-archive dump are printed too. Usage: bench.py RESTORECTL [--quick] [--real-only]
(--real-only: just the dumps of the keyed archives: a generated nib-like XML one and the Apple-written
archives in Fixtures/real).
"""
import datetime, os, plistlib, re, resource, shutil, statistics, struct, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "bench")
TOOL = sys.argv[1]
QUICK = "--quick" in sys.argv
REAL_ONLY = "--real-only" in sys.argv
RUNS = 3 if QUICK else 5
SMALL_RUNS = 10 if QUICK else 40
PLISTUTIL = shutil.which("plistutil")


def generate(megabytes):
    """A binary plist of about `megabytes` MB: records of strings, numbers, dates, data and arrays."""
    path = os.path.join(WORK, f"plist-{megabytes}MB.bplist")
    if os.path.exists(path):
        return path
    items, size, i = [], 0, 0
    start = datetime.datetime(2014, 5, 2)
    while size < megabytes * 1_000_000:
        items.append({"identifier": f"main/:[{i % 7}]:/item{i}", "title": f"Item number {i} with some text",
                      "count": i, "ratio": i / 7.0, "created": start + datetime.timedelta(seconds=i),
                      "payload": bytes([i % 256]) * 48, "flags": [True, False, i % 3 == 0],
                      "tags": ["alpha", "beta", f"tag{i % 100}"]})
        i += 1
        size += 190
    with open(path, "wb") as f:
        plistlib.dump({"items": items}, f, fmt=plistlib.FMT_BINARY)
    return path


def generate_uniform(megabytes):
    """A binary plist of about `megabytes` MB whose every object is encoded alike at every size:
    an array of distinct integers from 2^16 up (each 5 bytes, with 4-byte offsets and references,
    since even the 1 MB file has more than 65,535 objects). It isolates how the cost grows with
    size from how the object mix and the reference width change with it."""
    path = os.path.join(WORK, f"uniform-{megabytes}MB.bplist")
    if not os.path.exists(path):
        count = megabytes * 1_000_000 // 13
        with open(path, "wb") as f:
            plistlib.dump(list(range(1 << 16, (1 << 16) + count)), f, fmt=plistlib.FMT_BINARY)
    return path


def build_peak():
    """Benchmarks/peak.c, built with the C compiler every Swift toolchain brings: it reports a
    command's own ru_maxrss (see the file for why not Python's wait4 or GNU time)."""
    compiler = shutil.which("cc") or shutil.which("clang")
    if not compiler:
        raise SystemExit("bench: no C compiler (cc or clang) to build Benchmarks/peak.c")
    os.makedirs(WORK, exist_ok=True)
    binary = os.path.join(WORK, "peak")
    subprocess.run([compiler, "-O2", "-o", binary, os.path.join(ROOT, "Benchmarks", "peak.c")], check=True)
    return binary


PEAK = build_peak()


def run(command):
    """Wall time and peak memory (KiB, the command's own ru_maxrss) of one run."""
    start = time.perf_counter()
    process = subprocess.run([PEAK] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    error = process.stderr.decode(errors="replace")
    if process.returncode != 0:
        raise SystemExit(f"bench: {' '.join(command)} failed: {error.strip()}")
    peaks = [int(line.split()[1]) for line in error.splitlines() if line.startswith("PEAK ")]
    return elapsed, peaks[-1]


def plistlib_command(path, target):
    code = ("import plistlib,sys; v=plistlib.load(open(sys.argv[1],'rb'));"
            + (" plistlib.dump(v, open(sys.argv[2],'wb'), fmt=plistlib.FMT_XML)" if target else ""))
    return [sys.executable, "-c", code, path] + ([target] if target else [])


def measure(label, commands, size, runs=None):
    """Runs every command RUNS times, alternating; returns rows of (label, tool, median s, MB/s,
    peak KiB). `label` and `size` may be functions of the command's name."""
    times = {name: [] for name, _ in commands}
    memory = {name: 0 for name, _ in commands}
    for _ in range(runs or RUNS):
        for name, command in commands:
            elapsed, peak = run(command)
            times[name].append(elapsed)
            memory[name] = max(memory[name], peak)
    rows = []
    for name, _ in commands:
        median = statistics.median(times[name])
        rows.append((label(name) if callable(label) else label, name, median,
                     (size(name) if callable(size) else size) / 1e6 / median, memory[name]))
    return rows


def table(rows):
    reference = {}
    for label, name, median, _, _ in rows:
        if name == "plistutil":
            reference[label] = median
    print(f"{'case':34} {'tool':12} {'median':>10} {'MB/s':>9} {'ms/MB':>8} {'peak MiB':>9} {'vs plistutil':>13}")
    for label, name, median, rate, peak in rows:
        ratio = f"{reference[label] / median:.2f}x" if label in reference and name != "plistutil" else ""
        shown = f"{median * 1000:.2f} ms" if median < 0.1 else f"{median:.3f} s"
        rates = f"{rate:9.1f} {1000 / rate:8.2f}" if rate else " " * 18
        print(f"{label:34} {name:12} {shown:>10} {rates} {peak / 1024:9.1f} {ratio:>13}")


def generate_view_archive(views=1000):
    """An XML keyed archive shaped like a large nib, written by plistlib: `views` NSView objects
    that refer to each other at every turn (superview, subviews, the next sibling as next key view,
    a shared font), so
    that dump --raw writes each shared object once. It stands in for the 696 KB XML nib the
    benchmark used before, which was GPL-2 test data and is no longer in Fixtures/real."""
    path = os.path.join(WORK, f"views-{views}.nib.xml")
    if os.path.exists(path):
        return path

    def uid(index):
        # plistlib writes no UID to XML; CF$UID dictionaries are how CoreFoundation writes one there.
        return {"CF$UID": index}

    objects = ["$null", {"$class": uid(2), "NSName": "Helvetica", "NSSize": 13.0},
               {"$classname": "NSFont", "$classes": ["NSFont", "NSObject"]},
               {"$classname": "NSView", "$classes": ["NSView", "NSResponder", "NSObject"]}]
    first = len(objects)
    for i in range(views):
        parent = first + (i - 1) // 4 if i else 0
        children = [first + 4 * i + k for k in range(1, 5) if 4 * i + k < views]
        objects.append({"$class": uid(3), "NSSuperview": uid(parent), "NSFont": uid(1),
                        "NSSubviews": children and [uid(c) for c in children] or uid(0),
                        "NSNextKeyView": uid(first + (i + 1 if i % 4 and i + 1 < views else i - (i - 1) % 4 if i else 0)), "NSFrame": f"{{{{0, {i}}}, {{320, 44}}}}",
                        "NSTag": i, "NSIdentifier": f"view-{i}"})
    archive = {"$archiver": "NSKeyedArchiver", "$version": 100000, "$top": {"root": uid(first)}, "$objects": objects}
    with open(path + ".tmp", "wb") as f:
        plistlib.dump(archive, f, fmt=plistlib.FMT_XML)
    os.rename(path + ".tmp", path)
    return path


def real_archive_rows():
    """dump --raw of keyed archives: a generated XML one shaped like a large nib, whose objects
    refer to each other at every turn, then archives Apple's software wrote (Fixtures/real), Xcode
    UserInterfaceStates and a binary nib."""
    rows = []
    for name, what in [(generate_view_archive(), "XML nib-like"), ("flycut-Jumpcut.xcodeproj.xcuserstate", "XML xcuserstate"),
                       ("skim-English-PreferenceWindow.nib", "nib"), ("skim-SkimMobile.xcodeproj.xcuserstate", "xcuserstate")]:
        path = os.path.join(ROOT, "Fixtures/real", name)
        size = os.path.getsize(path)
        commands = [("restorectl", [TOOL, "dump", "--raw", "--format", "json", path])]
        if PLISTUTIL:
            # plistutil has no JSON; its XML-to-binary conversion is the plain-conversion reference.
            commands.append(("plistutil", [PLISTUTIL, "-i", path, "-f", "bin", "-o", "/dev/null"]))
        rows += measure(f"dump --raw json {size / 1000:.0f} KB {what}", commands, size, SMALL_RUNS)
    return rows


def main():
    os.makedirs(WORK, exist_ok=True)
    if REAL_ONLY:
        table(real_archive_rows())
        return
    rows = []
    big = generate(40)
    size = os.path.getsize(big)
    out = os.path.join(WORK, "out.xml")
    commands = [("restorectl", [TOOL, "convert", big, "--to", "xml", "-o", out])]
    if PLISTUTIL:
        commands.append(("plistutil", [PLISTUTIL, "-i", big, "-f", "xml", "-o", out]))
    commands.append(("plistlib", plistlib_command(big, out)))
    rows += measure(f"binary->XML {size / 1e6:.0f} MB", commands, size)
    rows += measure(f"lint {size / 1e6:.0f} MB", [("restorectl", [TOOL, "lint", big])], size)

    rows += measure("start-up: --version", [("restorectl", [TOOL, "--version"])], 0, SMALL_RUNS)
    archive = os.path.join(ROOT, "Fixtures/archives/com.example.TabBar.savedState/data.data")
    small = os.path.getsize(archive)
    large_archive = os.path.join(ROOT, "Fixtures/archives/com.example.Large.savedState/data.data")
    for path, what in [(archive, f"{small / 1000:.0f} KB archive"), (large_archive, f"{os.path.getsize(large_archive) / 1000:.0f} KB archive")]:
        commands = [("restorectl", [TOOL, "dump", "--format", "json", path])]
        if PLISTUTIL:
            commands.append(("plistutil", [PLISTUTIL, "-i", path, "-f", "xml", "-o", "/dev/null"]))
        rows += measure(f"dump json {what}", commands, os.path.getsize(path), SMALL_RUNS)
    rows += real_archive_rows()

    # The sizes of a series alternate, like the tools, so that a machine that speeds up or slows
    # down during the run does not tilt the comparison.
    series = {}
    for kind, generator in [("records", generate), ("uniform", generate_uniform)]:
        paths = {f"{megabytes} MB": generator(megabytes) for megabytes in ([1, 10] if QUICK else [1, 10, 100])}
        # To standard output (discarded), so that the fsync of an atomic -o write does not count.
        found = measure(lambda name: f"linearity: XML {name} {kind}",
                        [(name, [TOOL, "convert", path, "--to", "xml"]) for name, path in paths.items()],
                        lambda name: os.path.getsize(paths[name]))
        rows += [(label, "restorectl", median, rate, peak) for label, _, median, rate, peak in found]
        series[kind] = [(int(name.split()[0]), paths[name], median) for (_, name, median, _, _) in found]

    many = os.path.join(WORK, "many")
    count = 2_000 if QUICK else 10_000
    if not os.path.isdir(many) or len(os.listdir(many)) != count:
        shutil.rmtree(many, ignore_errors=True)
        for i in range(count):
            os.makedirs(os.path.join(many, f"app{i}.savedState"))
            shutil.copy(archive, os.path.join(many, f"app{i}.savedState", "data.data"))
    total = count * small
    rows += measure(f"validate {count} archives, 2 cores", [("restorectl", [TOOL, "validate", many])], total)
    if shutil.which("taskset"):
        rows += measure(f"validate {count} archives, 1 core", [("restorectl", ["taskset", "-c", "0", TOOL, "validate", many])], total)
    table(rows)
    print(f"(peak MiB from each process's ru_maxrss; the {size / 1e6:.0f} MB file is {size / 2**20:.1f} MiB; restorectl -o flushes to disk before renaming, plistutil does not)")
    print()
    for kind, cases in series.items():
        linearity_table(cases, kind)
    print()
    instructions(archive)


def object_count(path):
    """The object count in a binary plist's trailer."""
    with open(path, "rb") as f:
        f.seek(-24, 2)
        return struct.unpack(">Q", f.read(8))[0]


def linearity_table(cases, kind="records"):
    print(f"{'XML, ' + kind:16} {'objects':>10} {'median':>10} {'ms/MB':>8} {'us/1k objects':>14}")
    for megabytes, path, median in cases:
        objects = object_count(path)
        print(f"{megabytes:>4} MB          {objects:>10,} {median * 1000:>7.1f} ms {median * 1000 / (os.path.getsize(path) / 1e6):>8.2f} {median * 1e9 / objects:>14.1f}")


def instructions(archive):
    """Instructions retired (callgrind), which do not vary from run to run as times do."""
    if not shutil.which("valgrind"):
        print("(valgrind is not installed: no instruction counts)")
        return
    commands = [("restorectl --version", [TOOL, "--version"]),
                ("restorectl dump --format json", [TOOL, "dump", "--format", "json", archive])]
    if PLISTUTIL:
        commands.append(("plistutil -f xml", [PLISTUTIL, "-i", archive, "-f", "xml", "-o", "/dev/null"]))
    print(f"instructions for the {os.path.getsize(archive) / 1000:.0f} KB archive (valgrind --tool=callgrind):")
    for name, command in commands:
        process = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        found = re.search(r"Collected : (\d+)", process.stderr)
        print(f"  {name:32} {int(found.group(1)):>12,}" if found else f"  {name:32} (no count)")


if __name__ == "__main__":
    main()
