import Testing
@testable import RestoreKit

/// Values at every edge the binary format has, for round trips and cross-checks.
enum EdgeValues {
    static func integer(_ value: Int64) -> PropertyListValue { .integer(PropertyListInteger(value)) }

    static let integers: [PropertyListValue] =
        [
            0, 1, 255, 256, 65_535, 65_536, 4_294_967_295, 4_294_967_296, Int64.max,
            -1, -255, -65_536, Int64.min,
        ].map(integer) + [
            .integer(PropertyListInteger(UInt64(Int64.max) + 1)), .integer(PropertyListInteger(UInt64.max)),
        ]

    static let reals: [PropertyListValue] = [
        .double(0), .double(-0.0), .double(1.5), .double(-2.25), .double(1e300), .double(.leastNonzeroMagnitude),
        .double(.infinity), .double(-.infinity), .double(.nan),
        .real(Double(Float(0.1)), isSinglePrecision: true), .real(3.5, isSinglePrecision: true),
    ]

    static let dates: [PropertyListValue] = [
        .date(0), .date(420_735_060), .date(-978_307_200), .date(-63_113_904_000), .date(252_423_993_599),
    ]

    static let strings: [PropertyListValue] = [
        "", "a", "fourteen chars", "fifteen chars!!", "café", "日本語のテキスト", "😀 astral \u{10FFFF}",
        .string(String(repeating: "long ASCII ", count: 100)), .string(String(repeating: "é", count: 70_000)),
    ]

    static let data: [PropertyListValue] = [
        .data([]), .data([0]), .data(Array(0...255)), .data([UInt8](repeating: 7, count: 70_000)),
    ]

    static let scalars: [PropertyListValue] =
        integers + reals + dates + strings + data
        + [.boolean(true), .boolean(false), .uid(0), .uid(255), .uid(256), .uid(UInt64(UInt32.max) + 1)]

    /// Containers: counts below, at and over 15 (the count extension), nesting, shared values.
    static let containers: [PropertyListValue] = [
        .array([]), .array((0..<14).map { .int($0) }), .array((0..<15).map { .int($0) }),
        .array((0..<300).map { .string("item \($0)") }),
        .dictionary(PropertyListDictionary()),
        .dictionary(PropertyListDictionary((0..<20).map { .init(key: "key\($0)", value: .int($0)) })),
        .dictionary(PropertyListDictionary(["z": "last first", "a": ["nested": [1, 2, [3]]], "m": .data([1])])),
        .set([1, "two", 3.0]),
    ]

    /// More than 65,535 objects, so references need 4 bytes.
    static let manyObjects: PropertyListValue = .array((0..<70_000).map { .string("s\($0)") })
}

/// Short names for parameterized test cases: the kind and the start of the JSON form.
extension PropertyListValue: CustomTestStringConvertible {
    public var testDescription: String {
        let text = json.serialized(pretty: false)
        return kindName + " " + (text.count > 60 ? String(text.prefix(60)) + "…" : text)
    }
}
