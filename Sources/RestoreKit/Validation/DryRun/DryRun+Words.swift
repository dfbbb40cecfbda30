/// The dry run in explain's words, said once for every view that shows them (`explain`'s text,
/// the report's badges and lists): what each outcome, route and verdict is called, each statement
/// with its mark, and the lines under an object and a scene session. Where they stand (indents,
/// headings, markup) is the view's.
extension DryRunStatement {
    /// The sentence after the mark of whose behaviour it describes: `[UIKit] ` for UIKit's own,
    /// `[app]   ` (as wide) for the app's code.
    package var marked: String {
        (basis == .uikit ? "[UIKit] " : "[app]   ") + text
    }
}

extension DryRunRoute.Kind {
    /// The route's name: `restoration class`, `app delegate`, `registered object`, `storyboard`.
    package var words: String {
        switch self {
        case .restorationClass: "restoration class"
        case .appDelegate: "app delegate"
        case .registered: "registered object"
        case .storyboard: "storyboard"
        }
    }
}

extension DryRunRoute {
    /// The route and what it needs, by whose code decides it: `storyboard: The storyboard ...`.
    package var statement: DryRunStatement {
        DryRunStatement(basis, "\(kind.words): \(needs)")
    }
}

extension RouteInBuild.Verdict {
    /// What the build says of a route: `gives it`, `passes over`, `the app's code decides`,
    /// `raises`, `cannot tell`.
    package var words: String {
        switch self {
        case .gives: "gives it"
        case .passesOver: "passes over"
        case .appDecides: "the app's code decides"
        case .raises: "raises"
        case .cannotTell: "cannot tell"
        }
    }
}

extension RouteInBuild {
    /// The route, the build's verdict and why: the app's when its code decides or the build
    /// cannot tell, UIKit's otherwise.
    package var statement: DryRunStatement {
        let basis: DryRunBasis = verdict == .appDecides || verdict == .cannotTell ? .app : .uikit
        return DryRunStatement(basis, "\(kind.words): \(verdict.words): \(text)")
    }
}

extension DryRunObject.Outcome {
    /// What comes of an object by the files alone: `restored`, `restored only if the app's code
    /// provides it`, `skipped`.
    package var words: String {
        switch self {
        case .restored: "restored"
        case .ifAppProvides: "restored only if the app's code provides it"
        case .skipped: "skipped"
        }
    }
}

extension DryRunObject {
    /// The lines under the object: the routes UIKit tries (none when it is skipped), what decides
    /// it, and the objects skipped with it.
    package var details: [String] {
        let routes = outcome == .skipped ? [] : self.routes.map(\.statement.marked)
        return routes + statements.map(\.marked) + Self.skipped(with: skippedWith)
    }

    /// `skipped with it: PATH, ...`; nothing when no object is.
    static func skipped(with paths: [String]) -> [String] {
        paths.isEmpty ? [] : ["skipped with it: " + paths.joined(separator: ", ")]
    }
}

extension DryRunScene.Outcome {
    /// What comes of a scene's activity: `activity restored`, `no activity saved`, `activity dropped`.
    package var words: String {
        switch self {
        case .restored: "activity restored"
        case .none: "no activity saved"
        case .dropped: "activity dropped"
        }
    }
}

extension ObjectInBuild {
    /// What comes of the object in the build: `restored`, `raises: the app crashes`, `restored
    /// only if the app's code provides it`, `cannot tell (the lines below say why)`, or `skipped
    /// (WHY)`.
    package var outcomeWords: String {
        switch outcome {
        case .restored: return "restored"
        case .raises: return "raises: the app crashes"
        case .ifAppProvides: return "restored only if the app's code provides it"
        case .unknown: return "cannot tell (the lines below say why)"
        case .skipped:
            let why: String =
                switch reason {
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

    /// The lines under the object in the build: each route UIKit tries judged against the
    /// build, what decides it, and the objects the files alone (`object`, its files-only dry
    /// run) say are skipped with it.
    package func details(_ object: DryRunObject) -> [String] {
        routes.map(\.statement.marked) + statements.map(\.marked)
            + (reason == .savedState ? DryRunObject.skipped(with: object.skippedWith) : [])
    }
}

extension SceneInBuild.Outcome {
    /// What the user sees of a scene session: `a normal scene`, `the wrong delegate: an empty or
    /// black window`, `no delegate: a black screen`, ...
    package var words: String {
        switch self {
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
}

extension SceneInBuild {
    /// The lines under the session in the build: its role and the configuration stored, the one
    /// UIKit ends up with, the delegate and scene class it instantiates, whether the app
    /// delegate is asked, and why.
    package var details: [String] {
        let stored: String =
            switch self.stored {
            case .infoPlist(let name): "\"\(name)\" from the Info.plist"
            case .madeInCode(let delegate, let sceneClass, let storyboard, let wrapper):
                "made in code (delegate \(delegate ?? "none"), scene class \(sceneClass ?? "none")\(storyboard.map { ", storyboard \($0)" } ?? "")\(wrapper.map { ", delegate wrapper \($0)" } ?? ""))"
            case .none: "none"
            }
        return [
            "role \(role); configuration stored: \(stored)",
            "configuration UIKit ends up with: \(configuration ?? "none")",
            "delegate UIKit instantiates: \(delegateWords)",
            "scene class: \(sceneClassWords)",
            "app delegate asked (\(AppBuild.connectSelector)): \(asksAppDelegate ? "yes" : "no")",
        ] + statements.map(\.marked)
    }

    /// The scene class UIKit instantiates, or who decides it.
    private var sceneClassWords: String {
        if let sceneClass { return Self.beside(sceneClass, buildSceneClass) }
        switch outcome {
        case .noDelegate: return "none"
        case .ignored: return "UIKit's default (the stored configuration is ignored)"
        case .unknown: return "cannot tell"
        default: return asksAppDelegate ? "the app's code decides" : "none named: UIKit's default for the role"
        }
    }

    /// The delegate class UIKit instantiates, or who decides it.
    private var delegateWords: String {
        if let delegateClass { return Self.beside(delegateClass, buildDelegateClass) }
        switch outcome {
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
}
