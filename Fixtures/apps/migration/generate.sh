#!/usr/bin/env bash
# Builds the migration fixtures (README.md lists each): the executables from Migration.m and
# Bridge.m with Debian's clang-19 and lld-19 (no SDK: ../macho/Declarations.h stands in for it),
# a stub dylib whose install name is SwiftUI's so that a build links SwiftUI by a load command,
# then the app bundles, their Info.plists written by python3's plistlib and Main.storyboardc
# copied from ../nib (run ../nib/generate.py first; make fixtures does). The saved state these
# builds are checked against is in archives/, written by Fixtures/archives/Generator. Last, the
# pairs of releases of ../breaking (issue 55), written by ../breaking/pairs.py from these executables.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ios=16.0
cd "$here"

# compile SOURCE OBJECT [FLAGS...]
compile() { local source=$1 object=$2; shift 2; clang-19 --target=arm64-apple-ios$ios -fobjc-runtime=ios-$ios -Os "$@" -c "$source" -o "$object"; }
# link OUTPUT OBJECT [FLAGS...]; -S: no debug map, so that the output does not name $work.
link() {
  local output=$1 object=$2; shift 2
  ld64.lld-19 -arch arm64 -platform_version ios $ios $ios -undefined dynamic_lookup -S "$@" "$object" -o "$output"
}

# The stub: only its install name matters (what LC_LOAD_DYLIB records).
clang-19 --target=arm64-apple-ios$ios -Os -c SwiftUIStub.c -o "$work/stub.o"
link "$work/SwiftUI" "$work/stub.o" -dylib -install_name /System/Library/Frameworks/SwiftUI.framework/SwiftUI

# Stubs for a Mac build: AppKit, and Mac Catalyst's UIKit under /System/iOSSupport.
link "$work/AppKit" "$work/stub.o" -dylib -install_name /System/Library/Frameworks/AppKit.framework/AppKit
link "$work/UIKit" "$work/stub.o" -dylib -install_name /System/iOSSupport/System/Library/Frameworks/UIKit.framework/UIKit

mkdir -p "$work/bin"
build() {  # build NAME [MACROS...] [-- LINK FLAGS...]
  local name=$1; shift
  local defines=() flags=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do defines+=("-D$1"); shift; done
  [ $# -gt 0 ] && shift && flags=("$@")
  compile Migration.m "$work/$name.o" "${defines[@]}"
  link "$work/bin/$name" "$work/$name.o" "${flags[@]}"
}
build legacy RESTORE_SECURE RESTORE_VC
build no-opt-in
build deprecated RESTORE_LEGACY
build connect SCENE_CONNECT SCENE_DISCARD RESTORE_SECURE
build discard SCENE_DISCARD RESTORE_SECURE
build swiftui SCENE_CONNECT -- "$work/SwiftUI"
build scene-class RESTORE_SECURE RESTORE_VC SCENE_CLASSES
build swiftui-app SWIFTUI_APP RESTORE_SECURE -- "$work/SwiftUI"
build swiftui-app-bare SWIFTUI_APP -- "$work/SwiftUI"
# Issue 55's releases (../breaking/pairs.py): entry points in the app delegate, then in the scene delegate.
build legacy-entry APP_ENTRY RESTORE_SECURE RESTORE_VC
build scenes-entry APP_ENTRY RESTORE_SECURE RESTORE_VC SCENE_ENTRY SCENE_RESTORE
build scenes-entry-category APP_ENTRY RESTORE_SECURE RESTORE_VC SCENE_ENTRY_CATEGORY SCENE_RESTORE
build scenes-entry-unrestored APP_ENTRY RESTORE_SECURE RESTORE_VC SCENE_ENTRY
build legacy-no-restorer RESTORE_SECURE RESTORE_VC RESTORER_REMOVED
# legacy by another toolchain setting: -O0 (-O1 gives -Os's bytes for these empty methods) and
# relative method lists, as newer linkers write them.
compile Migration.m "$work/legacy-toolchain.o" -DRESTORE_SECURE -DRESTORE_VC -O0
link "$work/bin/legacy-toolchain" "$work/legacy-toolchain.o" -objc_relative_method_lists
# An App Store build's cryptid is 1; the linker writes 0 and has no option for 1 (as ../macho/generate.sh).
encrypt() { python3 ../macho/encrypt.py "$1" "$2"; }  # encrypt INPUT OUTPUT
build appkit RESTORE_SECURE -- "$work/AppKit"
build catalyst RESTORE_SECURE RESTORE_VC -- "$work/UIKit" "$work/AppKit"
encrypt "$work/bin/legacy" "$work/bin/legacy-encrypted"
encrypt "$work/bin/swiftui-app" "$work/bin/swiftui-app-encrypted"
compile Bridge.m "$work/Bridge.o"
link "$work/bin/Bridge" "$work/Bridge.o" -dylib -install_name @rpath/Bridge.framework/Bridge -weak_library "$work/SwiftUI"

python3 - "$work/bin" <<'PY'
import os, plistlib, shutil, sys
bin = sys.argv[1]
here = os.getcwd()
default = {"UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "SceneDelegate",
           "UISceneStoryboardFile": "Main"}
role = "UIWindowSceneSessionRoleApplication"
manifests = {
    "none": None,
    "empty": {"UIApplicationSupportsMultipleScenes": False, "UISceneConfigurations": {}},
    "empty-roles": {"UIApplicationSupportsMultipleScenes": False,
                    "UISceneConfigurations": {role: [], "UIWindowSceneSessionRoleExternalDisplayNonInteractive": []}},
    "default": {"UIApplicationSupportsMultipleScenes": True, "UISceneConfigurations": {role: [default]}},
    # What Xcode writes for a new SwiftUI app (UIApplicationSceneManifest_Generation): no configurations.
    "swiftui": {"UIApplicationSupportsMultipleScenes": True},
    "scene-class": {"UIApplicationSupportsMultipleScenes": True,
                    "UISceneConfigurations": {role: [dict(default, UISceneClassName="CanvasScene")]}},
}
apps = [  # bundle, executable, manifest, frameworks
    ("Legacy.app", "legacy", "none", []),
    ("NoOptIn.app", "no-opt-in", "none", []),
    ("DeprecatedOptIn.app", "deprecated", "none", []),
    ("EmptyManifest.app", "legacy", "empty", []),
    ("EmptyRoles.app", "legacy", "empty-roles", []),
    ("Scenes.app", "legacy", "default", []),
    ("ConnectSelector.app", "connect", "none", []),
    ("DiscardSelector.app", "discard", "none", []),
    ("SwiftUI.app", "swiftui", "none", []),
    ("EmbeddedSwiftUI.app", "legacy", "default", ["Bridge"]),
    ("SceneClass.app", "scene-class", "scene-class", []),
    ("SwiftUIApp.app", "swiftui-app", "swiftui", []),
    ("SwiftUIAppBare.app", "swiftui-app-bare", "swiftui", []),
    ("SwiftUIAppEncrypted.app", "swiftui-app-encrypted", "swiftui", []),
    ("LegacyEncrypted.app", "legacy-encrypted", "none", []),
    ("LegacyNoExecutable.app", None, "none", []),
]
# Builds UIKit state restoration does not apply to, and a Mac Catalyst build, which it does:
# bundle, executable, layout (Contents/ on a Mac), extra Info.plist keys.
others = [
    ("AppKit.app", "appkit", True, {"NSPrincipalClass": "NSApplication", "LSMinimumSystemVersion": "13.0"}),
    ("Watch.app", "legacy", False, {"UIDeviceFamily": [4], "WKApplication": True}),
    ("Catalyst.app", "catalyst", True, {"UIDeviceFamily": [2], "LSMinimumSystemVersion": "13.0"}),
]
for name, executable, manifest, frameworks in apps:
    app = os.path.join(here, name)
    shutil.rmtree(app, ignore_errors=True)
    os.makedirs(os.path.join(app, "Base.lproj"))
    info = {"CFBundleIdentifier": "com.example.Migration", "CFBundleName": "Migration",
            "CFBundleExecutable": "Migration", "CFBundlePackageType": "APPL", "CFBundleVersion": "7.0",
            "CFBundleShortVersionString": "7.0", "MinimumOSVersion": "16.0", "UIDeviceFamily": [1, 2],
            "UIMainStoryboardFile": "Main"}
    if manifests[manifest] is not None:
        info["UIApplicationSceneManifest"] = manifests[manifest]
    with open(os.path.join(app, "Info.plist"), "wb") as f:
        plistlib.dump(info, f, fmt=plistlib.FMT_BINARY)
    if executable is not None:
        shutil.copyfile(os.path.join(bin, executable), os.path.join(app, "Migration"))
    shutil.copytree(os.path.join(here, "..", "nib", "Main.storyboardc"), os.path.join(app, "Base.lproj", "Main.storyboardc"))
    for framework in frameworks:
        folder = os.path.join(app, "Frameworks", framework + ".framework")
        os.makedirs(folder)
        with open(os.path.join(folder, "Info.plist"), "wb") as f:
            plistlib.dump({"CFBundleIdentifier": "com.example." + framework, "CFBundleExecutable": framework,
                           "CFBundlePackageType": "FMWK", "CFBundleVersion": "1"}, f, fmt=plistlib.FMT_BINARY)
        shutil.copyfile(os.path.join(bin, framework), os.path.join(folder, framework))
for name, executable, mac, extra in others:
    app = os.path.join(here, name)
    shutil.rmtree(app, ignore_errors=True)
    top = os.path.join(app, "Contents") if mac else app
    resources = os.path.join(top, "Resources") if mac else app
    os.makedirs(os.path.join(resources, "Base.lproj"))
    info = {"CFBundleIdentifier": "com.example.Migration", "CFBundleExecutable": "Migration",
            "CFBundlePackageType": "APPL", "CFBundleVersion": "7.0", "CFBundleShortVersionString": "7.0",
            "UIMainStoryboardFile": "Main"}
    info.update(extra)
    with open(os.path.join(top, "Info.plist"), "wb") as f:
        plistlib.dump(info, f, fmt=plistlib.FMT_BINARY)
    if mac:
        os.makedirs(os.path.join(top, "MacOS"))
    shutil.copyfile(os.path.join(bin, executable), os.path.join(top, "MacOS" if mac else "", "Migration"))
    shutil.copytree(os.path.join(here, "..", "nib", "Main.storyboardc"), os.path.join(resources, "Base.lproj", "Main.storyboardc"))
PY
# The Routes builds (issue 53): the legacy executable with other storyboards (routes.py).
python3 routes.py "$work/bin/legacy"
# The pairs of releases of issue 55 (../breaking/README.md).
python3 ../breaking/pairs.py "$work/bin"
find "$here" -name Migration -o -name Bridge | xargs chmod -x
