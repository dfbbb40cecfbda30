/// The storyboard a view controller came from, as UIKit saves it in the object's coder so that it
/// can instantiate the controller again on restore: `UIStateRestorationViewControllerStoryboard` (a
/// `_UIStoryboardProxy` with `kStoryboardNameKey` and, outside the main bundle,
/// `kStoryboardBundlePathKey`) and `UIStateRestorationViewControllerStoryboardIdentifier`.
public struct StoryboardReference: Sendable, Equatable {
    /// The storyboard's name, nil when the coder has only an identifier.
    public package(set) var name: String?
    /// The path of the bundle the storyboard is in; nil for the main bundle.
    public package(set) var bundlePath: String?
    /// The view controller's storyboard identifier.
    public package(set) var identifier: String?

    /// Makes a reference from its parts.
    package init(name: String?, bundlePath: String?, identifier: String?) {
        self.name = name
        self.bundlePath = bundlePath
        self.identifier = identifier
    }

    /// Reads an object's coder; nil when it has neither key in a form UIKit writes.
    init?(coder: [ArchiveField]) {
        var proxy: ArchiveObject?
        var identifier: String?
        for field in coder where Self.isUnderstood(field) {
            if field.key == RestorationKey.storyboard { proxy = field.value.object }
            if field.key == RestorationKey.storyboardIdentifier { identifier = field.value.string }
        }
        guard proxy != nil || identifier != nil else { return nil }
        self.init(
            name: proxy?[RestorationKey.storyboardName]?.string,
            bundlePath: proxy?[RestorationKey.storyboardBundlePath]?.string, identifier: identifier)
    }

    /// Whether a coder key is one of the two and holds what UIKit writes there (a storyboard proxy;
    /// a string), so that it is shown as the reference. Anything else under those keys stays in the
    /// object's state, where it can be seen.
    static func isUnderstood(_ field: ArchiveField) -> Bool {
        switch field.key {
        case RestorationKey.storyboard: field.value.object?.className == RestorationKey.storyboardProxyClass
        case RestorationKey.storyboardIdentifier: field.value.string != nil
        default: false
        }
    }
}

extension RestorationObject {
    /// The storyboard the object came from, or nil when its coder names none.
    public var storyboard: StoryboardReference? {
        guard case .success(let archive)? = coder else { return nil }
        return StoryboardReference(coder: archive.top)
    }
}
