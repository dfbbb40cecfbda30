/// An NSURL bookmark (`CFURLCreateBookmarkData`'s bytes, also what `NSURL`'s bookmark methods
/// write) as stored: its header and its tables of contents, each entry with its item. What the
/// entries mean (the target's path, its volume, when it was made) is derived from them in
/// `Bookmark+Facts.swift`, and nothing is guessed: a fact whose entry is absent or of another type
/// is nil. Apple publishes no layout; docs/format.md says what is known and how surely.
package struct Bookmark: Sendable, Equatable {
    /// The first four bytes: `book` in every bookmark seen, or `alis`, which some readers also take.
    package var magic: String
    /// The 32-bit word at byte 8 (`0x10040000` in every bookmark seen; its meaning is unknown).
    package var header: UInt32
    /// The header's length in bytes (48 in every bookmark seen): every offset in the bookmark
    /// counts from there.
    package var headerSize: Int
    /// The tables of contents in the order the chain gives them, the first first.
    package var tocs: [BookmarkTOC]

    /// Whether `bytes` start as a bookmark does (`book` or `alis`): a cheap test before reading,
    /// asked of every data value a dump shows, so one byte decides for almost all of them.
    package static func looksLikeBookmark(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        switch bytes[0] {
        case UInt8(ascii: "b"): return bytes[1] == 0x6F && bytes[2] == 0x6F && bytes[3] == 0x6B // "ook"
        case UInt8(ascii: "a"): return bytes[1] == 0x6C && bytes[2] == 0x69 && bytes[3] == 0x73 // "lis"
        default: return false
        }
    }
}
