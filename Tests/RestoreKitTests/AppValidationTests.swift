import Foundation
import Testing
@testable import RestoreKit

/// `validate --app`'s checks in the library: which absent classes are judged, which bundle a saved
/// storyboard path names, what counts as secure coding, and what a scene life-cycle build or a
/// known-classes list changes. The command-line tests (ValidateAppTests) run every rule on its fixture.

private func files() throws -> MemoryFiles {
    try MemoryFiles(fixtures: "apps/Example.app", "apps/ExampleScenes.app", "apps/archives")
}

private func app(_ name: String = "Example.app", in files: MemoryFiles) throws -> AppCheck {
    AppCheck(try AppBuild.read(at: "/memory/apps/\(name)", in: files))
}

private func findings(_ folder: String, app: AppCheck, knownClasses: Set<String>? = nil, in files: MemoryFiles)
    -> [ValidationFinding]
{
    var expectations = ValidationExpectations(knownClasses: knownClasses)
    expectations.app = app
    let savedState =
        folder == "bundle-identifier-mismatch" ? "com.example.Other.savedState" : "com.example.Example.savedState"
    return Validator.validate(
        path: "/memory/apps/archives/\(folder)/\(savedState)", in: files, expectations: expectations
    ).findings
}

@Test(arguments: [
    ("SettingsRestorer", true), ("KitViewController", true), ("_TtC7Example23DetailViewControllerOld", true),
    ("Example.DetailViewControllerOld", true), ("_TtC3Kit9KitHelper", true),
    // UIKit's, other Apple frameworks' (two capitals), private, and Swift classes of modules the build has no image of.
    ("UINavigationController", false), ("_UIStoryboardProxy", false), ("MKMapView", false), ("NSObject", false),
    ("PHPickerViewController", false), ("_PrivateThing", false), ("_TtC7SwiftUI19UIHostingController", false),
    ("Other.Controller", false),
])
func absentClassesAreJudgedOnlyWhenTheAppCouldDefineThem(_ name: String, _ judged: Bool) throws {
    #expect(try app(in: files()).judges(name) == judged)
}

@Test(
    arguments: [
        (nil, Validator.StoryboardBundle.main),
        ("/private/var/containers/Bundle/Application/6F1D/Example.app", .main),
        ("/private/var/containers/Bundle/Application/6F1D/Example.app/Frameworks/Kit.framework", .framework("Kit")),
        ("/private/var/containers/Bundle/Application/6F1D/Example.app/Frameworks/Kit.framework/", .framework("Kit")),
        ("/private/var/containers/Bundle/Application/6F1D/Example.app/Frameworks/Kit.framework/Assets.bundle", .other),
        ("", .other),
    ] as [(String?, Validator.StoryboardBundle)])
func aSavedBundlePathNamesTheMainBundleOrAFrameworkByItsLastComponent(
    _ path: String?, _ bundle: Validator.StoryboardBundle
) {
    #expect(Validator.storyboardBundle(path) == bundle)
}

@Test func secureCodingIsAdoptedOrInheritedWithinTheBuildOrDeclaredByTheClassMethod() {
    func definition(_ name: String, superclass: String?, classMethods: [String] = [], protocols: [String] = [])
        -> ObjCClassDefinition
    {
        ObjCClassDefinition(
            name: name, superclassName: superclass, instanceMethods: [], classMethods: classMethods,
            protocols: protocols)
    }
    let build = MemoryBuild.build([
        MemoryBuild.image(
            .main, "Example",
            [
                MemoryBuild.slice([
                    definition("Plain", superclass: "NSObject"),
                    definition("Adopting", superclass: "NSObject", protocols: ["NSSecureCoding"]),
                    definition("Inheriting", superclass: "Adopting"),
                    definition("Declaring", superclass: "NSObject", classMethods: ["supportsSecureCoding"]),
                    definition("ColourSubclass", superclass: "UIColor"),
                    definition("Root", superclass: nil),
                    definition("LoopA", superclass: "LoopB"),
                    definition("LoopB", superclass: "LoopA"),
                    definition("PlainChild", superclass: "Plain"),
                ])
            ])
    ])
    let insecure = [
        "Plain", "Adopting", "Inheriting", "Declaring", "ColourSubclass", "Root", "LoopA", "PlainChild",
        "NotInTheBuild", "NSObject",
    ]
    .filter { Validator.isInsecure($0, in: build) }
    // A subclass of a system class other than NSObject may inherit secure coding: not judged.
    #expect(insecure == ["Plain", "Root", "PlainChild"])
}

@Test func aSceneLifeCycleBuildChecksNoObjectsOfTheRootList() throws {
    let files = try files()
    let scenes = try app("ExampleScenes.app", in: files)
    for folder in [
        "storyboard-not-in-app", "restoration-class-not-in-app", "saved-class-not-in-app", "insecure-coded-class",
    ] {
        // No object rule; the root list UIKit drops for a scene app is reported once (spec, "Scene
        // sessions across builds": a scene build restores no view controller of data.data).
        #expect(findings(folder, app: scenes, in: files).map(\.rule) == [.sceneAppIgnoresLegacyState], "\(folder)")
    }
}

@Test func knownClassesCountAsPresentAndUnknownClassGivesWayToTheApp() throws {
    let files = try files()
    let example = try app(in: files)
    // Mangled or demangled, a listed name counts as in the build.
    for known in ["_TtC7Example23DetailViewControllerOld", "Example.DetailViewControllerOld"] {
        #expect(findings("saved-class-not-in-app", app: example, knownClasses: [known], in: files).isEmpty, "\(known)")
    }
    #expect(
        findings("restoration-class-not-in-app", app: example, knownClasses: [], in: files).map(\.rule) == [
            .restorationClassNotInApp
        ])
}

@Test func aFrameworkStoryboardIsLookedUpInTheMainBundleAfterAnUpdate() throws {
    let files = try files()
    var build = try AppBuild.read(at: "/memory/apps/Example.app", in: files)
    // Example.app has Kit.storyboardc in its framework Kit only: restored while the app is not
    // updated, raises after an update (issue 53).
    var found = findings("storyboard-in-framework", app: AppCheck(build), in: files)
    #expect(found.map(\.rule) == [.storyboardNotInApp])
    #expect(found.first?.path == "NavigationController/:[3]:/KitHome")
    #expect(found.first?.message.contains("storyboard \"Kit\" is not in the app's main bundle") == true)
    #expect(
        found.first?.message.contains(
            "restored while the app is not updated (the app's framework Kit has it), but after an update UIKit raises")
            == true)
    build.storyboards.removeAll { $0.location.framework == "Kit" }
    found = findings("storyboard-in-framework", app: AppCheck(build), in: files)
    #expect(found.first?.message.contains("the app's framework Kit does not have it either") == true)
    // A main bundle with the storyboard and identifier: what UIKit finds after an update.
    build = try AppBuild.read(at: "/memory/apps/Example.app", in: files)
    build.storyboards += build.storyboards.filter { $0.location.framework == "Kit" }.map {
        var copied = $0
        copied.location.framework = nil
        return copied
    }
    #expect(findings("storyboard-in-framework", app: AppCheck(build), in: files).isEmpty)
}

@Test func aStoryboardTheNibReaderRefusedTellsNothing() throws {
    let files = try files()
    var build = try AppBuild.read(at: "/memory/apps/Example.app", in: files)
    build.storyboards = build.storyboards.map { storyboard in
        var refused = storyboard
        refused.contents = .failure(NibError(at: 0, "refused"))
        return refused
    }
    #expect(findings("storyboard-identifier-not-in-app", app: AppCheck(build), in: files).isEmpty)
    #expect(findings("restoration-identifier-mismatch", app: AppCheck(build), in: files).isEmpty)
}
