import Testing
@testable import RestoreKit

/// A binary dictionary {"a": 1, "a": 2}, the second key spelled in UTF-16 (the same string to
/// CoreFoundation, which keeps the first entry: `CFDictionaryAddValue`).
private let binaryDuplicates = HandMadeBinary([
    [0xD2, 1, 2, 3, 4], [0x51, 0x61], [0x61, 0x00, 0x61], [0x10, 1], [0x10, 2],
]).bytes

@Test func binaryDuplicatesAreKeptByDefault() throws {
    let value = try BinaryPropertyListReader().read(binaryDuplicates)
    #expect(value.dictionaryValue?.keys == ["a", "a"])
}

@Test func binaryDuplicatesCollapseToTheFirstAsCoreFoundationDoes() throws {
    let value = try BinaryPropertyListReader(options: .init(duplicateKeys: .collapse)).read(binaryDuplicates)
    #expect(value == ["a": 1])
}

@Test func binaryDuplicatesAreRefusedAlikeByTheDecoderAndTheCheck() {
    let expected = PropertyListError(
        .duplicateKey, "key `a` is given more than once in the dictionary at object 0 (CoreFoundation keeps the first)",
        offset: 8)
    #expect(throws: expected) {
        try BinaryPropertyListReader(options: .init(duplicateKeys: .refuse)).read(binaryDuplicates)
    }
    #expect(throws: expected) {
        try binaryDuplicates.withUnsafeBufferPointer {
            try BinaryPropertyListReader(options: .init(duplicateKeys: .refuse)).check($0)
        }
    }
}

@Test func keysAreTheSameWhenTheirScalarsAreNotWhenTheyAreCanonicallyEquivalent() {
    // "é" and "e" + U+0301 are equal Swift strings but different CFStrings.
    let dictionary = PropertyListDictionary([.init(key: "\u{E9}", value: 1), .init(key: "e\u{301}", value: 2)])
    #expect(dictionary.firstRepeatedKeyIndex() == nil)
    #expect(
        PropertyListDictionary([.init(key: "x", value: 1), .init(key: "y", value: 2), .init(key: "x", value: 3)])
            .firstRepeatedKeyIndex() == 2)
}

@Test func collapsingKeepsTheFirstPositionAndTheChosenValue() {
    let dictionary = PropertyListDictionary([
        .init(key: "x", value: 1), .init(key: "y", value: 2), .init(key: "x", value: 3),
    ])
    #expect(PropertyListValue.dictionary(dictionary.collapsed(keepingLast: true)) == ["x": 3, "y": 2])
    #expect(PropertyListValue.dictionary(dictionary.collapsed(keepingLast: false)) == ["x": 1, "y": 2])
}

/// A binary dictionary of `keys`, each key its own string object (never shared, as a uniquing
/// writer would), in ASCII or, where `utf16` says, UTF-16; every value the integer 0.
private func handMadeDictionary(_ keys: [String], utf16: Set<Int>) -> [UInt8] {
    var objects: [[UInt8]] = [
        [0xD0 | UInt8(keys.count)] + (1...keys.count).map(UInt8.init)
            + [UInt8](repeating: UInt8(keys.count + 1), count: keys.count)
    ]
    if keys.count >= 15 {
        objects[0] =
            [0xDF, 0x10, UInt8(keys.count)] + (1...keys.count).map(UInt8.init)
            + [UInt8](repeating: UInt8(keys.count + 1), count: keys.count)
    }
    for (position, key) in keys.enumerated() {
        if utf16.contains(position) {
            let units = Array(key.utf16)
            objects.append([0x60 | UInt8(units.count)] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        } else {
            objects.append([0x50 | UInt8(key.utf8.count)] + Array(key.utf8))
        }
    }
    objects.append([0x10, 0])
    var file = HandMadeBinary(objects)
    file.offsetWidth = 2
    return file.bytes
}

/// Both ways the walk compares keys (every pair for a few, sorted by length and hash for many)
/// find the same first repeat as a plain scan, across ASCII and UTF-16 spellings.
@Test(arguments: [3, 12, 13, 40])
func theFirstRepeatedKeyIsFoundAtAnySize(_ count: Int) throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20 {
        var keys = (0..<count).map { "k\($0 % 7)\(String(repeating: "x", count: $0 % 3))\($0)" }
        let copied = Int.random(in: 0..<count, using: &generator)
        let at = Int.random(in: 0..<count, using: &generator)
        if at != copied { keys[at] = keys[copied] }
        let utf16 = Set((0..<count).filter { _ in Bool.random(using: &generator) })
        let bytes = handMadeDictionary(keys, utf16: utf16)
        let kept = try #require(try BinaryPropertyListReader().read(bytes).dictionaryValue)
        let expected = kept.firstRepeatedKeyIndex()
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(PropertyListError) in
                try BinaryPropertyListReader(options: .init(duplicateKeys: .refuse)).check(buffer)
            }
        }
        switch (expected, result) {
        case (nil, .success): break
        case (let index?, .failure(let error)):
            #expect(error.kind == .duplicateKey)
            #expect(error.message.hasPrefix("key `\(keys[index])` is given more than once"), "\(error.message)")
        default:
            Issue.record(
                "\(keys) (UTF-16 at \(utf16.sorted())): expected a repeat at \(String(describing: expected)), got \(result)"
            )
        }
    }
}

/// A dictionary's keys are told apart from those of the dictionaries in its values, which the walk
/// meets between them: a nested dictionary with the same keys neither hides the outer one's repeat
/// nor makes one.
@Test func nestedDictionariesWithTheSameKeysDoNotHideOrMakeRepeats() {
    let a: [UInt8] = [0x51, 0x61], b: [UInt8] = [0x51, 0x62], zero: [UInt8] = [0x10, 0]
    func check(_ objects: [[UInt8]]) -> String? {
        let bytes = HandMadeBinary(objects).bytes
        do {
            try bytes.withUnsafeBufferPointer { buffer throws(PropertyListError) in
                try BinaryPropertyListReader(options: .init(duplicateKeys: .refuse)).check(buffer)
            }
            #expect(throws: Never.self) {
                try BinaryPropertyListReader(options: .init(duplicateKeys: .refuse)).read(bytes)
            }
            return nil
        } catch {
            #expect(throws: error) { try BinaryPropertyListReader(options: .init(duplicateKeys: .refuse)).read(bytes) }
            return error.message
        }
    }
    // {a: {a: 0, b: 0}, b: 0, a: 0}: the outer dictionary repeats `a` after the inner one used it.
    #expect(
        check([[0xD3, 1, 2, 1, 3, 4, 4], a, b, [0xD2, 1, 2, 4, 4], zero])?
            .hasPrefix("key `a` is given more than once in the dictionary at object 0") == true)
    // {a: {a: 0, b: 0}, b: 0}: no repeat anywhere.
    #expect(check([[0xD2, 1, 2, 3, 4], a, b, [0xD2, 1, 2, 4, 4], zero]) == nil)
    // {a: {a: 0, a: 0}, b: 0}: the inner one repeats.
    #expect(
        check([[0xD2, 1, 2, 3, 4], a, b, [0xD2, 1, 1, 4, 4], zero])?
            .hasPrefix("key `a` is given more than once in the dictionary at object 3") == true)
}

/// Dictionaries whose key references repeat, byte for byte, those of one found without repeats are
/// passed without reading their keys; one that differs, even in one reference, is read.
@Test func aRecordLikeItsNeighboursButForOneKeyIsStillChecked() {
    let a: [UInt8] = [0x51, 0x61], b: [UInt8] = [0x51, 0x62], zero: [UInt8] = [0x10, 0]
    // [{a: 0, b: 0}, {a: 0, b: 0}, {a: 0, a: 0}]
    let objects: [[UInt8]] = [
        [0xA3, 1, 2, 3], [0xD2, 4, 5, 6, 6], [0xD2, 4, 5, 6, 6], [0xD2, 4, 4, 6, 6], a, b, zero,
    ]
    let bytes = HandMadeBinary(objects).bytes
    #expect(
        performing: {
            try bytes.withUnsafeBufferPointer { buffer throws(PropertyListError) in
                try BinaryPropertyListReader(options: .init(duplicateKeys: .refuse)).check(buffer)
            }
        },
        throws: {
            ($0 as? PropertyListError)?.message.hasPrefix(
                "key `a` is given more than once in the dictionary at object 3") == true
        })
}
