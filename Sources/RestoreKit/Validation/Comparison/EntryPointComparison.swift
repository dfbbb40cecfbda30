/// The entry points of a `BuildComparison` (docs/format.md, "Entry points across the migration"):
/// when NEW adopts scenes and OLD did not, UIKit stops calling the app delegate's methods for
/// URLs, user activities, quick actions, the foreground and background callbacks and state
/// restoration, with no fallback (decompiled UIKit of iOS 26.1), and delivers them to the scene
/// delegate NEW's manifest names. A finding says that nothing in NEW receives one only where the
/// method lists show it.
struct EntryPointComparison {
    /// An app-delegate method of OLD, and the scene delegate's counterpart in NEW.
    struct EntryPoint: Sendable {
        /// What reaches the app through it, for a sentence ("URLs opened while the app runs").
        let what: String
        /// The app-delegate selectors OLD may implement for it (the current one first).
        let appDelegate: [String]
        /// The scene delegate's counterpart.
        let sceneDelegate: String
        /// What NEW declares that arrives through it, for the finding (`CFBundleURLTypes` schemes...).
        let declared: Declared
        /// Whether `scene:willConnectToSession:options:` gets it at a cold launch (its connection options).
        let coldLaunch: String?
        /// The rule: entries that arrive from outside are `entry-point-not-received`; callbacks and
        /// restoration `app-delegate-method-not-called`.
        let rule: ValidationRule
    }

    /// What an Info.plist declares that arrives through an entry point.
    enum Declared: Sendable {
        case urlSchemes, activityTypes, quickActions, nothing

        /// What `info` declares of it, and what that is called.
        func values(_ info: AppBundleInfo) -> (values: [String], called: String) {
            switch self {
            case .urlSchemes: (info.urlSchemes, "URL schemes")
            case .activityTypes: (info.userActivityTypes, "activity types")
            case .quickActions: (info.shortcutItems.compactMap(\.type), "quick actions")
            case .nothing: ([], "")
            }
        }
    }

    static let entryPoints: [EntryPoint] = [
        EntryPoint(
            what: "URLs opened while the app runs",
            appDelegate: [
                "application:openURL:options:", "application:openURL:sourceApplication:annotation:",
                "application:handleOpenURL:",
            ], sceneDelegate: "scene:openURLContexts:", declared: .urlSchemes,
            coldLaunch: "connectionOptions.urlContexts", rule: .entryPointNotReceived),
        EntryPoint(
            what: "user activities (Handoff, Spotlight, universal links) continued while the app runs",
            appDelegate: ["application:continueUserActivity:restorationHandler:"],
            sceneDelegate: "scene:continueUserActivity:", declared: .activityTypes,
            coldLaunch: "connectionOptions.userActivities", rule: .entryPointNotReceived),
        EntryPoint(
            what: "Home Screen quick actions chosen while the app runs",
            appDelegate: ["application:performActionForShortcutItem:completionHandler:"],
            sceneDelegate: "windowScene:performActionForShortcutItem:completionHandler:",
            declared: .quickActions, coldLaunch: "connectionOptions.shortcutItem",
            rule: .entryPointNotReceived),
        EntryPoint(
            what: "the app becoming active", appDelegate: ["applicationDidBecomeActive:"],
            sceneDelegate: "sceneDidBecomeActive:", declared: .nothing, coldLaunch: nil,
            rule: .appDelegateMethodNotCalled),
        EntryPoint(
            what: "the app resigning active", appDelegate: ["applicationWillResignActive:"],
            sceneDelegate: "sceneWillResignActive:", declared: .nothing, coldLaunch: nil,
            rule: .appDelegateMethodNotCalled),
        EntryPoint(
            what: "the app entering the background", appDelegate: ["applicationDidEnterBackground:"],
            sceneDelegate: "sceneDidEnterBackground:", declared: .nothing, coldLaunch: nil,
            rule: .appDelegateMethodNotCalled),
        EntryPoint(
            what: "the app entering the foreground", appDelegate: ["applicationWillEnterForeground:"],
            sceneDelegate: "sceneWillEnterForeground:", declared: .nothing, coldLaunch: nil,
            rule: .appDelegateMethodNotCalled),
        EntryPoint(
            what: "state restoration", appDelegate: AppBuild.restoreSelectors,
            sceneDelegate: "stateRestorationActivityForScene:", declared: .nothing, coldLaunch: nil,
            rule: .appDelegateMethodNotCalled),
    ]

    /// The selectors that let a class receive a method its list does not have.
    static let forwardingSelectors = ["respondsToSelector:", "forwardingTargetForSelector:"]
    /// The scene delegate's selector for a cold launch.
    static let connectSelector = "scene:willConnectToSession:options:"

    var findings: [ValidationFinding] = []
    /// Why the method lists cannot tell, when they cannot; nil when they can or nothing is compared.
    var cannotTell: String?

    init(old: AppBuild, new: AppBuild) {
        guard old.isSceneApp == false, new.isSceneApp == true else { return }
        let implemented = Self.entryPoints.filter { entry in
            entry.appDelegate.contains { old.appDelegateImplements($0) == true }
        }
        guard !implemented.isEmpty else { return }
        let receiver: String
        switch Self.receiver(in: new) {
        case .success(let name): receiver = name
        case .failure(let why):
            cannotTell =
                "whether NEW receives what OLD's app delegate did (\(implemented.map(\.what).joined(separator: ", "))): \(why.description)"
            return
        }
        let display = SwiftClassName.demangled(receiver) ?? receiver
        let methods = new.instanceMethods(ofClassAndSuperclasses: receiver)
        let coldReceivers =
            methods.contains(Self.connectSelector) || new.appDelegateImplements(AppBuild.connectSelector) != false
        for entry in implemented where !methods.contains(entry.sceneDelegate) {
            let old = entry.appDelegate.first { old.appDelegateImplements($0) == true } ?? entry.appDelegate[0]
            let lacks = "its scene delegate \(display) does not implement \(entry.sceneDelegate)"
            var message: String
            if let cold = entry.coldLaunch {
                message =
                    "OLD's app delegate receives \(entry.what) (\(old)); NEW adopts scenes, so UIKit no longer calls it, and nothing in NEW receives them instead: \(lacks)"
                let declared = entry.declared.values(new.info)
                if !declared.values.isEmpty {
                    message +=
                        " (NEW's Info.plist declares the \(declared.called) \(declared.values.map { "\"\($0)\"" }.joined(separator: ", ")))"
                }
                message +=
                    coldReceivers
                    ? ". At a cold launch only \(Self.connectSelector) (\(cold)) can; whether it does cannot be told from the build."
                    : ". At a cold launch nothing receives them either (no \(Self.connectSelector), no \(AppBuild.connectSelector))."
            } else if entry.appDelegate == AppBuild.restoreSelectors {
                message =
                    "OLD opts in to state restoration (\(old)); NEW adopts scenes, where UIKit saves no view controller that way, and \(lacks): no scene saves its state from now on, and none is restored."
            } else {
                message =
                    "OLD's app delegate is told of \(entry.what) (\(old)); NEW adopts scenes, so UIKit no longer calls it, and \(lacks): what OLD did there no longer runs (the matching UIApplication notification is still posted)."
            }
            findings.append(ValidationFinding(entry.rule, path: "\(display)/\(entry.sceneDelegate)", message))
        }
    }

    /// Why the scene delegate's method list cannot answer.
    struct CannotTell: Error, KindedError, CustomStringConvertible {
        let description: String
        var failureKind: FailureKind { .unreadableInput }
    }

    /// The class whose method list says what NEW's scenes receive: the scene delegate NEW's
    /// manifest names for the application role, when nothing else can decide it (SwiftUI's
    /// `App`, a configuration made in code) and the list is the whole truth (the class is
    /// defined, the class list complete, nothing in its chain forwards selectors, and the chain
    /// ends in UIKit or NSObject).
    static func receiver(in new: AppBuild) -> Result<String, CannotTell> {
        if new.startsSwiftUIApp == true {
            return .failure(
                CannotTell(
                    description:
                        "NEW is a SwiftUI App, whose scene delegate SwiftUI provides and forwards to closures and the app's delegate adaptor a build does not show"
                ))
        }
        if new.appDelegateImplements(AppBuild.connectSelector) != false {
            return .failure(
                CannotTell(
                    description:
                        "NEW's app delegate implements \(AppBuild.connectSelector) (or cannot be read), so its code may choose another scene delegate"
                ))
        }
        guard let name = new.sceneDelegateClass(role: AppBuild.applicationRole) else {
            return .failure(CannotTell(description: "NEW's manifest names no scene delegate for the application role"))
        }
        let chain = new.superclassChain(of: name)
        guard new.classListIsComplete, let root = chain.last else {
            return .failure(
                CannotTell(description: "NEW's scene delegate \(name) is not among the classes its executables show"))
        }
        if let forwarding = chain.first(where: { definition in
            forwardingSelectors.contains(where: definition.instanceMethods.contains)
                || definition.classMethods.contains("resolveInstanceMethod:")
        }) {
            return .failure(
                CannotTell(
                    description:
                        "\(forwarding.name) in NEW's scene delegate's chain overrides respondsToSelector:, forwardingTargetForSelector: or resolveInstanceMethod:, so it may receive what its method list lacks"
                ))
        }
        guard let top = root.superclassName, AppBuild.isUIKitClass(top) || top == "NSObject" else {
            return .failure(
                CannotTell(
                    description:
                        "NEW's scene delegate \(name) inherits from \(root.superclassName ?? "no class"), outside the build and UIKit, whose methods cannot be seen"
                ))
        }
        return .success(name)
    }
}
