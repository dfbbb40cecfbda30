/// What kind of failure an error is: what a caller decides on (a front end, its exit status),
/// where the error's message says what went wrong, and where, for a person.
///
/// Every error RestoreKit throws says its kind (`failureKind`). A reader's errors are
/// `unreadableInput` whatever they are; a layer that reads a value the caller gave (a value to
/// set, in JSON or as text) reports the reader's error as a `badValue` of its own. It lives in
/// RestoreKit's lowest layer (`Failures`), below every layer whose errors have a kind.
package enum FailureKind: Sendable, Equatable, CaseIterable {
    /// A path or key the caller named that the archive does not hold: no object at an identifier
    /// path, no key at a step of a key path, no element at an index.
    case notInArchive
    /// A value that cannot be stored where it was to go: text that is no value of the type there,
    /// a number or date out of range, a reference to an object the archive does not hold, a key
    /// that is UIKit's own.
    case badValue
    /// Input that cannot be read or is malformed: a file that is not there or cannot be read, bytes
    /// that are no property list, a property list that is no keyed archive or no restoration
    /// archive, an object whose coder is missing or unreadable, input past a reader's limits.
    case unreadableInput
    /// An output that cannot be written: a value the output format cannot hold.
    case cannotWrite
}

/// An error that says its kind: every error type RestoreKit declares adopts it, and the compiler
/// holds each to saying it (a test lists the error types of the sources and finds this on each).
package protocol KindedError: Error {
    /// What kind of failure this is: what a front end decides on (its exit status).
    var failureKind: FailureKind { get }
}
