extension RestorationEditor {
    /// Why an edit cannot be made, or an object's coder read (`RestorationArchive.coder(at:)`);
    /// the file is then left as it was.
    public struct Failure: Error, KindedError, Sendable, Equatable, CustomStringConvertible {
        /// What kind of failure it is: a path or key not in the archive, a value that cannot be
        /// stored, an unreadable coder.
        package var failureKind: FailureKind
        /// What is wrong, for a person to read.
        public package(set) var message: String
        /// The error of a lower layer this one reports, when there is one (a `JSONReadError` for
        /// JSON that cannot be read, a `KeyedArchiveError` for a coder, a `KeyPathError`).
        public package(set) var underlying: (any Error & Sendable)?
        /// The identifier path named that is no object of the archive, for `noObject(at:among:)`.
        package private(set) var missingObject: String?
        /// The archive's object paths, among which `suggestion` looks for that path's closest:
        /// only when asked, since a client probing for paths that may be absent never asks.
        private var objectPaths: [String] = []
        /// A failure of `kind` that says `message`, caused by `underlying` when given.
        package init(_ kind: FailureKind, _ message: String, underlying: (any Error & Sendable)? = nil) {
            self.failureKind = kind
            self.message = message
            self.underlying = underlying
        }
        /// `; did you mean 'selectedIndex'?` for a path or key not in the archive when one close to it
        /// is there: for a key path's step that matched nothing, among the keys there; for an object
        /// that is not there, among the archive's paths. Empty for a failure of another kind.
        package var suggestion: String {
            guard failureKind == .notInArchive else { return "" }
            if let keyPathError = underlying as? KeyPathError { return keyPathError.suggestion }
            return missingObject.map { Spelling.suggestion(for: $0, among: objectPaths) } ?? ""
        }
        /// The message.
        public var description: String { message }
        /// Failures are equal when they are of one kind and say the same.
        public static func == (lhs: Failure, rhs: Failure) -> Bool {
            lhs.failureKind == rhs.failureKind && lhs.message == rhs.message
        }
    }
}

/// The failures more than one place reports, each said one way.
extension RestorationEditor.Failure {
    /// No object at `path`, which is none of `paths` (the archive's objects): `notInArchive`,
    /// with the closest of `paths` as its suggestion.
    static func noObject(at path: String, among paths: [String]) -> Self {
        var failure = Self(.notInArchive, "no object at path '\(path)'")
        failure.missingObject = path
        failure.objectPaths = paths
        return failure
    }

    /// Why the coder of the object at `path`, decoded as `decoded` (nil when there is no coder
    /// data), cannot be read: `unreadableInput`.
    static func unreadableCoder(_ decoded: Result<KeyedArchive, KeyedArchiveError>?, at path: String) -> Self {
        guard case .failure(let error)? = decoded else {
            return Self(.unreadableInput, "the object at '\(path)' has no coder data")
        }
        return Self(.unreadableInput, "the coder of '\(path)' is unreadable: \(error)", underlying: error)
    }

    /// `problem`, met reading text for `key`, which holds values of `type`: "`selectedIndex` holds
    /// an integer: 'abc' is not an integer", then `hint`.
    static func mismatch(_ problem: Self, key: String, holding type: StoredType, hint: String = "") -> Self {
        Self(problem.failureKind, "`\(key)` holds \(type): \(problem.message)\(hint)", underlying: problem.underlying)
    }
}
