/// One option a command accepts: its spellings, whether it takes a value, and its help text.
/// The parser, the help output and the manual all read this table, so they cannot drift apart.
struct OptionSpec: Sendable {
    enum Kind: Sendable {
        /// A switch without a value.
        case flag
        /// An option followed by a value; `choices` lists the accepted values when they are fixed.
        case value(placeholder: String, choices: [String]?)
        /// An option followed by a positive whole number.
        case number(placeholder: String)
    }

    /// The long spelling, `--to`.
    let name: String
    /// Its spellings: the long one, then the short one when there is one.
    var spellings: [String] { [name] + (short.map { [$0] } ?? []) }
    /// The short spelling, `-o`, if any.
    let short: String?
    let kind: Kind
    /// The help text, made when help, the manual page or a completion script asks for it: a
    /// composed one (`--format`'s, from the writers' summaries) costs every run that builds the
    /// spec otherwise.
    var help: String { makeHelp() }
    private let makeHelp: @Sendable () -> String
    /// Whether the option may be given more than once.
    let repeats: Bool
    /// Whether the command cannot run without it; the usage line lists it.
    let isRequired: Bool
    /// What completion offers for a value without fixed choices.
    let completes: ValueCompletion
    /// The positional the option takes the place of (`set --meta FIELD` of PATH): on a line that
    /// gives the option, that positional is not there, for the parser's count and for completion.
    let standsFor: String?

    init(
        _ name: String, short: String? = nil, _ kind: Kind = .flag, completes: ValueCompletion = .nothing,
        repeats: Bool = false, required: Bool = false, standsFor: String? = nil,
        help: @autoclosure @escaping @Sendable () -> String
    ) {
        self.name = name
        self.short = short
        self.kind = kind
        self.completes = completes
        makeHelp = help
        self.repeats = repeats
        self.isRequired = required
        self.standsFor = standsFor
    }

    /// What completion offers for the value: the choices, or what `completes` says; nil for a flag.
    var completion: ValueCompletion? {
        switch kind {
        case .flag: nil
        case .value(_, let choices?): .choices(choices)
        case .value(_, nil): completes
        case .number: .nothing
        }
    }

    var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    /// `--to binary|xml|json`, `-o, --output FILE` as help prints the option.
    var synopsis: String {
        var text = (short.map { $0 + ", " } ?? "") + name
        switch kind {
        case .flag: break
        case .value(let placeholder, let choices): text += " " + (choices?.joined(separator: "|") ?? placeholder)
        case .number(let placeholder): text += " " + placeholder
        }
        return text
    }
}

/// What a shell's completion offers for a positional argument or an option's value.
enum ValueCompletion: Sendable, Equatable {
    case files
    case folders
    /// The identifier paths of the archive named on the line (`restorectl paths FILE`).
    case identifierPaths
    case commands
    case shells
    case choices([String])
    /// Typed, not completed.
    case nothing
}

/// A positional argument of a command, as help prints it.
struct PositionalSpec: Sendable {
    let name: String
    let help: String
    let isOptional: Bool
    /// Whether it takes one or more values (`FILE...`).
    let repeats: Bool
    /// What completion offers here.
    let completion: ValueCompletion

    init(
        _ name: String, completes: ValueCompletion = .nothing, optional: Bool = false, repeats: Bool = false,
        help: String
    ) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.repeats = repeats
        self.completion = completes
    }

    var synopsis: String {
        let base = name + (repeats ? "..." : "")
        return isOptional ? "[" + base + "]" : base
    }
}

/// Options every command accepts.
enum CommonOptions {
    static let help = OptionSpec("--help", short: "-h", help: "Show this command's help and exit.")
    static let color = TypedOption<ColorChoice>(
        "--color", placeholder: "WHEN",
        help:
            "Colour text output: auto (default: on a terminal, unless NO_COLOR is set or TERM is dumb), always or never."
    )
    static let noColor = OptionSpec("--no-color", help: "The same as --color=never.")
    static let noCut = OptionSpec(
        "--no-cut", help: "On a terminal, show long values whole instead of cutting them to the width with …")
    static let maximumDepth = TypedOption<Int>(
        "--max-depth", placeholder: "N",
        help: "Reject containers, and object references in archives, nested deeper than N levels (default 512).")
    static let maximumObjects = TypedOption<Int>(
        "--max-objects", placeholder: "N",
        help: "Reject a binary property list of more than N objects (default 50000000).")
    static let maximumExpansion = TypedOption<Int>(
        "--max-expansion", placeholder: "N",
        help: "Reject a file whose shared containers expand to more than 1000000 + N values per input byte (default 4)."
    )
    static let force = OptionSpec("--force", help: "Replace an output file even when it is read-only.")
    /// The options every command takes, after its own.
    static let everyCommand = [color.spec, noColor, noCut, help]
    /// The limits for untrusted input, on every command that reads files.
    static let limits = [maximumDepth.spec, maximumObjects.spec, maximumExpansion.spec]
}
