/// The checks `validate` makes, with the identifiers and severities of the command-line contract.
/// Identifiers are stable: scripts match on them.
public enum ValidationRule: String, Sendable, CaseIterable {
    /// The file (or a folder on the way to it) could not be read at all.
    case unreadableFile = "unreadable-file"
    /// The file is not a readable property list.
    case malformedPlist = "malformed-plist"
    /// The property list is not a well-formed keyed archive.
    case notKeyedArchive = "not-keyed-archive"
    /// A keyed archive without anything UIKit's restoration root holds (an object's own coder,
    /// say): UIKit would restore nothing from it.
    case notRestorationArchive = "not-restoration-archive"
    /// A UID past the end of `$objects`, or a `$class` that is no class description.
    case badReference = "bad-reference"
    /// An object's nested coder archive cannot be read.
    case malformedObject = "malformed-object"
    /// A listed path, or one of the class map, without coder data.
    case missingObject = "missing-object"
    /// A path listed twice in `kRootRestorationIdentifiersKey`.
    case duplicatePath = "duplicate-path"
    /// An identifier-path proxy to a path the archive does not hold.
    case danglingReference = "dangling-reference"
    /// Saved by another bundle version than `ValidationExpectations.bundleVersion`.
    case bundleVersionMismatch = "bundle-version-mismatch"
    /// Saved on another idiom than `ValidationExpectations.idiom`.
    case idiomMismatch = "idiom-mismatch"
    /// A saved or restoration class not in `ValidationExpectations.knownClasses`.
    case unknownClass = "unknown-class"
    /// An object cut off because an ancestor on its path was not preserved.
    case orphanPath = "orphan-path"
    /// Coder data for a path `kRootRestorationIdentifiersKey` does not list.
    case unlistedObject = "unlisted-object"
    /// The bundle version, system version or idiom is absent.
    case missingMetadata = "missing-metadata"
    /// An object's coder uses a key UIKit reserves for the root archive.
    case reservedKey = "reserved-key"
    /// `kUIStateRestorationArchiveMajorVersionKey` is not 2 (or absent, which UIKit reads as 0): UIKit discards the archive.
    case unsupportedArchiveVersion = "unsupported-archive-version"
    /// A `kFirstRespondersKey` path that is no object of the archive.
    case firstResponderNotSaved = "first-responder-not-saved"
    /// Scene state (iOS 13+): a scene file that cannot be read.
    case sceneUnreadable = "scene-unreadable"
    /// A scene's restoration activity without an activity type: UIKit cannot hand it to the app.
    case activityWithoutType = "activity-without-type"
    /// A scene folder that no known session names.
    case sceneWithoutSession = "scene-without-session"
    /// A known session without a scene folder.
    case sessionWithoutScene = "session-without-scene"
    /// AppKit saved state: a record that cannot be framed, decrypted or decoded.
    case unreadableRecord = "unreadable-record"
    /// AppKit saved state: records without the `windows.plist` that holds their keys.
    case missingWindowList = "missing-window-list"

    /// How much a finding matters: an error fails validation, a warning only under `--strict`.
    public enum Severity: String, Sendable, Comparable {
        /// UIKit restores the archive, but not all of it, or not as the app may expect.
        case warning
        /// UIKit refuses the archive or skips objects, or an expectation is not met.
        case error

        /// Warnings order before errors.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// The rule's severity; it never depends on the finding.
    public var severity: Severity {
        switch self {
        case .orphanPath, .unlistedObject, .missingMetadata, .reservedKey, .firstResponderNotSaved, .sceneWithoutSession, .sessionWithoutScene: .warning
        default: .error
        }
    }

    /// What the rule finds, in one sentence: for reports that describe their rules (SARIF) and
    /// for help.
    public var summary: String {
        switch self {
        case .unreadableFile: "The file, or a folder met on the walk, cannot be read."
        case .malformedPlist: "The file is not a readable property list."
        case .notKeyedArchive: "The property list is not a well-formed NSKeyedArchiver archive."
        case .notRestorationArchive: "A keyed archive that holds nothing of a state restoration root: UIKit would restore nothing from it."
        case .badReference: "A UID past the end of $objects, or a $class that is not a class description."
        case .malformedObject: "An object's nested coder archive cannot be read."
        case .missingObject: "A path listed in kRootRestorationIdentifiersKey or the class map has no coder data."
        case .duplicatePath: "A restoration identifier path is listed twice."
        case .danglingReference: "An object refers to an identifier path the archive does not hold."
        case .bundleVersionMismatch: "The archive was saved by another bundle version than expected."
        case .idiomMismatch: "The archive was saved on another interface idiom than expected."
        case .unknownClass: "A saved or restoration class is not among the classes the app has."
        case .orphanPath: "An object is cut off because an ancestor on its path was not preserved."
        case .unlistedObject: "$top holds coder data for a path kRootRestorationIdentifiersKey does not list."
        case .missingMetadata: "The bundle version, system version or idiom is absent."
        case .reservedKey: "An object's coder uses a key UIKit reserves for the root archive."
        case .unsupportedArchiveVersion: "The archive's major version is not 2: UIKit discards it."
        case .firstResponderNotSaved: "A first responder's path is no object of the archive."
        case .sceneUnreadable: "A scene file cannot be read."
        case .activityWithoutType: "A scene's restoration activity has no activity type."
        case .sceneWithoutSession: "A scene folder that no known scene session names."
        case .sessionWithoutScene: "A known scene session without a scene folder."
        case .unreadableRecord: "A macOS saved-state record cannot be framed, decrypted or decoded."
        case .missingWindowList: "macOS saved-state records without the windows.plist that holds their keys."
        }
    }

    /// Whether the finding means the file could not be read as an archive at all.
    public var meansUnreadable: Bool {
        self == .unreadableFile || self == .malformedPlist || self == .notKeyedArchive || self == .badReference
    }
}

/// One problem `validate` found: which rule, where (an identifier path, or nil for the archive as
/// a whole) and what, in one sentence.
public struct ValidationFinding: Sendable, Equatable {
    /// The rule that found it.
    public var rule: ValidationRule
    /// The identifier path it concerns, or nil for the archive as a whole.
    public var path: String?
    /// What is wrong, in one sentence that names what it refers to.
    public var message: String

    /// The class names the finding is about (`unknown-class`), as the archive stores them.
    public var classNames: [String] = []

    /// A finding of `rule` at `path`.
    public init(_ rule: ValidationRule, path: String? = nil, _ message: String) {
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
        "class \(names.joined(separator: ", ")) is not in the known classes: UIKit skips an object whose class is gone"
    }

    /// `message` with the class names it is about written as text output shows class names:
    /// a Swift class stored mangled (`_TtC4Mail21MessageViewController`) demangled
    /// (`Mail.MessageViewController`). `message` itself keeps the stored names, as JSON does.
    public var messageWithDemangledNames: String {
        guard rule == .unknownClass, !classNames.isEmpty else { return message }
        return Self.unknownClassMessage(classNames.map { SwiftClassName.demangled($0) ?? $0 })
    }

    /// The rule's severity.
    public var severity: ValidationRule.Severity { rule.severity }

    /// `{"rule", "severity", "path", "message"}`, as `validate --format json` prints it.
    public var json: JSONValue {
        .object([
            ("rule", .string(rule.rawValue)),
            ("severity", .string(severity.rawValue)),
            ("path", path.map(JSONValue.string) ?? .null),
            ("message", .string(message)),
        ])
    }
}

/// What the archive is expected to hold, from `validate`'s options.
public struct ValidationExpectations: Sendable {
    /// `--expect-bundle-version`.
    public var bundleVersion: String?
    /// `--expect-idiom`, as a `UIUserInterfaceIdiom` number.
    public var idiom: Int?
    /// `--known-classes`: the class names the running app has.
    public var knownClasses: Set<String>?

    /// Expectations; each that is nil is not checked.
    public init(bundleVersion: String? = nil, idiom: Int? = nil, knownClasses: Set<String>? = nil) {
        self.bundleVersion = bundleVersion
        self.idiom = idiom
        self.knownClasses = knownClasses
    }

    /// The class names of a known-classes list (UTF-8 text): one a line, with the spaces, tabs
    /// and carriage returns around it dropped; blank lines and lines starting with `#` are skipped.
    public static func knownClasses(inList bytes: [UInt8]) -> Set<String> {
        func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\r" }
        return Set(String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { String($0.drop(while: isSpace).reversed().drop(while: isSpace).reversed()) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }
}
