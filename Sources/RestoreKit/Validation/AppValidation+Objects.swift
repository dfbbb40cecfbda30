/// `validate --app`: what each object of an archive needs of the build to come back, in UIKit's
/// restore order (docs/format.md, "What UIKit does at restore").
extension Validator {
    /// The app rules of `archive`'s objects: storyboards, storyboard identifiers and restoration
    /// identifiers for the storyboard route; restoration, saved and coded classes. None for an
    /// app on the scene life cycle, which UIKit restores through its scenes only, or one that cannot tell whether it is, nor for one whose
    /// app delegate has not opted in (`app-not-opted-in`: UIKit restores nothing); the class rules
    /// are not checked when the build's classes cannot all be listed (the decision's `app-classes-unknown`).
    static func appObjectFindings(_ archive: RestorationArchive, app: AppCheck, knownClasses: Set<String>)
        -> [ValidationFinding]
    {
        // Only a build that certainly restores the root list asks for the objects (`isSceneApp` false).
        guard app.build.isSceneApp == false, app.build.optsInToRestoration != false else { return [] }
        var findings: [ValidationFinding] = []
        // The migration check's decision says once that the classes cannot all be listed (`app-classes-unknown`).
        let unknownReason = app.build.unknownClassesReason
        for object in archive.objects {
            guard case .success(let coder)? = object.coder else { continue }
            let route = storyboardRoute(object)
            if unknownReason == nil {
                findings += classFindings(
                    object, hasStoryboardRoute: route != nil, app: app, knownClasses: knownClasses)
                if app.restoresSecurely == true { findings += insecureFindings(object, coder: coder, app: app) }
            }
            if let route { findings += storyboardFindings(object, route: route, app: app) }
        }
        return findings
    }

    /// The storyboard name, bundle path and identifier UIKit instantiates `object` from when no
    /// earlier route gives it: a view controller with both storyboard keys; nil otherwise.
    static func storyboardRoute(_ object: RestorationObject) -> (name: String, bundlePath: String?, identifier: String)?
    {
        guard object.isViewController == true, let storyboard = object.storyboard,
            let name = storyboard.name, let identifier = storyboard.identifier
        else { return nil }
        return (name, storyboard.bundlePath, identifier)
    }

    /// `restoration-class-not-in-app` (with or without the storyboard route) and
    /// `saved-class-not-in-app`; a saved class that is the missing restoration class is one finding.
    static func classFindings(
        _ object: RestorationObject, hasStoryboardRoute: Bool, app: AppCheck, knownClasses: Set<String>
    ) -> [ValidationFinding] {
        var findings: [ValidationFinding] = []
        let path = object.path
        // An object the main storyboard makes at launch comes back by route 3 whatever route 1 finds.
        if let name = object.restorationClass, !app.mainStoryboardMakes(object),
            app.isMissing(name, knownClasses: knownClasses)
        {
            let what =
                "restoration class \(AppCheck.shown(name)) is not in the app: UIKit passes over it (NSClassFromString finds nothing)"
            if hasStoryboardRoute {
                findings.append(
                    ValidationFinding(
                        .restorationClassNotInAppWithStoryboard, path: path,
                        "\(what) and, unless the app delegate or an object already registered gives it, instantiates it from its saved storyboard"
                    ))
            } else {
                let delegate =
                    object.isViewController == true
                    ? "the app delegate's application(_:viewControllerWithRestorationIdentifierPath:coder:) (\(AppCheck.delegateClause(app.restoresViewControllers, "it"))) or "
                    : ""
                findings.append(
                    ValidationFinding(
                        .restorationClassNotInApp, path: path,
                        "\(what); only \(delegate)an object already registered under this path can give it back, else UIKit skips it and the objects below it"
                    ))
            }
        }
        if let name = object.className, name != object.restorationClass, app.isMissing(name, knownClasses: knownClasses)
        {
            findings.append(
                ValidationFinding(
                    .savedClassNotInApp, path: path,
                    "saved class \(AppCheck.shown(name)) is not in the app: UIKit never instantiates a class by this name; the object comes back only as whatever class its route gives now, which then decodes state another class saved"
                ))
        }
        return findings
    }

    /// `insecure-coded-class`: the classes of `coder`'s objects that the build defines without
    /// secure coding, for an app whose delegate makes UIKit decode with `requiresSecureCoding`.
    static func insecureFindings(_ object: RestorationObject, coder: KeyedArchive, app: AppCheck) -> [ValidationFinding]
    {
        let insecure = codedClassNames(coder).filter { isInsecure($0, in: app.build) }
        guard !insecure.isEmpty else { return [] }
        let names = insecure.map(AppCheck.shown).joined(separator: ", ")
        return [
            ValidationFinding(
                .insecureCodedClass, path: object.path,
                "coder holds an object of \(names), which the app defines without NSSecureCoding (nor +supportsSecureCoding): the app delegate implements application:shouldRestoreSecureApplicationState:, so UIKit decodes with requiresSecureCoding and that value decodes as nil (or the app's decode raises)"
            )
        ]
    }

    /// The class names of the objects in a coder's values, each once in the order met (nested
    /// archives aside: UIKit hands those to the app as data).
    static func codedClassNames(_ coder: KeyedArchive) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        var visited: Set<Int> = []
        var stack = coder.top.map(\.value).reversed() as [ArchiveValue]
        while let value = stack.popLast() {
            switch value {
            case .array(let elements): stack += elements.reversed()
            case .dictionary(let fields): stack += fields.map(\.value).reversed()
            case .object(let object):
                if let index = object.index, !visited.insert(index).inserted { continue }
                if seen.insert(object.className).inserted { names.append(object.className) }
                stack += object.fields.map(\.value).reversed()
            case .inline, .stored, .null, .cycle: break
            }
        }
        return names
    }

    /// Whether the build defines `name` and neither it nor a superclass the build defines adopts
    /// NSSecureCoding or has `+supportsSecureCoding`. A chain that leaves the build at a class other
    /// than NSObject is not judged: that superclass may adopt it (a bounded walk, cycles end it).
    static func isInsecure(_ name: String, in build: AppBuild) -> Bool {
        var visited: Set<String> = []
        var next: String? = name
        while let current = next, visited.insert(current).inserted {
            guard let definition = build.definition(ofClass: current) else {
                return current == "NSObject" && current != name
            }
            if definition.protocols.contains("NSSecureCoding")
                || definition.classMethods.contains("supportsSecureCoding")
            {
                return false
            }
            next = definition.superclassName
        }
        return next == nil
    }
}
