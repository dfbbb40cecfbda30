extension Bookmark {
    /// The target as a `file://` URL, as Foundation writes one for its path: every byte of the
    /// path's UTF-8 outside RFC 3986's path characters (unreserved, sub-delimiters, `:`, `@`, `/`)
    /// percent-encoded, and a `/` after a folder's path (resource flag `directory`), as a URL
    /// resolved from a bookmark to a folder ends. Nil when the bookmark has no path.
    package var fileURL: String? {
        guard let path = path?.path else { return nil }
        let isFolder = resourceFlags?.names.contains("directory") == true && !path.hasSuffix("/")
        return "file://" + Self.percentEncoded(path) + (isFolder ? "/" : "")
    }

    /// `path` with the bytes a URL's path may not hold as `%XX`.
    package static func percentEncoded(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            if isPathCharacter(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                text += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return text
    }

    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            // Unreserved marks, sub-delimiters, and the `:`, `@` and `/` a path may hold.
            Array("-._~!$&'()*+,;=:@/".utf8).contains(byte)
        }
    }
}
