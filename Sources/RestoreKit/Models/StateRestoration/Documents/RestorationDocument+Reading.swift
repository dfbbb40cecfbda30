/// Reading a `dump --format json` document from a file's bytes, and where `restorectl create`
/// writes what it makes.
extension RestorationDocument {
    /// Why bytes are no document to write saved state from; the input is unreadable, whichever.
    package enum ReadError: KindedError, Sendable, CustomStringConvertible {
        /// No JSON at all, as the first bytes say: what they are instead.
        case notJSON(String)
        /// JSON that cannot be read.
        case json(JSONReadError)
        /// JSON that is no document of this shape.
        case document(JSONDocumentError)

        /// `unreadableInput`, whatever the reason.
        package var failureKind: FailureKind { .unreadableInput }

        /// What is wrong, without the file's name.
        package var description: String {
            switch self {
            case .notJSON(let what): what
            case .json(let error): error.description
            case .document(let error): error.description
            }
        }
    }

    /// The most levels of nesting a document may have, whatever is asked: it is read without
    /// recursion, but turned into archives with it.
    static let deepestNesting = 1_000

    /// Reads and checks the document in `bytes`, nested at most `maximumDepth` levels (default
    /// 512; never more than 1000), and makes its files.
    package init(bytes: [UInt8], maximumDepth: Int? = nil, options: Options = Options()) throws(ReadError) {
        if let what = Self.notJSON(bytes) { throw .notJSON(what) }
        var readerOptions = JSONReader.Options()
        readerOptions.maximumDepth = min(maximumDepth ?? readerOptions.maximumDepth, Self.deepestNesting)
        let json: JSONValue
        do { json = try JSONReader.read(bytes, options: readerOptions) } catch { throw .json(error) }
        do { try self.init(json: json, options: options) } catch { throw .document(error) }
    }

    /// What `bytes` are when their first bytes say they are no JSON document: empty, or a
    /// property list (an archive, most likely, given where a JSON document was wanted).
    static func notJSON(_ bytes: [UInt8]) -> String? {
        switch PropertyListFormat.detect(bytes) {
        case nil: PropertyListError.emptyFile.description
        case .binary:
            "a binary property list, not a JSON document (dump --format json writes the document of an archive)"
        case .xml: "an XML property list, not a JSON document (dump --format json writes the document of an archive)"
        case .json, .openStep: nil
        }
    }

    /// Whether the document written to `destination` is a whole saved-state folder (`savedStateFiles`),
    /// as a destination named `<bundle-id>.savedState` asks, rather than the archive alone.
    package static func makesFolder(at destination: String) -> Bool {
        SavedStateFolder.isNamedSavedState(destination)
    }

    /// Why the document cannot be written as the archive alone, or nil when it can: an archive
    /// file holds no scenes.
    package var refusalAsArchive: String? {
        guard sceneCount > 0 else { return nil }
        return
            "scenes: the document has \(sceneCount) scene(s), which only a .savedState folder holds (-o NAME.savedState)"
    }
}
