/// Literal syntax for building values in code: `["name": "main", "count": 2, "items": [1, 2]]`.
extension PropertyListValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByBooleanLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(arrayLiteral elements: PropertyListValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, PropertyListValue)...) {
        self = .dictionary(PropertyListDictionary(elements.map { .init(key: $0.0, value: $0.1) }))
    }
}
