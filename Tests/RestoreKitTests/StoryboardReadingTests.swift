import Foundation
import RestoreKit
import Testing

/// The compiled storyboards of Fixtures/apps/nib read as Fixtures/apps/nib/generate.py wrote them.
private let root = "/memory/apps/nib"

private func storyboard(_ name: String) throws -> CompiledStoryboard {
    try CompiledStoryboard.read(at: "\(root)/\(name).storyboardc", in: try MemoryFiles(fixtures: "apps/nib"))
}

@Test func mainStoryboardHoldsWhatTheGeneratorPutIn() throws {
    let main = try storyboard("Main")
    let navigation = NibContents(
        viewControllers: [
            NibViewController(
                className: "UINavigationController", originalClassName: nil,
                storyboardIdentifier: "UINavigationController-Nav-12-abc",
                restorationIdentifier: "NavigationController")
        ],
        externalReferences: [], sceneViewController: 0)
    let master = NibContents(
        viewControllers: [
            NibViewController(
                className: "_TtC7Example20MasterViewController", originalClassName: "UITableViewController",
                storyboardIdentifier: "Master", restorationIdentifier: "Master")
        ],
        externalReferences: [
            NibExternalReference(storyboardName: "Settings", identifier: "Settings", bundleIdentifier: nil)
        ], sceneViewController: 0)
    // objects-13.0+.nib, which UIKit reads before runtime.nib (whose scene has no restoration identifier).
    let detail = NibContents(
        viewControllers: [
            NibViewController(
                className: "_TtC7Example20DetailViewController", originalClassName: "UIViewController",
                storyboardIdentifier: "Detail", restorationIdentifier: "Detail")
        ],
        externalReferences: [], sceneViewController: 0)
    #expect(
        main
            == CompiledStoryboard(
                name: "Main", entryPointIdentifier: "UINavigationController-Nav-12-abc",
                scenes: [
                    StoryboardScene(identifier: "Detail", nibName: "Detail", contents: .success(detail)),
                    StoryboardScene(identifier: "Master", nibName: "Master", contents: .success(master)),
                    StoryboardScene(
                        identifier: "UINavigationController-Nav-12-abc", nibName: "UINavigationController-Nav-12-abc",
                        contents: .success(navigation)),
                ]))
}

@Test func theKeyedArchiveNibReadsLikeTheNIBArchive() throws {
    let settings = try storyboard("Settings")
    #expect(
        settings
            == CompiledStoryboard(
                name: "Settings", entryPointIdentifier: "Settings",
                scenes: [
                    StoryboardScene(
                        identifier: "Settings", nibName: "Settings",
                        contents: .success(
                            NibContents(
                                viewControllers: [
                                    NibViewController(
                                        className: "SettingsViewController", originalClassName: "UIViewController",
                                        storyboardIdentifier: "Settings", restorationIdentifier: "Settings")
                                ], externalReferences: [])))
                ]))
}

@Test func aFrameworkStoryboardWithoutEntryPoint() throws {
    #expect(
        try storyboard("Kit")
            == CompiledStoryboard(
                name: "Kit", entryPointIdentifier: nil,
                scenes: [
                    StoryboardScene(
                        identifier: "KitHome", nibName: "KitHome",
                        contents: .success(
                            NibContents(
                                viewControllers: [
                                    NibViewController(
                                        className: "KitViewController", originalClassName: "UIViewController",
                                        storyboardIdentifier: "KitHome", restorationIdentifier: "KitHome")
                                ], externalReferences: [], sceneViewController: 0)))
                ]))
}

@Test func aNibFolderReadsTheFileUIKitReads() throws {
    var files = try MemoryFiles(fixtures: "apps/nib")
    let folder = "\(root)/Main.storyboardc/Detail.nib"
    let fromFolder = try CompiledNib.contents(at: folder, in: files)
    let fromFile = try CompiledNib.contents(of: try files.contents(of: folder + "/objects-13.0+.nib"))
    #expect(fromFolder == fromFile)
    #expect(fromFolder.viewControllers.first?.restorationIdentifier == "Detail")
    // Without objects-13.0+.nib, runtime.nib is the one.
    files.contents[folder + "/objects-13.0+.nib"] = nil
    #expect(try CompiledNib.contents(at: folder, in: files).viewControllers.first?.restorationIdentifier == nil)
}

@Test func aMissingOrDamagedSceneNibIsThatScenesFailureOnly() throws {
    var files = try MemoryFiles(fixtures: "apps/nib")
    files.contents["\(root)/Main.storyboardc/Master.nib"] = nil
    files.contents["\(root)/Main.storyboardc/UINavigationController-Nav-12-abc.nib"]?.removeLast(20)
    files.contents["\(root)/Main.storyboardc/Detail.nib/objects-13.0+.nib"] = Array("NIBArchive".utf8)
    let main = try CompiledStoryboard.read(at: "\(root)/Main.storyboardc", in: files)
    let failures = main.scenes.map { scene -> String in
        if case .failure(let error) = scene.contents { return error.description }
        return "read"
    }
    #expect(
        failures == [
            "at byte 10: Detail.nib/objects-13.0+.nib: the file ends inside the 50-byte NIBArchive header",
            "at byte 0: Master.nib is missing",
            "at byte 660: UINavigationController-Nav-12-abc.nib: class name 4 needs 26 bytes, past the end of the file (676 bytes)",
        ])
}

@Test func aStoryboardWithoutInfoPlistThrows() throws {
    var files = try MemoryFiles(fixtures: "apps/nib")
    files.contents["\(root)/Kit.storyboardc/Info.plist"] = nil
    #expect(throws: NibError(at: 0, "holds no Info.plist: not a compiled storyboard")) {
        try CompiledStoryboard.read(at: "\(root)/Kit.storyboardc", in: files)
    }
    files.contents["\(root)/Kit.storyboardc/Info.plist"] = Array("bplist00".utf8)
    #expect(throws: NibError.self) { try CompiledStoryboard.read(at: "\(root)/Kit.storyboardc", in: files) }
    // UIKit reads Info-8.0+.plist first.
    files.contents["\(root)/Kit.storyboardc/Info-8.0+.plist"] = try files.contents(
        of: "\(root)/Settings.storyboardc/Info.plist")
    #expect(try CompiledStoryboard.read(at: "\(root)/Kit.storyboardc", in: files).entryPointIdentifier == "Settings")
}

@Test func aNibNameThatLeavesTheStoryboardIsNotRead() throws {
    var files = try MemoryFiles(fixtures: "apps/nib")
    // A file outside the storyboard that a name with `..` would reach: it must not be read.
    files.contents["\(root)/outside.nib"] = try files.contents(of: "\(root)/Kit.storyboardc/KitHome.nib")
    let info: [String: Any] = [
        "UIViewControllerIdentifiersToNibNames": ["Escape": "../outside"], "UIStoryboardVersion": 1,
    ]
    files.contents["\(root)/Kit.storyboardc/Info.plist"] = Array(
        try PropertyListSerialization.data(fromPropertyList: info, format: .binary, options: 0))
    let kit = try CompiledStoryboard.read(at: "\(root)/Kit.storyboardc", in: files)
    #expect(kit.scenes.count == 1)
    guard case .failure(let error) = kit.scenes.first?.contents else {
        Issue.record("the nib outside the storyboard was read")
        return
    }
    #expect(
        error.description
            == "at byte 0: the nib name is no file name of the storyboard (it holds /, .. or a control character): not read"
    )
}
