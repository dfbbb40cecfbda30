#!/usr/bin/env python3
"""Writes the bundles of Fixtures/apps/intents (issue 55): what a build declares that a user's
device keeps a reference to. Info.plists by plistlib; App Intents metadata
(Metadata.appintents/extract.actionsdata and version.json) by Python's json, in the shape observed
in real builds (docs/format.md, "App Intents metadata"), and in shapes this project does not read;
Intents.ipa by Python's zipfile. No executables: the tests read declarations, not code.

  Intents.app     iOS layout. Info.plist: CFBundleURLTypes, NSUserActivityTypes and
                  UIApplicationShortcutItems, each with entries of the wrong type among the right
                  ones. Metadata.appintents: the observed shape, indented, with version.json.
                  Frameworks/Future.framework   version 2 and `actions` an array: not understood
                  Frameworks/Kit.framework      version 1 with `actions` an array: not understood
                  Frameworks/Newer.framework    the observed shape on one line, with a top-level
                                                member no real file has, and an action whose name
                                                holds ESC and BEL (understood)
                  Frameworks/Broken.framework   JSON cut short: not JSON
                  Frameworks/Empty.framework    Metadata.appintents with version.json only
                  Frameworks/Plain.framework    no Metadata.appintents
                  PlugIns/Widgets.appex         the observed shape, no version.json
  IntentsMac.app  macOS layout: Contents/Resources/Metadata.appintents, and an extension's in
                  Contents/PlugIns/MacWidgets.appex/Contents/Resources
  Intents.ipa     Intents.app as Payload/Intents.app, deflated by zipfile

Deterministic. Run from the repository root: python3 Fixtures/apps/intents/generate.py
"""
import json
import os
import plistlib
import shutil
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
DATE = (2026, 1, 1, 0, 0, 0)


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)


def plist(path, value, fmt=plistlib.FMT_BINARY):
    write(path, plistlib.dumps(value, fmt=fmt, sort_keys=False))


def action(module, type_name, identifier=None, title=None):
    """An action node with the members of real files (IntentBench's reminders fixture, trimmed)."""
    identifier = identifier or type_name
    return {
        "identifier": identifier,
        "fullyQualifiedTypeName": module + "." + type_name,
        "mangledTypeName": "%d%s%d%sV" % (len(module), module, len(type_name), type_name),
        "mangledTypeNameV2": "%d%s%d%sV" % (len(module), module, len(type_name), type_name),
        "title": {"alternatives": [], "key": title or type_name},
        "descriptionMetadata": {"descriptionText": {"alternatives": [], "key": ""}},
        "parameters": [],
        "openAppWhenRun": False,
        "isDiscoverable": True,
        "visibilityMetadata": {"assistantOnly": False, "isDiscoverable": True},
        "systemProtocols": [],
        "availabilityAnnotations": {},
        "authenticationPolicy": 0,
        "outputFlags": 0,
        "presentationStyle": 0,
        "effectiveBundleIdentifiers": [],
    }


def catalog(module, actions, entities=(), queries=(), enums=(), tools="17E6107", version=1):
    """A catalog of the observed top-level shape: every member real files have, in their order."""
    return {
        "actions": {identifier: node for identifier, node in actions},
        "assistantEntities": [],
        "assistantIntentNegativePhrases": [],
        "assistantIntents": [],
        "autoShortcuts": [],
        "entities": {
            name: {
                "typeName": name,
                "fullyQualifiedTypeName": module + "." + name,
                "mangledTypeName": "%d%s%d%sV" % (len(module), module, len(name), name),
                "defaultQueryIdentifier": module + "." + name + "Query",
                "displayTypeName": {"alternatives": [], "key": name},
                "properties": [],
                "transient": False,
            } for name in entities
        },
        "enums": [{"identifier": name, "cases": [], "displayTypeName": {"alternatives": [], "key": name},
                   "isSystem": False} for name in enums],
        "generator": {"name": "xcode-tools", "version": tools},
        "negativePhrases": [],
        "queries": {
            name: {"identifier": name, "fullyQualifiedIdentifier": module + "." + name, "entityType": "",
                   "queryType": 0, "defaultQueryForEntity": True}
            for name in queries
        },
        "shortcutTileColor": 1,
        "version": version,
    }


def metadata(bundle_resources, value, version_json=True, indent=2):
    folder = os.path.join(bundle_resources, "Metadata.appintents")
    text = json.dumps(value, indent=indent, separators=None if indent else (",", ":")).encode()
    write(os.path.join(folder, "extract.actionsdata"), text)
    if version_json:
        write(os.path.join(folder, "version.json"),
              json.dumps({"version": "3.0", "toolsVersion": "17E6107"}, indent=2).encode())


INFO = {
    "CFBundleIdentifier": "com.example.Intents",
    "CFBundleName": "Intents",
    "CFBundlePackageType": "APPL",
    "CFBundleVersion": "7",
    "CFBundleShortVersionString": "1.0",
    "MinimumOSVersion": "16.0",
    "UIDeviceFamily": [1],
    # Each list has entries of the wrong type among the right ones: they are left out, as
    # AppBundleInfo leaves out what it cannot read.
    "CFBundleURLTypes": [
        {"CFBundleURLName": "com.example.Intents", "CFBundleURLSchemes": ["intents", "intents-dev"]},
        {"CFBundleURLName": "wrong", "CFBundleURLSchemes": "not-an-array"},
        "not-a-dictionary",
        {"CFBundleURLSchemes": ["second", 7]},
    ],
    "NSUserActivityTypes": ["com.example.Intents.note", 42, "OpenNoteIntent"],
    "UIApplicationShortcutItems": [
        {"UIApplicationShortcutItemType": "com.example.Intents.compose",
         "UIApplicationShortcutItemTitle": "Compose"},
        {"UIApplicationShortcutItemType": "com.example.Intents.search"},
        "not-a-dictionary",
        {"UIApplicationShortcutItemType": 5, "UIApplicationShortcutItemTitle": "Wrong type"},
    ],
}

MAIN = catalog(
    "Intents",
    [("OpenNoteIntent", action("Intents", "OpenNoteIntent")),
     # A persistentIdentifier set in code: the key and the node's identifier, not the type name.
     ("TTROpenSmartListAppIntent", action("Intents", "OpenAnyListAppIntent", "TTROpenSmartListAppIntent")),
     # No real file has a node identifier other than its key; kept and shown if one does.
     ("ComposeIntent", action("Intents", "ComposeIntent", "LegacyComposeIntent"))],
    entities=["NoteEntity"], queries=["NoteEntityQuery"], enums=["Priority"])


def ios_app(app):
    shutil.rmtree(app, ignore_errors=True)
    plist(os.path.join(app, "Info.plist"), INFO)
    metadata(app, MAIN)
    frameworks = os.path.join(app, "Frameworks")
    for name in ["Broken", "Empty", "Future", "Kit", "Newer", "Plain"]:
        plist(os.path.join(frameworks, name + ".framework", "Info.plist"),
              {"CFBundleIdentifier": "com.example." + name, "CFBundlePackageType": "FMWK"})
    future = catalog("Future", [], version=2)
    future["actions"] = [action("Future", "FutureIntent")]
    metadata(os.path.join(frameworks, "Future.framework"), future)
    kit = catalog("Kit", [])
    kit["actions"] = [action("Kit", "KitIntent")]
    metadata(os.path.join(frameworks, "Kit.framework"), kit)
    newer = catalog("Newer", [("NewerIntent", action("Newer", "NewerIntent")),
                              ("Evil\x1b]0;pwned\x07", action("Newer", "EvilIntent", "Evil\x1b]0;pwned\x07"))],
                    tools="27A200c")
    newer["appIntentsPackages"] = ["NewerPackage"]
    metadata(os.path.join(frameworks, "Newer.framework"), newer, indent=None)
    # Cut inside the entities: the reader says the line and column where the text stops being JSON.
    broken = json.dumps(catalog("Broken", [("BrokenIntent", action("Broken", "BrokenIntent"))]), indent=2)
    write(os.path.join(frameworks, "Broken.framework", "Metadata.appintents", "extract.actionsdata"),
          broken[:broken.index('"entities"') + 5].encode())
    write(os.path.join(frameworks, "Empty.framework", "Metadata.appintents", "version.json"),
          json.dumps({"version": "3.0", "toolsVersion": "17E6107"}).encode())
    widgets = os.path.join(app, "PlugIns", "Widgets.appex")
    plist(os.path.join(widgets, "Info.plist"), {"CFBundleIdentifier": "com.example.Intents.Widgets",
                                                "CFBundlePackageType": "XPC!"})
    metadata(widgets, catalog("Widgets", [("WidgetConfigurationIntent", action("Widgets", "WidgetConfigurationIntent"))]),
             version_json=False)


def mac_app(app):
    shutil.rmtree(app, ignore_errors=True)
    contents = os.path.join(app, "Contents")
    info = dict(INFO, LSMinimumSystemVersion="13.0")
    del info["MinimumOSVersion"]
    plist(os.path.join(contents, "Info.plist"), info, fmt=plistlib.FMT_XML)
    metadata(os.path.join(contents, "Resources"),
             catalog("IntentsMac", [("OpenNoteIntent", action("IntentsMac", "OpenNoteIntent"))]))
    widgets = os.path.join(contents, "PlugIns", "MacWidgets.appex", "Contents")
    plist(os.path.join(widgets, "Info.plist"), {"CFBundleIdentifier": "com.example.IntentsMac.Widgets"},
          fmt=plistlib.FMT_XML)
    metadata(os.path.join(widgets, "Resources"),
             catalog("MacWidgets", [("MacWidgetIntent", action("MacWidgets", "MacWidgetIntent"))]))


def ipa(app, path):
    entries = [("Payload/", None)]
    for root, dirs, files in os.walk(app):
        dirs.sort()
        relative = os.path.relpath(root, os.path.dirname(app)).replace(os.sep, "/")
        entries.append(("Payload/" + relative + "/", None))
        for name in sorted(files):
            with open(os.path.join(root, name), "rb") as handle:
                entries.append(("Payload/" + relative + "/" + name, handle.read()))
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in entries:
            info = zipfile.ZipInfo(name, DATE)
            info.external_attr = (0o40755 << 16 | 0x10) if data is None else (0o100644 << 16)
            info.compress_type = zipfile.ZIP_STORED if data is None else zipfile.ZIP_DEFLATED
            archive.writestr(info, data or b"")


if __name__ == "__main__":
    ios_app(os.path.join(HERE, "Intents.app"))
    mac_app(os.path.join(HERE, "IntentsMac.app"))
    ipa(os.path.join(HERE, "Intents.app"), os.path.join(HERE, "Intents.ipa"))
