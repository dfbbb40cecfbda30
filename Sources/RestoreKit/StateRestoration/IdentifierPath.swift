/// Restoration identifier paths: `TabController/:[1]:/NavigationController/:[0]:/Detail`.
///
/// Components are joined with `/`; between a container and its child UIKit inserts `:[n]:`, the
/// child's index. A positional component belongs to the one after it and is never a path of its own.
public enum IdentifierPath {
    /// The components of `path`, positional ones included.
    public static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether `component` is a positional `:[n]:` component.
    public static func isPositional(_ component: some StringProtocol) -> Bool {
        component.hasPrefix(":[") && component.hasSuffix("]:") && component.count > 4
            && component.dropFirst(2).dropLast(2).allSatisfy(\.isASCIIDigitCharacter)
    }

    /// Every proper ancestor path of `path`, nearest first; prefixes that end in a positional
    /// component are skipped, since they name no object.
    public static func ancestors(of path: String) -> [String] {
        // Prefixes ending before each `/`, nearest first, without splitting and joining.
        let utf8 = path.utf8
        var result: [String] = []
        var end = utf8.endIndex
        while let slash = utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            let prefix = path[..<slash]
            let lastComponentStart = prefix.utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
            if !isPositional(path[lastComponentStart..<slash]) { result.append(String(prefix)) }
            end = slash
        }
        return result
    }

    /// `path` relative to `ancestor` (`:[0]:/Detail` below `TabController`), or the whole path.
    public static func relative(_ path: String, to ancestor: String?) -> String {
        guard let ancestor, path.hasPrefix(ancestor + "/") else { return path }
        return String(path.dropFirst(ancestor.count + 1))
    }

    /// Whether `path` is `root` or lies below it.
    public static func isWithin(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root + "/")
    }
}
