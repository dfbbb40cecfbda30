#!/usr/bin/env python3
"""Issue 56's target: `restorectl timeline` over 1,000 saved-state folders faster than reading them
one `dump` at a time, with every core used.

The tree is made once in .build/bench/timeline from the fixtures, copied (no openssl or Foundation
at bench time): the AppKit folders of Fixtures/appkit (encrypted windows and all) under new
bundle identifiers, the UIKit folders of Fixtures/archives and the SwiftUI ones of
Fixtures/swiftui, spread over ten home folders' `Library/Saved Application State`, plus a copy of a
macOS 15 Daemon Container (its UUID-named folders and ApplicationMapping.plist). Measured, median
of RUNS: `timeline ROOT --format jsonl` on all cores, the same under `taskset -c 0` (one core) when
taskset exists, and one `dump FOLDER --format json` per folder in turn (what reading them took
before `timeline`). Targets: timeline faster than the dumps; every core used, that is its CPU time
(user and system, of the process) at least 0.8x the wall time times the cores. Its time on all cores
against one core's is printed beside them (the walk, the sort and the writing are not parallel).

    python3 Benchmarks/timeline_bench.py RESTORECTL     (or run(restorectl) from bench.py)
"""
import os, resource, shutil, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "bench", "timeline")
FOLDERS = 1_000
USERS = 10
RUNS = 3
FIXTURES = os.path.join(ROOT, "Fixtures")


def sources(tool):
    """Every saved-state folder of the fixtures that dumps without error: AppKit's, UIKit's and
    SwiftUI's (the ones made to be unreadable are left out, so that both ways read the same)."""
    found = []
    for kind in ["appkit", "archives", "swiftui"]:
        folder = os.path.join(FIXTURES, kind)
        found += sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".savedState"))
    return [path for path in found
            if subprocess.run([tool, "dump", path, "--format", "json"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL).returncode == 0]


def daemon_container():
    base = os.path.join(FIXTURES, "appkit-macos15", "Daemon Containers")
    return os.path.join(base, sorted(os.listdir(base))[-1])


def make_tree(tool):
    """The tree and the list of its saved-state folders; made again when the fixtures' set changed."""
    templates = sources(tool)
    stamp = os.path.join(WORK, "made-from")
    wanted = "\n".join(templates) + f"\n{FOLDERS}\n"
    tree = os.path.join(WORK, "root")
    if not (os.path.exists(stamp) and open(stamp).read() == wanted):
        shutil.rmtree(WORK, ignore_errors=True)
        for index in range(FOLDERS):
            template = templates[index % len(templates)]
            name = os.path.basename(template)[: -len(".savedState")]
            user = f"u{index % USERS}"
            target = os.path.join(tree, "Users", user, "Library", "Saved Application State",
                                  f"{name}.copy{index}.savedState")
            shutil.copytree(template, target)
        container = daemon_container()
        shutil.copytree(container, os.path.join(tree, "Users", "u0", "Library", "Daemon Containers",
                                                os.path.basename(container)))
        with open(stamp, "w") as file:
            file.write(wanted)
    folders = []
    for parent, names, _ in os.walk(tree):
        for name in list(names):
            if name.endswith(".savedState"):
                folders.append(os.path.join(parent, name))
                names.remove(name)
    return tree, sorted(folders)


def timed(commands):
    """Wall time and CPU time (user and system) of running `commands` one after another, output
    discarded; fails loudly."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    for command in commands:
        process = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if process.returncode != 0:
            raise SystemExit(f"timeline bench: {' '.join(command)} failed: {process.stderr.decode(errors='replace').strip()}")
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def run(tool):
    tree, folders = make_tree(tool)
    timeline = [tool, "timeline", tree, "--format", "jsonl"]
    cases = [("timeline, all cores", [timeline])]
    if shutil.which("taskset"):
        cases.append(("timeline, 1 core", [["taskset", "-c", "0"] + timeline]))
    cases.append((f"{len(folders)} dumps one at a time", [[tool, "dump", folder, "--format", "json"] for folder in folders]))
    times = {label: [] for label, _ in cases}
    cpu = []
    timed(cases[0][1])  # warm the file cache
    for _ in range(RUNS):
        for label, commands in cases:
            wall, used = timed(commands)
            times[label].append(wall)
            if label == cases[0][0]:
                cpu.append(used / wall)
    medians = {label: statistics.median(values) for label, values in times.items()}
    cores = os.cpu_count() or 1
    busy = statistics.median(cpu)
    rows = subprocess.run(timeline, stdout=subprocess.PIPE).stdout.count(b"\n")
    print(f"timeline of {len(folders)} saved-state folders ({rows} rows), median of {RUNS}:")
    for label, _ in cases:
        print(f"  {label:40} {medians[label] * 1000:9.0f} ms")
    print(f"  all cores: CPU time {busy:.2f}x the wall time on {cores} cores", end="")
    print(f"; {medians['timeline, all cores'] / medians['timeline, 1 core']:.2f}x one core's time"
          if "timeline, 1 core" in medians else "")
    dumps = medians[cases[-1][0]]
    ours = medians["timeline, all cores"]
    targets = [(f"timeline of {len(folders)} folders: faster than one dump a folder",
                f"{ours * 1000:.0f} ms against {dumps * 1000:.0f} ms", ours < dumps)]
    targets.append((f"timeline of {len(folders)} folders: every core used (CPU time >= 0.8x wall x cores)",
                    f"{busy:.2f}x wall on {cores} cores", busy >= 0.8 * cores))
    return targets


if __name__ == "__main__":
    for target, value, met in run(sys.argv[1]):
        print(f"  {target:76} {value:>34}  {'MET' if met else 'NOT MET'}")
