/// An option whose value is read back as a `Value` rather than text: a choice as its enum case,
/// a number as an `Int`. The spec's choices are written from the same cases, so the parser's check
/// and the reading cannot disagree.
struct TypedOption<Value: Sendable>: Sendable {
    let spec: OptionSpec
    /// Turns a value the parser accepted into `Value`.
    let read: @Sendable (ParsedArguments) -> Value?
}

extension TypedOption where Value: RawRepresentable<String> & CaseIterable {
    /// `--to binary|xml|json`: one of `cases` (default: all of them), read back as the case.
    init(
        _ name: String, placeholder: String, cases: [Value] = Array(Value.allCases), required: Bool = false,
        standsFor: String? = nil, help: @autoclosure @escaping @Sendable () -> String
    ) {
        spec = OptionSpec(
            name, .value(placeholder: placeholder, choices: cases.map(\.rawValue)), required: required,
            standsFor: standsFor, help: help())
        read = { arguments in arguments.options[name]?.last.flatMap(Value.init(rawValue:)) }
    }
}

extension TypedOption where Value == Int {
    /// `--max-depth N`: a positive whole number, converted by the parser.
    init(_ name: String, placeholder: String, help: String) {
        spec = OptionSpec(name, .number(placeholder: placeholder), help: help)
        read = { arguments in arguments.numbers[name] }
    }
}
