/// One table of contents of a bookmark: the keys it holds, each with its item. A bookmark has one,
/// or more chained; a second one describes a disk image's own volume (key 0x2040 names it).
package struct BookmarkTOC: Sendable, Equatable {
    /// The identifier the table gives itself (1 for the first in every bookmark seen).
    package var identifier: UInt32
    /// Where its 20-byte header starts, in bytes from the bookmark's start.
    package var offset: Int
    /// Its entries in stored order (sorted by key in every bookmark seen; not required).
    package var entries: [BookmarkEntry]
}

/// One entry of a table of contents: a key and the item it points to.
package struct BookmarkEntry: Sendable, Equatable {
    /// The key: a number, or a name held in a string item.
    package var key: BookmarkKey
    /// Where the item starts (its 8-byte header), in bytes from the bookmark's start.
    package var offset: Int
    /// The item, read.
    package var item: BookmarkItem
}
