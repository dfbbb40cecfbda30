import RestoreKit

/// The one place a command's output format is decided: what a command shows (`CommandResult.Shown`)
/// is written to standard output by the writer `--format` names.
enum OutputWriters {
    /// Writes `shown` in `format`: a view as text (`TextWriter`) or by its document writer
    /// (`DocumentWriters`), a validation run by its reporter (`ValidationReporters`), a timeline's
    /// rows by their writer (`TimelineWriters`).
    static func write(_ shown: CommandResult.Shown, format: OutputFormat, _ console: inout Console)
        throws(CommandFailure)
    {
        switch shown {
        case .nothing:
            return
        case .bytes(let bytes):
            console.write(bytes)
        case .lines(let lines):
            console.write(TextWriter(console).bytes(lines))
        case .plain(let lines):
            for line in lines { console.print(line) }
        case .validation(let run, let quiet):
            try ValidationReporters.write(run, format: format, quiet: quiet, &console)
        case .findings(let view, let run, let quiet):
            if format == .text || DocumentWriters.formats.contains(format) {
                try write(.view(view), format: format, &console)
            } else {
                try ValidationReporters.write(run, format: format, quiet: quiet, &console)
            }
        case .timeline(let view):
            if format == .text || DocumentWriters.formats.contains(format) {
                try write(.view(view), format: format, &console)
            } else {
                console.write(try TimelineWriters.bytes(view.rows, format: format))
            }
        case .view(let view):
            if format == .text {
                let lines = try view.lines(style: console.style)
                // Freed by the exit, all at once (`KeptUntilExit`).
                KeptUntilExit.keep((view, lines))
                // Written as the lines of a command without --format are.
                try write(view.isPlainText ? .plain(lines) : .lines(lines), format: .text, &console)
                return
            }
            let writer = try DocumentWriters.writer(for: format)
            let document = try view.document()
            KeptUntilExit.keep((view, document))
            do {
                console.write(try writer.bytes(document))
            } catch {
                throw CommandFailure(error, "cannot write as \(writer.name): \(error)")
            }
        }
    }
}
