/// One route UIKit tries for an object, judged against the build.
package struct RouteInBuild: Sendable, Equatable {
    /// What the build says of the route.
    package enum Verdict: String, Sendable {
        /// It gives the object (the main storyboard made it at launch; the storyboard has the identifier).
        case gives
        /// It certainly gives nothing: UIKit goes on to the next route.
        case passesOver
        /// The build has the code, whose answer decides (a conforming class, the app delegate's method).
        case appDecides
        /// UIKit raises on it (a storyboard, identifier or nib the build lacks).
        case raises
        /// The build cannot tell (an object the app registers; classes that cannot be listed; a nib
        /// that cannot be read).
        case cannotTell
    }

    /// The app delegate's selector of route 2.
    static let appDelegateSelector = "application:viewControllerWithRestorationIdentifierPath:coder:"

    /// Which route.
    package let kind: DryRunRoute.Kind
    /// What the build says of it.
    package let verdict: Verdict
    /// Why, in one sentence.
    package let text: String
    /// The exception UIKit raises on the route; nil when it does not raise.
    package var exception: String?
    /// Whether the route raises only once an update has moved the app: a storyboard saved with
    /// a bundle path, which the saved bundle has and the main bundle lacks.
    package var raisesOnlyAfterUpdate = false

    init(kind: DryRunRoute.Kind, verdict: Verdict, _ text: String) {
        self.kind = kind
        self.verdict = verdict
        self.text = text
    }

    /// Route 1: the restoration class, found and conforming or not.
    static func restorationClass(_ name: String, isViewController: Bool, build: AppBuild) -> RouteInBuild {
        let protocolName = isViewController ? "UIViewControllerRestoration" : "UIObjectRestoration"
        let shown = AppCheck.shown(name)
        switch build.resolution(ofClass: name) {
        case .inBuild:
            guard build.conforms(name, to: protocolName) == true else {
                return RouteInBuild(
                    kind: .restorationClass, verdict: .passesOver,
                    "The build's class \(shown) does not conform to \(protocolName): UIKit logs a warning and does not use it."
                )
            }
            return RouteInBuild(
                kind: .restorationClass, verdict: .appDecides,
                "The build's class \(shown) conforms to \(protocolName): its class method decides alone.")
        case .nowhere:
            return RouteInBuild(
                kind: .restorationClass, verdict: .passesOver,
                "The build has no class \(shown): NSClassFromString finds nothing, and UIKit goes on to the next route."
            )
        case .systemModuleLinked, .systemModuleNotLinked, .unknown:
            return RouteInBuild(
                kind: .restorationClass, verdict: .cannotTell,
                "Whether \(shown) is found and conforms cannot be told from the build.")
        }
    }

    /// Route 2: the app delegate's method.
    static func appDelegate(_ implements: Bool?) -> RouteInBuild {
        switch implements {
        case true?:
            RouteInBuild(
                kind: .appDelegate, verdict: .appDecides,
                "The app delegate implements \(appDelegateSelector), so its answer decides (nil goes on to the next route)."
            )
        case false?:
            RouteInBuild(
                kind: .appDelegate, verdict: .passesOver, "The app delegate does not implement \(appDelegateSelector).")
        case nil:
            RouteInBuild(
                kind: .appDelegate, verdict: .cannotTell,
                "No app delegate class was found to tell whether it implements \(appDelegateSelector).")
        }
    }

    /// Route 3: an object already registered under the path. The build settles it for a view
    /// controller its main storyboard makes at launch (`AppBuild.mainStoryboardRestorationPaths`);
    /// any other the app's own code may register.
    static func registered(_ madeAtLaunch: Bool, build: AppBuild) -> RouteInBuild {
        guard madeAtLaunch, let storyboard = build.info.mainStoryboardName else {
            return RouteInBuild(
                kind: .registered, verdict: .cannotTell,
                "An object the app already created or registered under this path (a storyboard it loaded, its own code): no build can tell."
            )
        }
        return RouteInBuild(
            kind: .registered, verdict: .gives,
            "The build's main storyboard \(storyboard) makes a view controller with this restoration identifier path at launch, before UIKit restores (its initial view controller, or one its nib makes with it): UIKit finds it already registered (likely)."
        )
    }

    /// Route 4: the storyboard and identifier, as `validate --app`'s storyboard rules judge them
    /// (the route alone: route 3 may give the object first).
    static func storyboard(
        _ object: RestorationObject, route: (name: String, bundlePath: String?, identifier: String), check: AppCheck
    ) -> RouteInBuild {
        let findings = Validator.storyboardRouteFindings(object, route: route, app: check)
        let scenes = Validator.mainBundleScenes(route, build: check.build)
        if let raised = findings.first(where: {
            $0.rule == .storyboardNotInApp || $0.rule == .storyboardIdentifierNotInApp
        }) {
            var raises = RouteInBuild(kind: .storyboard, verdict: .raises, raised.message)
            raises.exception =
                Validator.nibIsMissing(scenes) ? "NSInternalInconsistencyException" : "NSInvalidArgumentException"
            raises.raisesOnlyAfterUpdate = Validator.savedBundleHas(route, build: check.build) == true
            return raises
        }
        guard check.build.storyboards(named: route.name).contains(where: { (try? $0.contents.get()) != nil }) else {
            return RouteInBuild(
                kind: .storyboard, verdict: .cannotTell, "The build's storyboard \(route.name) cannot be read.")
        }
        // Every copy's nib missing raised above: a nib that is there but unreadable (or missing
        // from only some localizations) is left to what no reader but UIKit's can tell.
        if let unreadable = scenes.first(where: { (try? $0.contents.get()) == nil }),
            case .failure(let error) = unreadable.contents
        {
            return RouteInBuild(
                kind: .storyboard, verdict: .cannotTell,
                "The build's storyboard \(route.name) has the identifier \(route.identifier), but its nib cannot be read (\(error.description)): whether UIKit can load it cannot be told (this reader is not UIKit's)."
            )
        }
        var text = "The build's storyboard \(route.name) has the identifier \(route.identifier): UIKit instantiates it."
        if route.bundlePath != nil {
            text +=
                " It is the main bundle's: the saved bundle path names the install that saved it, and after an update UIKit searches the main bundle."
        }
        if let mismatch = findings.first(where: { $0.rule == .restorationIdentifierMismatch }) {
            text += " But " + mismatch.message + "."
        }
        return RouteInBuild(kind: .storyboard, verdict: .gives, text)
    }
}
