/// The keys UIKit writes into restoration archives (docs/format.md, "Restoration archive").
package enum RestorationKey {
    /// The identifier path of every object encoded, in encoding order.
    package static let rootIdentifiers = "kRootRestorationIdentifiersKey"
    /// Identifier path to restoration class name.
    package static let classMap = "kViewControllerRestorationClassMapKey"
    /// The archive format's major version: UIKit restores only 2.
    package static let majorVersion = "kUIStateRestorationArchiveMajorVersionKey"
    /// The archive format's minor version.
    static let minorVersion = "kUIStateRestorationArchiveMinorVersionKey"
    /// Metadata keys as UIKit stores them; hand-made archives add `Key`, which readers accept.
    package static let bundleVersion = "UIApplicationStateRestorationBundleVersion"
    /// The system version that saved the archive.
    package static let systemVersion = "UIApplicationStateRestorationSystemVersion"
    /// The `UIUserInterfaceIdiom` number of the device that saved it.
    package static let idiom = "UIApplicationStateRestorationUserInterfaceIdiom"
    /// When it was saved.
    package static let timestamp = "UIApplicationStateRestorationTimestamp"
    /// Optional root keys UIKit writes for itself (decompiled iOS 26.1): the objects that were first
    /// responder, each window's size classes, and whether to skip the launch snapshot.
    package static let firstResponders = "kFirstRespondersKey"
    /// Window restoration identifier → `{VerticalSizeClassStringKey, HorizontalSizeClassStringKey}`.
    package static let sizeClassMap = "WindowIdentifierToSizeClassMapKey"
    /// A window's horizontal size class, by the constant's name (`UIUserInterfaceSizeClassCompact`).
    static let horizontalSizeClass = "HorizontalSizeClassStringKey"
    /// A window's vertical size class, likewise.
    static let verticalSizeClass = "VerticalSizeClassStringKey"
    /// A bool in `$top`; `"YES"`/`"NO"` in `restorationInfo.plist`.
    package static let ignoreSnapshot = "kIgnoreSnapshotKey"

    /// Keys of each object's coder that UIKit writes for itself.
    package static let className = "kUIStateRestorationClassNameKey"
    /// 1 for a view controller, 0 for a view.
    package static let isViewController = "kObjectIsViewControllerKey"
    /// Whether the view controller's view was loaded.
    static let viewWasLoaded = "kViewControllerViewWasLoadedKey"
    /// View identifier to data holding the view's own keyed archive.
    static let viewRestorationData = "kViewRestorationDataKey"
    /// A container's children, as identifier-path proxies.
    package static let children = "kUIViewControllerChildrenKey"
    /// A tab bar controller's selected child, as an identifier-path proxy.
    static let selectedTab = "kTabBarSelectedViewControllerKey"
    /// The storyboard a view controller came from (a `_UIStoryboardProxy`) and its identifier there.
    package static let storyboard = "UIStateRestorationViewControllerStoryboard"
    /// The view controller's storyboard identifier, a string.
    package static let storyboardIdentifier = "UIStateRestorationViewControllerStoryboardIdentifier"

    /// The identifier-path proxy UIKit stores for references between preserved objects.
    package static let pathProxyClass = "_UIObjectIdentifierPathProxy"
    /// The identifier path an identifier-path proxy names.
    package static let pathProxyPath = "kObjectIdentifierPathProxyIdentifierPathKey"
    /// The class UIKit stores a storyboard reference as.
    package static let storyboardProxyClass = "_UIStoryboardProxy"
    /// The storyboard proxy's name of the storyboard.
    package static let storyboardName = "kStoryboardNameKey"
    /// The storyboard proxy's bundle path, written only outside the main bundle.
    static let storyboardBundlePath = "kStoryboardBundlePathKey"

    /// The marker beside an archive while UIKit is restoring from it.
    package static let triesLeft = "kRestorationTriesLeft"
    /// Whether the restoration was extended (`extendStateRestoration`).
    package static let extended = "kRestorationExtended"

    /// Whether `key` is a root key that is metadata, in either spelling. Functions, not sets built
    /// at first use: building the sets cost more than all the lookups of a small dump (callgrind).
    static func isMetadata(_ key: String) -> Bool {
        if key == majorVersion || key == minorVersion { return true }
        let name = key.hasSuffix("Key") ? String(key.dropLast(3)) : key
        return name == bundleVersion || name == systemVersion || name == idiom || name == timestamp
    }

    /// Whether `key` is a root key UIKit writes for itself: never the app delegate's.
    static func isBookkeeping(_ key: String) -> Bool {
        isMetadata(key) || key == rootIdentifiers || key == classMap || key == firstResponders
            || key == sizeClassMap || key == ignoreSnapshot
    }

    /// Whether `key` is reserved for the root (the bundle version and idiom, in either spelling):
    /// an object's coder must not use it.
    static func isReservedForRoot(_ key: String) -> Bool {
        // Four comparisons, not `hasSuffix` and a new string: asked of every coder key that
        // `validate` reads, they took 3% of it (callgrind).
        key == bundleVersion || key == idiom || key == bundleVersionKey || key == idiomKey
    }

    /// The root keys' other spellings, with `Key` at the end: made once, from the names above.
    private static let bundleVersionKey = bundleVersion + "Key"
    private static let idiomKey = idiom + "Key"
}

extension RestorationArchive {
    /// Whether the archive holds anything UIKit's restoration root has: metadata, the list of
    /// identifier paths, the class map or an object's coder. A keyed archive without any (an
    /// object's own coder, an app's archived model) is some other archive.
    var isRestorationArchive: Bool {
        // The paths listed and the class map need their keys, which the second clause asks for.
        !objects.isEmpty
            || archive.top.contains {
                RestorationKey.isMetadata($0.key) || $0.key == RestorationKey.rootIdentifiers
                    || $0.key == RestorationKey.classMap
            }
    }

    /// The `$top` keys, for a message saying what an archive is instead.
    var topKeysDescription: String {
        let keys = archive.top.prefix(8).map(\.key)
        guard !keys.isEmpty else { return "$top is empty" }
        return "$top has " + keys.joined(separator: ", ") + (archive.top.count > keys.count ? ", ..." : "")
    }

    /// What a keyed archive with these `$top` keys (`topKeysDescription`) is said to be.
    static func notRestorationArchive(topKeys: String) -> String {
        "a keyed archive, but not a state restoration archive (\(topKeys))"
    }

    /// Whether `NSKeyedUnarchiver.unarchiveTopLevelObjectWithData` finds no root object in a
    /// keyed archive: `$top` has no `root` key, and the archive is not one of UIKit's, which need none.
    package static func lacksRootObject(_ archive: KeyedArchive) -> Bool {
        archive["root"] == nil && !isUIKitArchive(archive)
    }

    /// Whether a keyed archive's `$top` holds keys UIKit writes: a restoration root, an object's
    /// coder, or a scene's state. Such archives have no `root` key, and need none.
    static func isUIKitArchive(_ archive: KeyedArchive) -> Bool {
        archive.top.contains { field in
            RestorationKey.isMetadata(field.key) || field.key == RestorationKey.rootIdentifiers
                || field.key == RestorationKey.className || field.key.hasPrefix("CanvasRestoration")
        }
    }
}
