import RestoreKit

/// The result of parsing one command's arguments against its option table.
struct ParsedArguments: CustomStringConvertible {
    /// Option values by long name, in the order given; flags map to an empty string.
    var options: [String: [String]] = [:]
    /// The last value of each number option, converted once by the parser.
    var numbers: [String: Int] = [:]
    var positionals: [String] = []
    /// Where each option was first given, by long name: its argument number in argv (the
    /// program name is 0), which usage errors name.
    var positions: [String: Int] = [:]

    func has(_ option: OptionSpec) -> Bool { options[option.name] != nil }

    func has<Value>(_ option: TypedOption<Value>) -> Bool { has(option.spec) }

    /// The last value given for `option`, if any.
    func value(_ option: OptionSpec) -> String? { options[option.name]?.last }

    /// The last value given for `option`, as its type.
    func value<Value>(_ option: TypedOption<Value>) -> Value? { option.read(self) }

    /// Every value given for a repeatable option.
    func values(_ option: OptionSpec) -> [String] { options[option.name] ?? [] }

    /// The canonical command line: options sorted by name, then `--` and the positionals.
    var description: String {
        var words: [String] = []
        for name in options.keys.sorted() {
            for value in options[name] ?? [] { words.append(value.isEmpty ? name : name + "=" + value) }
        }
        if !positionals.isEmpty { words.append("--"); words += positionals }
        return words.joined(separator: " ")
    }
}

/// A mistake on the command line; the message names the argument and where it stood.
struct UsageError: CommandError, Equatable {
    var message: String
    /// The command whose help says more, if known.
    var command: String?

    /// A command line no input could make work.
    var status: ExitStatus { .usage }
}

extension UsageError: CustomStringConvertible {
    /// The message, as `Console.report` says it.
    var description: String { message }
}

/// Parses `arguments` (the words after the command name) against `options`.
///
/// Long options take their value as the next word or after `=`; short ones as the next word.
/// `--` ends the options; `-` alone is a positional (standard input).
func parseArguments(_ arguments: [String], options: [OptionSpec], command: String, argumentOffset: Int)
    throws(UsageError) -> ParsedArguments
{
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
        let argument = arguments[index]
        let position = index + argumentOffset
        index += 1
        // No option starts with a digit or a dot: `-5` and `-.5` are values (`set ... -5 --type integer`).
        if optionsEnded || argument == "-" || !argument.hasPrefix("-") || looksLikeNegativeNumber(argument) {
            parsed.positionals.append(argument)
            continue
        }
        if argument == "--" {
            optionsEnded = true
            continue
        }
        var spelling = argument
        var attached: String? = nil
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            spelling = String(argument[..<equals])
            attached = String(argument[argument.index(after: equals)...])
        }
        guard let option = options.first(where: { $0.name == spelling || $0.short == spelling }) else {
            let names = options.flatMap(\.spellings)
            throw UsageError(
                message: "unknown option '\(spelling)' (argument \(position))"
                    + suggestion(for: spelling, among: names), command: command)
        }
        var value = ""
        if option.takesValue {
            if let attached {
                value = attached
            } else {
                guard index < arguments.count else {
                    throw UsageError(
                        message: "option '\(spelling)' (argument \(position)) needs a value", command: command)
                }
                value = arguments[index]
                index += 1
            }
        } else if attached != nil {
            throw UsageError(message: "option '\(spelling)' (argument \(position)) takes no value", command: command)
        }
        switch option.kind {
        case .value(_, let choices?) where !choices.contains(value):
            throw UsageError(
                message:
                    "option '\(spelling)' (argument \(position)) takes \(choices.joined(separator: ", ")), not '\(value)'"
                    + suggestion(for: value, among: choices), command: command)
        case .number:
            guard let number = Int(value), number > 0 else {
                throw UsageError(
                    message:
                        "option '\(spelling)' (argument \(position)) takes a positive whole number, not '\(value)'",
                    command: command)
            }
            parsed.numbers[option.name] = number
        default:
            break
        }
        if parsed.options[option.name] != nil && !option.repeats {
            throw UsageError(message: "option '\(spelling)' (argument \(position)) is given twice", command: command)
        }
        parsed.options[option.name, default: []].append(value)
        if parsed.positions[option.name] == nil { parsed.positions[option.name] = position }
    }
    return parsed
}

/// `; did you mean 'xml'?` when one candidate is within a small edit distance of `word`
/// (`Spelling.suggestion`, which the library's lookups use too).
func suggestion(for word: String, among candidates: [String]) -> String {
    Spelling.suggestion(for: word, among: candidates)
}

/// Whether `argument` is `-` followed by a digit or a dot: a negative number, never an option.
func looksLikeNegativeNumber(_ argument: String) -> Bool {
    let bytes = argument.utf8.dropFirst()
    guard argument.hasPrefix("-"), let first = bytes.first else { return false }
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: ".")
}
