/// One scene session judged against a build (docs/format.md, "Scene
/// sessions across builds"): the configuration UIKit decodes for it, the delegate class it
/// instantiates, whether the app delegate is asked, and what the user sees.
public struct SceneInBuild: Sendable {
    /// What the user sees when the session connects.
    public enum Outcome: String, Sendable {
        /// A normally built scene.
        case normal
        /// The manifest's first configuration of the role, taken silently for a name it lacks:
        /// that configuration's UI (wrong if configurations were chosen by name).
        case fallback
        /// A stored delegate class that resolves but is not the build's: an empty or black window.
        case wrongDelegate
        /// A stored scene class that resolves but is not the build's: an empty or black window.
        case wrongSceneClass
        /// A system module's delegate class the build does not link: a normal scene, unless the
        /// system happens to load that framework, when it is the wrong delegate.
        case wrongDelegateIfLoaded
        /// No configuration for the role and no connect selector: no delegate, a black screen.
        case noDelegate
        /// The build is no scene app: the stored configuration is ignored, nothing visible.
        case ignored
        /// The build cannot tell (its classes cannot all be listed).
        case unknown

        /// How much it matters, as `validate --app` grades the rule that reports it: an error for a
        /// broken scene (`scene-delegate-not-used`, `scene-class-not-used`, `scene-role-not-in-app`),
        /// a warning for a scene that may show the wrong UI (`scene-configuration-not-in-app`,
        /// `scene-class-framework-not-linked`), a note for what the user cannot see or the build
        /// cannot tell (`scene-sessions-ignored`); nil for a normal scene.
        package var severity: ValidationRule.Severity? {
            switch self {
            case .normal: nil
            case .wrongDelegate, .wrongSceneClass, .noDelegate: .error
            case .fallback, .wrongDelegateIfLoaded: .warning
            case .ignored, .unknown: .note
            }
        }

        /// Whether the user sees a broken scene (the wrong delegate or scene class, or no
        /// delegate; an error): `explain --app` exits 1 then.
        package var fails: Bool { severity == .error }
    }

    /// How the configuration was stored.
    package enum Stored: Sendable, Equatable {
        /// From the Info.plist: its name.
        case infoPlist(name: String)
        /// Made in code: its delegate and scene class names, storyboard and delegate wrapper class
        /// name, as stored.
        case madeInCode(delegateClass: String?, sceneClass: String?, storyboard: String?, delegateWrapper: String?)
        /// No configuration (saved by an app not on the scene life cycle).
        case none
    }

    /// The session's persistent identifier, the name of the scene's folder in the saved state.
    public let identifier: String
    /// The session's role.
    package let role: String
    /// What was stored.
    package let stored: Stored
    /// Whether decoding sets the error flag (`_hadResolutionErrorsOnLoad`).
    package private(set) var resolutionError = false
    /// The configuration UIKit ends up with, described ("Default Configuration", "the stored one,
    /// made in code"); nil when it is empty.
    package private(set) var configuration: String?
    /// The delegate class UIKit instantiates, when the build or the stored configuration says;
    /// nil when there is none, or the app's code decides.
    package private(set) var delegateClass: String?
    /// The delegate the build uses for the role (its manifest's); nil: the app's code decides.
    package let buildDelegateClass: String?
    /// The scene class UIKit instantiates, when the stored configuration or the build's says;
    /// nil when neither names one (UIKit's default for the role), or there is no configuration.
    package private(set) var sceneClass: String?
    /// The scene class the build uses for the role (its manifest's); nil: the app's code decides.
    package let buildSceneClass: String?
    /// Whether UIKit asks the app delegate's `application(_:configurationForConnecting:options:)`.
    package private(set) var asksAppDelegate = false
    /// What the user sees.
    public private(set) var outcome = Outcome.normal
    /// The stored class names and what resolving them in this build gives.
    package private(set) var classes: [(name: String, resolution: ClassResolution)] = []
    /// What decides the outcome, in sentences.
    package private(set) var statements: [DryRunStatement] = []
    /// The findings `validate --app` reports for it.
    package private(set) var findings: [ValidationFinding] = []

    /// What decides the outcome, as `restorectl explain --app` says it: one paragraph, for a
    /// test's failure message.
    public var explanation: String {
        statements.map(\.text).joined(separator: " ")
    }

    /// The session `session` of the scene `identifier` in `build`.
    init(identifier: String, session: SceneSession, build: AppBuild, sceneApp: Bool?) {
        self.identifier = identifier
        let configuration = session.configuration
        role = session.role ?? configuration?.role ?? AppBuild.applicationRole
        if let configuration {
            stored =
                configuration.name.map { .infoPlist(name: $0) }
                ?? .madeInCode(
                    delegateClass: configuration.delegateClass, sceneClass: configuration.sceneClass,
                    storyboard: configuration.storyboardName, delegateWrapper: configuration.delegateWrapperClass)
        } else {
            stored = .none
        }
        buildDelegateClass = build.sceneDelegateClass(role: role)
        buildSceneClass = build.sceneClass(role: role)
        if sceneApp == nil {
            outcome = .unknown
            say(
                .app,
                "Whether the build adopts the scene life cycle cannot be told (its manifest has no configuration, and its app delegate's methods cannot be read): if it does, the session connects as its stored configuration says; if not, UIKit ignores the configuration. Nothing is judged."
            )
            return
        }
        guard sceneApp == true else {
            outcome = .ignored
            say(
                .uikit,
                "The build is no scene app: UIKit ignores the stored configuration (-[UISceneSession initWithCoder:]); the session is kept, not discarded, and the main storyboard is used. Nothing visible."
            )
            if stored != .none {
                findings.append(
                    ValidationFinding(
                        .sceneSessionsIgnored, path: identifier,
                        "a scene session stored with a configuration, and the build is no scene app: UIKit ignores the stored configuration and keeps the session; nothing visible"
                    ))
            }
            return
        }
        switch stored {
        case .infoPlist(let name): decideInfoPlist(name, build: build)
        case .madeInCode(let delegate, let scene, let storyboard, let wrapper):
            decideMadeInCode(
                delegate: delegate, scene: scene, storyboard: storyboard, wrapper: wrapper, build: build)
        case .none:
            say(
                .uikit,
                "No configuration stored: UIKit configures the scene as a new session (inferred: docs/format.md does not cover a session saved before the scene life cycle)."
            )
            replaceByManifest(build: build)
        }
    }

    private mutating func say(_ basis: DryRunBasis, _ text: String) {
        statements.append(DryRunStatement(basis, text))
    }

    /// A configuration from the Info.plist: looked up by name in the build's manifest.
    private mutating func decideInfoPlist(_ name: String, build: AppBuild) {
        switch build.configurationForStored(name: name, role: role) {
        case .found(let found):
            configuration = name
            delegateClass = found.delegateClassName
            sceneClass = found.sceneClassName
            say(
                .uikit,
                "The build's manifest has \"\(name)\" for \(role): UIKit uses it as is and does not ask the app delegate."
            )
            noteDelegate()
        case .fallback(let first):
            let firstName = first.name ?? "(unnamed)"
            configuration = firstName
            delegateClass = first.delegateClassName
            sceneClass = first.sceneClassName
            outcome = .fallback
            say(
                .uikit,
                "The build's manifest has no configuration named \"\(name)\" for \(role): UIKit logs \"Info.plist contained no configuration named \(name)\" and silently takes the first of the role, \"\(firstName)\"; the app delegate is not asked."
            )
            findings.append(
                ValidationFinding(
                    .sceneConfigurationNotInApp, path: identifier,
                    "the session's scene configuration \"\(name)\" is not in the build's manifest for \(role): UIKit silently falls back to the first configuration of the role, \"\(firstName)\"\(first.delegateClassName.map { " (delegate \($0))" } ?? ""), and asks nobody: the scene shows that configuration's UI"
                ))
        case .none:
            resolutionError = true
            let missing =
                build.info.sceneManifest == nil
                ? "The build has no scene manifest" : "The build's manifest has no configuration for \(role)"
            say(
                .uikit,
                "\(missing): UIKit cannot use the stored configuration \"\(name)\" and configures the scene anew (decoding sets the error flag and leaves it empty)."
            )
            replaceByManifest(build: build)
        }
    }

    /// A configuration made in code: its class names (and storyboard) resolved at decode time
    /// (`-[UISceneConfiguration initWithCoder:]`).
    private mutating func decideMadeInCode(
        delegate: String?, scene: String?, storyboard: String?, wrapper: String?, build: AppBuild
    ) {
        var unresolved: [String] = []
        var notLinked: [(name: String, module: String, kind: String)] = []
        var unknown = false
        for (name, kind) in [(scene, "scene"), (delegate, "delegate"), (wrapper, "wrapper")] {
            guard let name else { continue }
            let resolution = build.resolution(ofClass: name)
            classes.append((name, resolution))
            switch resolution {
            case .inBuild:
                if kind == "delegate", build.conforms(name, to: "UISceneDelegate") != true,
                    build.conforms(name, to: "UIWindowSceneDelegate") != true
                {
                    unresolved.append("\(AppCheck.shown(name)) does not conform to UISceneDelegate")
                }
            case .systemModuleLinked: break
            case .systemModuleNotLinked(let module): notLinked.append((name, module, kind))
            case .nowhere:
                unresolved.append(
                    "\(kind == "wrapper" ? "delegate wrapper " : "")\(AppCheck.shown(name)) resolves nowhere in this build"
                )
            case .unknown: unknown = true
            }
            if kind == "scene", resolution.resolves, build.isSceneClass(name) == false {
                unresolved.append("\(AppCheck.shown(name)) is no subclass of UIScene")
            }
        }
        if let storyboard, build.storyboards(named: storyboard).isEmpty {
            unresolved.append("storyboard \(storyboard) is not in this build")
        }
        if unknown {
            outcome = .unknown
            say(.app, "The build's classes cannot all be listed: whether the stored classes resolve cannot be told.")
            return
        }
        for (name, module, kind) in notLinked {
            let use = ["scene": "scene class", "wrapper": "delegate wrapper"][kind] ?? "delegate"
            say(
                .uikit,
                "\(AppCheck.shown(name)) is a class of the system module \(module), which neither the build nor an embedded framework links: it resolves only if the system happens to load \(module)."
            )
            findings.append(
                ValidationFinding(
                    .sceneClassFrameworkNotLinked, path: identifier,
                    "the session's stored class \(AppCheck.shown(name)) belongs to \(module), which neither the build nor an embedded framework links: it resolves only if the system happens to load \(module); then UIKit uses it as the scene's \(use) and the user sees an empty or black window"
                ))
        }
        guard unresolved.isEmpty, notLinked.isEmpty else {
            resolutionError = true
            if !unresolved.isEmpty {
                say(
                    .uikit,
                    "\(unresolved.joined(separator: "; ")): UIKit cannot use the stored configuration and configures the scene anew, without a crash (decoding logs it and sets the error flag)."
                )
                findings.append(
                    ValidationFinding(
                        .sceneClassNotResolved, path: identifier,
                        "the session's stored configuration does not resolve (\(unresolved.joined(separator: "; "))): UIKit configures the scene anew from the manifest and the app delegate, a normal scene (decoding sets the error flag)"
                    ))
            }
            replaceByManifest(build: build)
            if !notLinked.isEmpty, outcome == .normal { outcome = .wrongDelegateIfLoaded }
            return
        }
        configuration = "the stored one, made in code"
        delegateClass = delegate
        sceneClass = scene
        say(
            .uikit,
            "Every stored name resolves: UIKit uses the stored configuration as is and does not ask the app delegate (nor SwiftUI's hook)."
        )
        if let delegate { compareDelegate(delegate) }
        if let scene { compareSceneClass(scene) }
        if outcome == .normal { say(.uikit, "A normal scene.") }
    }

    /// A stored delegate that resolves, against the one the build's manifest names for the role.
    private mutating func compareDelegate(_ delegate: String) {
        guard let buildDelegate = buildDelegateClass else {
            say(
                .app,
                "The build's manifest names no delegate for \(role): the app's code decides which delegate it uses, and UIKit instantiates \(AppCheck.shown(delegate))."
            )
            return
        }
        if AppBuild.sameClass(delegate, buildDelegate) {
            say(.uikit, "It is the delegate the build's manifest names for \(role).")
            return
        }
        outcome = .wrongDelegate
        say(
            .uikit,
            "UIKit instantiates \(AppCheck.shown(delegate)), not \(buildDelegate), the delegate the build's manifest names for \(role): the user sees an empty or black window."
        )
        findings.append(
            ValidationFinding(
                .sceneDelegateNotUsed, path: identifier,
                "the session's stored delegate class \(AppCheck.shown(delegate)) still resolves (\(Self.where(classes.first { $0.name == delegate }?.resolution))) but the build's manifest names \(buildDelegate) for \(role): UIKit uses the stored configuration as is, asks nobody and instantiates the old delegate: an empty or black window"
            ))
    }

    /// A stored scene class that resolves, against the one the build's manifest names for the
    /// role (`UISceneClassName`); where it names none, the app's code decides and nothing is said.
    private mutating func compareSceneClass(_ scene: String) {
        guard let buildScene = buildSceneClass else { return }
        if AppBuild.sameClass(scene, buildScene) {
            say(.uikit, "\(AppCheck.shown(scene)) is the scene class the build's manifest names for \(role).")
            return
        }
        if outcome == .normal { outcome = .wrongSceneClass }
        say(
            .uikit,
            "UIKit instantiates the scene as \(AppCheck.shown(scene)), not \(buildScene), the scene class the build's manifest names for \(role): the user sees an empty or black window."
        )
        findings.append(
            ValidationFinding(
                .sceneClassNotUsed, path: identifier,
                "the session's stored scene class \(AppCheck.shown(scene)) still resolves (\(Self.where(classes.first { $0.name == scene }?.resolution))) but the build's manifest names \(buildScene) for \(role): UIKit uses the stored configuration as is, asks nobody and makes the scene of the old class: an empty or black window"
            ))
    }

    /// After the error flag: the manifest's first configuration for the role, then the app
    /// delegate asked; neither: no delegate, a black screen.
    private mutating func replaceByManifest(build: AppBuild) {
        let first = build.manifestConfigurations(role: role).first
        let implements = build.appDelegateImplements(AppBuild.connectSelector)
        asksAppDelegate = implements == true
        configuration = first.map { $0.name ?? "(unnamed)" }
        // The manifest's first for the role, or in a SwiftUI App build the one SwiftUI's app delegate gives.
        delegateClass = build.sceneDelegateClass(role: role)
        sceneClass = first?.sceneClassName
        if let first {
            say(
                .uikit,
                "UIKit replaces it by the manifest's first configuration for \(role), \"\(first.name ?? "(unnamed)")\"\(asksAppDelegate ? ", then asks the app delegate" : ""): a normal scene."
            )
        } else if asksAppDelegate {
            say(
                .app,
                "UIKit asks the app delegate's application(_:configurationForConnecting:options:) (then SwiftUI's hook): the app's code decides; a normal scene."
            )
        } else if implements == nil {
            outcome = .unknown
            say(
                .app,
                "The build has no configuration for \(role), and whether its app delegate implements \(AppBuild.connectSelector) cannot be told (its methods cannot be read): a normal scene if it does, no delegate and a black screen if not."
            )
        } else {
            outcome = .noDelegate
            say(
                .uikit,
                "The build has no configuration for \(role) and its app delegate does not implement \(AppBuild.connectSelector), so the scene gets no delegate: a black screen."
            )
            findings.append(
                ValidationFinding(
                    .sceneRoleNotInApp, path: identifier,
                    "the session's role \(role) has no configuration in the build\(build.info.sceneManifest == nil ? " (no scene manifest)" : "'s manifest"), and its app delegate does not implement \(AppBuild.connectSelector), so the scene gets no delegate: a black screen"
                ))
        }
    }

    /// The stored delegate is the manifest's by name: nothing more to say but whose it is.
    private mutating func noteDelegate() {
        if delegateClass == nil {
            say(.app, "The configuration names no delegate class: the app's code decides.")
        }
    }

    /// Where a resolving class is, as a clause.
    static func `where`(_ resolution: ClassResolution?) -> String {
        switch resolution {
        case .inBuild?: "the build still defines it"
        case .systemModuleLinked(let module)?: "\(module) is linked, so its classes load"
        default: "it resolves"
        }
    }
}
