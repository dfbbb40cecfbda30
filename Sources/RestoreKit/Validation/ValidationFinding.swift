/// One problem `validate` found: which rule, where (an identifier path, or nil for the archive as
/// a whole) and what, in one sentence.
public struct ValidationFinding: Sendable, Equatable {
    /// The rule that found it.
    public package(set) var rule: ValidationRule
    /// The identifier path it concerns, or nil for the archive as a whole.
    public package(set) var path: String?
    /// What is wrong, in one sentence that names what it refers to.
    public package(set) var message: String

    /// The class names the finding is about (`unknown-class`), as the archive stores them.
    var classNames: [String] = []
    /// The severity a run gives the rule instead of its own (`validate --severity RULE=LEVEL`).
    package var assignedSeverity: ValidationRule.Severity?

    /// A finding of `rule` at `path`.
    package init(_ rule: ValidationRule, path: String? = nil, _ message: String) {
        self.rule = rule
        self.path = path
        self.message = message
    }

    /// An `unknown-class` finding at `path` for the stored class names `names`.
    static func unknownClass(_ names: [String], path: String) -> ValidationFinding {
        var finding = ValidationFinding(.unknownClass, path: path, unknownClassMessage(names))
        finding.classNames = names
        return finding
    }

    private static func unknownClassMessage(_ names: [String]) -> String {
        "class \(names.joined(separator: ", ")) is not in the known classes: UIKit passes over a restoration class it cannot find, and skips an object no other route gives back"
    }

    /// `message` with the class names it is about written as text output shows class names:
    /// a Swift class stored mangled (`_TtC4Mail21MessageViewController`) demangled
    /// (`Mail.MessageViewController`). `message` itself keeps the stored names, as JSON does.
    package var messageWithDemangledNames: String {
        guard rule == .unknownClass, !classNames.isEmpty else { return message }
        return Self.unknownClassMessage(classNames.map { SwiftClassName.demangled($0) ?? $0 })
    }

    /// The rule's severity, or the one the run gave it instead.
    public var severity: ValidationRule.Severity { assignedSeverity ?? rule.severity }
}
