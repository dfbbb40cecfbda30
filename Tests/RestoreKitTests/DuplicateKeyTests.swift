import Testing
@testable import RestoreKit

/// A binary dictionary {"a": 1, "a": 2}, the second key spelled in UTF-16 (the same string to
/// CoreFoundation, which keeps the first entry: `CFDictionaryAddValue`).
private let binaryDuplicates = HandMadeBinary([[0xD2, 1, 2, 3, 4], [0x51, 0x61], [0x61, 0x00, 0x61], [0x10, 1], [0x10, 2]]).bytes

@Test func binaryDuplicatesAreKeptByDefault() throws {
    let value = try BinaryPropertyListReader().read(binaryDuplicates)
    #expect(value.dictionaryValue?.keys == ["a", "a"])
}

@Test func binaryDuplicatesCollapseToTheFirstAsCoreFoundationDoes() throws {
    let value = try BinaryPropertyListReader(options: .init(duplicateKeys: .collapse)).read(binaryDuplicates)
    #expect(value == ["a": 1])
}

@Test func binaryDuplicatesAreRefusedAlikeByTheDecoderAndTheCheck() {
    let expected = PropertyListError(.duplicateKey, "key `a` is given more than once in the dictionary at object 0 (CoreFoundation keeps the first)", offset: 8)
    #expect(throws: expected) { try BinaryPropertyListReader(options: .init(duplicateKeys: .refuse)).read(binaryDuplicates) }
    #expect(throws: expected) {
        try binaryDuplicates.withUnsafeBufferPointer { try BinaryPropertyListValidator(options: .init(duplicateKeys: .refuse)).validate($0) }
    }
}

@Test func keysAreTheSameWhenTheirScalarsAreNotWhenTheyAreCanonicallyEquivalent() {
    // "é" and "e" + U+0301 are equal Swift strings but different CFStrings.
    let dictionary = PropertyListDictionary([.init(key: "\u{E9}", value: 1), .init(key: "e\u{301}", value: 2)])
    #expect(dictionary.firstRepeatedKeyIndex() == nil)
    #expect(PropertyListDictionary([.init(key: "x", value: 1), .init(key: "y", value: 2), .init(key: "x", value: 3)]).firstRepeatedKeyIndex() == 2)
}

@Test func collapsingKeepsTheFirstPositionAndTheChosenValue() {
    let dictionary = PropertyListDictionary([.init(key: "x", value: 1), .init(key: "y", value: 2), .init(key: "x", value: 3)])
    #expect(PropertyListValue.dictionary(dictionary.collapsed(keepingLast: true)) == ["x": 3, "y": 2])
    #expect(PropertyListValue.dictionary(dictionary.collapsed(keepingLast: false)) == ["x": 1, "y": 2])
}
