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
