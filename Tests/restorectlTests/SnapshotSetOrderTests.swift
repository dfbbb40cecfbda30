import Foundation
import Testing

/// Issue 43: an archived NSSet stores its members in no fixed order, so a snapshot must not hold
/// one. Fixtures/sets, written by plistlib: `members-1` and `members-2` hold the same sets in
/// other orders, `member-changed` one other member.
struct SnapshotSetOrderTests {
    static func folder(_ name: String) -> String { Tool.fixture("sets/\(name).savedState") }

    @Test func oneSetInAnyOrderGivesOneSnapshot() throws {
        let first = try Tool.run(["snapshot", Self.folder("members-1")])
        let second = try Tool.run(["snapshot", Self.folder("members-2")])
        #expect(first.status == 0 && second.status == 0, "\(first.error)\(second.error)")
        #expect(first.output == second.output)
        // The archives do differ, as dump shows them: the stored order is kept there.
        let dumps = try ["members-1", "members-2"].map {
            try Tool.run(["dump", "--format", "json", Self.folder($0)]).text.replacingOccurrences(
                of: Self.folder($0), with: "")
        }
        #expect(dumps[0] != dumps[1])

        let scratch = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let golden = scratch.appendingPathComponent("golden.json")
        #expect(try Tool.run(["snapshot", Self.folder("members-1"), "--record", golden.path]).status == 0)
        let check = try Tool.run(["snapshot", Self.folder("members-2"), "--check", golden.path])
        #expect(check.status == 0, "\(check.text)\(check.error)")
    }

    @Test func aSetWithAnotherMemberStillDiffers() throws {
        let scratch = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let golden = scratch.appendingPathComponent("golden.json")
        #expect(try Tool.run(["snapshot", Self.folder("members-1"), "--record", golden.path]).status == 0)
        let check = try Tool.run(["snapshot", Self.folder("member-changed"), "--check", golden.path])
        #expect(check.status == 1)
        #expect(check.text.contains("\"epsilon\""))
    }

    /// Members in canonical order, nested sets too; an array keeps the app's order.
    @Test func setMembersAreInCanonicalOrderAndArraysAsStored() throws {
        let result = try Tool.run(["snapshot", Self.folder("members-2")])
        let document = try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
        let objects = try #require(document["objects"] as? [String: Any])
        let state = try #require((objects["Tags"] as? [String: Any])?["state"] as? [String: Any])
        #expect(state["tags"] as? [String] == ["alpha", "beta", "delta", "gamma"])
        #expect(state["order"] as? [String] == ["newest", "oldest"])
        let filters = try #require(state["filters"] as? [[String: Any]])
        // By each member's whole sorted text, `{"kinds":["heic",…` before `{"kinds":["pdf",…`.
        #expect(filters.map { $0["name"] as? String } == ["photos", "documents"])
        #expect(filters.map { $0["kinds"] as? [String] } == [["heic", "jpeg"], ["pdf", "rtf", "txt"]])
        #expect(state["selected"] as? [String] == [])
    }
}
