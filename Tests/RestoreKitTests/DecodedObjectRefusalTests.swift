import Testing
@testable import RestoreKit

/// Shapes no source describes are never decoded: the object keeps its fields and nothing else.
struct DecodedObjectRefusalTests {
    static func object(_ className: String, _ fields: [(String, ArchiveValue)]) -> ArchiveObject {
        ArchiveObject(className: className, fields: fields.map { ArchiveField($0.0, $0.1) })
    }
    static func int(_ value: Int) -> ArchiveValue { .inline(.int(value)) }
    static func data(_ bytes: [UInt8]) -> ArchiveValue { .inline(.data(bytes)) }
    static func text(_ text: String) -> ArchiveValue { .inline(.data(Array(text.utf8))) }
    static func dictionary() -> ArchiveValue {
        .object(object("NSDictionary", [("NS.keys", .array([])), ("NS.objects", .array([]))]))
    }
    static func array(_ elements: [ArchiveValue]) -> ArchiveValue {
        .object(object("NSArray", [("NS.objects", .array(elements))]))
    }
    static func string(_ text: String) -> ArchiveValue { .stored(.string(text)) }
    /// An attributed string of several runs: `text`, `NSAttributes` of `dictionaries`, `NSAttributeInfo` of `info`.
    static func runs(_ text: String, _ info: [UInt8], dictionaries: [ArchiveValue] = [dictionary()]) -> ArchiveObject {
        object(
            "NSAttributedString",
            [("NSString", string(text)), ("NSAttributes", array(dictionaries)), ("NSAttributeInfo", data(info))])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var object: ArchiveObject
        var testDescription: String { name }
    }

    static let indexSets: [Case] = [
        Case(name: "no NSRangeCount", object: object("NSIndexSet", [])),
        Case(name: "negative count", object: object("NSIndexSet", [("NSRangeCount", int(-1))])),
        Case(
            name: "count 0 with data",
            object: object("NSIndexSet", [("NSRangeCount", int(0)), ("NSRangeData", data([0, 1]))])),
        Case(name: "count 1 without location", object: object("NSIndexSet", [("NSRangeCount", int(1))])),
        Case(
            name: "empty range",
            object: object("NSIndexSet", [("NSRangeCount", int(1)), ("NSLocation", int(3)), ("NSLength", int(0))])),
        Case(
            name: "range past Int.max",
            object: object(
                "NSIndexSet", [("NSRangeCount", int(1)), ("NSLocation", int(Int.max - 1)), ("NSLength", int(2))])),
        Case(
            name: "negative location",
            object: object("NSIndexSet", [("NSRangeCount", int(1)), ("NSLocation", int(-5)), ("NSLength", int(2))])),
        Case(
            name: "count and data disagree",
            object: object("NSIndexSet", [("NSRangeCount", int(3)), ("NSRangeData", data([0, 1, 5, 1]))])),
        Case(
            name: "odd number of varints",
            object: object("NSIndexSet", [("NSRangeCount", int(2)), ("NSRangeData", data([0, 1, 5, 1, 9]))])),
        Case(
            name: "truncated varint",
            object: object("NSIndexSet", [("NSRangeCount", int(2)), ("NSRangeData", data([0, 1, 5, 0x81]))])),
        Case(
            name: "overlapping ranges",
            object: object("NSIndexSet", [("NSRangeCount", int(2)), ("NSRangeData", data([0, 10, 5, 1]))])),
        Case(
            name: "second range past Int.max",
            object: object(
                "NSIndexSet",
                [
                    ("NSRangeCount", int(2)),
                    ("NSRangeData", data([5, 1, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F, 2])),
                ])),
    ]

    static let attributedStrings: [Case] = [
        Case(name: "no NSString", object: object("NSAttributedString", [])),
        Case(name: "text without attributes", object: object("NSAttributedString", [("NSString", string("abc"))])),
        Case(
            name: "empty text with attributes",
            object: object("NSAttributedString", [("NSString", string("")), ("NSAttributes", dictionary())])),
        Case(
            name: "one dictionary that is no dictionary",
            object: object("NSAttributedString", [("NSString", string("abc")), ("NSAttributes", string("x"))])),
        Case(name: "runs shorter than the text", object: runs("abcd", [3, 0])),
        Case(name: "runs longer than the text", object: runs("ab", [3, 0])),
        Case(name: "UTF-8 length instead of UTF-16", object: runs("é", [2, 0])),
        Case(name: "index past NSAttributes", object: runs("ab", [2, 1])),
        Case(name: "empty run", object: runs("ab", [0, 0, 2, 0])),
        Case(name: "bytes after the last run", object: runs("ab", [2, 0, 7])),
        Case(
            name: "a run length past Int.max",
            object: runs("ab", [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0])),
        Case(name: "an element that is no dictionary", object: runs("ab", [2, 0], dictionaries: [string("x")])),
    ]

    static let colors: [Case] = [
        Case(name: "no NSColorSpace", object: object("NSColor", [("NSRGB", text("0 0 1\0"))])),
        Case(name: "space 99", object: object("NSColor", [("NSColorSpace", int(99)), ("NSRGB", text("0 0 1\0"))])),
        Case(name: "pattern", object: object("NSColor", [("NSColorSpace", int(10)), ("NSImage", string("x"))])),
        Case(name: "two numbers", object: object("NSColor", [("NSColorSpace", int(1)), ("NSRGB", text("0 1\0"))])),
        Case(
            name: "five numbers", object: object("NSColor", [("NSColorSpace", int(1)), ("NSRGB", text("0 1 0 1 1"))])),
        Case(name: "not numbers", object: object("NSColor", [("NSColorSpace", int(1)), ("NSRGB", text("r g b"))])),
        Case(name: "nan", object: object("NSColor", [("NSColorSpace", int(1)), ("NSRGB", text("0 nan 1"))])),
        Case(name: "infinity", object: object("NSColor", [("NSColorSpace", int(3)), ("NSWhite", text("inf"))])),
        Case(name: "empty text", object: object("NSColor", [("NSColorSpace", int(3)), ("NSWhite", text("\0"))])),
        Case(name: "NUL inside", object: object("NSColor", [("NSColorSpace", int(3)), ("NSWhite", text("0\01"))])),
        Case(name: "RGB under NSWhite", object: object("NSColor", [("NSColorSpace", int(1)), ("NSWhite", text("0"))])),
        Case(name: "CMYK without components", object: object("NSColor", [("NSColorSpace", int(5))])),
        Case(
            name: "NSComponents without a space",
            object: object(
                "NSColor", [("NSColorSpace", int(1)), ("NSRGB", text("0 0 1")), ("NSComponents", text("0 0 1 1"))])),
        Case(
            name: "NSComponents not numbers",
            object: object(
                "NSColor",
                [
                    ("NSColorSpace", int(1)), ("NSRGB", text("0 0 1")), ("NSComponents", text("x")),
                    ("NSCustomColorSpace", .object(object("NSColorSpace", [("NSID", int(7))]))),
                ])),
        Case(
            name: "a custom space that is no colour space",
            object: object(
                "NSColor",
                [
                    ("NSColorSpace", int(1)), ("NSRGB", text("0 0 1")), ("NSComponents", text("0 0 1 1")),
                    ("NSCustomColorSpace", string("sRGB")),
                ])),
        Case(
            name: "catalog without a fallback",
            object: object(
                "NSColor",
                [("NSColorSpace", int(6)), ("NSCatalogName", string("System")), ("NSColorName", string("red"))])),
    ]

    static let fonts: [Case] = [
        Case(name: "no name", object: object("NSFont", [("NSSize", .inline(.double(12)))])),
        Case(name: "no size", object: object("NSFont", [("NSName", string("Helvetica"))])),
        Case(
            name: "size not a number",
            object: object("NSFont", [("NSName", string("Helvetica")), ("NSSize", string("12"))])),
        Case(
            name: "negative size",
            object: object("NSFont", [("NSName", string("Helvetica")), ("NSSize", .inline(.double(-1)))])),
        Case(
            name: "infinite size",
            object: object("NSFont", [("NSName", string("Helvetica")), ("NSSize", .inline(.double(.infinity)))])),
        Case(
            name: "flags not an integer",
            object: object(
                "NSFont",
                [("NSName", string("Helvetica")), ("NSSize", .inline(.double(12))), ("NSfFlags", string("1044"))])),
        Case(
            name: "appearance size not a boolean",
            object: object(
                "NSFont",
                [
                    ("NSName", string("Helvetica")), ("NSSize", .inline(.double(12))),
                    ("NSFontUsesAppearanceFontSize", int(1)),
                ])),
    ]

    @Test(arguments: indexSets + attributedStrings + colors + fonts)
    func isNotDecoded(_ example: Case) {
        #expect(example.object.decodedObject == nil)
    }

    /// The same shapes, one thing put right, do decode: the refusals above are the one fault each.
    @Test func theNearestDescribedShapesDecode() {
        let examples = [
            Self.object("NSIndexSet", [("NSRangeCount", Self.int(2)), ("NSRangeData", Self.data([0, 5, 5, 1]))]),
            Self.object(
                "NSAttributedString",
                [
                    ("NSString", Self.string("é")), ("NSAttributes", Self.array([Self.dictionary()])),
                    ("NSAttributeInfo", Self.data([1, 0])),
                ]),
            Self.object("NSColor", [("NSColorSpace", Self.int(1)), ("NSRGB", Self.text("0 1 0 1"))]),
            Self.object("NSFont", [("NSName", Self.string("Helvetica")), ("NSSize", Self.int(12))]),
            Self.object("NSObject", []),
        ]
        #expect(examples.map { $0.decodedObject != nil } == [true, true, true, true, false])
    }
}
