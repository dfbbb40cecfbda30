/// What a build says about the UIScene migration (docs/format.md, "Scene
/// sessions across builds", "Opting in"): whether it is a scene app, whether it opts in to state
/// restoration, which configuration UIKit ends up with for a stored one, which delegate class the
/// build uses for a role, and whether a stored class name resolves in a process running it.
extension AppBuild {
    /// The app delegate selectors that make an app a scene app (`-[UIApplication _appAdoptsUISceneLifecycle]`).
    package static let sceneSelectors = [
        "application:configurationForConnectingSceneSession:options:",
        "application:didDiscardSceneSessions:",
    ]
    /// The app delegate selectors that opt in to restoring `data.data`, the deprecated one last.
    package static let restoreSelectors = [
        "application:shouldRestoreSecureApplicationState:",
        "application:shouldRestoreApplicationState:",
    ]
    /// The selector that asks the app delegate for a scene's configuration.
    package static let connectSelector = "application:configurationForConnectingSceneSession:options:"

    /// Why the build is a scene app, in clauses (a role of the manifest with a non-empty
    /// configuration array, a scene selector the app delegate implements, SwiftUI's `App` as the
    /// entry point); empty when it is not one, or when that cannot be told (`isSceneApp` nil). A
    /// manifest whose `UISceneConfigurations` is empty, or has only empty arrays, does not count.
    package var sceneAppReasons: [String] {
        var reasons: [String] = []
        var roles: [String] = []
        for configuration in info.sceneManifest?.configurations ?? [] where !roles.contains(configuration.role) {
            roles.append(configuration.role)
        }
        reasons += roles.map { "its Info.plist's scene manifest has configurations for \($0)" }
        if startsSwiftUIApp == true {
            reasons.append(
                "its executable starts with SwiftUI's App.main(), so SwiftUI's own app delegate, which adopts scenes, is UIKit's"
            )
        } else {
            reasons += Self.sceneSelectors.filter { appDelegateImplements($0) == true }.map {
                "its app delegate implements \($0)"
            }
        }
        return reasons
    }

    /// Whether the build adopts the scene life cycle, as UIKit decides it; nil when that cannot
    /// be told: no role of the manifest has a configuration, and the app delegate's methods or the
    /// executable's entry point cannot be read (an encrypted, missing or unreadable executable).
    package var isSceneApp: Bool? {
        if !sceneAppReasons.isEmpty { return true }
        guard startsSwiftUIApp != nil else { return nil }
        return Self.sceneSelectors.contains { appDelegateImplements($0) == nil } ? nil : false
    }

    /// Whether the app delegate implements a restore selector: nil when no app delegate class
    /// was found (the classes are unknown, or none adopts `UIApplicationDelegate`).
    package var optsInToRestoration: Bool? {
        let answers = Self.restoreSelectors.map(appDelegateImplements)
        if answers.contains(true) { return true }
        return answers.contains(false) ? false : nil
    }

    /// The manifest's configurations for `role`, in order; none without a manifest.
    package func manifestConfigurations(role: String) -> [ManifestSceneConfiguration] {
        info.sceneManifest?.configurations.filter { $0.role == role } ?? []
    }

    /// The class the build uses as scene delegate for `role`: in a build on SwiftUI's `App` life
    /// cycle, SwiftUI's `AppSceneDelegate` for the application role (SwiftUI's app delegate gives
    /// every new window session a configuration made in code with it; decompiled SwiftUI of iOS
    /// 26.1), unless the app's delegate adaptor implements the connect selector too (whether
    /// SwiftUI asks it is not known: nil); else the manifest's first configuration's for the role (the one UIKit gives a new
    /// session), nil when the manifest names none for it (or there is no manifest): then the app's
    /// code decides.
    package func sceneDelegateClass(role: String) -> String? {
        if startsSwiftUIApp == true, role == Self.applicationRole {
            // An adaptor that configures scenes itself may give another delegate: whether SwiftUI's
            // app delegate asks it is not known, so the app's code decides.
            let adaptorConfigures = appDelegates.contains { $0.implements(Self.connectSelector) }
            return adaptorConfigures ? nil : Self.swiftUISceneDelegate
        }
        return manifestConfigurations(role: role).first?.delegateClassName
    }

    /// The system's Swift modules whose classes a scene session stores (SwiftUI's
    /// `AppSceneDelegate`) and which the system may load into an app that does not link them.
    static let unlinkedSystemModules: Set<String> = ["SwiftUI"]

    /// The role of an app's windows on an iPhone or iPad.
    package static let applicationRole = "UIWindowSceneSessionRoleApplication"
    /// The scene delegate SwiftUI's app delegate names for window sessions, as `NSStringFromClass` gives it.
    package static let swiftUISceneDelegate = "SwiftUI.AppSceneDelegate"

    /// The scene class the build uses for `role`: the manifest's first configuration's
    /// `UISceneClassName` for the role, nil when it names none (or there is no manifest): then the
    /// app's code decides.
    package func sceneClass(role: String) -> String? {
        manifestConfigurations(role: role).first?.sceneClassName
    }

    /// Which configuration UIKit decodes for a stored Info.plist configuration named `name` for
    /// `role` (`-[UISceneConfiguration initWithCoder:]`).
    package func configurationForStored(name: String, role: String) -> StoredConfigurationLookup {
        let configurations = manifestConfigurations(role: role)
        if let found = configurations.first(where: { $0.name == name }) { return .found(found) }
        if let first = configurations.first { return .fallback(first) }
        return .none
    }

    /// Whether `NSClassFromString(name)` finds a class in a process running this build.
    package func resolution(ofClass name: String) -> ClassResolution {
        if definition(ofClass: name) != nil { return .inBuild }
        let display = SwiftClassName.demangled(name) ?? name
        if let dot = display.firstIndex(of: "."), !display.hasPrefix("_") {
            let module = String(display[..<dot])
            if ownModules.contains(module) {
                return classListIsComplete ? .nowhere : .unknown
            }
            if linkedFrameworks.contains(module) { return .systemModuleLinked(module) }
            // A module no image of the build defines and no system framework it links provides is
            // no system module: the app's own before a rename (OldModule.SceneDelegate), resolving nowhere.
            if Self.unlinkedSystemModules.contains(module) { return .systemModuleNotLinked(module) }
            return classListIsComplete ? .nowhere : .unknown
        }
        // UIKit's own classes are always there (UIWindowScene, UIScene).
        if AppBuild.isUIKitClass(name) { return .systemModuleLinked("UIKit") }
        return classListIsComplete ? .nowhere : .unknown
    }

    /// The Swift modules the build's own images hold: its Swift classes' modules and its
    /// frameworks' names. Any other module is the system's.
    var ownModules: Set<String> {
        var modules = Set(frameworks.map(\.name))
        for appClass in classes {
            let display = appClass.displayName
            if let dot = display.firstIndex(of: ".") { modules.insert(String(display[..<dot])) }
        }
        if let executable = info.executableName { modules.insert(executable) }
        return modules
    }

    /// The system frameworks the app's executable or an embedded framework links by a load
    /// command, by name (`SwiftUI`).
    package var linkedFrameworks: Set<String> {
        Set(executables.flatMap(\.slices).flatMap(\.linkedDylibs).filter(\.isSystem).compactMap(\.frameworkName))
    }

    /// Whether the class `name` the build defines, or a superclass it defines, adopts `protocolName`
    /// (a bounded walk), in its class list or by a category of the build; a category of the build
    /// on the first class of the chain it does not define counts too. Nil when the build does not
    /// define `name` and none of its categories makes it adopt `protocolName`.
    package func conforms(_ name: String, to protocolName: String) -> Bool? {
        let chain = superclassChain(of: name)
        let added = categories(beyond: chain, of: name)?.protocols.contains(protocolName) == true
        guard definition(ofClass: name) != nil else { return added ? true : nil }
        return added || chain.contains { $0.protocols.contains(protocolName) }
    }

    /// Whether the class `name` is a `UIScene`: a UIKit class by its name (`UIWindowScene`), one
    /// the build defines by its chain of superclasses, which ends in a UIKit scene class; nil when
    /// neither can tell (a class of another module, a chain that ends in one).
    package func isSceneClass(_ name: String) -> Bool? {
        let chain = superclassChain(of: name)
        if chain.isEmpty, AppBuild.isUIKitClass(name) { return name.hasSuffix("Scene") }
        guard let last = chain.last, let superclass = last.superclassName else { return nil }
        if AppBuild.isUIKitClass(superclass) { return superclass.hasSuffix("Scene") }
        return superclass == "NSObject" ? false : nil
    }

    /// Whether two class names name one class: equal, or equal once a Swift name is demangled.
    package static func sameClass(_ first: String, _ second: String) -> Bool {
        (SwiftClassName.demangled(first) ?? first) == (SwiftClassName.demangled(second) ?? second)
    }
}

/// What UIKit decodes for a stored Info.plist configuration.
package enum StoredConfigurationLookup: Sendable, Equatable {
    /// The manifest has it by name for the role: used as is.
    case found(ManifestSceneConfiguration)
    /// Not by name, but the role has configurations: UIKit silently takes the first of them.
    case fallback(ManifestSceneConfiguration)
    /// No manifest, or no configuration for the role: the error flag is set, the configuration empty.
    case none
}

/// Whether `NSClassFromString` finds a stored class name in a process running the build.
package enum ClassResolution: Sendable, Equatable {
    /// The app binary or an embedded framework defines it.
    case inBuild
    /// A system module's class whose framework the build links (UIKit's own always): it resolves.
    case systemModuleLinked(String)
    /// A class of SwiftUI, which the build does not link: it resolves only if the system happens
    /// to load it.
    case systemModuleNotLinked(String)
    /// It resolves nowhere: not in the build (whose class list is complete), and no system
    /// framework the build links provides its module (a renamed app module's class).
    case nowhere
    /// The build's class list is incomplete (encrypted or unreadable images): cannot tell.
    case unknown

    /// Whether it certainly resolves.
    package var resolves: Bool {
        switch self {
        case .inBuild, .systemModuleLinked: true
        case .systemModuleNotLinked, .nowhere, .unknown: false
        }
    }
}

extension AppBuild {
    /// UIKit's own classes (`UINavigationController`, `_UIStoryboardProxy`), which every app has.
    static func isUIKitClass(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        if name.hasPrefix("_UI") { return true }
        return scalars.count > 2 && name.hasPrefix("UI") && scalars[2].properties.isUppercase
    }
}
