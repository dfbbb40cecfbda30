extension Bookmark {
    /// How much a bookmark may ask of the reader: every count and offset in it comes from the
    /// file, so each limit makes a hostile one an error instead of a long or deep read.
    package struct Options: Sendable, Equatable {
        /// The most tables of contents the chain may hold (default 64; real bookmarks have one or
        /// two).
        package var maximumTOCs = 64
        /// The most items read, an item shared by several arrays counted each time it is reached
        /// (default 100,000; a real bookmark has some 50).
        package var maximumItems = 100_000
        /// The deepest arrays, dictionaries and relative URLs may nest (default 32; real bookmarks
        /// nest 1).
        package var maximumDepth = 32
        /// The most bytes a bookmark may have (default 16 MiB; a real one has under 4 KiB, more
        /// with an icon).
        package var maximumBytes = 16 << 20

        /// The defaults.
        package init() {}
    }
}
