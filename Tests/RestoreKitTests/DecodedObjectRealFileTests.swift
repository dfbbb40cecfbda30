import Foundation
import Testing
@testable import RestoreKit

/// Apple-written files: every colour, font, attributed string and index set of the real nibs,
/// Xcode's xcuserstate, Foundation's archives and the iTerm2 sample's appearance decodes, to the
/// values Python's plistlib and `float()` read from the same bytes (Scripts/plistlib_blobs.py).
@Suite(.enabled(if: ExternalTool.python != nil, "python3 is not installed: plistlib cannot check the decoded values"))
struct DecodedObjectRealFileTests {
    /// `(file, key of the nested archive)`; plistlib cannot read flycut-Jumpcut.xcodeproj.xcuserstate.
    static let files: [(String, String?)] =
        RealFiles.names.filter { !$0.hasSuffix(".plist") && $0 != "flycut-Jumpcut.xcodeproj.xcuserstate" }.map {
            ("real/" + $0, nil)
        } + [("appkit/com.googlecode.iterm2.savedState/windows.plist", "NSSystemAppearance")]

    @Test(arguments: files)
    func decodesWhatPlistlibReads(file: String, nestedKey: String?) throws {
        let url = BookmarkFixtures.root.appendingPathComponent(file)
        let theirs = try plistlib(url, nestedKey: nestedKey)
        let objects = try Self.objects(Self.archive(Array(try Data(contentsOf: url)), nestedKey: nestedKey))
        for (index, color) in theirs["colors"] ?? [:] {
            guard case .color(let ours)? = objects[index]?.decodedObject else {
                Issue.record("\(file): colour $objects[\(index)] not decoded")
                continue
            }
            #expect(ours.space.rawValue == color["space"] as? Int, "\(file) \(index)")
            if let numbers = color["numbers"] as? [Double] {
                let stored =
                    numbers.count > ours.components.count ? ours.components + [ours.alpha ?? .nan] : ours.components
                #expect(stored == numbers, "\(file) \(index)")
                #expect(numbers.count > ours.components.count || ours.alpha == 1, "\(file) \(index)")
            }
            #expect(ours.componentsInSpace == color["componentsInSpace"] as? [Double], "\(file) \(index)")
            #expect(ours.catalog == color["catalog"] as? String && ours.name == color["name"] as? String)
        }
        for (index, font) in theirs["fonts"] ?? [:] {
            #expect(
                objects[index]?.decodedObject
                    == .font(
                        FontValue(
                            name: font["name"] as? String ?? "?", size: font["size"] as? Double ?? .nan,
                            flags: font["flags"] as? Int,
                            usesAppearanceFontSize: font["usesAppearanceFontSize"] as? Bool)),
                "\(file) \(index)")
        }
        for (index, string) in theirs["strings"] ?? [:] {
            guard case .attributedString(let ours)? = objects[index]?.decodedObject else {
                Issue.record("\(file): attributed string $objects[\(index)] not decoded")
                continue
            }
            #expect(ours.string == string["string"] as? String && ours.utf16Length == string["length"] as? Int)
        }
        for (index, set) in theirs["indexSets"] ?? [:] {
            guard case .indexSet(let ours)? = objects[index]?.decodedObject else {
                Issue.record("\(file): index set $objects[\(index)] not decoded")
                continue
            }
            #expect(ours.ranges.count == set["count"] as? Int, "\(file) \(index)")
            if let location = set["location"] as? Int, let length = set["length"] as? Int {
                #expect(ours.ranges == [.init(location: location, length: length)], "\(file) \(index)")
            }
        }
    }

    /// The real files hold every kind, so that the test above checks each against plistlib.
    @Test func theRealFilesHoldEveryKind() throws {
        var counts: [String: Int] = [:]
        for (file, nestedKey) in Self.files {
            for (kind, objects) in try plistlib(
                BookmarkFixtures.root.appendingPathComponent(file), nestedKey: nestedKey)
            {
                counts[kind, default: 0] += objects.count
            }
        }
        #expect(counts["colors", default: 0] >= 200 && counts["fonts", default: 0] >= 90)
        #expect(counts["strings", default: 0] >= 40 && counts["indexSets", default: 0] >= 3)
    }

    /// What plistlib_blobs.py wrote: kind → `$objects` index → members.
    private func plistlib(_ url: URL, nestedKey: String?) throws -> [String: [Int: [String: Any]]] {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("blobs.json")
        let python = try #require(ExternalTool.python), script = try #require(ExternalTool.script("plistlib_blobs.py"))
        let result = try ExternalTool.run(python, [script, output.path, url.path] + (nestedKey.map { [$0] } ?? []))
        try #require(result.status == 0, "plistlib: \(result.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        return json.mapValues { kind in
            var byIndex: [Int: [String: Any]] = [:]
            for (index, members) in kind as? [String: [String: Any]] ?? [:] { byIndex[Int(index) ?? -1] = members }
            return byIndex
        }
    }

    /// The keyed archive of `bytes`, or of the data under `nestedKey` in the property list they hold.
    static func archive(_ bytes: [UInt8], nestedKey: String?) throws -> KeyedArchive {
        guard let nestedKey else { return try KeyedArchive(bytes: bytes) }
        func find(_ value: PropertyListValue) -> [UInt8]? {
            switch value {
            case .dictionary(let dictionary):
                for entry in dictionary.entries {
                    if entry.key == nestedKey, let bytes = entry.value.dataValue { return bytes }
                    if let bytes = find(entry.value) { return bytes }
                }
            case .array(let elements):
                for element in elements { if let bytes = find(element) { return bytes } }
            default: break
            }
            return nil
        }
        return try KeyedArchive(bytes: try #require(find(try PropertyList.read(bytes).value)))
    }

    /// Every object of the archive by its position in `$objects`, each visited once.
    static func objects(_ archive: KeyedArchive) -> [Int: ArchiveObject] {
        var found: [Int: ArchiveObject] = [:]
        var pending = archive.top.map(\.value)
        while let value = pending.popLast() {
            switch value {
            case .object(let object):
                guard let index = object.index, found[index] == nil else { continue }
                found[index] = object
                pending += object.fields.map(\.value)
            case .array(let elements): pending += elements
            case .dictionary(let fields): pending += fields.map(\.value)
            default: break
            }
        }
        return found
    }
}
