/// Telling folders by the ending of their names (`*.savedState`, `*.app`), which a walk over
/// thousands of folders asks of each.
package enum PathNameSuffix {
    /// Whether the last component of `path`, trailing slashes aside, ends with `suffix`, as
    /// `hasSuffix` compares characters.
    ///
    /// An ASCII path is compared byte by byte, which for an ASCII suffix that starts with `.`
    /// (no character joins it to the one before) is the same answer: splitting the path into
    /// components and comparing characters cost 22,000 instructions a folder.
    package static func lastComponent(of path: String, hasSuffix suffix: String) -> Bool {
        var bytes = path.utf8[...]
        while bytes.last == UInt8(ascii: "/") { bytes = bytes.dropLast() }
        let ending = suffix.utf8
        guard ending.first == UInt8(ascii: "."), ending.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "/") }),
            bytes.allSatisfy({ $0 < 0x80 })
        else {
            return path.split(separator: "/").last?.hasSuffix(suffix) == true
        }
        return bytes.count >= ending.count && bytes.suffix(ending.count).elementsEqual(ending)
    }

    /// The last component of `path`, trailing slashes aside, as `split(separator: "/").last`
    /// gives it: nil for an empty path or one of slashes only.
    ///
    /// An ASCII path is cut by its bytes (a `/` there is always a character of its own): the
    /// generic split cost a small `dump` 30,000 instructions at its first use.
    package static func lastComponent(of path: String) -> Substring? {
        let bytes = path.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/").last }
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") {
            end = bytes.index(before: end)
        }
        guard end > bytes.startIndex else { return nil }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: "/") {
            start = bytes.index(before: start)
        }
        return path[start..<end]
    }
}
