/// What `restorectl dump` shows of UIKit saved state, selected once for every format: the
/// archive's metadata and UIKit's own root keys (first responders, size classes, the snapshot
/// flag), `inprogress.data`, the preserved objects, the app delegate's keys and the folder's
/// scenes.
///
/// Limited to an identifier path, the view holds the objects at that path and below it, and
/// neither the app delegate's keys nor the scenes, which belong to no object; the metadata,
/// UIKit's root keys and `inprogress.data` stay, since they say which archive this is and how
/// UIKit will treat it.
package struct RestorationView: Sendable {
    /// The view-controller archive, whose metadata and root keys are shown whole; nil for a
    /// folder of scene state alone.
    package let archive: RestorationArchive?
    /// `inprogress.data` from beside the archive.
    package let marker: InProgressMarker?
    /// The objects shown, in archive order: all of them, or those at the path the view is
    /// limited to and below it.
    package let objects: [RestorationObject]
    /// The app delegate's root keys; nil when the view is limited to a path.
    package let extras: [ArchiveField]?
    /// The folder's scenes (empty without scene state); nil when the view is limited to a path.
    package let scenes: [SavedScene]?
    /// Why `KnownSceneSessions/data.data` could not be read, when the scenes are shown.
    package let knownSessionsError: KeyedArchiveError?
    /// `restorationInfo.plist`, whose snapshot flag a folder without an archive still has.
    let restorationInfo: RestorationInfo?

    /// The view of what `SavedStateFolder.read(_:in:options:)` returned, or of an archive alone.
    ///
    /// - Parameter path: an identifier path to limit the view to. Whether the archive has an
    ///   object there is the caller's to check: the view then simply holds no objects.
    package init(_ saved: LoadedSavedState, within path: String? = nil) {
        let archive = saved.archive, folder = saved.folder
        self.archive = archive
        self.marker = saved.marker
        let all = archive?.objects ?? []
        objects = path.map { root in all.filter { IdentifierPath.isWithin($0.path, root) } } ?? all
        extras = path == nil ? archive?.extras ?? [] : nil
        scenes = path == nil ? folder?.scenes ?? [] : nil
        knownSessionsError = path == nil ? folder?.knownSessionsError : nil
        restorationInfo = archive?.restorationInfo ?? folder?.restorationInfo
    }
}
