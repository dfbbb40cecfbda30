/// Restoration identifier paths: `TabController/:[1]:/NavigationController/:[0]:/Detail`.
///
/// Components are joined with `/`; between a container and its child UIKit inserts `:[n]:`, the
/// child's index. A positional component belongs to the one after it and is never a path of its own.
package enum IdentifierPath {
    /// The components of `path`, positional ones included. Splits on the byte `/`, as UIKit's
    /// NSString joins them (a `/` followed by a combining mark still separates).
    package static func components(_ path: String) -> [String] {
        var components: [String] = []
        let bytes = path.utf8
        var start = bytes.startIndex
        var position = start
        while position != bytes.endIndex {
            if bytes[position] == UInt8(ascii: "/") {
                components.append(String(path[start..<position]))
                start = bytes.index(after: position)
            }
            position = bytes.index(after: position)
        }
        components.append(String(path[start..<position]))
        return components
    }

    /// Whether `component` is a positional `:[n]:` component.
    package static func isPositional(_ component: some StringProtocol) -> Bool {
        let bytes = component.utf8
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
        guard let ancestor, path.hasPrefix(ancestor + "/") else { return path }
        return String(path.dropFirst(ancestor.count + 1))
    }

    /// Whether `path` is `root` or lies below it.
    package static func isWithin(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root + "/")
    }
}
