/// How a timeline is made: what it leaves out, and the readers' limits.
package struct TimelineOptions: Sendable {
    /// Leaves the value of content rows out (`TimelineRow.Kind.isContent`: Terminal scrollback,
    /// `@SceneStorage` values), keeping their kind, key, times and value length, for reports that
    /// must not carry what a user typed or read.
    package var withoutContent = false
    /// The limits of the archive and property-list readers.
    package var archive = KeyedArchive.Options()

    /// Options leaving content in, with the readers' default limits.
    package init(withoutContent: Bool = false, archive: KeyedArchive.Options = KeyedArchive.Options()) {
        self.withoutContent = withoutContent
        self.archive = archive
    }
}
