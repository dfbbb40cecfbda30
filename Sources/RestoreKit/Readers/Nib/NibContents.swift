/// What one compiled nib (a storyboard's scene, or a `.nib` of the app) tells restoration: the
/// view controllers it instantiates and the other storyboards it refers to.
package struct NibContents: Sendable, Equatable {
    /// Its view controllers, in the nib's object order.
    package var viewControllers: [NibViewController]
    /// Its references to view controllers of other storyboards.
    package var externalReferences: [NibExternalReference]

    /// A nib's contents.
    package init(viewControllers: [NibViewController], externalReferences: [NibExternalReference]) {
        self.viewControllers = viewControllers
        self.externalReferences = externalReferences
    }
}

/// A view controller as a compiled nib instantiates it.
package struct NibViewController: Sendable, Equatable {
    /// The class the nib instantiates: the custom class (`UIClassSwapper`'s `UIClassName`, a Swift
    /// class's mangled runtime name) or else the object's own class (`UINavigationController`).
    package var className: String
    /// The UIKit class the custom class stands in for (`UIClassSwapper`'s `UIOriginalClassName`),
    /// nil when there is no custom class.
    package var originalClassName: String?
    /// Its storyboard identifier (`UIStoryboardIdentifier`), nil when it has none.
    package var storyboardIdentifier: String?
    /// Its restoration identifier (`UIRestorationIdentifier`), nil when it has none.
    package var restorationIdentifier: String?

    /// A view controller of `className`.
    package init(
        className: String, originalClassName: String?, storyboardIdentifier: String?, restorationIdentifier: String?
    ) {
        self.className = className
        self.originalClassName = originalClassName
        self.storyboardIdentifier = storyboardIdentifier
        self.restorationIdentifier = restorationIdentifier
    }
}

/// A reference from a nib to a view controller of another storyboard (a storyboard reference).
package struct NibExternalReference: Sendable, Equatable {
    /// The storyboard's name (`Settings`, for `Settings.storyboardc`).
    package var storyboardName: String
    /// The view controller's storyboard identifier there, nil for its initial view controller.
    package var identifier: String?
    /// The bundle identifier it is looked up in, nil for the main bundle.
    package var bundleIdentifier: String?

    /// A reference to `storyboardName`.
    package init(storyboardName: String, identifier: String?, bundleIdentifier: String?) {
        self.storyboardName = storyboardName
        self.identifier = identifier
        self.bundleIdentifier = bundleIdentifier
    }
}
