/// UIKit saved state as `SavedStateFolder.read` gives it: what the dump, the dry run and the
/// checks all start from.
package struct LoadedSavedState: Sendable {
    /// The restoration archive (`data.data`); nil for a folder without one.
    package var archive: RestorationArchive?
    /// The folder of scene state; nil for an archive file in a folder without it.
    package var folder: SavedStateFolder?
    /// `inprogress.data` beside the archive, when it is there.
    package var marker: InProgressMarker?

    package init(archive: RestorationArchive?, folder: SavedStateFolder? = nil, marker: InProgressMarker? = nil) {
        self.archive = archive
        self.folder = folder
        self.marker = marker
    }
}
