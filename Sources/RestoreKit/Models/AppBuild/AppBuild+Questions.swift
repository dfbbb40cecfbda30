/// What the later checks ask of a build: whether a class, a storyboard, an identifier, a scene
/// configuration is there, and what the app delegate implements.
extension AppBuild {
    /// Whether a class is in the build, as far as its readable images tell.
    package enum ClassPresence: Sendable, Equatable {
        /// An image defines it.
        case defined
        /// No image defines it, and every image's classes were read.
        case absent
        /// No readable image defines it, but an image is encrypted, missing or unreadable: it may
        /// be there. Never guessed either way.
        case unknown
    }

    /// Whether every image was read in full, so that a class no image defines is not in the
    /// build: no image missing, unreadable or encrypted. A build with no executable at all
    /// (no `CFBundleExecutable`) is not complete either.
    package var classListIsComplete: Bool {
        !executables.isEmpty
            && executables.allSatisfy { executable in
                if case .read = executable.outcome { return !executable.isEncrypted }
                return false
            }
    }

    /// Why the build's class list is incomplete, one clause per image (nil when it is complete).
    package var unknownClassesReason: String? {
        guard !classListIsComplete else { return nil }
        guard !executables.isEmpty else { return "the build names no executable (CFBundleExecutable)" }
        var reasons: [String] = []
        for executable in executables {
            switch executable.outcome {
            case .missing: reasons.append("\(executable.fileName) is missing")
            case .unreadable(let why): reasons.append("\(executable.fileName) cannot be read (\(why))")
            case .read where executable.isEncrypted:
                reasons.append(
                    "\(executable.fileName) is encrypted (App Store builds are; validate against a development build)")
            case .read: break
            }
        }
        return reasons.joined(separator: ", ")
    }

    /// The images whose code is encrypted (an App Store build): their classes cannot be listed.
    package var encryptedExecutables: [AppExecutable] { executables.filter(\.isEncrypted) }

    /// Whether the class `name` is in the build. `name` is a runtime name
    /// (`_TtC7Example20DetailViewController`) or, for a Swift class, the `Module.Class` name
    /// `NSStringFromClass` gives and a restoration archive saves: both find the same class.
    package func classPresence(_ name: String) -> ClassPresence {
        if definition(ofClass: name) != nil { return .defined }
        return classListIsComplete ? .absent : .unknown
    }

    /// The definition of the class `name` (runtime or demangled name) in the readable images.
    package func definition(ofClass name: String) -> ObjCClassDefinition? {
        classesByName[name]
    }

    /// The storyboards named `name` (several when localized) in the main bundle, or with
    /// `framework` in that framework (its folder name without `.framework`).
    package func storyboards(named name: String, framework: String? = nil) -> [AppStoryboard] {
        storyboards.filter { $0.name == name && $0.location.framework == framework }
    }

    /// The storyboards named `name` in the bundle a storyboard reference names: the main bundle
    /// for nil, else the framework whose `CFBundleIdentifier` is `bundleIdentifier` (the main
    /// bundle's own identifier means the main bundle). None when no bundle has that identifier.
    package func storyboards(named name: String, bundleIdentifier: String?) -> [AppStoryboard] {
        guard let bundleIdentifier, bundleIdentifier != info.bundleIdentifier else { return storyboards(named: name) }
        return frameworks.filter { $0.bundleIdentifier == bundleIdentifier }.flatMap {
            storyboards(named: name, framework: $0.name)
        }
    }

    /// The scene configuration names of the manifest, in order; none without a manifest.
    package var sceneConfigurationNames: [String] { info.sceneManifest?.configurationNames ?? [] }

    /// The app delegate classes: those the readable images define that adopt
    /// `UIApplicationDelegate` themselves, with the restoration selectors each implements.
    package var appDelegates: [AppDelegateClass] {
        classes.filter { $0.definition.protocols.contains("UIApplicationDelegate") }.map {
            AppDelegateClass($0, in: self)
        }
    }

    /// Whether the app delegate implements `selector`: nil when no app delegate class was found
    /// (or the classes are unknown); else whether one of them does, in its own instance methods
    /// or a superclass's the build defines. In a build on SwiftUI's `App` life cycle
    /// (`startsSwiftUIApp`) UIKit's app delegate is SwiftUI's own (`SwiftUI.AppDelegate`), which
    /// implements the scene connect selector and answers `respondsToSelector:` for the rest with
    /// the app's adaptor (`@UIApplicationDelegateAdaptor`; decompiled SwiftUI of iOS 26.1): a class
    /// of the app adopting `UIApplicationDelegate` is that adaptor, and without one nothing else is
    /// implemented.
    package func appDelegateImplements(_ selector: String) -> Bool? {
        let swiftUI = startsSwiftUIApp == true
        if swiftUI, selector == Self.connectSelector { return true }
        let delegates = appDelegates
        if delegates.isEmpty { return swiftUI && classListIsComplete ? false : nil }
        return delegates.contains { instanceMethods(ofClassAndSuperclasses: $0.appClass.name).contains(selector) }
    }

    /// Whether the build's entry point is SwiftUI's `static App.main()`: its main executable (or
    /// the `.debug.dylib` that holds a debug build's code) imports it, as every executable on
    /// SwiftUI's `App` life cycle does. Read from the symbol table, so an encrypted executable
    /// tells too; nil when the main executable is missing or unreadable.
    package var startsSwiftUIApp: Bool? {
        let images = executables.filter { $0.role == .main || $0.role == .debugDylib }
        if images.contains(where: { $0.slices.contains(where: \.startsSwiftUIApp) }) { return true }
        // Every image that may hold the entry point read: the main executable, and a debug dylib beside it.
        guard images.contains(where: { $0.role == .main }),
            images.allSatisfy({
                if case .read = $0.outcome { true } else { $0.role == .debugDylib && $0.outcome == .missing }
            })
        else { return nil }
        return false
    }

    /// The instance methods of the class `name` and of its superclasses the build defines, their
    /// categories' included, and those the build's categories add to the first class of the chain
    /// it does not define (a bounded walk: a superclass cycle in hostile input ends it).
    func instanceMethods(ofClassAndSuperclasses name: String) -> Set<String> {
        let chain = superclassChain(of: name)
        var methods = chain.reduce(into: Set<String>()) { $0.formUnion($1.instanceMethods) }
        methods.formUnion(categories(beyond: chain, of: name)?.instanceMethods ?? [])
        return methods
    }

    /// The definitions of `name` and of its superclasses the build defines, nearest first; the
    /// walk stops at a class the build does not define or at a cycle.
    func superclassChain(of name: String) -> [ObjCClassDefinition] {
        var chain: [ObjCClassDefinition] = []
        var visited = Set<String>()
        var next: String? = name
        while let current = next, visited.insert(current).inserted, let definition = definition(ofClass: current) {
            chain.append(definition)
            next = definition.superclassName
        }
        return chain
    }
}

/// A class of the build, with the image that defines it.
package struct AppClass: Sendable, Equatable {
    /// What the image says of it, with what the build's categories add to it.
    package var definition: ObjCClassDefinition
    /// The file name of the image defining it (`Example`, `Example.debug.dylib`, `Kit`).
    package var image: String

    /// A class of `image`.
    package init(definition: ObjCClassDefinition, image: String) {
        self.definition = definition
        self.image = image
    }

    /// The runtime name (`_TtC7Example20DetailViewController`).
    package var name: String { definition.name }
    /// The name to show: a Swift class's demangled (`Example.DetailViewController`), else the runtime name.
    package var displayName: String { SwiftClassName.demangled(definition.name) ?? definition.name }
}

/// An app delegate class and the restoration selectors it implements.
///
/// Only the class's method list counts: the selector names are in every binary that adopts
/// `UIApplicationDelegate` (the protocol's description lists them), so finding the names proves nothing.
package struct AppDelegateClass: Sendable, Equatable {
    /// The selectors UIKit asks the app delegate about for restoration, in the order shown.
    package static let restorationSelectors = [
        "application:shouldSaveSecureApplicationState:",
        "application:shouldRestoreSecureApplicationState:",
        "application:shouldSaveApplicationState:",
        "application:shouldRestoreApplicationState:",
        "application:viewControllerWithRestorationIdentifierPath:coder:",
        "application:configurationForConnectingSceneSession:options:",
        "application:didDiscardSceneSessions:",
    ]

    /// The class.
    package var appClass: AppClass
    /// Which of `restorationSelectors` it implements, in that order.
    package var implementedSelectors: [String]

    /// The delegate `appClass`, with the selectors it implements.
    package init(appClass: AppClass, implementedSelectors: [String]) {
        self.appClass = appClass
        self.implementedSelectors = implementedSelectors
    }

    /// `appClass` as `build` defines it and its superclasses.
    init(_ appClass: AppClass, in build: AppBuild) {
        let methods = build.instanceMethods(ofClassAndSuperclasses: appClass.name)
        self.init(appClass: appClass, implementedSelectors: Self.restorationSelectors.filter(methods.contains))
    }

    /// Whether it implements `selector` (one of `restorationSelectors`).
    package func implements(_ selector: String) -> Bool { implementedSelectors.contains(selector) }
}
