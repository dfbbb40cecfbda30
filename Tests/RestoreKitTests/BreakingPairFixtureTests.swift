import Foundation
import RestoreKit
import Testing

/// Fixtures/apps/breaking (pairs.py, run by migration/generate.sh): each pair's two builds read
/// whole, the pairs are the ones its README lists, and the App Intents files are JSON where meant
/// to be, so that a broken generator shows here rather than as a comparison's wrong finding.
struct BreakingPairFixtureTests {
    static let root = "/memory/apps/breaking"

    /// The folders holding an Old.app, by name.
    static func pairs(in files: MemoryFiles) -> [String] {
        files.subfolders(of: root).filter { files.isFolder("\(root)/\($0)/Old.app") }
    }

    @Test func everyPairsBuildsReadWholeAsTheSameApp() throws {
        let files = try MemoryFiles(fixtures: "apps/breaking")
        let pairs = Self.pairs(in: files)
        #expect(pairs.count == 19)
        for pair in pairs {
            for folder in ["Old.app", "New.app"] {
                let path = "\(Self.root)/\(pair)/\(folder)"
                let build = try AppBuild(contentsOf: path, in: files)
                #expect(build.info.bundleIdentifier == "com.example.Migration", "\(path)")
                let storyboards = build.storyboards.compactMap { try? $0.contents.get() }
                #expect(!storyboards.isEmpty && storyboards.count == build.storyboards.count, "\(path): a storyboard")
                let scenes = storyboards.flatMap(\.scenes)
                #expect(scenes.allSatisfy { (try? $0.contents.get()) != nil }, "\(path): a scene's nib")
                #expect(build.executables.count == 1 && build.executables.allSatisfy { !$0.slices.isEmpty }, "\(path)")
            }
        }
    }

    @Test func theReadmeListsEveryPair() throws {
        let files = try MemoryFiles(fixtures: "apps/breaking")
        let readme = String(decoding: try files.contents(of: "\(Self.root)/README.md"), as: UTF8.self)
        let listed = readme.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains(" | ") }
            .compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
        #expect(Self.pairs(in: files).allSatisfy(listed.contains))
    }

    /// Every extract.actionsdata and version.json reads as JSON but the one meant not to.
    @Test func theAppIntentsFilesAreJSONWhereMeantToBe() throws {
        let files = try MemoryFiles(fixtures: "apps/breaking")
        let notJSON = "\(Self.root)/intents-unreadable/New.app/Metadata.appintents/extract.actionsdata"
        let paths = files.contents.keys.filter { $0.contains("/Metadata.appintents/") }.sorted()
        #expect(paths.count == 2 * 2 * 5)
        for path in paths {
            let value = try? JSONReader.read(try files.contents(of: path))
            #expect((value != nil) == (path != notJSON), "\(path)")
        }
    }
}
