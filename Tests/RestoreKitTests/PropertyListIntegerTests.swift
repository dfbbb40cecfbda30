import Testing
@testable import RestoreKit

/// 16-byte integers are rare, but the format allows the whole signed 128-bit range: every value
/// must print, parse and re-encode exactly.
struct PropertyListIntegerTests {
    /// (decimal text, high half, low half), at every edge of the 64- and 128-bit ranges.
    static let cases: [(String, Int64, UInt64)] = [
        ("0", 0, 0),
        ("-1", -1, .max),
        ("9223372036854775807", 0, UInt64(Int64.max)),
        ("9223372036854775808", 0, UInt64(Int64.max) + 1),
        ("18446744073709551615", 0, .max),
        ("18446744073709551616", 1, 0),
        ("-9223372036854775808", -1, UInt64(Int64.max) + 1),
        ("-9223372036854775809", -1, UInt64(Int64.max)),
        ("10000000000000000000", 0, 10_000_000_000_000_000_000),
        ("100000000000000000000000000000000000000", 0x4B3B_4CA8_5A86_C47A, 0x098A_2240_0000_0000),
        ("170141183460469231731687303715884105727", .max, .max),
        ("-170141183460469231731687303715884105728", .min, 0),
        ("-18446744073709551616", -1, 0),
    ]

    @Test(arguments: cases)
    func printsAndParsesExactly(_ text: String, _ high: Int64, _ low: UInt64) {
        let integer = PropertyListInteger(high: high, low: low)
        #expect(integer.description == text)
        #expect(PropertyListInteger(parsing: Substring(text)) == integer)
    }

    @Test(arguments: cases)
    func survivesBinaryAndXML(_ text: String, _ high: Int64, _ low: UInt64) throws {
        let value = PropertyListValue.integer(PropertyListInteger(high: high, low: low))
        let binary = BinaryPropertyListWriter().write(value)
        #expect(try BinaryPropertyListReader().read(binary) == value)
        let outsideXML = [
            "18446744073709551616", "-9223372036854775809", "100000000000000000000000000000000000000",
            "170141183460469231731687303715884105727", "-170141183460469231731687303715884105728",
            "-18446744073709551616",
        ]
        guard !outsideXML.contains(text) else {
            // parseIntegerTag refuses these, so no XML says them to CoreFoundation.
            #expect(
                throws: PropertyListError(
                    .unrepresentable, "the top object is \(XMLPropertyListWriter.wideIntegerProblem)")
            ) {
                try XMLPropertyListWriter().write(value)
            }
            return
        }
        let xml = try XMLPropertyListWriter().write(value)
        #expect(try XMLPropertyListReader().read(xml) == value)
    }

    @Test func refusesWhatIsNotASigned128BitInteger() {
        for text in [
            "", "-", "+", "0x", "12a", "1 2", "--1", "170141183460469231731687303715884105728",
            "-170141183460469231731687303715884105729", "0x1_0000", String(repeating: "9", count: 40),
        ] {
            #expect(PropertyListInteger(parsing: Substring(text)) == nil, "\(text)")
        }
        #expect(
            PropertyListInteger(parsing: "0x7fffffffffffffffffffffffffffffff")
                == PropertyListInteger(high: .max, low: .max))
        #expect(PropertyListInteger(parsing: "-0X10") == PropertyListInteger(-16))
        #expect(PropertyListInteger(parsing: "+42") == PropertyListInteger(42))
    }

    @Test func ordersAsSignedNumbers() {
        let ascending = [
            "-170141183460469231731687303715884105728", "-18446744073709551616", "-1", "0", "1",
            "18446744073709551615", "18446744073709551616",
        ].map { PropertyListInteger(parsing: Substring($0))! }
        #expect(ascending == ascending.shuffled().sorted())
    }

    @Test func widthsFollowCoreFoundation() {
        #expect(PropertyListInteger(255).smallestWidth == 1)
        #expect(PropertyListInteger(-1).smallestWidth == 8)
        #expect(PropertyListInteger(UInt64.max).smallestWidth == 16)
        #expect(PropertyListInteger(high: -2, low: 0).smallestWidth == 16)
        #expect(PropertyListInteger(300, byteWidth: 1).byteWidth == nil)
    }

    /// An independent check of the decimal conversion where the standard library has `Int128`.
    @Test func agreesWithTheStandardLibrary() {
        guard #available(macOS 15, iOS 18, *) else { return }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let high = Int64(bitPattern: generator.next()) >> Int64.random(in: 0..<64)
            let low: UInt64 = generator.next()
            let reference = Int128(high) << 64 | Int128(low)
            #expect(PropertyListInteger(high: high, low: low).description == String(reference))
        }
    }
}
