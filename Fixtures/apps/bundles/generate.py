#!/usr/bin/env python3
"""Writes the app-bundle fixtures of Fixtures/apps/bundles with plistlib: bundle layouts for reading
an app build (Info.plist, scene manifest, storyboard placement, frameworks, a missing executable),
not real code. Executables are a placeholder text file that no Mach-O reader accepts; storyboards
are `.storyboardc` folders with a placeholder Info.plist that is no compiled storyboard's (so the
tests assert where a storyboard was found, never what it holds). Run from the repository root:
python3 Fixtures/apps/bundles/generate.py
"""
import os
import plistlib
import shutil

ROOT = os.path.dirname(os.path.abspath(__file__))
PLACEHOLDER = b"placeholder: not a Mach-O file\n"


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as file:
        file.write(data)


def plist(path, value, fmt=plistlib.FMT_XML):
    write(path, plistlib.dumps(value, fmt=fmt, sort_keys=False))


def storyboard(folder, name):
    # A storyboardc folder whose Info.plist lacks UIViewControllerIdentifiersToNibNames: no nib reader reads it.
    plist(os.path.join(folder, name + ".storyboardc", "Info.plist"), {"placeholder": True})


def info(identifier, executable, **extra):
    value = {"CFBundleIdentifier": identifier, "CFBundleVersion": "42", "CFBundleShortVersionString": "1.2",
             "CFBundleExecutable": executable}
    value.update(extra)
    return value


MANIFEST = {
    "UIApplicationSupportsMultipleScenes": True,
    "UISceneConfigurations": {
        "UIWindowSceneSessionRoleApplication": [
            {"UISceneConfigurationName": "Default Configuration",
             "UISceneDelegateClassName": "_TtC7Example13SceneDelegate",
             "UISceneStoryboardFile": "Main"},
            {"UISceneConfigurationName": "Inspector", "UISceneClassName": "UIWindowScene"},
        ],
        "UIWindowSceneSessionRoleExternalDisplayNonInteractive": [
            {"UISceneConfigurationName": "External"},
        ],
    },
}


def ios(root):
    """Example.app, iOS layout: binary Info.plist, storyboards at the top and in Base.lproj, a framework with its own."""
    app = os.path.join(root, "Example.app")
    plist(os.path.join(app, "Info.plist"), info("com.example.Example", "Example", UIDeviceFamily=[1, 2, 7],
                                                MinimumOSVersion="16.0", UIMainStoryboardFile="Main",
                                                UIApplicationSceneManifest=MANIFEST), plistlib.FMT_BINARY)
    write(os.path.join(app, "Example"), PLACEHOLDER)
    write(os.path.join(app, "Example.debug.dylib"), PLACEHOLDER)
    storyboard(app, "LaunchScreen")
    storyboard(os.path.join(app, "Base.lproj"), "Main")
    storyboard(os.path.join(app, "fr.lproj"), "Main")
    kit = os.path.join(app, "Frameworks", "Kit.framework")
    plist(os.path.join(kit, "Info.plist"), {"CFBundleIdentifier": "com.example.Kit", "CFBundleExecutable": "KitBinary"})
    write(os.path.join(kit, "KitBinary"), PLACEHOLDER)
    storyboard(kit, "Settings")
    storyboard(os.path.join(kit, "en.lproj"), "Onboarding")
    # A framework without Info.plist: its executable is looked for under its own name, and is missing.
    write(os.path.join(app, "Frameworks", "Bare.framework", "README"), b"no Info.plist, no executable\n")


def macos(root):
    """Mac.app, macOS (Contents/) layout; its executable is missing."""
    contents = os.path.join(root, "Mac.app", "Contents")
    plist(os.path.join(contents, "Info.plist"), info("com.example.Mac", "Mac", LSMinimumSystemVersion="13.0", UIDeviceFamily=[2, 6]))
    os.makedirs(os.path.join(contents, "MacOS"), exist_ok=True)
    storyboard(os.path.join(contents, "Resources"), "Main")
    storyboard(os.path.join(contents, "Resources", "Base.lproj"), "Sheet")


def archive(root):
    """Placeholder.xcarchive: the layout of one app in Products/Applications, with a placeholder
    executable (a real archive of the fixture app is ../Example.xcarchive)."""
    app = os.path.join(root, "Placeholder.xcarchive", "Products", "Applications", "Archived.app")
    plist(os.path.join(app, "Info.plist"), info("com.example.Archived", "Archived"))
    write(os.path.join(app, "Archived"), PLACEHOLDER)
    plist(os.path.join(root, "Placeholder.xcarchive", "Info.plist"), {"Name": "Archived", "ArchiveVersion": 2})
    # No app in it at all, and two apps.
    plist(os.path.join(root, "Empty.xcarchive", "Info.plist"), {"Name": "Empty", "ArchiveVersion": 2})
    for name in ["One", "Two"]:
        plist(os.path.join(root, "Two.xcarchive", "Products", "Applications", name + ".app", "Info.plist"), info("com.example." + name, name))


def broken(root):
    """Bundles that are no app: Info.plist an array, Info.plist cut short, no Info.plist; a file named .app."""
    plist(os.path.join(root, "ArrayInfo.app", "Info.plist"), ["not", "a", "dictionary"])
    whole = plistlib.dumps(info("com.example.Cut", "Cut"), fmt=plistlib.FMT_BINARY)
    write(os.path.join(root, "CutInfo.app", "Info.plist"), whole[:-20])
    write(os.path.join(root, "NoInfo.app", "NoInfo"), PLACEHOLDER)
    write(os.path.join(root, "File.app"), b"a file, not a bundle\n")
    # Hostile strings: an ESC in the bundle identifier and a bidirectional override in a scene name
    # (binary: XML cannot hold the ESC); an executable name that would leave the bundle.
    plist(os.path.join(root, "Hostile.app", "Info.plist"),
          info("com.example.\x1b[31mred", "../../escape",
               UIApplicationSceneManifest={"UISceneConfigurations": {"UIWindowSceneSessionRoleApplication": [
                   {"UISceneConfigurationName": "evil\u202etxt"}]}}), plistlib.FMT_BINARY)


def main():
    for entry in os.listdir(ROOT):
        path = os.path.join(ROOT, entry)
        if entry != "generate.py":
            shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)
    ios(ROOT)
    macos(ROOT)
    archive(ROOT)
    broken(ROOT)


if __name__ == "__main__":
    main()
