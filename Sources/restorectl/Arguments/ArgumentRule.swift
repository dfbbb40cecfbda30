/// A rule of a command line that the option table alone does not state (two options that
/// contradict each other, an option that only means something with another): part of the
/// command's spec, checked after parsing, before the command runs (`CommandSpec.checkRules`).
struct ArgumentRule: Sendable {
    private enum Relation: Sendable {
        case excludes, needs
    }

    private let option: OptionSpec
    private let relation: Relation
    private let other: OptionSpec
    /// Why, said after the rule.
    private let reason: String?

    /// `option` and `other` cannot be given together; the one given later is named.
    static func excludes(_ option: OptionSpec, _ other: OptionSpec, because reason: String? = nil) -> ArgumentRule {
        ArgumentRule(option: option, relation: .excludes, other: other, reason: reason)
    }

    /// `option` means something only when `other` is given too.
    static func needs(_ option: OptionSpec, _ other: OptionSpec, because reason: String? = nil) -> ArgumentRule {
        ArgumentRule(option: option, relation: .needs, other: other, reason: reason)
    }

    /// What is wrong with `parsed`, naming the option and its place on the command line as the
    /// parser does (`option '--check' (argument 5) cannot be combined with --record`), or nil.
    func broken(by parsed: ParsedArguments) -> String? {
        guard let position = parsed.positions[option.name] else { return nil }
        switch relation {
        case .excludes:
            guard let otherPosition = parsed.positions[other.name] else { return nil }
            // The one given later is the one that came too late.
            let (later, laterPosition, earlier) =
                position > otherPosition ? (option, position, other) : (other, otherPosition, option)
            return "option '\(later.name)' (argument \(laterPosition)) cannot be combined with \(earlier.name)"
                + (reason.map { ": " + $0 } ?? "")
        case .needs:
            guard parsed.positions[other.name] == nil else { return nil }
            return "option '\(option.name)' (argument \(position)) needs \(other.name)"
                + (reason.map { ": " + $0 } ?? "")
        }
    }
}
