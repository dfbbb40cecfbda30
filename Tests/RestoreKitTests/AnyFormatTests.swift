import Testing
@testable import RestoreKit

/// `convert` takes JSON and OpenStep text alike; the text's shape decides which reader runs,
/// before either does, so a text is never read two ways.
@Test(
    arguments: [
        (#"{"a": 1}"#, ["a": 1] as PropertyListValue, #line),
        (#"  [1, 2.5, "x"]"#, .array([1, .double(2.5), "x"]), #line),
        (#"{"a": {"$data": "AAE="}}"#, ["a": .data([0, 1])], #line),
        ("{ a = 1; b = (x, y); }", ["a": "1", "b": ["x", "y"]], #line),
        (#"{ "a" = 1; }"#, ["a": "1"], #line),
        ("{}", [:] as PropertyListValue, #line),
        ("(1, 2)", ["1", "2"], #line),
        (#""text""#, "text", #line),
    ] as [(String, PropertyListValue, Int)])
func textIsReadAsItsShapeSays(_ text: String, _ expected: PropertyListValue, _ line: Int) throws {
    #expect(try PropertyList.readAnyFormat(Array(text.utf8)) == expected, "row at line \(line)")
}

@Test func jsonShapedTextWithAnErrorGivesTheJSONError() {
    // A trailing comma: JSON's error (line and column), not OpenStep's reading of the same bytes.
    #expect(throws: JSONReadError.self) { try PropertyList.readAnyFormat(Array("{\n  \"a\": 1,\n}".utf8)) }
    #expect(throws: JSONReadError.self) { try PropertyList.readAnyFormat(Array("[1, 2".utf8)) }
}

@Test func repeatedJSONKeysFollowThePolicy() throws {
    let text = Array(#"{"a": 1, "b": {"c": 1, "c": 2}}"#.utf8)
    #expect(try PropertyList.readAnyFormat(text).dictionaryValue?["b"]?.dictionaryValue?.keys == ["c", "c"])
    do {
        _ = try PropertyList.readAnyFormat(text, options: .init(duplicateKeys: .refuse))
        Issue.record("a repeated key was accepted")
    } catch let error as PropertyListError {
        #expect(error.kind == .duplicateKey)
        #expect(error.message == "key `c` is given more than once in `b`")
    }
    #expect(try PropertyList.readAnyFormat(text, options: .init(duplicateKeys: .collapse)) == ["a": 1, "b": ["c": 2]])
}
