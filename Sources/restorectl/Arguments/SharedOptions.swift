/// Options several commands take with one spelling and one meaning, each command saying in its
/// own sentence what the option does there. One declaration per option keeps the short
/// spellings and placeholders from drifting apart; `--format` is `OutputFormat.option`.
enum SharedOptions {
    /// `-o, --output OUT`: where a command writes.
    static func output(_ placeholder: String = "OUT", completes: ValueCompletion = .files, help: String) -> OptionSpec {
        OptionSpec(
            "--output", short: "-o", .value(placeholder: placeholder, choices: nil), completes: completes, help: help)
    }

    /// `-s, --quiet`: print less.
    static func quiet(help: String) -> OptionSpec { OptionSpec("--quiet", short: "-s", help: help) }

    /// `--backup`: keep what is replaced.
    static func backup(help: String) -> OptionSpec { OptionSpec("--backup", help: help) }

    /// `--allow-dangling`: accept a reference to a path that is no object.
    static func allowDangling(help: String) -> OptionSpec { OptionSpec("--allow-dangling", help: help) }
}
