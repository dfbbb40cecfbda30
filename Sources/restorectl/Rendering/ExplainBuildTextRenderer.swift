import RestoreKit

/// The build's part of `restorectl explain --app`'s text view: the build's statements, each
/// object's routes judged against the build with its outcome, each scene session's configuration
/// and delegate in the build, and the summary (RestoreKit's `BuildDecision`). The rest of the
/// view, and the `[UIKit]`/`[app]` marks, are `ExplainTextRenderer`'s.
enum ExplainBuildTextRenderer {
    /// The section that names the build and what it settles for the saved state as a whole.
    static func header(_ build: BuildDecision, app: String) -> [String] {
        [
            "  The build \(app) settles what is under \"build\", each object's routes and outcome, and each scene's lines under \"in the build\".",
            "", "build \(app)",
        ] + build.statements.map { "  " + ExplainTextRenderer.line($0) }
    }

    /// An object: its outcome in the build, the routes UIKit tries judged against the build, and
    /// what decides it; the objects the files alone say are skipped with it.
    static func object(_ object: DryRunObject, _ decided: ObjectInBuild) -> [String] {
        let kind = object.isViewController == false ? " (not a view controller)" : ""
        var lines = ["  \(object.order.map { "\($0)." } ?? "-") \(object.path)\(kind): \(outcome(decided))"]
        lines += decided.routes.map { route in
            let basis: DryRunBasis = route.verdict == .appDecides || route.verdict == .cannotTell ? .app : .uikit
            return "      "
                + ExplainTextRenderer.line(
                    DryRunStatement(
                        basis, "\(ExplainTextRenderer.routeName(route.kind)): \(verdict(route.verdict)): \(route.text)")
                )
        }
        lines += decided.statements.map { "      " + ExplainTextRenderer.line($0) }
        if decided.reason == .savedState, !object.skippedWith.isEmpty {
            lines.append("      skipped with it: " + object.skippedWith.joinedText(separator: ", "))
        }
        return lines
    }

    /// What comes of an object in the build, in words.
    static func outcome(_ object: ObjectInBuild) -> String {
        switch object.outcome {
        case .restored: return "restored"
        case .raises: return "raises: the app crashes"
        case .ifAppProvides: return "restored only if the app's code provides it"
        case .unknown: return "cannot tell (the lines below say why)"
        case .skipped:
            let why: String =
                switch object.reason {
                case .archiveDiscarded?: "UIKit discards the archive"
                case .notOptedIn?: "the build has not opted in"
                case .sceneLifeCycle?: "the build adopts the scene life cycle"
                case .noRoute?: "no route gives it in the build"
                case .parentNotRestored?: "its parent is not restored"
                case .savedState?, nil: "the saved state alone says so"
                }
            return "skipped (\(why))"
        }
    }

    /// What the build says of a route, in words.
    static func verdict(_ verdict: RouteInBuild.Verdict) -> String {
        switch verdict {
        case .gives: "gives it"
        case .passesOver: "passes over"
        case .appDecides: "the app's code decides"
        case .raises: "raises"
        case .cannotTell: "cannot tell"
        }
    }

    /// A scene session in the build: what the user sees, the configuration UIKit ends up with,
    /// the delegate it instantiates, whether the app delegate is asked, and why.
    static func scene(_ scene: SceneInBuild) -> [String] {
        let stored: String =
            switch scene.stored {
            case .infoPlist(let name): "\"\(name)\" from the Info.plist"
            case .madeInCode(let delegate, let sceneClass, let storyboard, let wrapper):
                "made in code (delegate \(delegate ?? "none"), scene class \(sceneClass ?? "none")\(storyboard.map { ", storyboard \($0)" } ?? "")\(wrapper.map { ", delegate wrapper \($0)" } ?? ""))"
            case .none: "none"
            }
        return [
            "      in the build: \(outcome(scene.outcome))",
            "        role \(scene.role); configuration stored: \(stored)",
            "        configuration UIKit ends up with: \(scene.configuration ?? "none")",
            "        delegate UIKit instantiates: \(delegate(scene))",
            "        scene class: \(sceneClass(scene))",
            "        app delegate asked (\(AppBuild.connectSelector)): \(scene.asksAppDelegate ? "yes" : "no")",
        ]
            + scene.statements.map { "        " + ExplainTextRenderer.line($0) }
    }

    /// The scene class UIKit instantiates, or who decides it.
    static func sceneClass(_ scene: SceneInBuild) -> String {
        if let sceneClass = scene.sceneClass { return beside(sceneClass, scene.buildSceneClass) }
        switch scene.outcome {
        case .noDelegate: return "none"
        case .ignored: return "UIKit's default (the stored configuration is ignored)"
        case .unknown: return "cannot tell"
        default: return scene.asksAppDelegate ? "the app's code decides" : "none named: UIKit's default for the role"
        }
    }

    /// The delegate class UIKit instantiates, or who decides it.
    static func delegate(_ scene: SceneInBuild) -> String {
        if let delegate = scene.delegateClass { return beside(delegate, scene.buildDelegateClass) }
        switch scene.outcome {
        case .noDelegate: return "none"
        case .ignored: return "the main storyboard's (the stored configuration is ignored)"
        case .unknown: return "cannot tell"
        default: return "the app's code decides"
        }
    }

    /// The class UIKit instantiates, and beside it the build's for the role when its manifest names one.
    private static func beside(_ name: String, _ build: String?) -> String {
        guard let build else { return name }
        return name
            + (AppBuild.sameClass(name, build)
                ? " (the build's for the role)" : " (the build's for the role is \(build))")
    }

    /// What the user sees of a scene session, in words.
    static func outcome(_ outcome: SceneInBuild.Outcome) -> String {
        switch outcome {
        case .normal: "a normal scene"
        case .fallback: "the manifest's first configuration of the role, taken silently"
        case .wrongDelegate: "the wrong delegate: an empty or black window"
        case .wrongSceneClass: "the wrong scene class: an empty or black window"
        case .wrongDelegateIfLoaded:
            "a normal scene, unless the system happens to load the stored class's framework: then the wrong delegate"
        case .noDelegate: "no delegate: a black screen"
        case .ignored: "the stored configuration is ignored (the build is no scene app): nothing visible"
        case .unknown: "cannot tell"
        }
    }

    /// The counts in the build, and the verdict (exit 1).
    static func summary(_ dryRun: DryRun, _ build: BuildDecision) -> String {
        var parts: [String] = []
        if dryRun.hasArchive {
            func count(_ outcome: ObjectInBuild.Outcome) -> Int { build.objects.filter { $0.outcome == outcome }.count }
            parts.append(
                "objects in the build: \(count(.restored)) restored, \(count(.raises)) raise, \(count(.ifAppProvides)) only if the app's code provides them, \(count(.skipped)) skipped, \(count(.unknown)) cannot tell"
            )
        }
        if !build.scenes.isEmpty {
            func count(_ outcome: SceneInBuild.Outcome) -> Int { build.scenes.filter { $0.outcome == outcome }.count }
            parts.append(
                "sessions: \(count(.normal)) normal, \(count(.fallback)) fallback, \(count(.wrongDelegate)) wrong delegate, \(count(.wrongSceneClass)) wrong scene class, \(count(.noDelegate)) no delegate, \(count(.wrongDelegateIfLoaded) + count(.ignored) + count(.unknown)) other"
            )
        }
        var verdicts: [String] = []
        if build.crashes { verdicts.append("UIKit raises: the app will crash") }
        if build.breaksScenes { verdicts.append("a scene gets the wrong delegate or scene class, or none") }
        if dryRun.certainlyLoses { verdicts.append("UIKit will certainly lose saved state") }
        let screens = build.screensLostToScenes.count
        if screens > 0 {
            verdicts.append(
                "none of the \(screens) screen\(screens == 1 ? "" : "s") the old build saved \(screens == 1 ? "comes" : "come") back, by design of the scene life cycle; to keep \(screens == 1 ? "it" : "them"), restore \(screens == 1 ? "it" : "them") through each scene's stateRestorationActivity"
            )
        }
        let verdict =
            verdicts.isEmpty
            ? "UIKit itself loses nothing certain in this build." : verdicts.joinedText(separator: "; ") + "."
        return parts.joinedText(separator: "; ") + (parts.isEmpty ? "" : ". ") + verdict.prefix(1).uppercased()
            + verdict.dropFirst()
    }
}
