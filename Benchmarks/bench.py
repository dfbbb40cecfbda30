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
small-archive dump are printed too. It ends with one line per target of issue 34: the target,
the measured value and MET or NOT MET. Usage: bench.py RESTORECTL [--quick] [--real-only]
(--real-only: just the dumps of the keyed archives: a generated nib-like XML one and the Apple-written
archives in Fixtures/real).
"""
import datetime, json, os, plistlib, re, resource, shutil, statistics, struct, subprocess, sys, time

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
    print(f"{'case':34} {'tool':15} {'median':>10} {'MB/s':>9} {'ms/MB':>8} {'peak MiB':>9} {'vs plistutil':>13}")
    for label, name, median, rate, peak in rows:
        ratio = f"{reference[label] / median:.2f}x" if label in reference and name != "plistutil" else ""
        shown = f"{median * 1000:.2f} ms" if median < 0.1 else f"{median:.3f} s"
        rates = f"{rate:9.1f} {1000 / rate:8.2f}" if rate else " " * 18
        print(f"{label:34} {name:15} {shown:>10} {rates} {peak / 1024:9.1f} {ratio:>13}")


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


def generate_restoration_archive(stacks, restorectl):
    """A restoration archive of a tab bar with `stacks` navigation stacks of 100 screens each,
    shaped like Fixtures/archives/com.example.Large.savedState (which is 10 stacks): the fixture's
    dump with its objects multiplied, written back by `restorectl create`. About 0.5 MB a stack."""
    path = os.path.join(WORK, f"restoration-{stacks}-stacks.data")
    if os.path.exists(path):
        return path
    large = os.path.join(ROOT, "Fixtures/archives/com.example.Large.savedState/data.data")
    document = json.loads(subprocess.run([restorectl, "dump", "--format", "json", large], check=True, capture_output=True).stdout)

    def screen_object(path, components, parent, class_name, state):
        return {"path": path, "components": components, "parent": parent, "restorationClass": None,
                "className": class_name, "isViewController": True, "storyboard": None, "listed": True,
                "storage": "data", "error": None, "state": state}
    children = lambda paths: [{"$ref": child} for child in paths]
    stack_paths = [f"Tabs/:[{s}]:/Stack{s}" for s in range(stacks)]
    objects = [screen_object("Tabs", ["Tabs"], None, "UITabBarController",
                             {"kViewControllerViewWasLoadedKey": True, "kUIViewControllerChildrenKey": children(stack_paths)})]
    for s, stack in enumerate(stack_paths):
        screens = [f"{stack}/:[{i}]:/Screen{i}" for i in range(100)]
        objects.append(screen_object(stack, ["Tabs", f":[{s}]:", f"Stack{s}"], "Tabs", "UINavigationController",
                                     {"kViewControllerViewWasLoadedKey": True, "kUIViewControllerChildrenKey": children(screens)}))
        for i, screen in enumerate(screens):
            objects.append(screen_object(screen, ["Tabs", f":[{s}]:", f"Stack{s}", f":[{i}]:", f"Screen{i}"], stack,
                                         "Example.ScreenViewController",
                                         {"screenNumber": s * 100 + i, "kViewControllerViewWasLoadedKey": True,
                                          "title": f"Screen {i} of stack {s}"}))
    document["objects"] = objects
    with open(path + ".json", "w") as f:
        json.dump(document, f)
    subprocess.run([restorectl, "create", "--max-output", str(1 << 30), path + ".json", "-o", path + ".tmp"], check=True)
    os.remove(path + ".json")
    os.rename(path + ".tmp", path)
    return path


def restoration_object_count(path):
    """The number of restoration objects dump lists."""
    return len(json.loads(subprocess.run([TOOL, "dump", "--format", "json", path], check=True, capture_output=True).stdout)["objects"])


def main():
    os.makedirs(WORK, exist_ok=True)
    if REAL_ONLY:
        table(real_archive_rows())
        return
    targets = []
    rows = []
    # About 52 MB, the size issue 34 names (plistlib's records come to about 1.1 MB per "MB" asked).
    big = generate(47)
    size = os.path.getsize(big)
    out = os.path.join(WORK, "out.plist")
    big_label = f"{size / 1e6:.0f} MB"
    # plistutil has no JSON output and no check alone (binary to binary it copies the file), so its
    # binary -> XML conversion, its own full reading of the file, is the reference for all three.
    conversions = [("binary->XML", [TOOL, "convert", big, "--to", "xml", "-o", out]),
                   ("binary->JSON", [TOOL, "convert", big, "--to", "json", "-o", out]),
                   ("lint", [TOOL, "lint", big])]
    reference = None
    for what, ours in conversions:
        commands = [("restorectl", ours)]
        if what == "binary->XML":
            if PLISTUTIL:
                commands.append(("plistutil", [PLISTUTIL, "-i", big, "-f", "xml", "-o", out]))
            commands.append(("plistlib", plistlib_command(big, out)))
        found = measure(f"{what} {big_label}", commands, size)
        rows += found
        medians = {name: (median, peak) for _, name, median, _, peak in found}
        ours_time, ours_peak = medians["restorectl"]
        reference = medians["plistutil"][0] if "plistutil" in medians else reference
        if reference:
            speed = reference / ours_time
            targets.append((f"{what} of {big_label}: at least 8x plistutil's speed (its XML conversion)", f"{speed:.2f}x", speed >= 8))
        memory = ours_peak * 1024 / size
        targets.append((f"{what} of {big_label}: peak memory at most 1.5x the file", f"{memory:.2f}x ({ours_peak / 1024:.0f} MiB)", memory <= 1.5))

    rows += measure("start-up: --version", [("restorectl", [TOOL, "--version"])], 0, SMALL_RUNS)
    archive = os.path.join(ROOT, "Fixtures/archives/com.example.TabBar.savedState/data.data")
    small = os.path.getsize(archive)
    large_archive = os.path.join(ROOT, "Fixtures/archives/com.example.Large.savedState/data.data")
    for path, what in [(archive, f"{small / 1000:.0f} KB archive"), (large_archive, f"{os.path.getsize(large_archive) / 1000:.0f} KB archive")]:
        commands = [("restorectl", [TOOL, "dump", "--format", "json", path])]
        if path == archive:
            # The text dump beside it, in the same alternation.
            commands.append(("restorectl text", [TOOL, "dump", path]))
        if PLISTUTIL:
            commands.append(("plistutil", [PLISTUTIL, "-i", path, "-f", "xml", "-o", "/dev/null"]))
        found = measure(f"dump json {what}", commands, os.path.getsize(path), SMALL_RUNS)
        rows += found
        if path == archive and PLISTUTIL:
            medians = {name: median for _, name, median, _, _ in found}
            for name, label in [("restorectl", "dump --format json"), ("restorectl text", "text dump")]:
                ratio = medians[name] / medians["plistutil"]
                targets.append((f"{label} of the {what}: at most 0.8x plistutil's time", f"{ratio:.2f}x ({medians[name] * 1000:.2f} ms against {medians['plistutil'] * 1000:.2f} ms)", ratio <= 0.8))
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
    found = measure(f"validate {count} archives, 2 cores", [("restorectl", [TOOL, "validate", many])], total)
    rows += found
    # --quick validates 2,000: the target is scaled to them.
    limit = 0.4 * count / 10_000
    targets.append((f"validate of {count:,} archives: under {limit:.2f} s", f"{found[0][2]:.3f} s", found[0][2] < limit))
    if shutil.which("taskset"):
        rows += measure(f"validate {count} archives, 1 core", [("restorectl", ["taskset", "-c", "0", TOOL, "validate", many])], total)
    table(rows)
    print(f"(peak MiB from each process's ru_maxrss; the {size / 1e6:.0f} MB file is {size / 2**20:.1f} MiB; restorectl -o flushes to disk before renaming, plistutil does not)")
    print()
    for kind, cases in series.items():
        linearity_table(cases, kind)
    print()
    targets += archive_linearity(archive)
    print()
    targets += startup(archive)
    print()
    targets += instructions(archive)
    print()
    # Issue 30's: dump APP of a generated app with a large executable (Benchmarks/app_bench.py).
    import app_bench
    targets += app_bench.run(TOOL)
    print()
    # Issue 46's: the zip reader's DEFLATE decompressor against C zlib (Benchmarks/inflate_bench.py).
    import inflate_bench
    targets += inflate_bench.run()
    print()
    # Issue 56's: timeline of 1,000 saved-state folders against one dump a folder (Benchmarks/timeline_bench.py).
    import timeline_bench
    targets += timeline_bench.run(TOOL)
    print()
    print("targets (issues 34, 30, 45, 46, 55 and 56):")
    for target, value, met in targets:
        print(f"  {target:76} {value:>34}  {'MET' if met else 'NOT MET'}")


def archive_linearity(archive):
    """Time per KB and per restoration object of dump, convert and validate, on restoration
    archives from 8 KB to 100 MB (10 MB with --quick); returns the target line. The per-KB cost
    is linear when the largest archive's is within 1.5x of the 593 KB fixture's (below that size
    the process's fixed cost dominates)."""
    large = os.path.join(ROOT, "Fixtures/archives/com.example.Large.savedState/data.data")
    stacks = [20, 200] if QUICK else [20, 200, 2000]
    paths = [archive, large] + [generate_restoration_archive(count, TOOL) for count in stacks]
    labels = ["TabBar", "Large"] + [f"{count} stacks" for count in stacks]
    # The fixtures' objects as dump lists them; a generated archive's: the tab bar, its stacks, 100 screens each.
    object_counts = [restoration_object_count(archive), restoration_object_count(large)] + [1 + 101 * count for count in stacks]
    commands = {"dump": lambda path: [TOOL, "dump", path],
                "convert": lambda path: [TOOL, "convert", path, "--to", "xml"],
                "validate": lambda path: [TOOL, "validate", path]}
    print(f"{'restoration archive':22} {'objects':>8} " + " ".join(f"{name + ' us/KB':>16} {'us/object':>10}" for name in commands))
    per_kb = {name: [] for name in commands}
    for path, label, objects in zip(paths, labels, object_counts):
        size = os.path.getsize(path)
        runs = SMALL_RUNS if size < 1_000_000 else (RUNS if size < 50_000_000 else 3)
        found = measure("linearity", [(name, make(path)) for name, make in commands.items()], size, runs)
        cells = []
        for _, name, median, _, _ in found:
            per_kb[name].append(median * 1e6 / (size / 1000))
            cells.append(f"{per_kb[name][-1]:>16.2f} {median * 1e6 / objects:>10.1f}")
        print(f"{size / 1000:>9,.0f} KB {label:10} {objects:>8,} " + " ".join(cells))
    targets = []
    for name, costs in per_kb.items():
        growth = costs[-1] / costs[1]
        targets.append((f"{name}: us/KB at {os.path.getsize(paths[-1]) / 1e6:.0f} MB within 1.5x of at 593 KB", f"{growth:.2f}x", growth <= 1.5))
    return targets


def startup(archive):
    """--version against /bin/true in one hyperfine run (the script's own timing without
    hyperfine); returns the target line."""
    true = shutil.which("true") or "/bin/true"
    if shutil.which("hyperfine"):
        export = os.path.join(WORK, "startup.json")
        subprocess.run(["hyperfine", "-N", "--warmup", "20", "--runs", "100" if QUICK else "300", "--export-json", export,
                        f"{TOOL} --version", true], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        means = [result["mean"] for result in json.load(open(export))["results"]]
        how = "hyperfine, mean"
    else:
        found = measure("start-up", [("restorectl", [TOOL, "--version"]), ("true", [true])], 0, SMALL_RUNS)
        means = [found[0][2], found[1][2]]
        how = "median, through peak.c"
    difference = (means[0] - means[1]) * 1000
    print(f"start-up ({how}): restorectl --version {means[0] * 1000:.2f} ms, {true} {means[1] * 1000:.2f} ms")
    return [(f"--version within 0.2 ms of {true} ({how})", f"+{difference:.2f} ms", difference <= 0.2)]


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
    """Instructions retired (callgrind), which do not vary from run to run as times do; returns
    the target lines (the small dumps' instructions above --version's)."""
    if not shutil.which("valgrind"):
        print("(valgrind is not installed: no instruction counts)")
        return [("instructions above start-up", "no valgrind", False)]
    commands = [("restorectl --version", [TOOL, "--version"]),
                ("restorectl dump --format json", [TOOL, "dump", "--format", "json", archive]),
                ("restorectl dump (text)", [TOOL, "dump", archive])]
    if PLISTUTIL:
        commands.append(("plistutil -f xml", [PLISTUTIL, "-i", archive, "-f", "xml", "-o", "/dev/null"]))
    print(f"instructions for the {os.path.getsize(archive) / 1000:.0f} KB archive (valgrind --tool=callgrind):")
    counts = {}
    for name, command in commands:
        process = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        found = re.search(r"Collected : (\d+)", process.stderr)
        counts[name] = int(found.group(1)) if found else None
        print(f"  {name:32} {counts[name]:>12,}" if found else f"  {name:32} (no count)")
    targets = []
    for name, label in [("restorectl dump --format json", "dump --format json"), ("restorectl dump (text)", "text dump")]:
        if counts[name] and counts["restorectl --version"]:
            above = counts[name] - counts["restorectl --version"]
            targets.append((f"{label} of the {os.path.getsize(archive) / 1000:.0f} KB archive: under 0.6 M instructions above start-up", f"{above / 1e6:.2f} M", above < 600_000))
    return targets


if __name__ == "__main__":
    main()
