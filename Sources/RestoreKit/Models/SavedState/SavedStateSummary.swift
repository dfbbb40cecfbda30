/// What a saved-state folder holds, in a line: which kind it is, its archive, the app, the save's
/// metadata and how much was saved (objects and scenes, or windows and their titles), as
/// `restorectl find` lists it.
///
/// Made without failing: a folder whose archive or window list cannot be read is summarised
/// with what could be read, and `failure` says why the rest could not.
package struct SavedStateSummary: Sendable {
    /// The platform that wrote the folder.
    package enum Kind: String, Sendable {
        /// iOS (UIKit): a `data.data` keyed archive and scene state.
        case uikit
        /// macOS (AppKit): `windows.plist` and its encrypted records.
        case appkit
    }

    /// Why part of a folder could not be read.
    package enum Failure: KindedError, Sendable, CustomStringConvertible {
        /// UIKit's `data.data` could not be read or is not a keyed archive.
        case archive(SavedStateError)
        /// AppKit's window list or record files could not be read.
        case appKit(AppKitFolderError)

        /// The underlying error's kind.
        package var failureKind: FailureKind {
            switch self {
            case .archive(let error): error.failureKind
            case .appKit(let error): error.failureKind
            }
        }

        /// The underlying error's description, without the path.
        package var description: String {
            switch self {
            case .archive(let error): error.description
            case .appKit(let error): error.description
            }
        }
    }

    /// Whether UIKit or AppKit wrote it.
    package var kind: Kind
    /// The folder, as the file source names it.
    package var folder: String
    /// The archive (`data.data`), or nil for a folder with only scene state or only old-style
    /// AppKit records.
    package var file: String?
    /// The app's bundle identifier, from the folder's name (for a macOS 15 folder named by UUID,
    /// from `ApplicationMapping.plist`).
    package var bundleIdentifier: String
    /// The archive's metadata; for AppKit, only the bundle version `windows.plist` keeps.
    package var metadata: RestorationMetadata?
    /// The number of preserved objects of a readable UIKit archive.
    package var objectCount: Int?
    /// The number of UIKit scenes; nil for AppKit.
    package var sceneCount: Int?
    /// The number of AppKit windows, when the window list is readable.
    package var windowCount: Int?
    /// The titles of the AppKit windows that have one, in window-list order.
    package var titles: [String] = []
    /// The newest modification time of an AppKit folder's files (seconds since 2001), when the
    /// file source can say it: when the app last saved.
    package var lastModified: Double?
    /// `inprogress.data`, when the folder has a readable one.
    package var marker: InProgressMarker?
    /// Why the archive or window list could not be read.
    package var failure: Failure?

    /// Summarises the saved-state folder `folder`: AppKit's when it holds AppKit saved state,
    /// else UIKit's.
    package init(folder: String, in files: some FileSource, options: KeyedArchive.Options = KeyedArchive.Options()) {
        self.init(SavedStateInput(folder, in: files), in: files, options: options)
    }

    /// Summarises the saved-state folder `input` names, classified already (a walk's caller
    /// classifies each folder once, to know whether it is saved state at all).
    package init(
        _ input: SavedStateInput, in files: some FileSource, options: KeyedArchive.Options = KeyedArchive.Options()
    ) {
        let folder = input.path
        self.folder = folder
        if case .appKit(let appKit) = input, appKit.file == nil {
            kind = .appkit
            let recordFile = folder + "/" + AppKitSavedState.recordFileName
            file = files.isFile(recordFile) ? recordFile : nil
            bundleIdentifier = AppKitSavedState.bundleIdentifier(of: folder, in: files)
            do {
                let state = try AppKitSavedState(appKit, in: files, options: options)
                var metadata = RestorationMetadata()
                metadata.bundleVersion = state.bundleVersion
                self.metadata = metadata
                windowCount = state.windows.count
                titles = state.windows.compactMap(\.title)
                lastModified = state.lastModified
            } catch {
                failure = .appKit(error)
            }
            return
        }
        kind = .uikit
        let savedState = SavedStateFolder(path: folder, in: files, options: options)
        file = savedState.archivePath
        bundleIdentifier = SavedStateFolder.bundleIdentifier(of: folder)
        sceneCount = savedState.scenes.count
        marker = savedState.marker
        guard let file else { return }
        // Any keyed archive is summarised: one of another kind shows as no metadata and no objects.
        do {
            let archive = RestorationArchive(
                archive: try KeyedArchive(file: file, in: files, options: options), options: options)
            metadata = archive.metadata
            objectCount = archive.objects.count
        } catch {
            failure = .archive(error)
        }
    }

    /// When the folder was saved: the UIKit archive's timestamp; for AppKit, which keeps none,
    /// the newest modification time of its files.
    package var saved: Double? {
        kind == .uikit ? metadata?.timestamp : lastModified
    }
}
