/// One preserved object: its identifier path, classes, and the coder it saved.
public struct RestorationObject: Sendable, Equatable {
    /// How the coder was stored in the root archive.
    package enum Storage: String, Sendable {
        /// As data (NSData), the usual form.
        case data
        /// As an NSMutableData object (`{NS.data: bytes}`).
        case mutableData
        /// No coder data at all: the path is listed but `$top` holds nothing for it.
        case missing
        /// Something other than data.
        case other
    }

    /// The restoration identifier path, `TabController/:[1]:/NavigationController`.
    public package(set) var path: String
    /// The path split at every `/`, as UIKit splits it.
    package var components: [String]
    /// The restoration identifiers of the path: `components` without the positional `:[n]:` ones,
    /// as UIKit hands them to code and compares paths.
    package var restorationIdentifiers: [String] { components.filter { !IdentifierPath.isPositional($0) } }
    /// The nearest ancestor path that is itself an object, or nil.
    public package(set) var parent: String?
    /// From `kViewControllerRestorationClassMapKey`, when the object has a restoration class.
    public package(set) var restorationClass: String?
    /// `kUIStateRestorationClassNameKey`: the object's class when saved.
    public package(set) var className: String?
    /// `kObjectIsViewControllerKey`: a view controller, or a view.
    public package(set) var isViewController: Bool?
    /// Whether `kRootRestorationIdentifiersKey` lists the path.
    package var isListed: Bool
    /// How the root archive stored the coder.
    package var storage: Storage
    /// The decoded coder, or why it could not be decoded; nil when there is no coder data.
    public package(set) var coder: Result<KeyedArchive, KeyedArchiveError>?

    /// Every coder key except those reported on their own: `className`, `isViewController` and
    /// the two of `storyboard`.
    public var state: [ArchiveField] {
        guard case .success(let archive)? = coder else { return [] }
        return archive.top.filter { field in
            field.key != RestorationKey.className && field.key != RestorationKey.isViewController
                && !StoryboardReference.isUnderstood(field)
        }
    }

    /// The value at `keyPath` in the object's state: a key, or a dotted path into the arrays,
    /// dictionaries and nested archives it holds (`summary.title`, `tags.0`), as `restorectl get`
    /// reads it; nil when there is none, or the coder cannot be decoded.
    public func value(at keyPath: String, options: KeyedArchive.Options = KeyedArchive.Options()) -> ArchiveValue? {
        try? ArchiveKeyPath.resolve(keyPath, in: state, options: options).get()
    }

    /// The coder's error, when it could not be decoded.
    package var coderError: KeyedArchiveError? {
        if case .failure(let error)? = coder { return error }
        return nil
    }
}

extension RestorationArchive {
    /// The path a `_UIObjectIdentifierPathProxy` object names, or nil for any other object.
    package static func proxyPath(_ object: ArchiveObject) -> String? {
        guard object.className == RestorationKey.pathProxyClass else { return nil }
        return object[RestorationKey.pathProxyPath]?.string
    }

    /// The path a value names when it is an identifier-path proxy.
    package static func proxyPath(_ value: ArchiveValue) -> String? {
        value.object.flatMap(proxyPath)
    }
}

/// Objects grouped under their parents: the tree `dump` and `paths --tree` draw.
package struct RestorationTree: Sendable {
    /// Objects whose parent is not among them, in the order given.
    package var tops: [RestorationObject] = []
    /// Each parent's children, in the order given.
    package var children: [String: [RestorationObject]] = [:]

    /// Arranges `objects` under their nearest preserved ancestors, keeping their order.
    package init(_ objects: [RestorationObject]) {
        let paths = Set(objects.map(\.path))
        for object in objects {
            if let parent = object.parent, paths.contains(parent) {
                children[parent, default: []].append(object)
            } else {
                tops.append(object)
            }
        }
    }
}
