/// Literal syntax for building values in code: `["name": "main", "count": 2, "items": [1, 2]]`.
extension PropertyListValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByBooleanLiteral
{
    /// An integer, written in the smallest width that holds it.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A double-precision real.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    /// An array of the elements in order.
    public init(arrayLiteral elements: PropertyListValue...) { self = .array(elements) }
    /// A dictionary of the pairs in order; a key given twice keeps both entries.
    public init(dictionaryLiteral elements: (String, PropertyListValue)...) {
        self = .dictionary(PropertyListDictionary(elements.map { .init(key: $0.0, value: $0.1) }))
    }
}
