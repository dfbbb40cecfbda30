// Values restorectl decodes from their fields (docs/format.md, "Attributed strings, index sets,
// colours and fonts"), in one keyed archive, Fixtures/archives/blobs/Blobs.archive. Foundation's
// NSKeyedArchiver writes NSAttributedString and NSIndexSet itself; AppKit's NSColor and NSFont
// have no Linux build, so stand-ins encode AppKit's keys as Apple's nibs and saved state lay them
// out, and are renamed after encoding as the UIKit stand-ins are (Archiving.swift).
import Foundation

/// Stands in for AppKit's NSColor: encodes exactly the fields it is given, in order.
final class ColorStandIn: NSObject, NSCoding {
    let fields: [(String, Any)]
    init(_ fields: [(String, Any)]) { self.fields = fields }
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) { encodeFields(fields, with: coder) }
}

/// Stands in for AppKit's NSColorSpace (a colour's `NSCustomColorSpace`).
final class ColorSpaceStandIn: NSObject, NSCoding {
    let fields: [(String, Any)]
    init(_ fields: [(String, Any)]) { self.fields = fields }
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) { encodeFields(fields, with: coder) }
}

/// Stands in for AppKit's NSFont.
final class FontStandIn: NSObject, NSCoding {
    let fields: [(String, Any)]
    init(_ fields: [(String, Any)]) { self.fields = fields }
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) { encodeFields(fields, with: coder) }
}

/// Text bytes, written with `encodeBytes(_:length:forKey:)` as AppKit writes `NSRGB`, `NSWhite` and
/// `NSComponents` (inline data, not an NSData object).
struct InlineBytes {
    let bytes: [UInt8]
    /// `text`'s ASCII bytes, with the NUL Apple's colour texts end with when `nul`.
    init(_ text: String, nul: Bool = true) { bytes = Array(text.utf8) + (nul ? [0] : []) }
}

/// Encodes each field as AppKit's coder would: integers, reals and booleans inline, text bytes
/// inline, objects (strings, data, stand-ins) as references.
func encodeFields(_ fields: [(String, Any)], with coder: NSCoder) {
    for (key, value) in fields {
        switch value {
        case let number as Int: coder.encode(number, forKey: key)
        case let number as Double: coder.encode(number, forKey: key)
        case let flag as Bool: coder.encode(flag, forKey: key)
        case let text as InlineBytes:
            text.bytes.withUnsafeBufferPointer { coder.encodeBytes($0.baseAddress, length: $0.count, forKey: key) }
        case let object as NSObject: coder.encode(object, forKey: key)
        default: fatalError("no encoding for \(key)")
        }
    }
}

/// A profile-sized stand-in for an ICC profile: only its size is read.
let fakeProfile = Data(repeating: 0x2A, count: 3144) as NSData
let srgbSpace = ColorSpaceStandIn([("NSID", 7), ("NSICC", fakeProfile)])
let graySpace = ColorSpaceStandIn([
    ("NSID", 9), ("NSModel", 0), ("NSICC", Data(repeating: 0x2B, count: 4508) as NSData),
])

/// The colours: each form research-56 found in Apple's files or in two readers, and two that are none.
let colors: [(String, ColorStandIn)] = [
    ("rgb", ColorStandIn([("NSColorSpace", 1), ("NSRGB", InlineBytes("0 0 1"))])),
    (
        "rgbInSpace",
        ColorStandIn([
            ("NSColorSpace", 1), ("NSRGB", InlineBytes("0.04081488401 0.3748140335 0.998367548")),
            ("NSComponents", InlineBytes("0 0.4784313725 1 1", nul: false)), ("NSCustomColorSpace", srgbSpace),
        ])
    ),
    ("deviceRGB", ColorStandIn([("NSColorSpace", 2), ("NSRGB", InlineBytes("1 0.5 0.25 0.5"))])),
    ("white", ColorStandIn([("NSColorSpace", 3), ("NSWhite", InlineBytes("0.6666666667"))])),
    (
        "whiteInSpace",
        ColorStandIn([
            ("NSColorSpace", 3), ("NSWhite", InlineBytes("0")), ("NSComponents", InlineBytes("0 1", nul: false)),
            ("NSCustomColorSpace", graySpace),
        ])
    ),
    ("deviceWhite", ColorStandIn([("NSColorSpace", 4), ("NSWhite", InlineBytes("0.25 0.75"))])),
    ("cmyk", ColorStandIn([("NSColorSpace", 5), ("NSCMYK", InlineBytes("0.1 0.2 0.3 0.4"))])),
    ("cymk", ColorStandIn([("NSColorSpace", 5), ("NSCYMK", InlineBytes("0.1 0.2 0.3 0.4 0.5", nul: false))])),
    (
        "catalog",
        ColorStandIn([
            ("NSColorSpace", 6), ("NSCatalogName", "System" as NSString), ("NSColorName", "controlColor" as NSString),
            ("NSColor", ColorStandIn([("NSColorSpace", 3), ("NSWhite", InlineBytes("0.6666666667"))])),
        ])
    ),
    ("unknownSpace", ColorStandIn([("NSColorSpace", 99), ("NSRGB", InlineBytes("0 0 1"))])),
    ("rgbNotNumbers", ColorStandIn([("NSColorSpace", 1), ("NSRGB", InlineBytes("red green blue"))])),
]

let fonts: [(String, FontStandIn)] = [
    ("font", FontStandIn([("NSName", ".AppleSystemUIFont" as NSString), ("NSSize", 13.0), ("NSfFlags", 1044)])),
    (
        "appearanceFont",
        FontStandIn([
            ("NSName", "Helvetica-Bold" as NSString), ("NSSize", 10.5), ("NSfFlags", 1044),
            ("NSFontUsesAppearanceFontSize", true),
        ])
    ),
]

/// Attributed strings Foundation writes itself: empty, one run, several runs (a dictionary used
/// twice), runs over characters outside the BMP (UTF-16 lengths), and a mutable one.
func attributedStrings() -> [(String, NSAttributedString)] {
    let font = NSAttributedString.Key("Font"), size = NSAttributedString.Key("Size")
    let runs = NSMutableAttributedString(string: "0123456789")
    runs.addAttributes([font: "Helvetica" as NSString], range: NSRange(location: 1, length: 1))
    runs.addAttributes([font: "Courier" as NSString, size: 12 as NSNumber], range: NSRange(location: 2, length: 4))
    runs.addAttributes([font: "Helvetica" as NSString], range: NSRange(location: 6, length: 2))
    // "a😀b👩‍👧c": the emoji take 2 and 5 UTF-16 code units.
    let emoji = NSMutableAttributedString(string: "a\u{1F600}b\u{1F469}\u{200D}\u{1F467}c")
    emoji.addAttributes([font: "Apple Color Emoji" as NSString], range: NSRange(location: 1, length: 2))
    emoji.addAttributes([font: "Apple Color Emoji" as NSString], range: NSRange(location: 4, length: 5))
    let mutable = NSMutableAttributedString(string: "Mutable", attributes: [size: 14 as NSNumber])
    return [
        ("attributedEmpty", NSAttributedString(string: "")),
        ("attributedOneRun", NSAttributedString(string: "Hello", attributes: [font: "Helvetica" as NSString])),
        ("attributedRuns", NSAttributedString(attributedString: runs)),
        ("attributedEmoji", NSAttributedString(attributedString: emoji)),
        ("attributedMutable", mutable),
    ]
}

/// Index sets Foundation writes itself: none (an empty `NSRangeData`), one index, several ranges,
/// and ranges ending at `Int.max` (the last index NSIndexSet holds is `Int.max - 1`).
func indexSets() -> [(String, NSIndexSet)] {
    let many = NSMutableIndexSet()
    for location in [0, 100, 1000] { many.add(in: NSRange(location: location, length: 50)) }
    let toMax = NSMutableIndexSet(index: 3)
    toMax.add(in: NSRange(location: Int.max - 50, length: 50))
    return [
        ("indexSetEmpty", NSIndexSet()),
        ("indexSetOne", NSIndexSet(index: 7)),
        ("indexSetMany", many),
        ("indexSetToMax", toMax),
        ("indexSetOneRangeToMax", NSIndexSet(indexesIn: NSRange(location: Int.max - 3, length: 3))),
    ]
}

/// The archive: every value under its name as a `$top` key.
func writeBlobs(to path: String) {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    for (key, value) in attributedStrings() { archiver.encode(value, forKey: key) }
    for (key, value) in indexSets() { archiver.encode(value, forKey: key) }
    for (key, value) in colors { archiver.encode(value, forKey: key) }
    for (key, value) in fonts { archiver.encode(value, forKey: key) }
    archiver.finishEncoding()
    let standIns = [
        "\(module).ColorStandIn": ["NSColor", "NSObject"], "\(module).ColorSpaceStandIn": ["NSColorSpace", "NSObject"],
        "\(module).FontStandIn": ["NSFont", "NSObject"],
    ]
    write(renameClasses(archiver.encodedData, extra: standIns), to: path)
}
