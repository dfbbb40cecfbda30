#!/usr/bin/env python3
"""Writes state restoration archives whose coders hold an NSSet, built object by object with
Python's plistlib (an encoder nobody on this project wrote), the way UIKit lays one out (see
../hostile/generate.py and docs/format.md).

An archived NSSet stores its members in no fixed order (CFSet's hash order), so two saves of the
same set can list them differently. `members-1` and `members-2` hold the same sets with their
members (and so their `$objects`) in other orders; `member-changed` has one member changed. Each
also holds an NSArray, whose order is the app's and is kept. Run from the package root (make
fixtures); every run writes the same bytes.
"""
import os
import plistlib

UID = plistlib.UID
ROOT = os.path.dirname(os.path.abspath(__file__))


class Archive:
    """An NSKeyedArchiver archive built object by object: each object is appended when first met,
    before its members, as Foundation does; class descriptions are written once each."""

    def __init__(self):
        self.objects = ["$null"]
        self.classes = {}

    def add(self, value):
        self.objects.append(value)
        return UID(len(self.objects) - 1)

    def cls(self, *names):
        if names not in self.classes:
            self.classes[names] = self.add({"$classname": names[0], "$classes": list(names) + ["NSObject"]})
        return self.classes[names]

    def obj(self, value):
        if value is None:
            return UID(0)
        if isinstance(value, (str, bytes)):
            return self.add(value)
        if isinstance(value, (int, float)):
            return self.add(value)
        index = self.add(None)
        if isinstance(value, Set):
            members = [self.obj(v) for v in value.members]
            record = {"NS.objects": members, "$class": self.cls(*value.classes)}
        elif isinstance(value, list):
            record = {"NS.objects": [self.obj(v) for v in value], "$class": self.cls("NSArray")}
        elif isinstance(value, dict):
            keys = [self.obj(k) for k in value]
            record = {"NS.keys": keys, "NS.objects": [self.obj(v) for v in value.values()], "$class": self.cls("NSDictionary")}
        else:
            raise TypeError(value)
        self.objects[index.data] = record
        return index

    def encode(self, top):
        return plistlib.dumps({"$version": 100000, "$archiver": "NSKeyedArchiver", "$top": top, "$objects": self.objects},
                              fmt=plistlib.FMT_BINARY, sort_keys=False)


class Set:
    """An NSSet (or a subclass, `classes` its chain without NSObject) of `members`, in the order given."""

    def __init__(self, members, classes=("NSSet",)):
        self.members, self.classes = members, classes


def coder(fields):
    """One view controller's coder: a nested archive of its keys."""
    archive = Archive()
    top = {"kUIStateRestorationClassNameKey": archive.obj("Example.TagsViewController"), "kObjectIsViewControllerKey": True}
    for key, value in fields.items():
        top[key] = archive.obj(value)
    return archive.encode(top)


def restoration_archive(fields):
    archive = Archive()
    top = {
        "UIApplicationStateRestorationBundleVersion": archive.obj("1"),
        "UIApplicationStateRestorationSystemVersion": archive.obj("17.4"),
        "UIApplicationStateRestorationUserInterfaceIdiom": 0,
        "kUIStateRestorationArchiveMajorVersionKey": 2,
        "kUIStateRestorationArchiveMinorVersionKey": archive.obj("1"),
        "Tags": archive.obj(coder(fields)),
        "kRootRestorationIdentifiersKey": archive.obj(["Tags"]),
    }
    return archive.encode(top)


def fields(tags, filters, selected):
    """The coder's keys: `tags` an NSSet of strings, `filters` an NSMutableSet of dictionaries
    (each with an NSSet inside), `order` an NSArray."""
    return {
        "tags": Set(tags),
        "filters": Set(filters, classes=("NSMutableSet", "NSSet")),
        "order": ["newest", "oldest"],
        "selected": Set(selected),
    }


def filter_(name, kinds):
    return {"name": name, "kinds": Set(kinds)}


def write(name, data):
    folder = os.path.join(ROOT, name + ".savedState")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "data.data"), "wb") as handle:
        handle.write(data)


if __name__ == "__main__":
    write("members-1", restoration_archive(fields(
        ["alpha", "beta", "gamma", "delta"],
        [filter_("photos", ["jpeg", "heic"]), filter_("documents", ["pdf", "rtf", "txt"])],
        [])))
    write("members-2", restoration_archive(fields(
        ["gamma", "delta", "alpha", "beta"],
        [filter_("documents", ["txt", "pdf", "rtf"]), filter_("photos", ["heic", "jpeg"])],
        [])))
    write("member-changed", restoration_archive(fields(
        ["gamma", "delta", "alpha", "epsilon"],
        [filter_("documents", ["txt", "pdf", "rtf"]), filter_("photos", ["heic", "jpeg"])],
        [])))
