#!/usr/bin/env python3
"""Assembles the app bundles of Fixtures/apps from the pieces other generators made: the
executables clang-19 and lld-19 built (macho/generate.sh) and the compiled storyboards written from
the public NIBArchive description (nib/generate.py); the Info.plists are written here by plistlib.

  Example.app          the app on the classic life cycle: Example (classes), Example.debug.dylib,
                       Base.lproj/Main.storyboardc, Settings.storyboardc, Frameworks/Kit.framework
                       (Kit with Kit.storyboardc); UIKit restores its objects from the root list
  ExampleScenes.app    the same app with a scene manifest (configuration "Default Configuration")
  ExampleEncrypted.app the same app whose executable has an LC_ENCRYPTION_INFO_64 with cryptid 1
  ExampleNoExecutable.app  the same Info.plist without its executable
  Example.xcarchive    Example.app as Xcode archives it: Products/Applications/Example.app (a copy
                       of Example.app's files) and an Info.plist with ApplicationProperties

apps/archives (written by archives/Generator/AppArchives.swift) holds saved state of this app.
Run from the repository (make fixtures does, after the other two generators)."""
import datetime
import os
import plistlib
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))


def info(scenes=False):
    plist = {
        "CFBundleIdentifier": "com.example.Example",
        "CFBundleName": "Example",
        "CFBundleExecutable": "Example",
        "CFBundlePackageType": "APPL",
        "CFBundleVersion": "5.0",
        "CFBundleShortVersionString": "5.0",
        "MinimumOSVersion": "16.0",
        "UIDeviceFamily": [1, 2],
        "UIMainStoryboardFile": "Main",
    }
    if scenes:
        plist["UIApplicationSceneManifest"] = {
            "UIApplicationSupportsMultipleScenes": True,
            "UISceneConfigurations": {
                "UIWindowSceneSessionRoleApplication": [{
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": "SceneDelegate",
                    "UISceneStoryboardFile": "Main",
                }],
            },
        }
    return plist


def assemble(name, executable="Example", scenes=False, debug_dylib=True):
    app = os.path.join(HERE, name)
    shutil.rmtree(app, ignore_errors=True)
    os.makedirs(os.path.join(app, "Base.lproj"))
    with open(os.path.join(app, "Info.plist"), "wb") as f:
        plistlib.dump(info(scenes), f, fmt=plistlib.FMT_BINARY)
    if executable:
        shutil.copyfile(os.path.join(HERE, "macho", executable), os.path.join(app, "Example"))
    if debug_dylib:
        shutil.copyfile(os.path.join(HERE, "macho", "Example.debug.dylib"), os.path.join(app, "Example.debug.dylib"))
    shutil.copytree(os.path.join(HERE, "nib", "Main.storyboardc"), os.path.join(app, "Base.lproj", "Main.storyboardc"))
    shutil.copytree(os.path.join(HERE, "nib", "Settings.storyboardc"), os.path.join(app, "Settings.storyboardc"))
    kit = os.path.join(app, "Frameworks", "Kit.framework")
    os.makedirs(kit)
    with open(os.path.join(kit, "Info.plist"), "wb") as f:
        plistlib.dump({"CFBundleIdentifier": "com.example.Kit", "CFBundleExecutable": "Kit",
                       "CFBundlePackageType": "FMWK", "CFBundleVersion": "1"}, f, fmt=plistlib.FMT_BINARY)
    shutil.copyfile(os.path.join(HERE, "macho", "Kit"), os.path.join(kit, "Kit"))
    shutil.copytree(os.path.join(HERE, "nib", "Kit.storyboardc"), os.path.join(kit, "Kit.storyboardc"))


def archive(name, app):
    """An .xcarchive of the app `app` as Xcode's Product > Archive lays it out: the app under
    Products/Applications, and the archive's Info.plist (XML, as Xcode writes it) naming it."""
    root = os.path.join(HERE, name)
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(os.path.join(HERE, app), os.path.join(root, "Products", "Applications", app))
    with open(os.path.join(HERE, app, "Info.plist"), "rb") as f:
        app_info = plistlib.load(f)
    properties = {
        "ApplicationPath": "Applications/" + app,
        "Architectures": ["arm64"],
        "CFBundleIdentifier": app_info["CFBundleIdentifier"],
        "CFBundleShortVersionString": app_info["CFBundleShortVersionString"],
        "CFBundleVersion": app_info["CFBundleVersion"],
    }
    with open(os.path.join(root, "Info.plist"), "wb") as f:
        plistlib.dump({"ApplicationProperties": properties, "ArchiveVersion": 2,
                       "CreationDate": datetime.datetime(2026, 1, 1), "Name": app_info["CFBundleName"],
                       "SchemeName": app_info["CFBundleName"]}, f, fmt=plistlib.FMT_XML)


assemble("Example.app")
assemble("ExampleScenes.app", scenes=True)
assemble("ExampleEncrypted.app", executable="Example-encrypted", debug_dylib=False)
assemble("ExampleNoExecutable.app", executable=None, debug_dylib=False)
archive("Example.xcarchive", "Example.app")
