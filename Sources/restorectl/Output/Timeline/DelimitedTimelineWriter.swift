import RestoreKit

extension OutputFormat {
    /// Comma-separated values (RFC 4180).
    static let csv = OutputFormat(rawValue: "csv")
    /// Tab-separated values, with backslash escapes.
    static let tsv = OutputFormat(rawValue: "tsv")
}

/// A header line of the members' names, then a line per row: null an empty field, booleans
/// `true`/`false`, numbers in decimal. Two delimiters, two ways to hold what would break a line:
///
/// - csv, RFC 4180 (Python's excel dialect): fields holding `,`, `"`, CR or LF quoted with `"`,
///   quotes doubled, lines ending in CR LF;
/// - tsv (IANA text/tab-separated-values, which allows no tab or line break in a field): `\` as
///   `\\`, tab as `\t`, LF as `\n`, CR as `\r`, lines ending in LF; reversible, unlike replacing them.
struct DelimitedTimelineWriter: TimelineWriter {
    let format: OutputFormat
    let summary: String
    let delimiter: String
    let lineEnd: String
    let field: @Sendable (String) -> String

    static let csv = DelimitedTimelineWriter(
        format: .csv, summary: "csv (RFC 4180, a header line)", delimiter: ",", lineEnd: "\r\n", field: quoted)
    static let tsv = DelimitedTimelineWriter(
        format: .tsv, summary: "tsv (tab-separated, a header line, backslash escapes)", delimiter: "\t",
        lineEnd: "\n", field: escaped)

    func bytes(_ rows: [TimelineRow]) -> [UInt8] {
        var text = TimelineRow.memberNames.map(field).joined(separator: delimiter) + lineEnd
        for row in rows {
            text += row.members.map { field(Self.text($0)) }.joined(separator: delimiter) + lineEnd
        }
        return Array(text.utf8)
    }

    /// A member's text: empty for null.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .null: ""
        case .string(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let integer): integer.description
        case .real(let real): "\(real)"
        case .array, .object: value.serialized(pretty: false)
        }
    }

    /// RFC 4180: quoted when it holds a comma, a quote, CR or LF, with its quotes doubled.
    static func quoted(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else { return text }
        return "\"" + text.replacingScalars { $0 == "\"" ? "\"\"" : nil } + "\""
    }

    /// `\` as `\\`, tab as `\t`, LF as `\n`, CR as `\r`.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        return text.replacingScalars { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\t": "\\t"
            case "\n": "\\n"
            case "\r": "\\r"
            default: nil
            }
        }
    }
}
