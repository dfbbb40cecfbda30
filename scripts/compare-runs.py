#!/usr/bin/env python3
"""scripts/compare-runs.py OLD NEW [--list]: runs the same command lines with two restorectl binaries
over this clone's fixtures and lists every difference in standard output, standard error, exit
status and the files a command writes; exit 1 when there is one. For a restructuring that must not
change what restorectl prints (issue 44): build the commit before and the commit after, then compare.

The command lines are every reading command over every fixture it takes (formats included), the
validate reporters, explain, diff, get, convert and lint of the property-list fixtures, report and
snapshot into files, help for each command, and usage errors. `--list` prints them instead. A
binary's absolute path in its output (none is expected) and the temporary folder are replaced by
placeholders before comparing.
"""
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fixtures(*parts):
    return os.path.join("Fixtures", *parts)


def saved_states():
    found = []
    for folder in ["archives", "rules", "explain", "swiftui", "hostile", "appkit", "apps/archives"]:
        base = os.path.join(ROOT, "Fixtures", folder)
        for dirpath, dirnames, filenames in os.walk(base):
            if dirpath.endswith(".savedState"):
                found.append(os.path.relpath(dirpath, ROOT))
                dirnames[:] = []
            elif "data.data" in filenames and os.path.basename(dirpath) != "KnownSceneSessions":
                found.append(os.path.relpath(os.path.join(dirpath, "data.data"), ROOT))
    return sorted(set(found))


def plists():
    found = []
    for folder in ["plist", "invalid", "real"]:
        base = os.path.join(ROOT, "Fixtures", folder)
        for dirpath, _, filenames in os.walk(base):
            for name in filenames:
                if not name.endswith((".py", ".md", ".tsv")):
                    found.append(os.path.relpath(os.path.join(dirpath, name), ROOT))
    return sorted(found)


def command_lines():
    lines = []
    states = saved_states()
    for state in states:
        for form in (["dump"], ["dump", "--format", "json"], ["dump", "--format", "xml"], ["paths"], ["paths", "--tree"],
                     ["paths", "--format", "json"], ["validate"], ["validate", "--strict", "--format", "json"], ["explain"],
                     ["explain", "--format", "json"], ["snapshot", state, "--record", "{tmp}/golden.json"]):
            lines.append(form + ([] if "snapshot" in form else [state]))
        lines.append(["report", state, "-o", "{tmp}/report.html"])
    for file in plists()[:120]:
        lines += [["convert", file, "--to", "json"], ["lint", file], ["dump", "--raw", "--format", "json", file]]
    validate_all = ["Fixtures/rules", "Fixtures/archives", "Fixtures/appkit"]
    for reporter in ["text", "json", "junit", "sarif", "github", "xcode"]:
        lines.append(["validate", "--format", reporter] + validate_all)
    for app in ["Fixtures/apps/Example.app", "Fixtures/apps/ExampleScenes.app", "Fixtures/apps/ExampleEncrypted.app"]:
        lines += [["dump", app], ["dump", "--format", "json", app], ["validate", "--app", app, "Fixtures/apps/archives"]]
    tab = "Fixtures/archives/com.example.TabBar.savedState"
    feed = "TabController/:[0]:/NavigationController/:[0]:/FeedViewController"
    lines += [["get", tab, feed, "selectedIndex"], ["get", tab, feed], ["get", "--format", "json", tab, feed, "scrollOffset"],
              ["diff", tab, "Fixtures/archives/com.example.Mail.savedState"], ["diff", "--format", "json", tab, tab],
              ["set", tab, feed, "selectedIndex", "5", "-o", "{tmp}/set.data"], ["remove", tab, feed, "-o", "{tmp}/removed.data"],
              ["find", "Fixtures"], ["find", "--format", "json", "Fixtures"], ["get", tab, "No/Such", "key"], ["dump", "--format", "yaml", tab],
              ["dump"], ["frobnicate"], ["validate", "--strict=yes", tab], ["dump", "--path", "Nope", tab], ["--version"], ["help"]]
    for command in ["dump", "paths", "get", "set", "remove", "validate", "explain", "report", "diff", "find", "convert", "lint",
                    "create", "snapshot", "pull", "push", "completions", "help"]:
        lines.append(["help", command])
    return lines


def run(binary, line, tmp):
    for entry in os.listdir(tmp):
        path = os.path.join(tmp, entry)
        shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)
    argv = [binary] + [part.replace("{tmp}", tmp) for part in line]
    result = subprocess.run(argv, cwd=ROOT, capture_output=True, env={**os.environ, "COLUMNS": "100", "NO_COLOR": "1"})
    written = {}
    for entry in sorted(os.listdir(tmp)):
        path = os.path.join(tmp, entry)
        if os.path.isfile(path):
            with open(path, "rb") as file:
                written[entry] = file.read()

    def clean(data):
        return data.replace(binary.encode(), b"{binary}").replace(tmp.encode(), b"{tmp}")
    return result.returncode, clean(result.stdout), clean(result.stderr), {name: clean(data) for name, data in written.items()}


def main():
    if len(sys.argv) == 2 and sys.argv[1] == "--list":
        for line in command_lines():
            print(" ".join(line))
        return 0
    if len(sys.argv) != 3:
        print(__doc__.strip().split("\n")[0], file=sys.stderr)
        return 2
    old, new = (os.path.abspath(path) for path in sys.argv[1:])
    lines = command_lines()
    differences = 0
    with tempfile.TemporaryDirectory() as tmp_old, tempfile.TemporaryDirectory() as tmp_new:
        for line in lines:
            a = run(old, line, tmp_old)
            b = run(new, line, tmp_new)
            a = (a[0], a[1].replace(b"{binary}", b""), a[2], a[3])
            b = (b[0], b[1].replace(b"{binary}", b""), b[2], b[3])
            # The temporary folders differ by name only.
            if a != b:
                differences += 1
                what = [name for name, x, y in zip(["status", "stdout", "stderr", "files"], a, b) if x != y]
                print("differs (" + ", ".join(what) + "): restorectl " + " ".join(line))
    print(f"{len(lines)} command runs, {differences} with differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
