#!/usr/bin/env python3
"""Writes the Routes builds of README.md (issue 53: the main storyboard's entry chain, a framework's
storyboard after an update, a missing or damaged scene nib) with plistlib: the legacy executable
generate.sh built with clang-19/lld-19 (its path is the one argument), the storyboards of ../nib
(run ../nib/generate.py first) and ../macho/Kit as the framework's executable. generate.sh runs it."""
import os
import plistlib
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NIB = os.path.join(HERE, "..", "nib")


def plist(path, value):
    with open(path, "wb") as file:
        plistlib.dump(value, file, fmt=plistlib.FMT_BINARY)


def build(name, executable, tabs, main_storyboard, kit_in_main_bundle):
    """An app on the app-delegate life cycle that opts in (the legacy executable), whose Tabs
    storyboard is ../nib/`tabs`, with Settings (which Tabs refers to) and the framework Kit holding
    Kit.storyboardc; `main_storyboard` is its UIMainStoryboardFile (None: no main storyboard)."""
    app = os.path.join(HERE, name)
    shutil.rmtree(app, ignore_errors=True)
    resources = os.path.join(app, "Base.lproj")
    os.makedirs(resources)
    info = {"CFBundleIdentifier": "com.example.Migration", "CFBundleName": "Migration",
            "CFBundleExecutable": "Migration", "CFBundlePackageType": "APPL", "CFBundleVersion": "7.0",
            "CFBundleShortVersionString": "7.0", "MinimumOSVersion": "16.0", "UIDeviceFamily": [1, 2]}
    if main_storyboard:
        info["UIMainStoryboardFile"] = main_storyboard
    plist(os.path.join(app, "Info.plist"), info)
    shutil.copyfile(executable, os.path.join(app, "Migration"))
    shutil.copytree(os.path.join(NIB, tabs), os.path.join(resources, "Tabs.storyboardc"))
    shutil.copytree(os.path.join(NIB, "Settings.storyboardc"), os.path.join(resources, "Settings.storyboardc"))
    if kit_in_main_bundle:
        shutil.copytree(os.path.join(NIB, "Kit.storyboardc"), os.path.join(resources, "Kit.storyboardc"))
    kit = os.path.join(app, "Frameworks", "Kit.framework")
    os.makedirs(kit)
    plist(os.path.join(kit, "Info.plist"), {"CFBundleIdentifier": "com.example.Kit", "CFBundleExecutable": "Kit",
                                            "CFBundlePackageType": "FMWK", "CFBundleVersion": "1"})
    shutil.copyfile(os.path.join(HERE, "..", "macho", "Kit"), os.path.join(kit, "Kit"))
    shutil.copytree(os.path.join(NIB, "Kit.storyboardc"), os.path.join(kit, "Kit.storyboardc"))
    for executable in (os.path.join(app, "Migration"), os.path.join(kit, "Kit")):
        os.chmod(executable, 0o644)


def main(executable):
    build("Routes.app", executable, "Tabs.storyboardc", "Tabs", kit_in_main_bundle=False)
    build("RoutesFixed.app", executable, "TabsFixed.storyboardc", "Tabs", kit_in_main_bundle=True)
    build("RoutesNoMainStoryboard.app", executable, "TabsFixed.storyboardc", None, kit_in_main_bundle=True)


if __name__ == "__main__":
    main(sys.argv[1])
