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
        var links = Links()
        for index in found.keys.sorted() {
            guard let object = found[index] else { continue }
            classify(object, links: &links)
        }
        link(links)
    }

    /// What ties the view controllers together, by object index, until every object is classified.
    struct Links {
        /// The position in `viewControllers` of each view controller's object.
        var viewControllers: [Int: Int] = [:]
        /// The `UIStoryboardIdentifier` of each storyboard-reference placeholder's object.
        var placeholders: [Int: String] = [:]
        /// Each view controller's children, as object indexes, by its position.
        var children: [Int: [Int]] = [:]
        /// The destination of the `sceneViewController` outlet connection.
        var sceneViewController: Int?
    }

    /// Adds `object` to the view controllers or the placeholders when it is one, and notes the
    /// links it holds.
    mutating func classify(_ object: ArchiveObject, links: inout Links) {
        let string = object.nibString
        if object.className == Self.placeholderClass {
            if let identifier = string("UIStoryboardIdentifier") {
                placeholderIdentifiers.append(identifier)
                if let index = object.index { links.placeholders[index] = identifier }
            }
            return
        }
        if object.className == "UIRuntimeOutletConnection", string("UILabel") == "sceneViewController" {
            links.sceneViewController = links.sceneViewController ?? object["UIDestination"].flatMap(Self.objectIndex)
            return
        }
        let (className, originalClassName) = object.instantiatedClass
        let storyboardIdentifier = string("UIStoryboardIdentifier")
        guard let className,
            Self.viewControllerClasses.contains(originalClassName ?? className) || storyboardIdentifier != nil
        else { return }
        let position = contents.viewControllers.count
        if let index = object.index { links.viewControllers[index] = position }
        // Compilers write the same children under both keys; UIViewController decodes the first.
        let children = object["UIChildViewControllers"] ?? object["UIViewControllers"]
        links.children[position] = Self.elements(of: children).compactMap(Self.objectIndex)
        contents.viewControllers.append(
            NibViewController(
                className: className, originalClassName: originalClassName,
                storyboardIdentifier: storyboardIdentifier,
                restorationIdentifier: string("UIRestorationIdentifier")))
    }

    /// Turns the object indexes of `links` into positions: each view controller's children (a
    /// child that is neither a view controller nor a placeholder is left out) and the scene's
    /// view controller.
    mutating func link(_ links: Links) {
        for (position, indexes) in links.children {
            contents.viewControllers[position].children = indexes.compactMap { index in
                if let child = links.viewControllers[index] { return .viewController(child) }
                return links.placeholders[index].map { .reference(placeholder: $0, target: nil) }
            }
        }
        contents.sceneViewController = links.sceneViewController.flatMap { links.viewControllers[$0] }
    }

    /// Gives each storyboard-reference child the target `resolve` finds for its placeholder.
    mutating func resolveChildReferences(_ resolve: (String) -> NibExternalReference?) {
        for position in contents.viewControllers.indices {
            contents.viewControllers[position].children = contents.viewControllers[position].children.map { child in
                guard case .reference(let placeholder, _) = child else { return child }
                return .reference(placeholder: placeholder, target: resolve(placeholder))
            }
        }
    }

    /// The elements of an array value: an NSArray's `NS.objects` (a NIBArchive's inlined
    /// collection becomes that, whatever its class), else the values an array object holds under
    /// repeated `UINibEncoderEmptyKey`s.
    static func elements(of value: ArchiveValue?) -> [ArchiveValue] {
        switch value {
        case .array(let elements)?: return elements
        case .object(let object)?:
            if case .array(let elements)? = object["NS.objects"] { return elements }
            return object.fields.filter { $0.key == "UINibEncoderEmptyKey" }.map(\.value)
        default: return []
        }
    }

    /// The object index a value refers to: an object's, or the one a cycle points back at.
    static func objectIndex(_ value: ArchiveValue) -> Int? {
        switch value {
        case .object(let object): object.index
        case .cycle(let index, _): index
        default: nil
        }
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
