import Testing
@testable import RestoreKit

@Test func jsonUsesTheContractsTypedWrappers() {
    let value: PropertyListValue = [
        "n": 2, "r": 1.0, "big": 1e300, "t": true, "s": "quote \" and \\ and \n",
        "d": .data([1, 2, 3]), "when": .date(420_735_060.25), "ref": .uid(4), "list": [], "null": .null,
    ]
    let expected = """
        {
          "n": 2,
          "r": 1.0,
          "big": 1.0e+300,
          "t": true,
          "s": "quote \\" and \\\\ and \\n",
          "d": {"$data": "AQID"},
          "when": {"$date": "2014-05-02T14:51:00.25Z"},
          "ref": {"$uid": 4},
          "list": [],
          "null": null
        }
        """
    #expect(value.json.serialized() == expected)
}

@Test func jsonSpellsRealsThatJSONCannotHoldAsStrings() {
    #expect(JSONValue.array([.real(.nan), .real(-.infinity)]).serialized(pretty: false) == "[\"nan\",\"-infinity\"]")
}

@Test func referenceDatesConvertBothWays() {
    #expect(ReferenceDate.iso8601(0) == "2001-01-01T00:00:00Z")
    #expect(ReferenceDate.iso8601(-978_307_200) == "1970-01-01T00:00:00Z")
    #expect(ReferenceDate.iso8601(-0.5) == "2000-12-31T23:59:59Z")
    #expect(ReferenceDate.iso8601(ReferenceDate.earliest) == "0001-01-01T00:00:00Z")
    #expect(ReferenceDate.iso8601(0.25, fractional: true) == "2001-01-01T00:00:00.25Z")
    #expect(ReferenceDate.iso8601(420_735_060.000001, fractional: true) == "2014-05-02T14:51:00.000001Z")
    #expect(ReferenceDate.iso8601(-0.5, fractional: true) == "2000-12-31T23:59:59.5Z")
    #expect(ReferenceDate.iso8601(0.25) == "2001-01-01T00:00:00Z")
    #expect(ReferenceDate.parse("2014-05-02T14:51:00Z") == 420_735_060)
    #expect(ReferenceDate.parse("2000-02-29T00:00:00Z") != nil)
    #expect(ReferenceDate.parse("2001-02-29T00:00:00Z") == nil)
}

@Test func base64MatchesRFC4648Vectors() {
    let vectors = [
        "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy",
    ]
    for (plain, encoded) in vectors {
        #expect(Base64.encode(Array(plain.utf8)) == encoded)
        #expect(Base64.decode(Array(encoded.utf8)) == Array(plain.utf8))
    }
    #expect(Base64.decode(Array("Zm9v\n\tYmFy".utf8)) == Array("foobar".utf8))
    #expect(Base64.decode(Array("Zm=9v".utf8)) == nil)
}

/// Wrapping as the XML writers use it: a newline and the prefix before every `lineLength`th
/// character but the first, checked against breaking the one-line encoding by hand.
@Test(arguments: [4, 5, 16, 68, 76])
func base64WrapsLinesAfterLineLengthCharacters(lineLength: Int) {
    for count in [0, 1, 2, 3, 50, 51, 52, 57, 100, 255] {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let flat = Array(Base64.encode(bytes).utf8)
        var expected: [UInt8] = []
        for (position, character) in flat.enumerated() {
            if position > 0 && position % lineLength == 0 { expected += [0x0A, 0x09, 0x09] }
            expected.append(character)
        }
        var output: [UInt8] = [0x3C]
        Base64.encode(bytes, into: &output, lineLength: lineLength, linePrefix: [0x09, 0x09])
        #expect(output == [0x3C] + expected, "\(count) bytes, lines of \(lineLength)")
    }
}
