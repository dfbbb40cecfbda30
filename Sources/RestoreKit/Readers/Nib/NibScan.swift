/// The view controllers and storyboard-reference placeholders of a nib's object graph, in its
/// keyed-archive form (a NIBArchive converted, or a keyed-archive nib as it is).
///
/// An object is a view controller when its class is one of UIKit's view controller classes
/// (behind a `UIClassSwapper`, its `UIOriginalClassName`), or when it carries
/// `UIStoryboardIdentifier` and is not a `UIStoryboardViewControllerPlaceholder` (the one other
/// class UIKit decodes that key for: a storyboard reference, whose identifier names an entry of
/// the storyboard's `UIViewControllerIdentifiersToExternalStoryboardReferences`).
struct NibScan {
    /// The nib's view controllers; `externalReferences` stays empty until a storyboard resolves
    /// `placeholderIdentifiers`.
    var contents = NibContents(viewControllers: [], externalReferences: [])
    /// Each storyboard-reference placeholder's `UIStoryboardIdentifier`, in object order.
    var placeholderIdentifiers: [String] = []
    /// The objects of `UINibTopLevelObjectsKey`, in order.
    var topObjects: [NibTopObject] = []
    /// Whether the nib is a NIBArchive (read in its keyed-archive form), not a keyed archive.
    var isNIBArchive = false

    /// The view controller classes Interface Builder's library offers (UIKit's, and GLKit's and
    /// AVKit's, which IB places the same way).
    static let viewControllerClasses: Set<String> = [
        "UIViewController", "UINavigationController", "UITableViewController", "UICollectionViewController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "GLKViewController",
        "AVPlayerViewController",
    ]
    static let placeholderClass = "UIStoryboardViewControllerPlaceholder"

    /// Scans every object reachable from `archive`'s `$top`, each once, in `$objects` order.
    init(_ archive: KeyedArchive) {
        var found: [Int: ArchiveObject] = [:]
        var pending: [ArchiveValue] = archive.top.map(\.value)
        // Each object is expanded once (by its index), so the walk is linear in the archive's
        // size however the graph shares or cycles; the values of one object are pushed at most once.
        while let value = pending.popLast() {
            switch value {
            case .array(let elements): pending.append(contentsOf: elements)
            case .dictionary(let fields): pending.append(contentsOf: fields.map(\.value))
            case .object(let object):
                guard let index = object.index, found[index] == nil else { continue }
                found[index] = object
                pending.append(contentsOf: object.fields.map(\.value))
            case .null, .inline, .stored, .cycle: continue
            }
        }
        isNIBArchive = archive.archiver == NIBArchive.archiverName
        topObjects = archive["UINibTopLevelObjectsKey"].map(NibTopObject.objects) ?? []
        for index in found.keys.sorted() {
            guard let object = found[index] else { continue }
            classify(object)
        }
    }

    /// Adds `object` to the view controllers or the placeholders when it is one.
    mutating func classify(_ object: ArchiveObject) {
        let string = object.nibString
        if object.className == Self.placeholderClass {
            if let identifier = string("UIStoryboardIdentifier") { placeholderIdentifiers.append(identifier) }
            return
        }
        let (className, originalClassName) = object.instantiatedClass
        let storyboardIdentifier = string("UIStoryboardIdentifier")
        guard let className,
            Self.viewControllerClasses.contains(originalClassName ?? className) || storyboardIdentifier != nil
        else { return }
        contents.viewControllers.append(
            NibViewController(
                className: className, originalClassName: originalClassName,
                storyboardIdentifier: storyboardIdentifier,
                restorationIdentifier: string("UIRestorationIdentifier")))
    }
}

extension ArchiveObject {
    /// The value of a nib object's `key` as text; the last when the key repeats.
    func nibString(_ key: String) -> String? {
        fields.last { $0.key == key }?.value.string
    }

    /// The class a nib object makes and the class it stands in for: behind a `UIClassSwapper`, its
    /// `UIClassName` (nil when absent) and `UIOriginalClassName`; else its own class and nil.
    var instantiatedClass: (className: String?, originalClassName: String?) {
        guard className == "UIClassSwapper" else { return (className, nil) }
        return (nibString("UIClassName"), nibString("UIOriginalClassName"))
    }
}
