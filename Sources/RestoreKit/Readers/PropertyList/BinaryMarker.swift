/// The marker byte that starts every object of a binary property list: its high nibble says what
/// kind of object follows, its low nibble a size or a count (CoreFoundation's
/// `kCFBinaryPListMarker...` in CFBinaryPList.c).
enum BinaryMarker {
    static let null: UInt8 = 0x00
    static let booleanFalse: UInt8 = 0x08
    static let booleanTrue: UInt8 = 0x09
    /// Integers: the low nibble is the base-2 logarithm of the width in bytes.
    static let integer: UInt8 = 0x10
    /// Reals: low nibble 2 for 4 bytes, 3 for 8.
    static let real: UInt8 = 0x20
    static let realSingle: UInt8 = 0x22
    static let realDouble: UInt8 = 0x23
    /// The one date marker: an 8-byte real, seconds since 2001.
    static let date: UInt8 = 0x33
    /// Data, ASCII strings, UTF-16 strings: the low nibble is the count, or `countFollows`.
    static let data: UInt8 = 0x40
    static let ascii: UInt8 = 0x50
    static let utf16: UInt8 = 0x60
    /// UIDs: the low nibble is the width in bytes less one.
    static let uid: UInt8 = 0x80
    /// Containers: the low nibble is the count, or `countFollows`.
    static let array: UInt8 = 0xA0
    static let set: UInt8 = 0xC0
    static let dictionary: UInt8 = 0xD0
    /// A low nibble of 0xF: the count follows as an integer object.
    static let countFollows: UInt8 = 0x0F

    /// The kind a marker byte announces: its high nibble, as one of the constants above.
    @inline(__always)
    static func kind(_ marker: UInt8) -> UInt8 { marker & 0xF0 }

    /// Whether a marker starts a string, the only kind a dictionary key may be.
    @inline(__always)
    static func isString(_ marker: UInt8) -> Bool { kind(marker) == ascii || kind(marker) == utf16 }
}
