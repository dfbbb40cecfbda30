import Foundation
import Testing
@testable import RestoreKit

/// Every ASCII character, each control character among them.
let asciiText = PropertyListValue.string(String(String.UnicodeScalarView((0...0x7F).compactMap(Unicode.Scalar.init))))

/// Edge values other implementations can hold: no sets or nulls (plistlib and XML have none).
let crossCheckValues: [PropertyListValue] =
    EdgeValues.scalars + EdgeValues.containers.dropLast() + [EdgeValues.manyObjects, asciiText]

/// What another writer keeps of a value: reals lose their single precision.
func widened(_ value: PropertyListValue) -> PropertyListValue {
    switch value {
    case .real(let real, _): .real(real, isSinglePrecision: false)
    case .array(let elements): .array(elements.map(widened))
    case .dictionary(let dictionary):
        .dictionary(PropertyListDictionary(dictionary.entries.map { .init(key: $0.key, value: widened($0.value)) }))
    default: value
    }
}

@Suite(.enabled(if: ExternalTool.python != nil, "python3 is not installed"))
struct PlistlibCrossCheck {
    /// Writes `bytes`, has plistlib read them, describe what it read and write `format`, and
    /// reads that back.
    func echo(_ bytes: [UInt8], through format: String) throws -> (plistlibRead: String, weRead: PropertyListValue) {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in"), description = folder.appendingPathComponent("described")
        try Data(bytes).write(to: input)
        let result = try ExternalTool.plistlibEcho(input, as: format, describingTo: description)
        #expect(result.status == 0, "plistlib: \(result.error)")
        return (try String(contentsOf: description, encoding: .utf8), try PropertyList.read(result.output).value)
    }

    @Test("plistlib reads our binary to the same value, and we read plistlib's", arguments: crossCheckValues)
    func binary(_ value: PropertyListValue) throws {
        let (plistlibRead, weRead) = try echo(BinaryPropertyListWriter().write(value), through: "binary")
        #expect(plistlibRead == ReferenceDescription.of(widened(value)), "plistlib's own reading")
        #expect(weRead == widened(value))
    }

    @Test(
        "plistlib reads our XML to the same value, and we read plistlib's XML",
        arguments: crossCheckValues.filter {
            // plistlib refuses to write NaN and the infinities to XML, and reads CF$UID as a dictionary;
            // expat refuses character references to C0 controls and reads a carriage return as a newline.
            if case .real(let real, _) = $0 { return real.isFinite }
            if case .uid = $0 { return false }
            return $0 != asciiText
        })
    func xml(_ value: PropertyListValue) throws {
        let (plistlibRead, weRead) = try echo(try XMLPropertyListWriter().write(value), through: "xml")
        #expect(plistlibRead == ReferenceDescription.of(widened(value)), "plistlib's own reading")
        #expect(weRead == widened(value))
    }
}

@Suite(.enabled(if: ExternalTool.plistutil != nil, "plistutil (libplist-utils) is not installed"))
struct LibplistCrossCheck {
    @Test(
        "libplist reads our binary; we read its XML to the same value",
        arguments: crossCheckValues.filter {
            // libplist's own limits: it writes year 1 as `1-01-01`, cannot print UIDs above 32 bits as
            // XML, and ends a string at NUL.
            if $0 == asciiText { return false }
            switch $0 {
            case .date(let seconds): return seconds > -62_000_000_000
            case .uid(let uid): return uid <= UInt64(UInt32.max)
            default: return true
            }
        })
    func binary(_ value: PropertyListValue) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.bplist"), output = folder.appendingPathComponent("out.xml")
        try Data(BinaryPropertyListWriter().write(value)).write(to: input)
        let result = try ExternalTool.run(
            try #require(ExternalTool.plistutil), ["-i", input.path, "-o", output.path, "-f", "xml"])
        #expect(result.status == 0, "plistutil: \(result.error)")
        let read = try XMLPropertyListReader().read(Array(try Data(contentsOf: output)))
        #expect(LibplistCrossCheck.matches(read, widened(value)), "libplist read \(read.testDescription)")
    }

    /// Equal but for reals, which libplist prints with as few as 6 significant digits (and -0 as
    /// 0): those may differ by a millionth, far less than a wrong byte order or width changes them.
    static func matches(_ read: PropertyListValue, _ expected: PropertyListValue) -> Bool {
        switch (read, expected) {
        case (.real(let actual, _), .real(let wanted, _)):
            if wanted.isNaN || actual.isNaN { return wanted.isNaN && actual.isNaN }
            return actual == wanted || abs(actual - wanted) <= 1e-6 * max(abs(actual), abs(wanted))
        case (.array(let actual), .array(let wanted)):
            return actual.count == wanted.count && zip(actual, wanted).allSatisfy { matches($0, $1) }
        case (.dictionary(let actual), .dictionary(let wanted)):
            return actual.entries.count == wanted.entries.count
                && zip(actual.entries, wanted.entries).allSatisfy { $0.key == $1.key && matches($0.value, $1.value) }
        default:
            return read == expected
        }
    }
}

@Test func foundationReadsOurBinary() throws {
    let value: PropertyListValue = [
        "string": "café 😀", "ascii": "plain", "int": 42, "negative": -7, "big": .int(Int(Int64.max)),
        "real": 2.5, "true": true, "date": .date(420_735_060), "data": .data([0, 1, 2]),
        "list": .array((0..<300).map { .int($0) }), "nested": ["empty": [:], "emptyList": []],
    ]
    let object = try PropertyListSerialization.propertyList(
        from: Data(BinaryPropertyListWriter().write(value)), format: nil)
    let dictionary = try #require(object as? [String: Any])
    #expect(dictionary["string"] as? String == "café 😀")
    #expect(dictionary["ascii"] as? String == "plain")
    #expect((dictionary["int"] as? NSNumber)?.intValue == 42)
    #expect((dictionary["negative"] as? NSNumber)?.intValue == -7)
    #expect((dictionary["big"] as? NSNumber)?.int64Value == Int64.max)
    #expect((dictionary["real"] as? NSNumber)?.doubleValue == 2.5)
    #expect(dictionary["true"] as? Bool == true)
    #expect((dictionary["date"] as? Date)?.timeIntervalSinceReferenceDate == 420_735_060)
    #expect(dictionary["data"] as? Data == Data([0, 1, 2]))
    #expect((dictionary["list"] as? [Any])?.count == 300)
    #expect(((dictionary["nested"] as? [String: Any])?["empty"] as? [String: Any])?.isEmpty == true)
}

@Test func weReadFoundationsBinaryAndXML() throws {
    let object: [String: Any] = [
        "name": "main", "index": 3, "ratio": 0.25, "flag": false, "bytes": Data([9, 8]),
        "when": Date(timeIntervalSinceReferenceDate: 1000), "list": ["a", "b"],
    ]
    let expected: PropertyListValue = [
        "name": "main", "index": 3, "ratio": 0.25, "flag": false, "bytes": .data([9, 8]),
        "when": .date(1000), "list": ["a", "b"],
    ]
    for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
        let value = try PropertyList.read(Array(data)).value
        // Foundation orders dictionary keys its own way; compare as unordered.
        let entries = try #require(value.dictionaryValue).entries.sorted { $0.key < $1.key }
        #expect(
            PropertyListValue.dictionary(PropertyListDictionary(entries))
                == .dictionary(
                    PropertyListDictionary(try #require(expected.dictionaryValue).entries.sorted { $0.key < $1.key })))
    }
}
