import RestoreKit

/// SARIF 2.1.0: every validation rule described once, a result per finding located at its file
/// (a relative URI) and, when it has one, the identifier path as a logical location.
struct SARIFValidationReporter: ValidationReporter {
    var isTerminalText: Bool { false }

    var summary: String { "sarif (SARIF 2.1.0)" }

    func report(_ run: ValidationRun, quiet: Bool, style: TextStyle) -> String {
        let rules = ValidationRule.allCases
        let descriptors = rules.map { rule in
            JSONValue.object([
                ("id", .string(rule.rawValue)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("help", .object([("text", .string(rule.help))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
            ])
        }
        var results: [JSONValue] = []
        for file in run.files {
            for finding in file.findings {
                var location: [(String, JSONValue)] = [
                    (
                        "physicalLocation",
                        .object([("artifactLocation", .object([("uri", .string(Self.uri(file.name)))]))])
                    )
                ]
                if let path = finding.path {
                    location.append(
                        (
                            "logicalLocations",
                            .array([.object([("fullyQualifiedName", .string(path)), ("kind", .string("object"))])])
                        ))
                }
                results.append(
                    .object([
                        ("ruleId", .string(finding.rule.rawValue)),
                        ("ruleIndex", .integer(PropertyListInteger(rules.firstIndex(of: finding.rule) ?? 0))),
                        ("level", .string(run.fails(finding) ? "error" : finding.severity.rawValue)),
                        ("message", .object([("text", .string(finding.located()))])),
                        ("locations", .array([.object(location)])),
                    ]))
            }
        }
        let driver = JSONValue.object([
            ("name", .string("restorectl")),
            ("version", .string(Version.current)),
            ("rules", .array(descriptors)),
        ])
        let document = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ])
        return document.serialized(pretty: true) + "\n"
    }

    /// A file path as a relative (or absolute) URI reference: bytes other than unreserved
    /// characters and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return text
    }
}
