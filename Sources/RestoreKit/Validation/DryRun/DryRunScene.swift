/// One scene in the dry run: whether UIKit restores its restoration activity
/// (`+[_UISceneUserActivityManager _getRestorationUserActivityForPersistentIdentifier:error:]`).
package struct DryRunScene: Sendable {
    /// What comes of the scene's activity.
    package enum Outcome: String, Sendable {
        /// UIKit hands the activity to the scene (its session's `stateRestorationActivity`).
        case restored
        /// The app saved no activity: the scene connects without one.
        case none
        /// UIKit certainly does not restore the activity that was saved.
        case dropped

        /// Whether saved state is certainly lost (the activity is dropped): `restorectl explain`
        /// exits 1 then.
        package var fails: Bool { self == .dropped }
    }

    /// Why UIKit drops a saved activity.
    package enum DropReason: String, Sendable {
        /// No known session names the scene's folder.
        case noSession
        /// The scene's session archive, or `KnownSceneSessions/data.data`, cannot be read.
        case unreadableSession
        /// The scene's `data.data` cannot be read.
        case unreadableActivity
        /// The activity has no type.
        case noType
        /// The activity has no userInfo.
        case noUserInfo
        /// The userInfo archive cannot be decoded.
        case undecodableUserInfo
    }

    /// The scene's persistent identifier.
    package let identifier: String
    /// Whether it is the state of an app launched for testing (`TestApplicationState`).
    package let isTestLaunch: Bool
    /// The saved activity's type, when it has one.
    package private(set) var activityType: String?
    /// What comes of the activity.
    package private(set) var outcome = Outcome.none
    /// Why it is dropped; nil when it is not.
    package private(set) var reason: DropReason?
    /// What decides the outcome, in sentences.
    package private(set) var statements: [DryRunStatement] = []

    /// The dry run of `scene`; `knownSessionsUnreadable` when `KnownSceneSessions/data.data`
    /// could not be read, which leaves every scene without a known session.
    init(_ scene: SavedScene, knownSessionsUnreadable: Bool) {
        identifier = scene.identifier
        isTestLaunch = scene.isTestLaunch
        if isTestLaunch {
            statements.append(
                DryRunStatement(
                    .uikit, "TestApplicationState: UIKit tries it first, and only when the app is launched for testing."
                ))
        }
        switch scene.session {
        case nil where knownSessionsUnreadable:
            drop(
                .unreadableSession,
                "KnownSceneSessions/data.data cannot be read: UIKit knows no session to restore this scene with.")
            return
        case nil:
            drop(.noSession, "No known session names this scene folder: UIKit never restores it.")
            return
        case .failure(let error)?:
            drop(
                .unreadableSession,
                "Its session archive cannot be read (\(error.description)): UIKit knows no session to restore it with.")
            return
        case .success?:
            break
        }
        switch scene.activity {
        case nil:
            statements.append(
                DryRunStatement(.uikit, "No activity saved: the scene connects without a restoration activity."))
        case .failure(let error)?:
            drop(
                .unreadableActivity, "Its data.data cannot be read (\(error.description)): UIKit restores no activity.")
        case .success(let activity)?:
            activityType = activity.type
            decide(activity)
        }
    }

    /// The activity UIKit reads: without a type or a decodable userInfo, none at all.
    mutating func decide(_ activity: SceneActivity) {
        guard activity.type != nil else {
            return drop(
                .noType,
                "The activity has no type (CanvasRestorationUserActivityTypeKey): UIKit cannot make an NSUserActivity of it."
            )
        }
        switch activity.userInfo {
        case nil:
            drop(.noUserInfo, "The activity has no userInfo: UIKit restores no activity at all, even with a type.")
        case .failure(let error)?:
            drop(
                .undecodableUserInfo,
                "Its userInfo cannot be decoded (\(error.description)): UIKit restores no activity at all, even with a type."
            )
        case .success?:
            outcome = .restored
            statements.append(
                DryRunStatement(
                    .uikit,
                    "UIKit decodes the userInfo with secure coding and hands the activity to the scene as its session's stateRestorationActivity."
                ))
            statements.append(
                DryRunStatement(
                    .app,
                    "What comes back of it is the scene delegate's code (SwiftUI's, for com.apple.SwiftUI.stateRestoration)."
                ))
        }
    }

    mutating func drop(_ reason: DropReason, _ text: String) {
        outcome = .dropped
        self.reason = reason
        statements.append(DryRunStatement(.uikit, text))
    }
}
