import Foundation
@testable import RestoreKit
import Testing

/// What a container's scene nib makes with it and whether a scene's nib is there for UIKit (issue
/// 53), read from Fixtures/apps/nib/Tabs.storyboardc (generate.py, laid out as storyboard compilers
/// lay a container's scene out).
struct NibChildrenTests {
    static let nib = "/memory/apps/nib"

    static func tabs(_ name: String = "Tabs", in files: MemoryFiles? = nil) throws -> CompiledStoryboard {
        try CompiledStoryboard.read(
            at: "\(nib)/\(name).storyboardc", in: try files ?? MemoryFiles(fixtures: "apps/nib"))
    }

    @Test func aContainersNibMakesItsChildrenAndTheReferenceItHolds() throws {
        let entry = try #require(try Self.tabs().scenes.first { $0.identifier == "UITabBarController-Tab-1-abc" })
        let contents = try entry.contents.get()
        #expect(
            contents.viewControllers.map(\.restorationIdentifier) == [
                "TabController", "NavigationController", "FeedViewController",
            ])
        #expect(contents.sceneViewController == 0)
        #expect(
            contents.viewControllers[0].children == [
                .viewController(1),
                .reference(
                    placeholder: "Settings-Ref-9-abc",
                    target: NibExternalReference(
                        storyboardName: "Settings", identifier: "Settings", bundleIdentifier: nil)),
            ])
        #expect(contents.viewControllers[1].children == [.viewController(2)])
        #expect(contents.viewControllers[2].children.isEmpty)
        // Read alone, the nib names the placeholder but not its target (the storyboard's Info.plist has it).
        let files = try MemoryFiles(fixtures: "apps/nib")
        let alone = try CompiledNib.contents(
            at: "\(Self.nib)/Tabs.storyboardc/UITabBarController-Tab-1-abc.nib", in: files)
        #expect(alone.viewControllers[0].children.last == .reference(placeholder: "Settings-Ref-9-abc", target: nil))
    }

    @Test func aMissingNibIsToldFromOneThatCannotBeRead() throws {
        let scenes = try Self.tabs().scenes
        let missing = try #require(scenes.first { $0.identifier == "Profile" })
        let broken = try #require(scenes.first { $0.identifier == "Broken" })
        #expect(missing.nibIsMissing)
        #expect(!broken.nibIsMissing)
        #expect((try? broken.contents.get()) == nil)
        #expect(try Self.tabs("TabsFixed").scenes.allSatisfy { !$0.nibIsMissing && (try? $0.contents.get()) != nil })
        // A nib folder holding none of the files UIKit reads is missing for UIKit too.
        var files = try MemoryFiles(fixtures: "apps/nib")
        files.contents["\(Self.nib)/Tabs.storyboardc/Profile.nib/notes.txt"] = Array("not a nib".utf8)
        #expect(try Self.tabs(in: files).scenes.first { $0.identifier == "Profile" }?.nibIsMissing == true)
    }
}
