/// What one compiled nib (a storyboard's scene, or a `.nib` of the app) tells restoration: the
/// view controllers it instantiates and the other storyboards it refers to.
package struct NibContents: Sendable, Equatable {
    /// Its view controllers, in the nib's object order.
    package var viewControllers: [NibViewController]
    /// Its references to view controllers of other storyboards.
    package var externalReferences: [NibExternalReference]
    /// The position in `viewControllers` of the view controller a storyboard scene's nib makes
    /// (the destination of its `sceneViewController` outlet connection, which UIKit's
    /// `instantiateViewControllerWithIdentifier:` returns); nil when the nib has no such connection.
    package var sceneViewController: Int?

    /// A nib's contents.
    package init(
        viewControllers: [NibViewController], externalReferences: [NibExternalReference],
        sceneViewController: Int? = nil
    ) {
        self.viewControllers = viewControllers
        self.externalReferences = externalReferences
        self.sceneViewController = sceneViewController
    }

    /// The positions in `viewControllers` of the view controller UIKit makes for the storyboard
    /// scene `identifier` from this nib: the `sceneViewController` connection's destination, or
    /// in a nib without that connection (an old keyed-archive nib) those carrying `identifier` as
    /// their storyboard identifier.
    package func scenePositions(identifier: String) -> [Int] {
        if let sceneViewController, viewControllers.indices.contains(sceneViewController) {
            return [sceneViewController]
        }
        return viewControllers.indices.filter { viewControllers[$0].storyboardIdentifier == identifier }
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
    /// The children the nib makes with it, in order: a container's relationships (a navigation
    /// controller's root, a tab bar controller's view controllers), which Interface Builder
    /// compiles into the container's own nib under `UIChildViewControllers` (and
    /// `UIViewControllers`).
    package var children: [NibChild]

    /// A view controller of `className`.
    package init(
        className: String, originalClassName: String?, storyboardIdentifier: String?, restorationIdentifier: String?,
        children: [NibChild] = []
    ) {
        self.className = className
        self.originalClassName = originalClassName
        self.storyboardIdentifier = storyboardIdentifier
        self.restorationIdentifier = restorationIdentifier
        self.children = children
    }
}

/// A child view controller a container's nib makes with it.
package enum NibChild: Sendable, Equatable {
    /// A view controller of the same nib: its position in `NibContents.viewControllers`.
    case viewController(Int)
    /// A storyboard reference (`UIStoryboardViewControllerPlaceholder`), which UIKit replaces as
    /// it decodes it by the view controller it names: the placeholder's `UIStoryboardIdentifier`,
    /// and the target once the storyboard's Info.plist resolved it (nil for a nib read alone, or
    /// an identifier the Info.plist lacks).
    case reference(placeholder: String, target: NibExternalReference?)
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
