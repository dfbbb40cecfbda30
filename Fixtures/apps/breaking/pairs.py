#!/usr/bin/env python3
"""Writes the pairs of builds of README.md (issue 55, `breaking-changes OLD NEW`): in each folder
Old.app, the last release, and New.app, the next, changing one thing as a release does. The
executables are the ones ../migration/generate.sh builds with clang-19/lld-19 from
../migration/Migration.m (the folder holding them is the one argument; generate.sh runs this),
the storyboards are ../nib's (run ../nib/generate.py first), the Info.plists are written with
plistlib and the App Intents metadata with json, in the shape of real files (README.md)."""
import functools
import json
import os
import plistlib
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NIB = os.path.join(HERE, "..", "nib")
ROLE = "UIWindowSceneSessionRoleApplication"
MAIN = [("Main.storyboardc", "Main")]
WITH_SETTINGS = MAIN + [("Settings.storyboardc", "Settings")]
TOOLS = "17E6107"


def plist(path, value):
    with open(path, "wb") as file:
        plistlib.dump(value, file, fmt=plistlib.FMT_BINARY)


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as file:
        file.write(data)


# Info.plist declarations: what the app receives (research-55 §3).
def url_type(name, scheme, role):
    return {"CFBundleTypeRole": role, "CFBundleURLName": name, "CFBundleURLSchemes": [scheme]}


def quick_action(kind, title, icon):
    return {"UIApplicationShortcutItemType": kind, "UIApplicationShortcutItemTitle": title,
            "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconType" + icon}


URL_TYPES = [url_type("com.example.Migration", "example", "Editor"),
             url_type("com.example.Migration.share", "example-share", "Viewer")]
ACTIVITY_TYPES = ["com.example.note", "com.example.browse"]
QUICK_ACTIONS = [quick_action("com.example.compose", "Compose", "Compose"),
                 quick_action("com.example.search", "Search", "Search")]


def declarations(count=2, urls=None, activities=None, actions=None):
    """The first `count` of each kind, or the lists given."""
    return {"CFBundleURLTypes": URL_TYPES[:count] if urls is None else urls,
            "NSUserActivityTypes": ACTIVITY_TYPES[:count] if activities is None else activities,
            "UIApplicationShortcutItems": QUICK_ACTIONS[:count] if actions is None else actions}


def scene_manifest(configuration):
    return {"UIApplicationSceneManifest": {"UIApplicationSupportsMultipleScenes": True, "UISceneConfigurations": {
        ROLE: [{"UISceneConfigurationName": configuration, "UISceneDelegateClassName": "SceneDelegate",
                "UISceneStoryboardFile": "Main"}]}}}


ONE = declarations(count=1)
SCENES = scene_manifest("Default Configuration")
# What Xcode writes for a new SwiftUI app (UIApplicationSceneManifest_Generation), as ../migration's SwiftUIApp.app.
SWIFTUI = {"UIApplicationSceneManifest": {"UIApplicationSupportsMultipleScenes": True}}


# App Intents metadata in the shape of a real extract.actionsdata (research-55 §4: Reminders'
# file of tools 17E6107): every top-level key, actions keyed by identifier, entities by type name.
def string(text):
    return {"alternatives": [], "key": text}


def mangled(type_name, kind="V"):
    return "9Migration%d%s%s" % (len(type_name), type_name, kind)


def everywhere():
    return {"LNPlatformNameWildcard": {"introducedVersion": "*"}}


def visible():
    return {"assistantOnly": False, "isDiscoverable": True}


def parameter(name, title, value_type, optional=False):
    return {"capabilities": 0, "dynamicOptionsSupport": 1 if "entity" in value_type else 0, "inputConnectionBehavior": 0,
            "isInput": False, "isOptional": optional, "name": name, "parameterDescription": string(title),
            "resolvableInputTypes": [], "title": string(title), "typeSpecificMetadata": [], "valueType": value_type}


def entity_value(type_name):
    return {"entity": {"wrapper": {"typeName": type_name}}}


TEXT = {"primitive": {"wrapper": {"typeIdentifier": 0}}}


def action(type_name, title, parameters, identifier=None, opens_app=False):
    """An action whose identifier is its type name (App Intents' default persistentIdentifier),
    or `identifier` where the type overrides it. Keyed by the identifier."""
    identifier = identifier or type_name
    return identifier, {
        "assistantDefinedSchemaTraits": [], "assistantDefinedSchemas": [], "authenticationPolicy": 0,
        "availabilityAnnotations": everywhere(),
        "descriptionMetadata": {"descriptionText": string(title + "."), "searchKeywords": []},
        "effectiveBundleIdentifiers": [], "fullyQualifiedTypeName": "Migration." + type_name, "identifier": identifier,
        "isAuthPolExplicit": False, "isDiscoverable": True, "mangledTypeName": mangled(type_name),
        "mangledTypeNameByBundleIdentifier": {}, "mangledTypeNameByBundleIdentifierV2": {},
        "mangledTypeNameV2": mangled(type_name), "openAppWhenRun": opens_app, "outputFlags": 0, "parameters": parameters,
        "presentationStyle": 0, "requiredCapabilities": [], "supportedModes": 2 if opens_app else 1,
        "systemProtocolMetadata": [], "systemProtocolMetadataV2": [], "systemProtocols": [], "title": string(title),
        "typeSpecificMetadata": [], "visibilityMetadata": visible()}


def entity(type_name, title):
    return type_name, {
        "assistantDefinedSchemas": [], "availabilityAnnotations": everywhere(),
        "defaultQueryIdentifier": "Migration." + type_name + "Query", "displayTypeName": string(title),
        "effectiveBundleIdentifiers": [], "fullyQualifiedTypeName": "Migration." + type_name,
        "mangledTypeName": mangled(type_name), "mangledTypeNameByBundleIdentifier": {}, "properties": [],
        "requiredCapabilities": [], "systemProtocolMetadata": [], "systemProtocolMetadataV2": [], "transient": False,
        "typeName": type_name, "visibilityMetadata": visible()}


def query(entity_name):
    name = entity_name + "Query"
    return name, {
        "availabilityAnnotations": everywhere(), "capabilities": 66, "defaultQueryForEntity": True,
        "effectiveBundleIdentifiers": [], "entityType": entity_name, "fullyQualifiedIdentifier": "Migration." + name,
        "identifier": name, "mangledTypeName": mangled(name), "mangledTypeNameByBundleIdentifier": {}, "parameters": [],
        "queryType": name, "resultValueType": entity_value(entity_name), "sortingOptions": [],
        "visibilityMetadata": visible()}


def catalog(open_note="OpenNoteIntent", tags=True):
    """The App Intents of the releases: OpenNoteIntent (renamed `open_note` in a release),
    ComposeNoteIntent (with an optional TagEntity parameter while `tags`), and OpenRecentNotesAppIntent,
    whose persistentIdentifier overrides its type name (as Reminders' TTROpenSmartListAppIntent);
    the entities NoteEntity and, while `tags`, TagEntity, each with its default query."""
    compose = [parameter("text", "Text", TEXT)] + ([parameter("tag", "Tag", entity_value("TagEntity"), True)] if tags else [])
    actions = [action(open_note, "Open Note", [parameter("target", "Note", entity_value("NoteEntity"))], opens_app=True),
               action("ComposeNoteIntent", "Compose Note", compose),
               action("OpenRecentNotesAppIntent", "Open Recent Notes", [], identifier="EXOpenRecentIntent", opens_app=True)]
    entities = [entity("NoteEntity", "Note")] + ([entity("TagEntity", "Tag")] if tags else [])
    return {"actions": dict(actions), "assistantEntities": [], "assistantIntentNegativePhrases": [],
            "assistantIntents": [], "autoShortcuts": [], "entities": dict(entities), "enums": [],
            "generator": {"name": "xcode-tools", "version": TOOLS}, "negativePhrases": [],
            "queries": dict(query(name) for name, _ in entities), "shortcutTileColor": 14, "version": 1}


def minified(value):
    """As Reminders' file: one line, keys sorted."""
    return json.dumps(value, sort_keys=True, separators=(",", ":")).encode()


def pretty(value):
    """As another real file (myRemote's): indented, keys sorted, Foundation's " : "."""
    return (json.dumps(value, sort_keys=True, indent=2, separators=(",", " : ")) + "\n").encode()


def other_shape():
    """A file of a shape this does not know: version 2, actions an array of the action nodes."""
    value = catalog()
    value["actions"] = [node for _, node in sorted(value["actions"].items())]
    value["version"] = 2
    return minified(value)


INTENTS = minified(catalog())
# Its sibling as observed (IntentBench's ADR-0002): version first.
VERSION_JSON = json.dumps({"version": "3.0", "toolsVersion": TOOLS}, indent=2, separators=(",", " : ")).encode() + b"\n"


def app(path, executable, version, storyboards=MAIN, extra=None, intents=None):
    """An iOS app bundle as ../migration's: Info.plist (binary), the executable (a path), the storyboards (file in ../nib, name in the app) in Base.lproj, and
    `intents` as Metadata.appintents/extract.actionsdata beside version.json."""
    os.makedirs(os.path.join(path, "Base.lproj"))
    info = {"CFBundleIdentifier": "com.example.Migration", "CFBundleName": "Migration",
            "CFBundleExecutable": "Migration", "CFBundlePackageType": "APPL", "CFBundleVersion": version,
            "CFBundleShortVersionString": version, "MinimumOSVersion": "16.0", "UIDeviceFamily": [1, 2],
            "UIMainStoryboardFile": "Main"}
    info.update(extra or {})
    plist(os.path.join(path, "Info.plist"), info)
    shutil.copyfile(executable, os.path.join(path, "Migration"))
    os.chmod(os.path.join(path, "Migration"), 0o644)
    for source, name in storyboards:
        shutil.copytree(os.path.join(NIB, source), os.path.join(path, "Base.lproj", name + ".storyboardc"))
    if intents is not None:
        write(os.path.join(path, "Metadata.appintents", "extract.actionsdata"), intents)
        write(os.path.join(path, "Metadata.appintents", "version.json"), VERSION_JSON)


def write_pair(executables, name, old, new, versions=("7.0", "8.0")):
    """`old` and `new`: the name of an executable in the folder `executables` and app()'s keywords."""
    for folder, (executable, options), version in zip(("Old.app", "New.app"), (old, new), versions):
        app(os.path.join(HERE, name, folder), os.path.join(executables, executable), version, **options)


def main(executables):
    pair = functools.partial(write_pair, executables)
    for entry in sorted(os.listdir(HERE)):
        if os.path.isdir(os.path.join(HERE, entry)) and not entry.startswith("."):
            shutil.rmtree(os.path.join(HERE, entry))
    legacy = ("legacy", {})
    entry = {"extra": ONE}
    # Restoration: what a legacy build that opts in saves, and a release that breaks it.
    pair("identifier-removed", legacy, ("legacy", {"storyboards": [("MainNoDetail.storyboardc", "Main")]}))
    pair("storyboard-renamed", ("legacy", {"storyboards": WITH_SETTINGS}),
         ("legacy", {"storyboards": [("MainPreferences.storyboardc", "Main"), ("Settings.storyboardc", "Preferences")]}))
    pair("opt-in-dropped", legacy, ("no-opt-in", {}))
    pair("restoration-class-removed", legacy, ("legacy-no-restorer", {}))
    # The move to scenes, with what the app delegate receives declared in both.
    pair("legacy-to-scenes", ("legacy-entry", entry), ("legacy-entry", {"extra": dict(ONE, **SCENES)}))
    pair("legacy-to-scenes-handled", ("legacy-entry", entry), ("scenes-entry", {"extra": dict(ONE, **SCENES)}))
    pair("legacy-to-scenes-category", ("legacy-entry", entry), ("scenes-entry-category", {"extra": dict(ONE, **SCENES)}))
    pair("legacy-to-scenes-unrestored", ("legacy-entry", entry), ("scenes-entry-unrestored", {"extra": dict(ONE, **SCENES)}))
    pair("swiftui-app", ("legacy-entry", entry), ("swiftui-app", {"extra": dict(ONE, **SWIFTUI)}))
    pair("configuration-renamed", ("scenes-entry", {"extra": SCENES}),
         ("scenes-entry", {"extra": scene_manifest("Main Window")}))
    # Persisted references: two of each kind declared, one dropped.
    every = ("legacy-entry", {"extra": declarations()})
    pair("url-scheme", every, ("legacy-entry", {"extra": declarations(urls=URL_TYPES[:1])}))
    pair("activity-type", every, ("legacy-entry", {"extra": declarations(activities=ACTIVITY_TYPES[:1])}))
    pair("quick-action", every, ("legacy-entry", {"extra": declarations(actions=QUICK_ACTIONS[:1])}))
    intents = ("legacy", {"intents": INTENTS})
    pair("intent-removed", intents, ("legacy", {"intents": minified(catalog(open_note="OpenNoteAppIntent"))}))
    pair("entity-removed", intents, ("legacy", {"intents": pretty(catalog(tags=False))}))
    pair("intents-not-understood", intents, ("legacy", {"intents": other_shape()}))
    # Not JSON at all: the same catalog as a binary property list.
    pair("intents-unreadable", intents, ("legacy", {"intents": plistlib.dumps(catalog(), fmt=plistlib.FMT_BINARY)}))
    # Nothing that matters changes: another compiler setting (same Info.plist), and a new version.
    pair("toolchain", legacy, ("legacy-toolchain", {}), versions=("7.0", "7.0"))
    pair("same", ("legacy-entry", {"storyboards": WITH_SETTINGS, "extra": declarations(), "intents": INTENTS}),
         ("legacy-entry", {"storyboards": WITH_SETTINGS, "extra": declarations(), "intents": INTENTS}))


if __name__ == "__main__":
    main(sys.argv[1])
