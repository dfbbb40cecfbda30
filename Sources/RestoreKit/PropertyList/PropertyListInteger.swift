/// A property-list integer: a signed 128-bit value and the width it is stored with.
///
/// Binary property lists store 1-, 2- and 4-byte integers unsigned, 8-byte integers signed, and
/// 16-byte integers for values an 8-byte signed integer cannot hold (UInt64 values above
/// Int64.max). `Int128` holds all of them without loss. Equality and hashing use the value only.
public struct PropertyListInteger: Sendable, Hashable, CustomStringConvertible {
    /// The integer's value.
    public var value: Int128
    /// The width in bytes it was read with (1, 2, 4, 8 or 16), or nil for the smallest that fits.
    public var byteWidth: Int?

    /// Makes an integer; `byteWidth` is kept only when the value is representable in it.
    public init(_ value: Int128, byteWidth: Int? = nil) {
        self.value = value
        self.byteWidth = byteWidth.flatMap { Self.fits(value, in: $0) ? $0 : nil }
    }

    /// The width a writer uses: the remembered one, else the smallest CoreFoundation would choose.
    public var encodedWidth: Int {
        byteWidth ?? Self.smallestWidth(for: value)
    }

    /// The smallest width that holds `value` in the binary format's conventions.
    public static func smallestWidth(for value: Int128) -> Int {
        if value < 0 { return value >= Int128(Int64.min) ? 8 : 16 }
        if value <= 0xFF { return 1 }
        if value <= 0xFFFF { return 2 }
        if value <= 0xFFFF_FFFF { return 4 }
        if value <= Int128(Int64.max) { return 8 }
        return 16
    }

    /// Whether `value` can be stored in `width` bytes (1, 2, 4 unsigned; 8, 16 signed).
    public static func fits(_ value: Int128, in width: Int) -> Bool {
        switch width {
        case 1: value >= 0 && value <= 0xFF
        case 2: value >= 0 && value <= 0xFFFF
        case 4: value >= 0 && value <= 0xFFFF_FFFF
        case 8: value >= Int128(Int64.min) && value <= Int128(Int64.max)
        case 16: true
        default: false
        }
    }

    public var description: String { String(value) }

    public static func == (lhs: PropertyListInteger, rhs: PropertyListInteger) -> Bool {
        lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
