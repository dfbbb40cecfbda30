/// An app build as `validate --app` checks saved state against it: the build, and what every
/// archive's checks ask of it, worked out once per run rather than once per archive.
package struct AppCheck: Sendable {
    /// The build.
    package let build: AppBuild
    /// The Swift modules the build has images of: the modules of the Swift classes it defines,
    /// and its frameworks' names. A Swift class of another module is the system's (SwiftUI's, say).
    let swiftModules: Set<String>
    /// Whether the app delegate implements `application:shouldRestoreSecureApplicationState:`
    /// (nil: no app delegate class found).
    let restoresSecurely: Bool?
    /// Whether it implements `application:viewControllerWithRestorationIdentifierPath:coder:`.
    let restoresViewControllers: Bool?
    /// Whether it implements `application:configurationForConnectingSceneSession:options:`.
    let configuresScenes: Bool?
    /// The restoration identifier paths the main storyboard makes at launch
    /// (`AppBuild.mainStoryboardRestorationPaths`), found once for every object's route 3.
    let mainStoryboardPaths: Set<String>

    /// The checks' view of `build`.
    package init(_ build: AppBuild) {
        self.build = build
        var modules = Set(build.frameworks.map(\.name))
        for appClass in build.classes {
            if let module = Self.swiftModule(appClass.displayName) { modules.insert(module) }
        }
        swiftModules = modules
        restoresSecurely = build.appDelegateImplements("application:shouldRestoreSecureApplicationState:")
        restoresViewControllers = build.appDelegateImplements(
            "application:viewControllerWithRestorationIdentifierPath:coder:")
        configuresScenes = build.appDelegateImplements(AppBuild.connectSelector)
        mainStoryboardPaths = build.mainStoryboardRestorationPaths
    }

    /// The module of a Swift class's demangled name (`Example` of `Example.DetailViewController`);
    /// nil for an Objective-C name, which has no dot.
    static func swiftModule(_ displayName: String) -> String? {
        guard let dot = displayName.firstIndex(of: ".") else { return nil }
        return String(displayName[..<dot])
    }

    /// Whether a saved or restoration class absent from the build counts as missing from the app,
    /// erring on not flagging: UIKit's own classes, names starting with `_` or with two capitals
    /// (Apple's frameworks' prefixes: NS, MK, AV, ...), and Swift classes of modules the build has
    /// no image of are the system's, which the build's images cannot tell.
    func judges(_ name: String) -> Bool {
        if AppBuild.isUIKitClass(name) { return false }
        let displayName = SwiftClassName.demangled(name) ?? name
        if let module = Self.swiftModule(displayName) { return swiftModules.contains(module) }
        let scalars = Array(name.unicodeScalars.prefix(2))
        if scalars.first == "_" { return false }
        return !(scalars.count == 2 && scalars.allSatisfy { ("A"..."Z").contains($0) })
    }

    /// Whether the class `name` is missing from the app: judged, absent from a complete class
    /// list, and not in `knownClasses` (classes the app loads some other way; demangled names).
    func isMissing(_ name: String, knownClasses: Set<String>) -> Bool {
        judges(name) && build.classPresence(name) == .absent
            && !knownClasses.contains(SwiftClassName.demangled(name) ?? name)
    }

    /// `name` as text shows a class: a Swift class demangled with its runtime name after it.
    static func shown(_ name: String) -> String {
        SwiftClassName.demangled(name).map { "\($0) (\(name))" } ?? name
    }

    /// Whether the app delegate implements `selector`, as a clause: `implements it`, `does not`,
    /// or that no app delegate class was found to tell.
    static func delegateClause(_ implements: Bool?, _ selector: String) -> String {
        switch implements {
        case true?: "the app delegate implements \(selector)"
        case false?: "the app delegate does not implement \(selector)"
        case nil: "no app delegate class was found to tell whether \(selector) is implemented"
        }
    }
}
