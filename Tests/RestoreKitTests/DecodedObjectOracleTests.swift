import Foundation
import Testing
@testable import RestoreKit

/// Foundation (swift-corelibs-foundation, its own NSKeyedUnarchiver) as the oracle: every index set
/// and attributed string of the Blobs fixture and of Apple's own archives unarchives in Foundation
/// to the ranges and attribute runs RestoreKit decodes. One at a time: a decoding error was once
/// seen from Foundation on Linux when several unarchivers ran at once.
@Suite(.serialized) struct DecodedObjectOracleTests {
    static let blobKeys = [
        "attributedEmpty", "attributedOneRun", "attributedRuns", "attributedEmoji", "attributedMutable",
        "indexSetEmpty", "indexSetOne", "indexSetMany", "indexSetToMax", "indexSetOneRangeToMax",
    ]

    /// `(file, $top key)`: the Blobs fixture's values and the `root` of Apple's two archives.
    static let values: [(String, String)] =
        blobKeys.map { ("blobs", $0) } + [
            ("foundation-NSAttributedString.archive", "root"), ("foundation-NSIndexSet-ManyRanges.archive", "root"),
        ]

    static func bytes(_ file: String) throws -> Data {
        file == "blobs"
            ? try Data(contentsOf: BlobFixtures.url)
            : try Data(contentsOf: RealFiles.folder.appendingPathComponent(file))
    }

    @Test(arguments: values)
    func foundationReadsWhatWeDecode(file: String, key: String) throws {
        let data = try Self.bytes(file)
        let ours = try #require(try KeyedArchive(bytes: Array(data))[key]?.object?.decodedObject, "\(file) \(key)")
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        let theirs = try #require(
            unarchiver.decodeObject(forKey: key),
            "Foundation cannot read \(file) \(key): \(String(describing: unarchiver.error))")
        switch ours {
        case .indexSet(let value):
            let set = try #require(theirs as? NSIndexSet)
            var ranges: [NSRange] = []
            set.enumerateRanges(options: []) { range, _ in ranges.append(range) }
            #expect(value.ranges.map { [$0.location, $0.length] } == ranges.map { [$0.location, $0.length] })
            #expect(value.count == set.count)
        case .attributedString(let value):
            let string = try #require(theirs as? NSAttributedString)
            #expect(value.string == string.string)
            #expect(value.utf16Length == string.length)
            var runs: [(NSRange, Set<String>)] = []
            string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
                attributes, range, _ in runs.append((range, Set(attributes.keys.map(\.rawValue))))
            }
            #expect(value.runs.map { [$0.location, $0.length] } == runs.map { [$0.0.location, $0.0.length] })
            #expect(value.runs.map { attributeKeys(value.attributeValues[$0.attributes ?? 0]) } == runs.map(\.1))
        default:
            Issue.record("\(file) \(key) decoded as \(ours)")
        }
    }

    /// The keys of an attribute dictionary.
    private func attributeKeys(_ value: ArchiveValue) -> Set<String> {
        guard case .dictionary(let keys, _)? = value.object?.foundationValue else { return ["not a dictionary"] }
        return Set(keys.map { $0.string ?? "?" })
    }
}
