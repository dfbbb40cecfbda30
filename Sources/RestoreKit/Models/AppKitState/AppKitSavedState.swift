/// A macOS `<bundle-id>.savedState` folder as AppKit writes it: `windows.plist`, the list of
/// windows with each one's AES key; `data.data`, records each holding one object's restorable
/// state encrypted with its window's key; and `window_N.data`, window snapshots encrypted with a
/// key the folder does not hold, which are listed and never read.
package struct AppKitSavedState: Sendable {
    /// The windows of `windows.plist` in order, each with its records.
    package var windows: [AppKitWindow]
    /// Records no window of `windows.plist` names (or all of them, without `windows.plist`),
    /// and records whose header is cut short, in file order.
    package var orphanRecords: [AppKitRecord]
    /// Whether the folder has a `windows.plist`.
    package var hasWindowList: Bool
    /// The `window_N.data` snapshots, by N.
    package var snapshots: [AppKitSnapshot]
    /// The folder's AppKit files (window list, records, snapshots) with their sizes and times,
    /// when the file source can say them.
    package var files: [(name: String, status: FileStatus)] = []

    /// The name of the window list.
    package static let windowListName = "windows.plist"

    /// Reads a folder's files: `windowList` is `windows.plist` (nil when there is none),
    /// `recordFiles` the record files by name, in the order to read them, `snapshots` the
    /// `window_N.data` files. Records that cannot be read carry their error; only a
    /// `windows.plist` that cannot be read at all throws.
    package init(
        windowList: [UInt8]?, recordFiles: [(name: String, bytes: [UInt8])], snapshots: [AppKitSnapshot] = [],
        options: KeyedArchive.Options = KeyedArchive.Options()
    ) throws(AppKitStateError) {
        hasWindowList = windowList != nil
        self.snapshots = snapshots
        windows =
            try windowList.map { bytes throws(AppKitStateError) in try Self.readWindows(bytes, options: options) } ?? []
        orphanRecords = []
        for (name, bytes) in recordFiles {
            for var record in AppKitRecordReader.frames(bytes, file: name) {
                let index = record.windowID.flatMap { id in windows.firstIndex { $0.id == id } }
                if record.error == nil {
                    if let index, let key = windows[index].dataKey {
                        AppKitRecordReader.decode(&record, in: bytes, key: key, options: options)
                    } else if let index {
                        // A listed window whose key is missing or malformed: windows.plist is damaged.
                        record.fail(.damaged, "cannot decrypt: " + (windows[index].keyProblem ?? "no key"))
                    } else if let id = record.windowID {
                        // Records of closed windows stay behind in real folders: normal, not damage.
                        record.fail(
                            .undecryptable,
                            hasWindowList
                                ? "cannot decrypt: \(Self.windowListName) has no window \(id), so no key"
                                : "cannot decrypt: there is no \(Self.windowListName), so no key")
                    }
                }
                if let index { windows[index].records.append(record) } else { orphanRecords.append(record) }
            }
        }
    }

    /// Whether `bytes` (a file's first 8 bytes are enough) start like an AppKit record file, not
    /// like UIKit's keyed archive.
    static func startsWithRecord(_ bytes: [UInt8]) -> Bool {
        AppKitRecordReader.hasRecordMagic(bytes)
    }

    /// The app's `CFBundleVersion`, which AppKit keeps among the attributes of the global
    /// pseudo-window, when a window has it.
    package var bundleVersion: String? {
        windows.lazy.compactMap { $0.attributes.last { $0.key == "CFBundleVersion" }?.value.stringValue }.first
    }

    /// Every record, window by window, then the orphans.
    package var records: [AppKitRecord] { windows.flatMap(\.records) + orphanRecords }

    /// When the app last saved: the newest modification time of the folder's AppKit files, in
    /// seconds since 2001-01-01 UTC; nil when the file source cannot say.
    package var lastModified: Double? { files.compactMap(\.status.modified).max() }

    static func readWindows(_ bytes: [UInt8], options: KeyedArchive.Options) throws(AppKitStateError) -> [AppKitWindow]
    {
        let plist: PropertyListValue
        do {
            plist = try PropertyList.read(bytes, options: options.propertyList).value
        } catch {
            throw AppKitStateError(file: windowListName, message: error.description)
        }
        guard let entries = plist.arrayValue else {
            throw AppKitStateError(
                file: windowListName, message: "is \(plist.kindNameWithArticle), not an array of windows")
        }
        var windows: [AppKitWindow] = []
        for (index, entry) in entries.enumerated() {
            guard let dictionary = entry.dictionaryValue else {
                throw AppKitStateError(
                    file: windowListName, message: "window \(index) is \(entry.kindNameWithArticle), not a dictionary")
            }
            windows.append(AppKitWindow(dictionary))
        }
        return windows
    }
}

/// One window of `windows.plist`.
package struct AppKitWindow: Sendable {
    /// `NSWindowID`, by which records name their window; nil when absent.
    package var id: Int?
    /// `NSTitle`, when the window has one.
    package var title: String?
    /// Every other entry of the window's dictionary in file order, except its key (`NSDataKey`).
    package var attributes: [PropertyListDictionary.Entry]
    /// Why the window's records cannot be decrypted, or nil when it has a usable key.
    package var keyProblem: String?
    /// The window's records in file order.
    package var records: [AppKitRecord] = []
    /// `NSWindowFrame` (`x y width height` of the window, then of its screen), when the window has one.
    package var frame: String? { attributes.last { $0.key == "NSWindowFrame" }?.value.stringValue }
    /// The documents its records' `surl` values name, in record order, each once.
    package var documents: [String] {
        records.flatMap(\.documents).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
    let dataKey: AES128?

    static let idKey = "NSWindowID", titleKey = "NSTitle", dataKeyKey = "NSDataKey"

    init(_ dictionary: PropertyListDictionary) {
        id = dictionary[Self.idKey]?.intValue
        title = dictionary[Self.titleKey]?.stringValue
        attributes = dictionary.entries.filter { ![Self.idKey, Self.titleKey, Self.dataKeyKey].contains($0.key) }
        let name = id.map { "window \($0)" } ?? "a window without \(Self.idKey)"
        switch dictionary[Self.dataKeyKey] {
        case .data(let bytes)?:
            dataKey = AES128(key: bytes)
            if dataKey == nil { keyProblem = "\(Self.dataKeyKey) of \(name) is \(bytes.count) bytes, not 16" }
        case let other?:
            dataKey = nil
            keyProblem = "\(Self.dataKeyKey) of \(name) is \(other.kindNameWithArticle), not 16 bytes of data"
        case nil:
            dataKey = nil
            keyProblem = "\(name) has no \(Self.dataKeyKey) in \(AppKitSavedState.windowListName)"
        }
    }
}

/// A `window_N.data` file: a snapshot of a window, encrypted with a key that is not in the folder
/// (none of 397 real ones decrypts with its folder's keys), so listed, never read.
package struct AppKitSnapshot: Sendable, Equatable {
    /// The file's name, relative to the `.savedState` folder.
    package var file: String
    /// N of `window_N.data`.
    package var windowNumber: Int
    /// The file's size in bytes.
    package var size: Int

    /// The snapshot `file` of window `windowNumber`, `size` bytes.
    package init(file: String, windowNumber: Int, size: Int) {
        self.file = file
        self.windowNumber = windowNumber
        self.size = size
    }
}

/// Why a saved-state folder's window list cannot be read: the file and what is wrong with it.
package struct AppKitStateError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// The file, relative to the `.savedState` folder.
    package var file: String
    /// What is wrong, with the byte offset when there is one.
    package var message: String

    /// `unreadableInput`: the window list is malformed.
    package var failureKind: FailureKind { .unreadableInput }

    /// `windows.plist: what is wrong at offset 0x1c4`.
    package var description: String { "\(file): \(message)" }
}
