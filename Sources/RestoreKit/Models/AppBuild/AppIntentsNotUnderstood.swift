/// Why an App Intents metadata file was not read: it could not be, it is no JSON, or its JSON has
/// a shape this does not know. Not an error of the build: the build keeps it, and what depends on
/// the file cannot be told.
package struct AppIntentsNotUnderstood: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// Where in the file.
    package enum Place: Sendable, Equatable {
        /// The file as a whole (missing, unreadable, too large).
        case file
        /// A line and column (from 1; the column in bytes) of text that is no JSON.
        case text(line: Int, column: Int)
        /// A member of the document (`actions.OpenNoteIntent`), or the document itself.
        case member(JSONLocation)
    }

    /// Where the problem is.
    package var place: Place
    /// What is wrong there.
    package var message: String

    /// `unreadableInput`: a file this does not read, should a caller ever fail on it (the build's
    /// reading keeps it instead).
    package var failureKind: FailureKind { .unreadableInput }

    /// A problem at `place`.
    package init(_ place: Place, _ message: String) {
        self.place = place
        self.message = message
    }

    /// The JSON reader's error: the text is no JSON.
    init(_ error: JSONReadError) {
        self.init(.text(line: error.line, column: error.column), error.message)
    }

    /// A document of another shape.
    init(_ error: JSONDocumentError) {
        self.init(.member(error.location), error.message)
    }

    /// `line 3, column 14: expected ...`, `actions: expected an object, found an array`, or the
    /// message alone for the file.
    package var description: String {
        switch place {
        case .file: message
        case .text(let line, let column): "line \(line), column \(column): \(message)"
        case .member(let location): "\(location): \(message)"
        }
    }
}
