import Testing
@testable import RestoreKit

@Test func ancestorsComeFromOnePassOverThePath() {
    let set = PathSet(["A", "A/:[0]:/B", "C"])
    let ancestors = set.ancestors(of: "A/:[0]:/B/:[1]:/D")
    #expect(ancestors.map { String($0.path) } == ["A", "A/:[0]:/B"])
    #expect(ancestors.map(\.isMember) == [true, true])
    #expect(set.ancestors(of: "X/Y/Z").map(\.isMember) == [false, false])
    // 100,000 components: linear, so this returns at once.
    let long = (0..<100_000).map { "c\($0)" }.joined(separator: "/")
    #expect(set.ancestors(of: long).count == 99_999)
}

/// The nearest ancestor in the set is `ancestors(of:)`'s last member, a gap above it or not.
@Test func theNearestMemberAncestorIsTheLastMemberOfTheAncestors() {
    let set = PathSet(["A", "A/:[0]:/B/:[1]:/C"])
    #expect(set.nearestMemberAncestor(of: "A/:[0]:/B/:[1]:/C/:[2]:/D") == "A/:[0]:/B/:[1]:/C")
    #expect(set.nearestMemberAncestor(of: "A/:[0]:/B/:[1]:/E") == "A")
    #expect(set.nearestMemberAncestor(of: "A") == nil)
    #expect(set.nearestMemberAncestor(of: "X/Y/Z") == nil)
}

@Test func identifierPathsSplitOnEverySlashByte() {
    #expect(IdentifierPath.components("TabController/:[1]:/Detail") == ["TabController", ":[1]:", "Detail"])
    #expect(IdentifierPath.components("") == [""])
    #expect(IdentifierPath.components("/a//") == ["", "a", "", ""])
    // A combining mark after the slash makes one Character of "/\u{301}"; UIKit's NSString
    // still splits there, and so does the byte-wise split.
    #expect(IdentifierPath.components("Caf/\u{301}e/Ünïcode") == ["Caf", "\u{301}e", "Ünïcode"])
    #expect(IdentifierPath.isPositional(":[12]:"))
    #expect(!IdentifierPath.isPositional(":[]:"))
    #expect(!IdentifierPath.isPositional(":[1a]:"))
    #expect(!IdentifierPath.isPositional("x[1]:"))
    #expect(!IdentifierPath.isPositional(":[1]"))
}
