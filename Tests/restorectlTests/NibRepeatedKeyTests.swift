import Foundation
import Testing

/// A NIBArchive object repeats a key (`UINibEncoderEmptyKey`, once per value encoded without a
/// key): `dump --raw` keeps every value in every format. JSON and XML wrote the key once per value
/// in one object or dict, of which every reader (jq, Python, JavaScript, CoreFoundation) keeps one.
private let repeated = Tool.fixture("apps/nib/repeated.nib")

/// `$entries` as (key, value) pairs, in order.
private func entries(_ object: Any?) throws -> [(String, Any)] {
    let members = try #require(object as? [String: Any])
    let list = try #require(members["$entries"] as? [[String: Any]], "no $entries in \(members)")
    return try list.map { entry in
        #expect(entry.count == 2)
        return (try #require(entry["key"] as? String), try #require(entry["value"]))
    }
}

/// The document `dump --raw --format json` or `xml` writes of repeated.nib, read by Foundation.
private func document(_ format: String) throws -> [String: Any] {
    let result = try Tool.run(["dump", "--raw", "--format", format, repeated])
    #expect(result.status == 0, "\(result.error)")
    let value =
        format == "json"
        ? try JSONSerialization.jsonObject(with: result.output)
        : try PropertyListSerialization.propertyList(from: result.output, options: [], format: nil)
    return try #require(value as? [String: Any])
}

@Test(arguments: ["json", "xml"])
func dumpRawOfANibKeepsEveryValueOfARepeatedKey(_ format: String) throws {
    let top = try entries(try document(format)["top"])
    #expect(top.map(\.0) == ["coder", "UINibEncoderEmptyKey", "UINibEncoderEmptyKey"])
    #expect(top.dropFirst().map { $0.1 as? Int } == [1, 2])
    let coder = try #require(top.first?.1 as? [String: Any])
    #expect(coder["$class"] as? String == "UnkeyedCoder")
    let fields = try entries(coder)
    #expect(fields.map(\.0) == ["UINibEncoderEmptyKey", "title", "UINibEncoderEmptyKey", "UINibEncoderEmptyKey"])
    #expect(fields.prefix(3).map { $0.1 as? String } == ["first", "between", "second"])
    #expect(fields.last?.1 as? Int == 3)
    // Only the objects that repeat a key change shape: a string is a string, not {"$entries"}.
    #expect(Set(coder.keys) == ["$class", "$entries"])
}

@Test func dumpRawOfANibShowsARepeatedKeyOncePerValueInText() throws {
    let result = try Tool.run(["dump", "--raw", repeated])
    #expect(result.status == 0)
    #expect(
        result.text.hasSuffix(
            """
              coder (UnkeyedCoder) $objects[2]
                UINibEncoderEmptyKey (string) = "first"
                title (string) = "between"
                UINibEncoderEmptyKey (string) = "second"
                UINibEncoderEmptyKey (integer) = 3
              UINibEncoderEmptyKey (integer) = 1
              UINibEncoderEmptyKey (integer) = 2

            """), "\(result.text)")
}
