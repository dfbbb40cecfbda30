import Foundation
import Testing
@testable import RestoreKit

/// A binary keyed archive is decoded from its object table in place (`BinaryArchiveSource`); the
/// values path (`PropertyList.read`, then `KeyedArchive(plist:)`) is the reference it must match:
/// the same archive, or the same error, for every binary file of the fixtures and every archive
/// nested in them, hostile and invalid ones included.
enum ArchiveSourceCheck {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every file under Fixtures that starts like a binary property list.
    static let binaryFiles: [String] = {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let handle = try? FileHandle(forReadingFrom: url)
            else { continue }
            let prefix = (try? handle.read(upToCount: 6)) ?? Data()
            try? handle.close()
            if prefix == Data("bplist".utf8) { found.append(String(url.path.dropFirst(fixtures.path.count + 1))) }
        }
        return found.sorted()
    }()

    /// The archive the values path reads from `bytes`, or its error's text.
    static func throughValues(_ bytes: [UInt8], _ options: KeyedArchive.Options) -> Result<
        KeyedArchive, KeyedArchiveError
    > {
        let plist: PropertyListValue
        do {
            plist = try PropertyList.read(bytes, options: options.propertyList).value
        } catch {
            return .failure(KeyedArchiveError(.malformedPropertyList, at: "", error.description))
        }
        do {
            return .success(try KeyedArchive(plist: plist, options: options))
        } catch {
            return .failure(error)
        }
    }

    /// Compares the two paths on `bytes`, then on every archive nested in what they decoded;
    /// returns how many archives were compared.
    static func compare(_ bytes: [UInt8], _ name: String, depth: Int = 0) -> Int {
        let options = KeyedArchive.Options()
        let inPlace = Result { () throws(KeyedArchiveError) in try KeyedArchive(bytes: bytes, options: options) }
        let reference = throughValues(bytes, options)
        switch (inPlace, reference) {
        case (.success(let a), .success(let b)):
            var seen = Set<Int>()
            #expect(a.archiver == b.archiver && a.version == b.version && a.objectCount == b.objectCount, "\(name)")
            #expect(same(a.top, b.top, &seen), "\(name): the archives differ")
            guard depth < 4 else { return 1 }
            var compared = 1
            for nested in nestedData(a.top.map(\.value)) where KeyedArchive.looksLikeArchive(nested) {
                compared += compare(nested, name + " (nested)", depth: depth + 1)
            }
            return compared
        case (.failure(let a), .failure(let b)):
            #expect(a.description == b.description, "\(name)")
            return 1
        default:
            Issue.record("\(name): one path decoded what the other refused: \(inPlace) / \(reference)")
            return 1
        }
    }

    /// Whether two decoded graphs are equal, objects standing at the same indexes of `$objects`;
    /// each object compared once (`==` compares shared objects at every reference: a nib's graph
    /// took it minutes).
    static func same(_ a: [ArchiveField], _ b: [ArchiveField], _ seen: inout Set<Int>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && same($0.value, $1.value, &seen) }
    }

    static func same(_ a: ArchiveValue, _ b: ArchiveValue, _ seen: inout Set<Int>) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            guard x.index == y.index, x.className == y.className, x.classChain == y.classChain,
                x.classHints == y.classHints
            else { return false }
            if let index = x.index, !seen.insert(index).inserted { return true }
            return same(x.fields, y.fields, &seen)
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1, &seen) }
        case (.dictionary(let x), .dictionary(let y)):
            return same(x, y, &seen)
        case (.cycle(let i, let x), .cycle(let j, let y)):
            return i == j && x == y
        default:
            return a == b
        }
    }

    /// The data values of a graph, each object visited once.
    static func nestedData(_ values: [ArchiveValue]) -> [[UInt8]] {
        var found: [[UInt8]] = []
        var seen = Set<Int>()
        var pending = values
        while let value = pending.popLast() {
            if let bytes = value.dataBytes { found.append(bytes) }
            switch value {
            case .array(let elements): pending += elements
            case .dictionary(let fields): pending += fields.map(\.value)
            case .object(let object):
                if let index = object.index, !seen.insert(index).inserted { continue }
                pending += object.fields.map(\.value)
            default: break
            }
        }
        return found
    }
}

@Test("a binary archive read in place is the archive the values path reads, or the same error")
func binaryArchivesReadInPlaceMatchTheValuesPath() throws {
    #expect(
        ArchiveSourceCheck.binaryFiles.count > 30,
        "too few binary fixtures found: \(ArchiveSourceCheck.binaryFiles.count)")
    var compared = 0
    for file in ArchiveSourceCheck.binaryFiles {
        let bytes = Array(try Data(contentsOf: ArchiveSourceCheck.fixtures.appendingPathComponent(file)))
        compared += ArchiveSourceCheck.compare(bytes, file)
    }
    // The restoration fixtures nest an archive per object: far more archives than files.
    #expect(compared > ArchiveSourceCheck.binaryFiles.count + 50)
}

@Test("hand-made archives with every object form decode alike in place and through values")
func handMadeArchivesDecodeAlike() {
    let cls: PropertyListValue = ["$classname": "Thing", "$classes": ["Thing", "NSObject"]]
    let cases: [(String, PropertyListValue)] = [
        (
            "plain",
            [
                "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": .uid(1)],
                "$objects": [
                    "$null", ["$class": .uid(2), "name": .uid(3), "$$escaped": 4, "list": [.uid(0), .uid(3)]], cls,
                    "text",
                ],
            ]
        ),
        (
            "no class",
            [
                "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": .uid(1)],
                "$objects": ["$null", ["name": 1, "other": 2]],
            ]
        ),
        (
            "class value",
            [
                "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": .uid(1)],
                "$objects": ["$null", cls],
            ]
        ),
        (
            "cycle",
            [
                "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": .uid(1)],
                "$objects": ["$null", ["$class": .uid(2), "me": .uid(1)], cls],
            ]
        ),
        (
            "uid past end",
            ["$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": .uid(9)], "$objects": ["$null"]]
        ),
        (
            "class not a uid",
            [
                "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": .uid(1)],
                "$objects": ["$null", ["$class": 2]],
            ]
        ),
        (
            "class not a description",
            [
                "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": .uid(1)],
                "$objects": ["$null", ["$class": .uid(0)]],
            ]
        ),
        (
            "another $null",
            [
                "$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["a": .uid(1), "b": .uid(2)],
                "$objects": ["$null", "$null", .set([1])],
            ]
        ),
        ("wrong archiver", ["$archiver": "NSArchiver", "$version": 100_000, "$top": [:], "$objects": []]),
        ("wrong version", ["$archiver": "NSKeyedArchiver", "$version": "x", "$top": [:], "$objects": []]),
        ("top not a dictionary", ["$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": [1], "$objects": []]),
        ("objects not an array", ["$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": [:], "$objects": 3]),
        ("no objects", ["$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": [:]]),
        ("not a dictionary", [1, 2]),
        // A key given twice: lookups find the last entry, as PropertyListDictionary's do.
        (
            "repeated keys",
            .dictionary(
                PropertyListDictionary([
                    .init(key: "$archiver", value: "NSKeyedArchiver"), .init(key: "$version", value: 100_000),
                    .init(key: "$top", value: 5), .init(key: "$top", value: ["root": .uid(1)]),
                    .init(
                        key: "$objects",
                        value: [
                            "$null",
                            .dictionary(
                                PropertyListDictionary([
                                    .init(key: "$class", value: .uid(0)), .init(key: "$class", value: .uid(2)),
                                    .init(key: "name", value: 1),
                                ])), cls,
                        ]),
                ]))
        ),
    ]
    for (name, plist) in cases {
        _ = ArchiveSourceCheck.compare(BinaryPropertyListWriter().write(plist), name)
    }
}
