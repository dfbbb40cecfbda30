import Testing
@testable import RestoreKit

/// How the walk hands a decoded object to the sinks that take fields (JSON) and to those that take
/// every value as one (the timeline's facts).
struct DecodedObjectWalkTests {
    typealias Make = DecodedObjectRefusalTests

    /// An NSColor in calibrated RGB, at `index` in its archive.
    static func color(index: Int?) -> ArchiveValue {
        .object(
            ArchiveObject(
                index: index, className: "NSColor",
                fields: [ArchiveField("NSColorSpace", Make.int(1)), ArchiveField("NSRGB", Make.text("0 0 1"))]))
    }

    /// A shared object opens with `$class`, `$id`, then `$decoded`; its later references are `$uid`.
    @Test func sharedDecodedObjectOpensWithClassIdThenDecoded() {
        var walk = ArchiveJSONWalk()
        walk.rendered = RenderedObjects(repeats: .referenced)
        let shared = Self.color(index: 3)
        let document = walk.render([ArchiveField("a", shared), ArchiveField("b", shared)], nesting: 0)
        guard case .object(let members) = document, case .object(let first)? = members.first?.1 else {
            Issue.record("\(document)")
            return
        }
        #expect(first.map(\.0) == ["$class", "$id", "$decoded", "NSColorSpace", "NSRGB"])
        #expect(members.last?.1 == .wrapper("$uid", .integer(PropertyListInteger(3))))
    }

    /// The timeline's key paths close where the decoded value ends: a date after an attributed
    /// string is not placed inside it; a date in a run's attributes is placed by the run.
    @Test func timelineKeyPathsCloseAfterADecodedObject() {
        let attributes = ArchiveValue.object(
            Make.object(
                "NSDictionary",
                [("NS.keys", .array([Make.string("Changed")])), ("NS.objects", .array([.stored(.date(5))]))]))
        let text = ArchiveValue.object(Make.runs("abc", [1, 0, 2, 1], dictionaries: [Make.dictionary(), attributes]))
        let facts = ArchiveFact.of(
            [ArchiveField("text", text), ArchiveField("when", .stored(.date(9)))], prefix: "state",
            options: KeyedArchive.Options())
        let keys = facts.compactMap { fact -> String? in
            if case .date(let key, _) = fact { return key }
            return nil
        }
        #expect(keys == ["state.text.[1, 3).Changed", "state.when"])
    }

    /// Every value of the Blobs fixture that reads has `$decoded` in the JSON walk, and the two that
    /// no decoder reads (space 99, an `NSRGB` of words) have none.
    @Test func blobsFixtureHasDecodedExactlyWhereItReads() throws {
        let archive = try KeyedArchive(bytes: BlobFixtures.bytes())
        var walk = ArchiveJSONWalk()
        guard case .object(let document) = walk.render(archive),
            case .object(let top)? = document.first(where: { $0.0 == "top" })?.1
        else { return #expect(Bool(false)) }
        for (key, value) in top {
            guard case .object(let members) = value else { continue }
            let reads = key != "unknownSpace" && key != "rgbNotNumbers"
            #expect(members.count > 1 && (members[1].0 == "$decoded") == reads, "\(key)")
        }
    }
}
