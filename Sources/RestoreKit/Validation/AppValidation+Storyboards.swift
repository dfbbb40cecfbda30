/// `validate --app`: the storyboard route, which UIKit takes for a view controller with both
/// storyboard keys when no earlier route gives it (decompiled iOS 26.1 UIKitCore, UIStoryboard.m,
/// _UIStoryboardProxy.m and UINib.m).
extension Validator {
    /// Where a saved storyboard's bundle is in the build.
    enum StoryboardBundle: Equatable, Sendable {
        /// No bundle path, or one naming an `.app`: the main bundle.
        case main
        /// A bundle path whose last component is `NAME.framework`: the app's framework NAME.
        case framework(String)
        /// Any other bundle (a resource `.bundle`), which the build model does not hold.
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
    /// `restoration-identifier-mismatch` for an object with the storyboard route; none for an
    /// object the main storyboard makes at launch, which route 3 gives before UIKit comes to its
    /// storyboard (`storyboardRouteFindings` says what the route itself would do).
    static func storyboardFindings(
        _ object: RestorationObject, route: (name: String, bundlePath: String?, identifier: String), app: AppCheck
    ) -> [ValidationFinding] {
        app.mainStoryboardMakes(object) ? [] : storyboardRouteFindings(object, route: route, app: app)
    }

    /// What the storyboard route does with `object` in the build, as findings. UIKit looks for
    /// the storyboard in the main bundle when no bundle path was saved, and after an update
    /// whatever path was saved: `-[_UIStoryboardProxy initWithCoder:]` opens the saved absolute
    /// path with `+[NSBundle bundleWithPath:]`, which gives nil once an update has installed the
    /// app elsewhere, and `+storyboardWithName:bundle:` takes nil for the main bundle. The build is
    /// the one about to ship, an update: the main bundle decides. A storyboard the nib reader
    /// refused, or a scene nib that is there but cannot be read, tells nothing: no finding then.
    static func storyboardRouteFindings(
        _ object: RestorationObject, route: (name: String, bundlePath: String?, identifier: String), app: AppCheck
    ) -> [ValidationFinding] {
        let path = object.path
        let raises =
            afterUpdate(route, build: app.build)
            + "when no earlier route (restoration class, app delegate, an object already registered) gives the object, UIKit"
        let storyboards = app.build.storyboards(named: route.name)
        guard !storyboards.isEmpty else {
            return [
                ValidationFinding(
                    .storyboardNotInApp, path: path,
                    "storyboard \"\(route.name)\" is not in the app's main bundle: \(raises)'s storyboardWithName:bundle: raises NSInvalidArgumentException (\"Could not find a storyboard named '\(route.name)' in bundle ...\")"
                )
            ]
        }
        guard storyboards.contains(where: { (try? $0.contents.get()) != nil }) else { return [] }
        let scenes = mainBundleScenes(route, build: app.build)
        let place = "storyboard \"\(route.name)\" in the app's main bundle"
        guard !scenes.isEmpty else {
            return [
                ValidationFinding(
                    .storyboardIdentifierNotInApp, path: path,
                    "\(place) has no view controller with the storyboard identifier \"\(route.identifier)\": \(raises)'s instantiateViewControllerWithIdentifier: raises NSInvalidArgumentException (\"Storyboard (...) doesn't contain a view controller with identifier '\(route.identifier)'\")"
                )
            ]
        }
        if nibIsMissing(scenes), let nib = scenes.first?.nibName {
            return [
                ValidationFinding(
                    .storyboardIdentifierNotInApp, path: path,
                    "\(place) names the nib \(nib).nib for the storyboard identifier \"\(route.identifier)\", which it does not hold: \(raises)'s UINib raises NSInternalInconsistencyException (\"Could not load NIB in bundle: ... with name '\(nib)' and directory '\(route.name).storyboardc'\")"
                )
            ]
        }
        return restorationIdentifierFindings(object, route: route, scenes: scenes)
    }

    /// Whether every copy's nib for the scenes of a storyboard identifier is missing: UIKit's UINib
    /// raises `NSInternalInconsistencyException` then (`StoryboardScene.nibIsMissing`).
    static func nibIsMissing(_ scenes: [StoryboardScene]) -> Bool {
        !scenes.isEmpty && scenes.allSatisfy(\.nibIsMissing)
    }

    /// The scenes of the storyboard identifier in the readable copies of the storyboard UIKit
    /// looks in: the main bundle's.
    static func mainBundleScenes(_ route: (name: String, bundlePath: String?, identifier: String), build: AppBuild)
        -> [StoryboardScene]
    {
        build.storyboards(named: route.name).compactMap { try? $0.contents.get() }.flatMap(\.scenes).filter {
            $0.identifier == route.identifier
        }
    }

    /// What a saved bundle path changes, said before what UIKit raises (empty without one): an
    /// update installs the app at a new path, so the saved path names nothing and UIKit searches
    /// the main bundle; until then it searches the saved bundle.
    static func afterUpdate(_ route: (name: String, bundlePath: String?, identifier: String), build: AppBuild)
        -> String
    {
        guard route.bundlePath != nil else { return "" }
        let why =
            "an update installs the app at a new path (likely), so the saved bundle path then names nothing and UIKit searches the main bundle"
        switch (storyboardBundle(route.bundlePath), savedBundleHas(route, build: build)) {
        case (.framework(let framework), true?):
            return
                "restored while the app is not updated (the app's framework \(framework) has it), but after an update UIKit raises: \(why); "
        case (.framework(let framework), _):
            return "the app's framework \(framework) does not have it either; "
        default:
            return "\(why); "
        }
    }

    /// Whether the framework a saved bundle path names has the storyboard, the identifier and
    /// its nib, as UIKit finds them while the path still names it; nil for a bundle path that
    /// names no framework (or none at all).
    static func savedBundleHas(_ route: (name: String, bundlePath: String?, identifier: String), build: AppBuild)
        -> Bool?
    {
        guard case .framework(let framework) = storyboardBundle(route.bundlePath) else { return nil }
        return build.storyboards(named: route.name, framework: framework).compactMap { try? $0.contents.get() }
            .flatMap(\.scenes).contains { $0.identifier == route.identifier && !$0.nibIsMissing }
    }

    /// `restoration-identifier-mismatch`: the view controller the scene's nib makes for the
    /// storyboard identifier (its `sceneViewController`, else those carrying the identifier) has
    /// another restoration identifier than the path's last component, or none.
    static func restorationIdentifierFindings(
        _ object: RestorationObject, route: (name: String, bundlePath: String?, identifier: String),
        scenes: [StoryboardScene]
    ) -> [ValidationFinding] {
        guard let saved = object.restorationIdentifiers.last else { return [] }
        let controllers = scenes.compactMap { try? $0.contents.get() }.flatMap { contents in
            contents.scenePositions(identifier: route.identifier).map { contents.viewControllers[$0] }
        }
        guard !controllers.isEmpty, !controllers.contains(where: { $0.restorationIdentifier == saved }) else {
            return []
        }
        let controller = "the view controller \"\(route.identifier)\" of storyboard \"\(route.name)\""
        let unless =
            "unless code sets \"\(saved)\" at run time, this state was saved by another version of the storyboard, and the controller UIKit instantiates for this path"
        if let nibIdentifier = controllers.compactMap(\.restorationIdentifier).first {
            return [
                ValidationFinding(
                    .restorationIdentifierMismatch, path: object.path,
                    "\(controller) has the restoration identifier \"\(nibIdentifier)\" in the nib, not \"\(saved)\" (the path's last component): \(unless) is saved under another path from now on"
                )
            ]
        }
        return [
            ValidationFinding(
                .restorationIdentifierMismatch, path: object.path,
                "\(controller) has no restoration identifier in the nib, where the path ends in \"\(saved)\": \(unless) is not saved from now on, nor is anything below it"
            )
        ]
    }
}

extension AppCheck {
    /// Whether the build's main storyboard makes `object` at launch, under its restoration
    /// identifier path compared without the positional `:[n]:` components (route 3 gives it).
    func mainStoryboardMakes(_ object: RestorationObject) -> Bool {
        !mainStoryboardPaths.isEmpty
            && mainStoryboardPaths.contains(object.restorationIdentifiers.joined(separator: "/"))
    }
}
