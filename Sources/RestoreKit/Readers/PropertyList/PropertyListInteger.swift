/// A property-list integer: a signed 128-bit value and the width it is stored with.
///
/// Binary property lists store 1-, 2- and 4-byte integers unsigned, 8-byte integers signed, and
/// 16-byte integers for values an 8-byte signed integer cannot hold (UInt64 values above
/// Int64.max, and whatever else a writer put there). The value is kept as two 64-bit halves of a
/// two's-complement number, exactly, because the standard library's 128-bit integers are not available
/// before macOS 15 and iOS 18. Equality and hashing use the value only.
public struct PropertyListInteger: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The upper 64 bits of the two's-complement value (its sign is the value's sign).
    package var high: Int64
    /// The lower 64 bits of the two's-complement value.
    package var low: UInt64
    /// The width in bytes it was read with (1, 2, 4, 8 or 16), or nil for the smallest that fits.
    package var byteWidth: Int?

    /// Makes an integer from the two halves of its two's-complement value; `byteWidth` is kept only
    /// when the value is representable in it.
    package init(high: Int64, low: UInt64, byteWidth: Int? = nil) {
        self.high = high
        self.low = low
        self.byteWidth = nil
        self.byteWidth = byteWidth.flatMap { fits(in: $0) ? $0 : nil }
    }

    /// Makes an integer from a signed 64-bit value.
    public init(_ value: Int64, byteWidth: Int? = nil) {
        self.init(high: value < 0 ? -1 : 0, low: UInt64(bitPattern: value), byteWidth: byteWidth)
    }

    /// Makes an integer from an unsigned 64-bit value.
    public init(_ value: UInt64, byteWidth: Int? = nil) {
        self.init(high: 0, low: value, byteWidth: byteWidth)
    }

    /// Makes an integer from an `Int`.
    public init(_ value: Int, byteWidth: Int? = nil) {
        self.init(Int64(value), byteWidth: byteWidth)
    }

    /// The value as an `Int64`, or nil when it is out of that range.
    public var int64Value: Int64? {
        let value = Int64(bitPattern: low)
        return high == (value < 0 ? -1 : 0) ? value : nil
    }

    /// The value as a `UInt64`, or nil when it is negative or too large.
    package var uint64Value: UInt64? {
        high == 0 ? low : nil
    }

    /// The value as an `Int`, or nil when it is out of that range.
    public var intValue: Int? {
        int64Value.flatMap { Int(exactly: $0) }
    }

    /// Whether the value is below zero.
    var isNegative: Bool { high < 0 }

    /// Whether the value is zero.
    var isZero: Bool { high == 0 && low == 0 }

    /// The width a writer uses: the remembered one, else the smallest CoreFoundation would choose.
    var encodedWidth: Int {
        byteWidth ?? smallestWidth
    }

    /// The smallest width that holds the value in the binary format's conventions.
    package var smallestWidth: Int {
        if isNegative { return int64Value != nil ? 8 : 16 }
        guard let unsigned = uint64Value else { return 16 }
        if unsigned <= 0xFF { return 1 }
        if unsigned <= 0xFFFF { return 2 }
        if unsigned <= 0xFFFF_FFFF { return 4 }
        if unsigned <= UInt64(Int64.max) { return 8 }
        return 16
    }

    /// Whether the value can be stored in `width` bytes (1, 2, 4 unsigned; 8, 16 signed).
    package func fits(in width: Int) -> Bool {
        switch width {
        case 1: uint64Value.map { $0 <= 0xFF } ?? false
        case 2: uint64Value.map { $0 <= 0xFFFF } ?? false
        case 4: uint64Value.map { $0 <= 0xFFFF_FFFF } ?? false
        case 8: int64Value != nil
        case 16: true
        default: false
        }
    }

    /// The exact decimal text of the value.
    public var description: String {
        withDecimalDigits(self) { String(decoding: $0, as: UTF8.self) }
    }

    /// Two integers are equal when their values are, whatever widths they were read with.
    public static func == (lhs: PropertyListInteger, rhs: PropertyListInteger) -> Bool {
        lhs.high == rhs.high && lhs.low == rhs.low
    }

    /// Orders integers by signed value, whatever widths they were read with.
    public static func < (lhs: PropertyListInteger, rhs: PropertyListInteger) -> Bool {
        (lhs.high, lhs.low) < (rhs.high, rhs.low)
    }

    /// Hashes the value only, not the width, as `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(high)
        hasher.combine(low)
    }
}
