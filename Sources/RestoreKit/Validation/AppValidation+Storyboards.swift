/// `validate --app`: the storyboard route, which UIKit takes for a view controller with both
/// storyboard keys when no earlier route gives it (decompiled iOS 26.1 UIKitCore, UIStoryboard.m
/// and _UIStoryboardProxy.m).
extension Validator {
    /// Where a saved storyboard's bundle is in the build.
    enum StoryboardBundle: Equatable, Sendable {
        /// No bundle path, or one naming an `.app`: the main bundle.
        case main
        /// A bundle path whose last component is `NAME.framework`: the app's framework NAME.
        case framework(String)
        /// Any other bundle (a resource `.bundle`): the build model has none, so nothing is checked.
        case other
    }

    /// The bundle a saved `kStoryboardBundlePathKey` names, by its last component. The path is the
    /// device path of the install that saved it, so only the framework's name can be compared.
    static func storyboardBundle(_ bundlePath: String?) -> StoryboardBundle {
        guard let bundlePath else { return .main }
        guard let last = bundlePath.split(separator: "/").last else { return .other }
        if last.hasSuffix(".framework") { return .framework(String(last.dropLast(".framework".count))) }
        return last.hasSuffix(".app") ? .main : .other
    }

    /// `storyboard-not-in-app`, `storyboard-identifier-not-in-app` and
    /// `restoration-identifier-mismatch` for an object with the storyboard route. A storyboard
    /// the nib reader refused tells nothing: no finding then.
    static func storyboardFindings(
        _ object: RestorationObject, route: (name: String, bundlePath: String?, identifier: String),
        app: AppCheck
    ) -> [ValidationFinding] {
        let bundle = storyboardBundle(route.bundlePath)
        let place: String
        let storyboards: [AppStoryboard]
        switch bundle {
        case .main:
            place = "the app's main bundle"
            storyboards = app.build.storyboards(named: route.name)
        case .framework(let framework):
            place = "the app's framework \(framework)"
            storyboards = app.build.storyboards(named: route.name, framework: framework)
        case .other:
            return []
        }
        let path = object.path
        let raises =
            "when no earlier route (restoration class, app delegate, an object already registered) gives the object, UIKit"
        guard !storyboards.isEmpty else {
            var message =
                "storyboard \"\(route.name)\" is not in \(place): \(raises)'s storyboardWithName:bundle: raises NSInvalidArgumentException (\"Could not find a storyboard named '\(route.name)' in bundle ...\")"
            if bundle != .main {
                message +=
                    "; UIKit looks in the saved bundle path, and likely in the main bundle when that path no longer exists (after an update)"
            }
            return [ValidationFinding(.storyboardNotInApp, path: path, message)]
        }
        let readable = storyboards.compactMap { try? $0.contents.get() }
        guard !readable.isEmpty else { return [] }
        let scenes = readable.flatMap(\.scenes).filter { $0.identifier == route.identifier }
        guard !scenes.isEmpty else {
            return [
                ValidationFinding(
                    .storyboardIdentifierNotInApp, path: path,
                    "storyboard \"\(route.name)\" in \(place) has no view controller with the storyboard identifier \"\(route.identifier)\": \(raises)'s instantiateViewControllerWithIdentifier: raises NSInvalidArgumentException (\"Storyboard (...) doesn't contain a view controller with identifier '\(route.identifier)'\")"
                )
            ]
        }
        guard let saved = object.components.last(where: { !IdentifierPath.isPositional($0) }) else { return [] }
        let controllers = scenes.compactMap { try? $0.contents.get() }.flatMap(\.viewControllers)
            .filter { $0.storyboardIdentifier == route.identifier }
        guard let nibIdentifier = controllers.compactMap(\.restorationIdentifier).first(where: { $0 != saved }),
            !controllers.contains(where: { $0.restorationIdentifier == saved })
        else { return [] }
        return [
            ValidationFinding(
                .restorationIdentifierMismatch, path: path,
                "the view controller \"\(route.identifier)\" of storyboard \"\(route.name)\" has the restoration identifier \"\(nibIdentifier)\" in the nib, not \"\(saved)\" (the path's last component): unless code sets \"\(saved)\" at run time, this state was saved by another version of the storyboard, and the controller UIKit instantiates for this path is saved under another path from now on"
            )
        ]
    }
}
