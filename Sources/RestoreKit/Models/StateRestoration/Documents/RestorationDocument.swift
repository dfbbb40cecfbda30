/// A `dump --format json` document written back as the files UIKit reads: the restoration archive
/// (`data.data`) and, for a `.savedState` folder, `restorationInfo.plist`, `inprogress.data` and
/// the scene state.
///
/// The contract is that the dump of what is written equals the document (its `file` aside). The
/// archive is laid out as decompiled UIKit (iOS 26.1) writes one: `$top` keys in UIKit's order
/// (versions, idiom, timestamp, system and bundle versions, the app delegate's keys, the size-class
/// map, one coder per object, first responders, the identifier list, the class map, the snapshot
/// flag) with UIKit's value types. A document is untrusted input: every member is checked, and
/// an error names its JSON location.
package struct RestorationDocument {
    /// What a document may make `create` do.
    package struct Options: Sendable {
        /// Whether a `$ref` may name a path that is not an object of the document.
        package var allowsDanglingReferences = false
        /// Nested `$archive`s deeper than this are refused (default 8, the depth the dump decodes).
        var maximumNesting = KeyedArchive.Options().maximumNesting
        /// The most bytes the written files may hold together (default 64 MiB).
        package var maximumOutputBytes = 64 << 20

        /// The default options.
        package init() {}
    }

    /// One file to write: its path inside the saved-state folder, by components, and its bytes.
    package struct File: Sendable, Equatable {
        /// The path inside the folder, one component per level (`["KnownSceneSessions", "data.data"]`).
        package var components: [String]
        /// The file's contents.
        package var bytes: [UInt8]
        /// Whether this is a folder to make (its bytes are then empty).
        package var isFolder = false
    }

    /// The restoration archive (`data.data`).
    package private(set) var archive: [UInt8] = []
    /// Whether the document has anything of a view-controller archive: metadata, objects, the app
    /// delegate's keys or UIKit's own root keys. A folder of scene state alone has no `data.data`.
    private(set) var hasArchiveContent = false
    /// The files beside `data.data` a `.savedState` folder gets: `restorationInfo.plist`,
    /// `inprogress.data`, `KnownSceneSessions/data.data` and each scene's folder.
    private(set) var folderFiles: [File] = []
    /// How many scenes the document has.
    package private(set) var sceneCount = 0

    static let members = [
        "file", "metadata", "firstResponders", "sizeClasses", "ignoreSnapshot", "objects", "extra", "inProgress",
        "scenes",
    ]

    /// Reads and checks a document, and makes its files.
    package init(json: JSONValue, options: Options = Options()) throws(JSONDocumentError) {
        let document = try JSONMembers(json, at: JSONLocation(), known: Self.members)
        var builder = try RootArchiveBuilder(document: document, options: options)
        archive = try builder.encode()
        hasArchiveContent = builder.hasContent
        var budget = OutputBudget(limit: options.maximumOutputBytes)
        try budget.spend(archive.count, at: JSONLocation())
        if let ignoreSnapshot = builder.ignoreSnapshot {
            // UIKit writes the flag beside the archive too, as the strings YES and NO.
            let plist = PropertyListValue.dictionary(
                PropertyListDictionary([
                    .init(key: RestorationKey.ignoreSnapshot, value: .string(ignoreSnapshot ? "YES" : "NO"))
                ]))
            folderFiles.append(
                File(components: ["restorationInfo.plist"], bytes: (try? XMLPropertyListWriter().write(plist)) ?? []))
        }
        if let marker = try document.object("inProgress") {
            let members = try JSONMembers(
                .object(marker), at: JSONLocation("inProgress"), known: ["triesLeft", "extended"])
            var entries: [PropertyListDictionary.Entry] = []
            if let tries = try members.integer("triesLeft") {
                entries.append(.init(key: RestorationKey.triesLeft, value: .int(tries)))
            }
            if let extended = try members.bool("extended") {
                entries.append(.init(key: RestorationKey.extended, value: .boolean(extended)))
            }
            folderFiles.append(
                File(
                    components: ["inprogress.data"],
                    bytes: BinaryPropertyListWriter().write(.dictionary(PropertyListDictionary(entries)))))
        }
        let scenes = try document.array("scenes") ?? []
        sceneCount = scenes.count
        if !scenes.isEmpty {
            var sceneBuilder = SceneFilesBuilder(reader: builder.reader)
            folderFiles += try sceneBuilder.files(scenes, at: JSONLocation("scenes"))
        }
        for file in folderFiles {
            try budget.spend(file.bytes.count, at: JSONLocation(file.components.joined(separator: "/")))
        }
    }

    /// Every file of the `.savedState` folder: `data.data` when the document has archive content,
    /// then the files beside it.
    package var savedStateFiles: [File] {
        (hasArchiveContent ? [File(components: ["data.data"], bytes: archive)] : []) + folderFiles
    }
}

/// The bytes a document has made so far, against the output limit.
struct OutputBudget {
    let limit: Int
    private var spent = 0

    init(limit: Int) { self.limit = limit }

    mutating func spend(_ count: Int, at location: JSONLocation) throws(JSONDocumentError) {
        spent += count
        guard spent <= limit else {
            throw JSONDocumentError(location, "the document makes more than the output limit of \(limit) bytes")
        }
    }
}
