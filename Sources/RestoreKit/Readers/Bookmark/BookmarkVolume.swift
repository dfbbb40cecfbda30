/// What a bookmark says of its target's volume (keys 0x20xx); each member nil when absent or of
/// another kind than expected.
package struct BookmarkVolume: Sendable, Equatable {
    /// The volume's name (0x2010), `Macintosh HD`.
    package var name: String?
    /// The volume's UUID (0x2011): a string in Apple's bookmarks, or a UUID item as text.
    package var uuid: String?
    /// Where the volume is mounted, as a path (0x2002), `/`.
    package var path: String?
    /// The volume's URL (0x2005), `file:///`.
    package var url: String?
    /// The volume's size in bytes (0x2012).
    package var size: Int64?
    /// When the volume was created (0x2013), seconds since 2001.
    package var created: Double?
    /// Whether the volume is the root file system (0x2030).
    package var isRoot: Bool?
    /// The volume's flags (0x2020).
    package var flags: BookmarkFlags?
    /// The volume's mount point URL (0x2050).
    package var mountPoint: String?

    /// `8A829A03-9B24-4085-8051-18978712E4BE`: 16 bytes in order, in upper-case hexadecimal.
    static func uuidText(_ bytes: [UInt8]) -> String {
        var text = ""
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { text += "-" }
            text += String(BookmarkError.hex(Int(byte), digits: 2).dropFirst(2)).uppercased()
        }
        return text
    }
}

/// A sandbox extension a security-scoped bookmark carries (0xf080, 0xf081): text of fields
/// separated by `;`, NUL-terminated, the last the target's path.
package struct BookmarkSecurityScope: Sendable, Equatable {
    /// The key it was under: read-write (0xf080) or read-only (0xf081).
    package var key: BookmarkKey.Known
    /// `read-write` or `read-only`.
    package var access: String { key == .securityScopeReadOnly ? "read-only" : "read-write" }
    /// The last field when it is an absolute path.
    package var path: String?
    /// The whole text, without its terminating NUL.
    package var text: String

    /// The extension of `bytes` under `key`; nil when they are not UTF-8 text.
    init?(_ bytes: [UInt8], key: BookmarkKey.Known) {
        guard let text = validUTF8String(bytes.last == 0 ? bytes.dropLast() : bytes[...]) else { return nil }
        self.key = key
        self.text = text
        let last = text.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init)
        path = last?.hasPrefix("/") == true ? last : nil
    }
}
