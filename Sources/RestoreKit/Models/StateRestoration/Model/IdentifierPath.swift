/// Restoration identifier paths: `TabController/:[1]:/NavigationController/:[0]:/Detail`.
///
/// Components are joined with `/`; between a container and its child UIKit inserts `:[n]:`, the
/// child's index. A positional component belongs to the one after it and is never a path of its own.
package enum IdentifierPath {
    /// The components of `path`, positional ones included. Splits on the byte `/`, as UIKit's
    /// NSString joins them (a `/` followed by a combining mark still separates).
    package static func components(_ path: String) -> [String] {
        var components: [String] = []
        // On the contiguous bytes by offset, each component decoded from its bytes (valid UTF-8:
        // it is cut at an ASCII byte), where stepping and slicing the string cost 5,000
        // instructions a path.
        var bytes = path
        bytes.withUTF8 { bytes in
            var start = 0
            for offset in bytes.indices where bytes[offset] == UInt8(ascii: "/") {
                components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
                start = offset + 1
            }
            components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        }
        return components
    }

    /// Whether `component` is a positional `:[n]:` component.
    package static func isPositional(_ component: some StringProtocol) -> Bool {
        isPositional(bytes: component.utf8)
    }

    /// Whether the UTF-8 `bytes` of a component are a positional `:[n]:` component.
    static func isPositional(bytes: some Collection<UInt8>) -> Bool {
        let count = bytes.count
        guard count > 4 else { return false }
        var offset = 0
        for byte in bytes {
            let expected: Bool
            switch offset {
            case 0, count - 1: expected = byte == UInt8(ascii: ":")
            case 1: expected = byte == UInt8(ascii: "[")
            case count - 2: expected = byte == UInt8(ascii: "]")
            default: expected = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            }
            guard expected else { return false }
            offset += 1
        }
        return true
    }

    /// `path` relative to `ancestor` (`:[0]:/Detail` below `TabController`), or the whole path.
    package static func relative(_ path: String, to ancestor: String?) -> String {
        guard let ancestor else { return path }
        // The usual path, ASCII on both sides of the slash, compared and cut by its bytes: there
        // characters and bytes break alike, where counting characters and dropping them cost
        // `paths --tree` of a thousand objects 3 million instructions. Any other by characters.
        let bytes = path.utf8, prefix = ancestor.utf8
        if let last = prefix.last, last < 0x80, bytes.count > prefix.count + 1, bytes.starts(with: prefix) {
            let slash = bytes.index(bytes.startIndex, offsetBy: prefix.count)
            let rest = bytes.index(after: slash)
            if bytes[slash] == UInt8(ascii: "/"), bytes[rest] < 0x80 { return String(path[rest...]) }
        }
        guard path.hasPrefix(ancestor + "/") else { return path }
        return String(path.dropFirst(ancestor.count + 1))
    }

    /// Whether `path` is `root` or lies below it.
    package static func isWithin(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root + "/")
    }
}
