/// One way UIKit can get an object back at restore (decompiled iOS 26.1: the first route that
/// yields an object wins), and what it needs.
package struct DryRunRoute: Sendable, Equatable {
    /// The routes, in the order UIKit tries them.
    package enum Kind: String, Sendable {
        /// The restoration class of `kViewControllerRestorationClassMapKey`.
        case restorationClass
        /// The app delegate's `application(_:viewControllerWithRestorationIdentifierPath:coder:)`.
        case appDelegate
        /// An object already registered under the path (`+[UIResponder objectWithRestorationIdentifierPath:]`).
        case registered
        /// The storyboard and storyboard identifier in the object's coder.
        case storyboard
    }

    /// Which route.
    package let kind: Kind
    /// Whose code decides whether the route gives an object: the app's, or UIKit's (the storyboard).
    package let basis: DryRunBasis
    /// What the route needs, in one sentence.
    package let needs: String

    /// The routes UIKit tries for `object`, in its order: a mapped restoration class first (which,
    /// found and conforming, decides alone), then for a view controller the app delegate, then an
    /// already registered object, then for a view controller with both storyboard keys the storyboard.
    static func routes(for object: RestorationObject) -> [DryRunRoute] {
        var routes: [DryRunRoute] = []
        let isViewController = object.isViewController == true
        let components = object.restorationIdentifiers.joined(separator: ", ")
        if let name = object.restorationClass {
            let (conformance, method) =
                isViewController
                ? ("UIViewControllerRestoration", "viewControllerWithRestorationIdentifierPath:coder:")
                : ("UIObjectRestoration", "objectWithRestorationIdentifierPath:coder:")
            routes.append(
                DryRunRoute(
                    kind: .restorationClass, basis: .app,
                    needs:
                        "The app has a class \(name) (NSClassFromString) conforming to \(conformance): its +\(method) returns the object (nil skips it); a class the app lacks, or one that does not conform, sends UIKit on to the next route."
                ))
        }
        if isViewController {
            routes.append(
                DryRunRoute(
                    kind: .appDelegate, basis: .app,
                    needs:
                        "The app delegate's application(_:viewControllerWithRestorationIdentifierPath:coder:) returns it for the components [\(components)]."
                ))
        }
        routes.append(
            DryRunRoute(
                kind: .registered, basis: .app,
                needs:
                    "An object with this restoration identifier path exists already: the app, or a storyboard it loaded, made it."
            ))
        if isViewController, let storyboard = object.storyboard, let name = storyboard.name,
            let identifier = storyboard.identifier
        {
            let bundle = storyboard.bundlePath.map { "in the bundle at \($0)" } ?? "in the main bundle"
            routes.append(
                DryRunRoute(
                    kind: .storyboard, basis: .uikit,
                    needs:
                        "The storyboard \(name) \(bundle) has the storyboard identifier \(identifier): UIKit instantiates it (an identifier the storyboard lacks most likely raises NSInvalidArgumentException)."
                ))
        }
        return routes
    }
}
