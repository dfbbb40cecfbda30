/// A `UIUserInterfaceSizeClass` as UIKit stores it in `WindowIdentifierToSizeClassMapKey`: by the
/// constant's name (`UIUserInterfaceSizeClassCompact`), not by its number.
public enum SizeClass: Sendable, Equatable {
    /// `UIUserInterfaceSizeClassCompact`.
    case compact
    /// `UIUserInterfaceSizeClassRegular`.
    case regular
    /// `UIUserInterfaceSizeClassUnspecified`.
    case unspecified
    /// A stored string that is none of UIKit's three, kept as it is.
    case other(String)

    static let storedNames: [(SizeClass, String)] = [
        (.compact, "UIUserInterfaceSizeClassCompact"),
        (.regular, "UIUserInterfaceSizeClassRegular"),
        (.unspecified, "UIUserInterfaceSizeClassUnspecified"),
    ]

    /// The string UIKit stores for the size class called `name` (`compact`, `regular`,
    /// `unspecified`), or nil for any other name.
    static func storedName(for name: String) -> String? {
        storedNames.first { $0.0.name == name }?.1
    }

    /// Reads the string UIKit stores.
    package init(stored: String) {
        self = Self.storedNames.first { $0.1 == stored }?.0 ?? .other(stored)
    }

    /// `compact`, `regular`, `unspecified`, or the stored string when it is none of them.
    public var name: String {
        switch self {
        case .compact: "compact"
        case .regular: "regular"
        case .unspecified: "unspecified"
        case .other(let stored): stored
        }
    }
}

/// One window's entry of `WindowIdentifierToSizeClassMapKey`: the size classes its traits had when saved.
public struct WindowSizeClasses: Sendable, Equatable {
    /// The window's restoration identifier.
    public package(set) var window: String
    /// `HorizontalSizeClassStringKey`, nil when not stored.
    public package(set) var horizontal: SizeClass?
    /// `VerticalSizeClassStringKey`, nil when not stored.
    public package(set) var vertical: SizeClass?

    /// Makes an entry from its parts.
    package init(window: String, horizontal: SizeClass?, vertical: SizeClass?) {
        self.window = window
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Reads the map's entries in file order; entries whose key is not a string are skipped.
    static func entries(of value: ArchiveValue?) -> [WindowSizeClasses] {
        RestorationArchive.stringKeyedEntries(value).map { window in
            let fields = RestorationArchive.stringKeyedEntries(window.value)
            func sizeClass(_ key: String) -> SizeClass? {
                fields.last { $0.key == key }?.value.string.map(SizeClass.init(stored:))
            }
            return WindowSizeClasses(
                window: window.key, horizontal: sizeClass(RestorationKey.horizontalSizeClass),
                vertical: sizeClass(RestorationKey.verticalSizeClass))
        }
    }
}

/// `restorationInfo.plist`, which UIKit writes beside `data.data`: `{kIgnoreSnapshotKey: "YES" | "NO"}`.
public struct RestorationInfo: Sendable, Equatable {
    /// The flag, or nil when the key is absent or neither `YES` nor `NO` (nor a boolean).
    public package(set) var ignoreSnapshot: Bool?

    /// Reads the file's property list; anything unexpected leaves the flag nil.
    package init(plist: PropertyListValue) {
        switch plist.dictionaryValue?[RestorationKey.ignoreSnapshot] {
        case .string("YES")?, .boolean(true)?: ignoreSnapshot = true
        case .string("NO")?, .boolean(false)?: ignoreSnapshot = false
        default: ignoreSnapshot = nil
        }
    }
}
