#!/usr/bin/env python3
"""Writes hostile.savedState/data.data: a state restoration archive whose every string that
restorectl shows holds the characters a terminal acts on, built object by object with Python's
plistlib (an encoder nobody on this project wrote), the way UIKit lays one out (see
docs/format.md and archives/Generator).

HOSTILE carries ESC (an OSC sequence that retitles the terminal, ended by BEL), CR, NUL, DEL,
the C1 controls NEL and CSI, a CSI sequence that clears the screen, and U+202E (right-to-left
override); it is put in class names, the restoration class, identifier paths, a proxy target,
storyboard name, identifier and bundle path, coder keys and values, the metadata's strings, a
first responder, a window name and size class, and the app delegate's keys. Text output must show
each of them escaped (Tests/restorectlTests/HostileTextTests.swift). Paths and the keys a test
names on the command line carry it without NUL, which no argument can hold."""
import os
import plistlib

HOSTILE = "X\x1b]0;pwned\x07\rY\x00\x7f\x85\x9b2J\x1b[2J\x1b[1m\u202eZ"
# Identifier paths and keys are typed on command lines, which cannot hold NUL: theirs has none.
TYPED = HOSTILE.replace("\x00", "")
UID = plistlib.UID


class Archive:
    """An NSKeyedArchiver archive built object by object: each `add` returns the UID of one
    `$objects` entry; classes are written once each."""

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
        if isinstance(value, UID):
            return value
        if isinstance(value, (str, bytes)):
            return self.add(value)
        if isinstance(value, list):
            return self.add({"NS.objects": [self.obj(v) for v in value], "$class": self.cls("NSArray")})
        if isinstance(value, dict):
            keys = list(value)
            return self.add({"NS.keys": [self.obj(k) for k in keys], "NS.objects": [self.obj(value[k]) for k in keys],
                             "$class": self.cls("NSDictionary")})
        raise TypeError(value)

    def custom(self, classname, fields):
        """An object of class `classname` whose string fields are objects, other fields inline."""
        record = {k: (self.obj(v) if isinstance(v, (str, bytes, list, dict)) else v) for k, v in fields.items()}
        record["$class"] = self.cls(classname)
        return self.add(record)

    def encode(self, top):
        return plistlib.dumps({"$version": 100000, "$archiver": "NSKeyedArchiver", "$top": top, "$objects": self.objects},
                              fmt=plistlib.FMT_BINARY, sort_keys=False)


def coder(class_name, fields):
    """One preserved object's coder: a nested archive of its keys."""
    archive = Archive()
    top = {"kUIStateRestorationClassNameKey": archive.obj(class_name), "kObjectIsViewControllerKey": True}
    for key, value in fields(archive).items():
        top[key] = value
    return archive.encode(top)


ROOT = "Root" + TYPED
CHILD = ROOT + "/:[0]:/Detail" + TYPED

root_coder = coder("Hostile.Root" + HOSTILE, lambda a: {
    "kUIViewControllerChildrenKey": a.obj([
        a.custom("_UIObjectIdentifierPathProxy", {"kObjectIdentifierPathProxyIdentifierPathKey": CHILD})]),
    "title" + TYPED: a.obj("value" + HOSTILE),
    "count": 3,
    "items": a.custom("Hostile.Items" + HOSTILE, {"name": "item" + HOSTILE}),
    "notes": a.obj({"key" + HOSTILE: "note" + HOSTILE}),
})
child_coder = coder("_TtC7Hostile6Detail", lambda a: {
    "UIStateRestorationViewControllerStoryboard": a.custom("_UIStoryboardProxy", {
        "kStoryboardNameKey": "Main" + HOSTILE, "kStoryboardBundlePathKey": "/Bundle" + HOSTILE}),
    "UIStateRestorationViewControllerStoryboardIdentifier": a.obj("Detail" + HOSTILE),
    "back": a.custom("_UIObjectIdentifierPathProxy", {"kObjectIdentifierPathProxyIdentifierPathKey": ROOT}),
    "missing": a.custom("_UIObjectIdentifierPathProxy", {"kObjectIdentifierPathProxyIdentifierPathKey": "Gone" + HOSTILE}),
})

archive = Archive()
top = {
    "UIApplicationStateRestorationBundleVersion": archive.obj("1.0" + HOSTILE),
    "UIApplicationStateRestorationSystemVersion": archive.obj("17.4" + HOSTILE),
    "UIApplicationStateRestorationUserInterfaceIdiom": 0,
    "kUIStateRestorationArchiveMajorVersionKey": 2,
    "kUIStateRestorationArchiveMinorVersionKey": archive.obj("1" + HOSTILE),
    ROOT: archive.obj(root_coder),
    CHILD: archive.obj(child_coder),
    "kRootRestorationIdentifiersKey": archive.obj([ROOT, CHILD]),
    "kViewControllerRestorationClassMapKey": archive.obj({CHILD: "Hostile.Restorer" + HOSTILE}),
    "kFirstRespondersKey": archive.obj([CHILD, "Elsewhere" + HOSTILE]),
    "WindowIdentifierToSizeClassMapKey": archive.obj({"Window" + HOSTILE: {
        "HorizontalSizeClassStringKey": "UIUserInterfaceSizeClassCompact",
        "VerticalSizeClassStringKey": "Odd" + HOSTILE}}),
    "launch" + TYPED: archive.obj("delegate" + HOSTILE),
}

folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hostile.savedState")
os.makedirs(folder, exist_ok=True)
with open(os.path.join(folder, "data.data"), "wb") as file:
    file.write(archive.encode(top))
