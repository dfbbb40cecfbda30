import Testing
@testable import RestoreKit

/// Issue 43: an NSSet's members in canonical order, whatever order they were stored in.
@Test func canonicalOrderIsTheSameForEveryOrderOfTheSameMembers() {
    let members: [JSONValue] = [
        .string("beta"), .string("alpha"), .integer(PropertyListInteger(3)),
        .object([("name", .string("b")), ("kinds", .array([.string("x")]))]),
        .object([("kinds", .array([.string("x")])), ("name", .string("a"))]),
        .null,
    ]
    let expected = JSONValue.canonicallyOrdered(members)
    #expect(JSONValue.canonicallyOrdered(Array(members.reversed())) == expected)
    #expect(JSONValue.canonicallyOrdered(Array(members[3...] + members[..<3])) == expected)
    // By the members' sorted text: the object named "a" before the one named "b", though stored
    // with its members in another order.
    #expect(
        expected.map { $0.sortingMembers().serialized(pretty: false) } == [
            "\"alpha\"", "\"beta\"", "3", "null",
            "{\"kinds\":[\"x\"],\"name\":\"a\"}", "{\"kinds\":[\"x\"],\"name\":\"b\"}",
        ])
}
