import Testing
@testable import RestoreKit

private func read(_ text: String, depth: Int = 512) throws(JSONReadError) -> JSONValue {
    var options = JSONReader.Options()
    options.maximumDepth = depth
    return try JSONReader.read(Array(text.utf8), options: options)
}

private func failure(_ text: String, depth: Int = 512) -> JSONReadError? {
    do { _ = try read(text, depth: depth); return nil } catch { return error }
}

@Test func jsonReaderReadsWhatTheWriterWrites() throws {
    let value: PropertyListValue = [
        "n": 2, "neg": -7, "r": 1.0, "big": 1e300, "t": true, "s": "quote \" and \\ and \n and é and 𝄞",
        "d": .data([1, 2, 3]), "when": .date(420_735_060.25), "ref": .uid(4), "list": [[], [:]], "null": .null,
    ]
    #expect(try read(value.json.serialized()) == value.json)
    #expect(try read(value.json.serialized(pretty: false)) == value.json)
}

@Test func jsonReaderKeepsIntegersExactAndRealsApart() throws {
    #expect(try read("18446744073709551615") == .integer(PropertyListInteger(UInt64.max)))
    #expect(try read("-9223372036854775808") == .integer(PropertyListInteger(Int64.min)))
    #expect(
        try read("170141183460469231731687303715884105727")
            == .integer(PropertyListInteger(high: Int64.max, low: UInt64.max)))
    #expect(try read("1.0") == .real(1.0))
    #expect(try read("1e2") == .real(100))
    #expect(try read("-0.0") == .real(-0.0))
    #expect(failure("170141183460469231731687303715884105728")?.message.contains("128-bit") == true)
    #expect(failure("1e400")?.message.contains("range of a double") == true)
}

@Test func jsonReaderDecodesEscapesAndSurrogatePairs() throws {
    #expect(try read(#""\ud834\udd1e \u00e9 \/ \b\f\n\r\t""#) == .string("𝄞 é / \u{8}\u{c}\n\r\t"))
    #expect(failure(#""\ud834""#)?.message.contains("not followed by a low one") == true)
    #expect(failure(#""\udd1e""#)?.message.contains("lone low surrogate") == true)
    #expect(failure(#""\ud834\u0041""#)?.message.contains("not a low surrogate") == true)
    #expect(failure("\"tab\there\"")?.message.contains("must be escaped") == true)
    #expect(failure(#""\x""#)?.message.contains("unknown escape") == true)
    #expect((try? JSONReader.read([0x22, 0xFF, 0x22])) == nil, "invalid UTF-8")
}

/// Table of malformed documents, each with the line and column of its error.
@Test(arguments: [
    ("", 1, 1), ("{", 1, 2), ("[1,]", 1, 4), ("[1 2]", 1, 4), ("{\"a\" 1}", 1, 6), ("{\"a\":1,}", 1, 8),
    ("{\n  \"a\": tru\n}", 2, 8), ("01", 1, 2), ("1.", 1, 3), ("-", 1, 2), ("[] []", 1, 4), ("{'a': 1}", 1, 2),
    ("nul", 1, 1), ("[1e]", 1, 4),
])
func jsonReaderNamesTheLineAndColumnOfEachError(text: String, line: Int, column: Int) {
    let error = failure(text)
    #expect(error?.line == line && error?.column == column, "\(text): \(String(describing: error))")
}

@Test func jsonReaderRefusesDeepNestingWithoutRecursion() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(failure(deep)?.message.contains("deeper than the limit of 512") == true)
    #expect(failure("[[[1]]]", depth: 2) != nil)
    #expect((try? read("[[[1]]]", depth: 3)) != nil)
    let objects = String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600)
    #expect(failure(objects)?.message.contains("deeper") == true)
}

@Test func jsonReaderKeepsMemberOrderAndRepeatedNames() throws {
    #expect(
        try read(#"{"b": 1, "a": 2, "b": 3}"#)
            == .object([
                ("b", .integer(PropertyListInteger(1))), ("a", .integer(PropertyListInteger(2))),
                ("b", .integer(PropertyListInteger(3))),
            ]))
}

@Test func propertyListsComeBackFromTheirJSON() throws {
    let value: PropertyListValue = [
        "when": .date(420_735_060.5), "bytes": .data([0, 255]), "uid": .uid(3), "n": 1, "r": 2.5, "list": ["x", false],
    ]
    #expect(try PropertyListValue(json: value.json) == value)
    #expect(
        throws: JSONDocumentError(
            JSONLocation("a[1].$date"), "a date is an ISO 8601 string like \"2014-05-02T14:51:00Z\"")
    ) {
        try PropertyListValue(json: try read(#"{"a": [1, {"$date": "yesterday"}]}"#))
    }
    #expect(throws: JSONDocumentError(JSONLocation("$data"), "data is a base64 string")) {
        try PropertyListValue(json: try read(#"{"$data": "!!"}"#))
    }
    #expect(
        try PropertyListValue(json: try read(#"{"$date": "x", "other": 1}"#)).dictionaryValue?.count == 2,
        "two members: a dictionary")
    #expect(
        JSONLocation("objects").appending(3).appending("state").appending("a.b").text == #"objects[3].state["a.b"]"#)
}
