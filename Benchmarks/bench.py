#!/usr/bin/env python3
"""make bench: restorectl beside libplist's plistutil and Python's plistlib, on the same files.

Inputs are generated into .build/bench (plistlib writes the large plists, the fixture generator's
archives are copied for the small-file and many-file runs). Each command runs several times, the
tools alternating, and the table gives the median wall time, MB/s of input, peak memory (max RSS
of the process) and the ratio to plistutil. Usage: bench.py RESTORECTL [--quick]
"""
import datetime, os, plistlib, resource, shutil, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "bench")
TOOL = sys.argv[1]
QUICK = "--quick" in sys.argv
RUNS = 3 if QUICK else 5
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


TIME = shutil.which("time") or ("/usr/bin/time" if os.path.exists("/usr/bin/time") else None)


def run(command):
    """Wall time and peak memory (KiB, from GNU time's %M; 0 when it is missing) of one run."""
    wrapped = [TIME, "-f", "PEAK %M", "--"] + command if TIME else command
    start = time.perf_counter()
    process = subprocess.run(wrapped, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    error = process.stderr.decode(errors="replace")
    if process.returncode != 0:
        raise SystemExit(f"bench: {' '.join(command)} failed: {error.strip()}")
    peaks = [int(line.split()[1]) for line in error.splitlines() if line.startswith("PEAK ")]
    return elapsed, peaks[-1] if peaks else 0


def plistlib_command(path, target):
    code = ("import plistlib,sys; v=plistlib.load(open(sys.argv[1],'rb'));"
            + (" plistlib.dump(v, open(sys.argv[2],'wb'), fmt=plistlib.FMT_XML)" if target else ""))
    return [sys.executable, "-c", code, path] + ([target] if target else [])


def measure(label, commands, size):
    """Runs every command RUNS times, alternating; returns rows of (tool, median s, MB/s, peak KiB)."""
    times = {name: [] for name, _ in commands}
    memory = {name: 0 for name, _ in commands}
    for _ in range(RUNS):
        for name, command in commands:
            elapsed, peak = run(command)
            times[name].append(elapsed)
            memory[name] = max(memory[name], peak)
    rows = []
    for name, _ in commands:
        median = statistics.median(times[name])
        rows.append((label, name, median, size / 1e6 / median, memory[name]))
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
        print(f"{label:34} {name:12} {shown:>10} {rate:9.1f} {1000 / rate:8.2f} {peak / 1024:9.1f} {ratio:>13}")


def main():
    os.makedirs(WORK, exist_ok=True)
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

    archive = os.path.join(ROOT, "Fixtures/archives/com.example.TabBar.savedState/data.data")
    small = os.path.getsize(archive)
    commands = [("restorectl", [TOOL, "dump", "--format", "json", archive])]
    if PLISTUTIL:
        commands.append(("plistutil", [PLISTUTIL, "-i", archive, "-f", "xml", "-o", "/dev/null"]))
    rows += measure(f"dump json {small / 1000:.0f} KB archive", commands, small)

    for megabytes in ([1, 10] if QUICK else [1, 10, 100]):
        path = generate(megabytes)
        # To standard output (discarded), so that the fsync of an atomic -o write does not count.
        rows += measure(f"linearity: XML {megabytes} MB", [("restorectl", [TOOL, "convert", path, "--to", "xml"])], os.path.getsize(path))

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
    print(f"(peak MiB from GNU time; the {size / 1e6:.0f} MB file is {size / 2**20:.1f} MiB; restorectl -o flushes to disk before renaming, plistutil does not)")


if __name__ == "__main__":
    main()
