/// The checks `validate` makes, with the identifiers and severities of the command-line contract.
/// Identifiers are stable: scripts match on them. A rule is its case here and its row of
/// `declaration`, which says everything else about it, the check that emits it included;
/// docs/cli.md's table is checked against those rows, and the help and manual page are written
/// from them.
public enum ValidationRule: String, Sendable, CaseIterable {
    /// The file (or a folder on the way to it) could not be read at all.
    case unreadableFile = "unreadable-file"
    /// The file is not a readable property list.
    case malformedPlist = "malformed-plist"
    /// The property list is not a well-formed keyed archive.
    case notKeyedArchive = "not-keyed-archive"
    /// A keyed archive without anything UIKit's restoration root holds (an object's own coder,
    /// say): UIKit would restore nothing from it.
    case notRestorationArchive = "not-restoration-archive"
    /// A UID past the end of `$objects`, or a `$class` that is no class description.
    case badReference = "bad-reference"
    /// An object's nested coder archive cannot be read.
    case malformedObject = "malformed-object"
    /// A listed path, or one of the class map, without coder data.
    case missingObject = "missing-object"
    /// A path listed twice in `kRootRestorationIdentifiersKey`.
    case duplicatePath = "duplicate-path"
    /// An identifier-path proxy to a path the archive does not hold.
    case danglingReference = "dangling-reference"
    /// Saved by another bundle version than `ValidationExpectations.bundleVersion`.
    case bundleVersionMismatch = "bundle-version-mismatch"
    /// Saved on another idiom than `ValidationExpectations.idiom`.
    case idiomMismatch = "idiom-mismatch"
    /// A saved or restoration class not in `ValidationExpectations.knownClasses`.
    case unknownClass = "unknown-class"
    /// An object cut off because an ancestor on its path was not preserved.
    case orphanPath = "orphan-path"
    /// Coder data for a path `kRootRestorationIdentifiersKey` does not list.
    case unlistedObject = "unlisted-object"
    /// The bundle version, system version or idiom is absent.
    case missingMetadata = "missing-metadata"
    /// An object's coder uses a key UIKit reserves for the root archive.
    case reservedKey = "reserved-key"
    /// `kUIStateRestorationArchiveMajorVersionKey` is not 2 (or absent, which UIKit reads as 0): UIKit discards the archive.
    case unsupportedArchiveVersion = "unsupported-archive-version"
    /// A `kFirstRespondersKey` path that is no object of the archive.
    case firstResponderNotSaved = "first-responder-not-saved"
    /// Scene state (iOS 13+): a scene file that cannot be read.
    case sceneUnreadable = "scene-unreadable"
    /// A scene's restoration activity without an activity type: UIKit cannot hand it to the app.
    case activityWithoutType = "activity-without-type"
    /// A scene folder that no known session names.
    case sceneWithoutSession = "scene-without-session"
    /// A known session without a scene folder: a note, as healthy folders hold it.
    case sessionWithoutScene = "session-without-scene"
    /// A scene's restoration activity without a userInfo UIKit can use: UIKit restores no activity.
    case activityWithoutUserInfo = "activity-without-userinfo"
    /// An activity's userInfo archive holding a class outside the property-list types.
    case unexpectedUserInfoClass = "unexpected-userinfo-class"
    /// AppKit saved state: a damaged record, one that cannot be framed or decoded.
    case unreadableRecord = "unreadable-record"
    /// AppKit saved state: a record that cannot be decrypted, as real folders hold them: its
    /// window has no key in `windows.plist`, or the listed key turns it into noise.
    case undecryptableRecord = "undecryptable-record"
    /// AppKit saved state: records without the `windows.plist` that holds their keys.
    case missingWindowList = "missing-window-list"
    /// `--app`: an object's saved storyboard is not in the build.
    case storyboardNotInApp = "storyboard-not-in-app"
    /// `--app`: the saved storyboard has no view controller with the saved storyboard identifier.
    case storyboardIdentifierNotInApp = "storyboard-identifier-not-in-app"
    /// `--app`: a restoration class the build lacks, for an object without the storyboard route.
    case restorationClassNotInApp = "restoration-class-not-in-app"
    /// `--app`: a restoration class the build lacks, for an object UIKit can still get from its storyboard.
    case restorationClassNotInAppWithStoryboard = "restoration-class-not-in-app-with-storyboard"
    /// `--app`: an object's saved class is not in the build.
    case savedClassNotInApp = "saved-class-not-in-app"
    /// `--app`: an object's coder holds a class of the build without secure coding, for an app
    /// that restores securely.
    case insecureCodedClass = "insecure-coded-class"
    /// `--app`: the nib's restoration identifier for the saved storyboard identifier differs from the path's.
    case restorationIdentifierMismatch = "restoration-identifier-mismatch"
    /// `--app`: a scene session's configuration name is not in the build's scene manifest.
    case sceneConfigurationNotInApp = "scene-configuration-not-in-app"
    /// `--app`: a `.savedState` folder named for another bundle identifier than the build's.
    case bundleIdentifierMismatch = "bundle-identifier-mismatch"
    /// `--app`: the build's classes cannot all be listed, so the class rules were not checked.
    case appClassesUnknown = "app-classes-unknown"
    /// `--app`: a build that is no scene app and whose app delegate implements no restore selector.
    case appNotOptedIn = "app-not-opted-in"
    /// `--app`: a scene build, and data.data holds view controllers it will not restore.
    case sceneAppIgnoresLegacyState = "scene-app-ignores-legacy-state"
    /// `--app`: a stored scene delegate class that resolves but is not the build's for the role.
    case sceneDelegateNotUsed = "scene-delegate-not-used"
    /// `--app`: a stored scene class that resolves but is not the build's for the role.
    case sceneClassNotUsed = "scene-class-not-used"
    /// `--app`: a stored role with no configuration in a scene build without the connect selector.
    case sceneRoleNotInApp = "scene-role-not-in-app"
    /// `--app`: a stored class of a system module that neither the build nor its frameworks link.
    case sceneClassFrameworkNotLinked = "scene-class-framework-not-linked"
    /// `--app`: a stored class, or storyboard, that resolves nowhere in the build.
    case sceneClassNotResolved = "scene-class-not-resolved"
    /// `--app`: scene sessions with configurations, kept by a build that is no scene app.
    case sceneSessionsIgnored = "scene-sessions-ignored"
    /// `breaking-changes`: a restoration class of the old build that the new one lacks, or
    /// defines without the restoration protocol.
    case restorationClassRemoved = "restoration-class-removed"
    /// `breaking-changes`: URLs, user activities or quick actions OLD's app delegate received
    /// that nothing in NEW, a scene build, receives.
    case entryPointNotReceived = "entry-point-not-received"
    /// `breaking-changes`: an app-delegate callback or the restoration pair OLD implements, which
    /// UIKit no longer calls in NEW, a scene build, and whose counterpart NEW's scene delegate lacks.
    case appDelegateMethodNotCalled = "app-delegate-method-not-called"
    /// `breaking-changes`: a URL scheme of OLD's `CFBundleURLTypes` that NEW does not declare.
    case urlSchemeRemoved = "url-scheme-removed"
    /// `breaking-changes`: an `NSUserActivityTypes` entry of OLD that NEW does not declare.
    case activityTypeRemoved = "activity-type-removed"
    /// `breaking-changes`: a static quick action of OLD (`UIApplicationShortcutItems`) that NEW does not declare.
    case quickActionRemoved = "quick-action-removed"
    /// `breaking-changes`: an App Intents action identifier of OLD that NEW's metadata lacks.
    case appIntentRemoved = "app-intent-removed"
    /// `breaking-changes`: an App Intents entity identifier of OLD that NEW's metadata lacks.
    case appEntityRemoved = "app-entity-removed"
    /// `breaking-changes`: an App Intents metadata file of either build that is not the shape
    /// this reads: that surface is not compared.
    case appIntentsNotUnderstood = "app-intents-not-understood"
    /// `breaking-changes`: what the two builds do not let the comparison tell, once.
    case buildCannotShow = "build-cannot-show"

    /// How much a finding matters: an error fails validation, a warning only under `--strict`, a
    /// note never.
    public enum Severity: String, Sendable, Comparable {
        /// A fact worth knowing that healthy saved state holds too (a session that saved no
        /// activity, a stale macOS record): it changes nothing UIKit or AppKit restores.
        case note
        /// UIKit restores the archive, but not all of it, or not as the app may expect.
        case warning
        /// UIKit refuses the archive or cannot restore an object, the archive holds damage UIKit
        /// never writes, or an expectation is not met.
        case error

        /// Notes order before warnings, warnings before errors.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    /// The rule's severity; it never depends on the finding.
    public var severity: Severity { declaration.severity }

    /// What the rule finds, in one sentence: for reports that describe their rules (SARIF) and
    /// for help.
    public var summary: String { declaration.summary }

    /// What UIKit does at restore with what the rule finds (AppKit, for a Mac app's saved
    /// state), in one sentence.
    public var consequence: String { declaration.consequence }

    /// Whether the finding means the file could not be read as an archive at all.
    package var meansUnreadable: Bool { declaration.meansUnreadable }

    /// The one check that emits the rule.
    package var check: ValidationCheck { declaration.check }
}

extension ValidationRule {
    /// All a rule says besides its identifier.
    struct Declaration {
        let severity: Severity
        let check: ValidationCheck
        let meansUnreadable: Bool
        let summary: String
        let consequence: String

        init(
            _ severity: Severity, check: ValidationCheck, unreadable: Bool = false, _ summary: String,
            uikit consequence: String
        ) {
            self.severity = severity
            self.check = check
            self.meansUnreadable = unreadable
            self.summary = summary
            self.consequence = consequence
        }
    }

    /// Each rule's one row: its severity, the check that emits it, whether it means the file is unreadable, what it
    /// finds, and what UIKit does about it as docs/format.md's sources have it (decompiled UIKit,
    /// Apple's documentation); where they say nothing, the row says so.
    var declaration: Declaration {
        switch self {
        case .unreadableFile:
            Declaration(
                .error, check: .reading, unreadable: true,
                "The file, or a folder met on the walk, cannot be read, or the walk met a data.data or *.savedState that is a symbolic link.",
                uikit:
                    "UIKit restores nothing from a file it cannot read: it logs why, and tries again at a later launch only when the device was locked."
            )
        case .malformedPlist:
            Declaration(
                .error, check: .reading, unreadable: true,
                "The file is not a readable property list.",
                uikit:
                    "UIKit cannot read the archive either: it logs \"Error reading archived restorable state\" and restores nothing."
            )
        case .notKeyedArchive:
            Declaration(
                .error, check: .reading, unreadable: true,
                "The property list is not a well-formed NSKeyedArchiver archive: $archiver, $version, $top or $objects missing or wrong, or an object without $class.",
                uikit:
                    "UIKit cannot unarchive it: it logs \"Error reading archived restorable state\" and restores nothing."
            )
        case .notRestorationArchive:
            Declaration(
                .error, check: .archive,
                "A keyed archive that holds nothing of a state restoration root (no metadata, identifier list, class map or object coders): an object's own coder, say.",
                uikit: "UIKit restores nothing from it: without an archive major version of 2 it deletes the archive.")
        case .badReference:
            Declaration(
                .error, check: .reading, unreadable: true,
                "A UID past the end of $objects, or a $class that is not a class description.",
                uikit:
                    "Not known: NSKeyedUnarchiver cannot decode a value through it, and what UIKit does then is not in the decompiled code docs/format.md is drawn from."
            )
        case .malformedObject:
            Declaration(
                .error, check: .archive,
                "An object's nested coder archive cannot be read.",
                uikit:
                    "UIKit decodes the object's coder from this data; a value that is not data it decodes to nil and skips the object, and data that is no readable archive likely ends the same way (not confirmed)."
            )
        case .missingObject:
            Declaration(
                .error, check: .archive,
                "A path listed in kRootRestorationIdentifiersKey or the class map has no coder data.",
                uikit: "UIKit skips a listed object without coder data: its coder decodes to nil.")
        case .duplicatePath:
            Declaration(
                .error, check: .archive,
                "A restoration identifier path is listed twice in kRootRestorationIdentifiersKey.",
                uikit:
                    "UIKit writes each path once (paths are unique within an archive); what it does with a path listed twice is not known."
            )
        case .danglingReference:
            Declaration(
                .error, check: .objects,
                "An identifier-path proxy refers to a path the archive does not hold.",
                uikit:
                    "Not known: docs/format.md confirms how such references are stored (_UIObjectIdentifierPathProxy), not how UIKit resolves one whose path holds no object; likely the app decodes nil where it expects one."
            )
        case .bundleVersionMismatch:
            Declaration(
                .error, check: .metadata,
                "The archive was saved by another bundle version than --expect-bundle-version (absent counts as differing).",
                uikit:
                    "UIKit never compares it; an app that does, in shouldRestoreSecureApplicationState, refuses the archive, and UIKit deletes it."
            )
        case .idiomMismatch:
            Declaration(
                .error, check: .metadata,
                "The archive was saved on another interface idiom than --expect-idiom.",
                uikit: "UIKit restores it anyway, but sets kRestorationTriesLeft to 1.")
        case .unknownClass:
            Declaration(
                .error, check: .objects,
                "A saved or restoration class is not in --known-classes (UIKit's own classes, whose names start with UI or _UI, always count as known).",
                uikit:
                    "UIKit passes over a restoration class NSClassFromString cannot find and asks the app delegate, an object already registered and the storyboard instead; when none gives an object, it skips it."
            )
        case .orphanPath:
            Declaration(
                .error, check: .orphans,
                "An object is cut off because an ancestor on its path was not preserved.",
                uikit: "UIKit cannot restore it or anything below it: they find no parent.")
        case .unlistedObject:
            Declaration(
                .error, check: .archive,
                "$top holds coder data for a path kRootRestorationIdentifiersKey does not list.",
                uikit: "UIKit never asks for it: it restores the listed paths only.")
        case .missingMetadata:
            Declaration(
                .warning, check: .metadata,
                "The bundle version, system version or idiom is absent.",
                uikit:
                    "UIKit never compares them and restores anyway, but each object's coder lacks the value, and an app that checks it may refuse the archive."
            )
        case .reservedKey:
            Declaration(
                .warning, check: .objects,
                "An object's coder uses a key UIKit reserves for the root archive (the bundle version's or the idiom's).",
                uikit:
                    "UIKit hands the root's bundle version and idiom to every object's coder; Apple's documentation tells apps never to use these keys."
            )
        case .unsupportedArchiveVersion:
            Declaration(
                .error, check: .metadata,
                "The archive's major version (kUIStateRestorationArchiveMajorVersionKey) is not 2; absent counts as 0.",
                uikit: "UIKit deletes the archive without restoring anything.")
        case .firstResponderNotSaved:
            Declaration(
                .warning, check: .archive,
                "A path in kFirstRespondersKey is no object of the archive.",
                uikit: "UIKit makes nothing first responder for it.")
        case .sceneUnreadable:
            Declaration(
                .error, check: .scenes,
                "A scene file cannot be read: KnownSceneSessions/data.data, a session's archive, a scene's data.data, its activity's userInfo archive, userInfo.data or internalUserInfo.data.",
                uikit:
                    "A KnownSceneSessions/data.data that is no dictionary gives UIKit no sessions; a session that fails to decode is skipped and a new scene made for its identifier; an activity whose userInfo cannot be decoded is not restored at all, even with a type; for userInfo.data and internalUserInfo.data it is not known."
            )
        case .activityWithoutType:
            Declaration(
                .error, check: .scenes,
                "A scene's restoration activity has no activity type (CanvasRestorationUserActivityTypeKey).",
                uikit: "UIKit cannot hand the activity to the scene delegate.")
        case .sceneWithoutSession:
            Declaration(
                .error, check: .scenes,
                "A scene folder that KnownSceneSessions does not name.",
                uikit: "UIKit never restores it.")
        case .sessionWithoutScene:
            Declaration(
                .note, check: .scenes,
                "A known scene session (readable) without a scene folder: the app saved no restoration activity for it, as healthy saved state often holds.",
                uikit: "The scene connects without a restoration activity, as it does for every app that saves none.")
        case .activityWithoutUserInfo:
            Declaration(
                .error, check: .scenes,
                "A scene's restoration activity has no userInfo: no CanvasRestorationUserActivityUserInfoDataKey (nor an inline CanvasRestorationUserActivityUserInfoKey), or an archive without a dictionary under CanvasRestorationUserActivityUserInfoKey.",
                uikit:
                    "UIKit restores no activity at all for the scene, even with a type: a SwiftUI scene loses every @SceneStorage value."
            )
        case .unexpectedUserInfoClass:
            Declaration(
                .warning, check: .scenes,
                "An activity's userInfo archive holds an object of a class outside the property-list types (NSDictionary, NSArray, NSString, NSNumber, NSData, NSDate, or a subclass) and NSURL, NSUUID, NSNull, NSSet.",
                uikit:
                    "UIKit decodes the userInfo with secure coding and a fixed set of nine classes (likely these): an object of another class fails the decode, and then no activity is restored."
            )
        case .unreadableRecord:
            Declaration(
                .error, check: .appKitRecords,
                "A macOS saved-state record is damaged: a header or payload cut short, a length past the end, a listed window without a usable key, or a value (the keyed archive) that does not parse after decrypting.",
                uikit: "Not known: AppKit's reading of its saved state is not documented.")
        case .undecryptableRecord:
            Declaration(
                .note, check: .appKitRecords,
                "A macOS saved-state record cannot be decrypted, as real folders often hold: its window is no longer in windows.plist (no key), or the listed key decrypts it to noise (a window ID reused with a new key).",
                uikit:
                    "Not known: AppKit's reading of its saved state is not documented; real folders whose windows restore hold such records."
            )
        case .missingWindowList:
            Declaration(
                .error, check: .appKitRecords,
                "macOS saved-state records without the windows.plist that holds their keys.",
                uikit:
                    "Not known: AppKit's reading of its saved state is not documented; without the keys no record can be decrypted."
            )
        case .storyboardNotInApp:
            Declaration(
                .error, check: .appObjects,
                "--app: a view controller saved with a storyboard and storyboard identifier names a storyboard the build's main bundle does not have, and the build's main storyboard does not make it at launch. With a saved bundle path (an embedded framework's storyboard) the main bundle is where UIKit looks after an update; the message says whether the framework has it (restored until the app is updated).",
                uikit:
                    "When no earlier route gives the object, UIKit's storyboardWithName:bundle: raises NSInvalidArgumentException (\"Could not find a storyboard named ... in bundle ...\"); a saved bundle path names nothing after an update (a new install path, likely), and a nil bundle is the main bundle."
            )
        case .storyboardIdentifierNotInApp:
            Declaration(
                .error, check: .appObjects,
                "--app: the saved storyboard is in the build's main bundle but has no view controller with the saved storyboard identifier (UIViewControllerIdentifiersToNibNames), or does not hold the nib it names for it; not for a view controller the build's main storyboard makes at launch.",
                uikit:
                    "When no earlier route gives the object, UIKit's instantiateViewControllerWithIdentifier: raises NSInvalidArgumentException (\"Storyboard (...) doesn't contain a view controller with identifier ...\"), or, the nib missing, UINib raises NSInternalInconsistencyException (\"Could not load NIB in bundle ...\")."
            )
        case .restorationClassNotInApp:
            Declaration(
                .error, check: .appObjects,
                "--app: an object's restoration class (kViewControllerRestorationClassMapKey) is not in the build, and UIKit has no storyboard to fall back to (not both storyboard keys).",
                uikit:
                    "UIKit passes over the class; only the app delegate (its viewControllerWithRestorationIdentifierPath method) or an object already registered under the path can give the object, else UIKit skips it and the objects below it."
            )
        case .restorationClassNotInAppWithStoryboard:
            Declaration(
                .warning, check: .appObjects,
                "--app: an object's restoration class is not in the build, and the object has both storyboard keys.",
                uikit:
                    "UIKit passes over the class and, unless the app delegate or an object already registered gives the object, instantiates it from the saved storyboard."
            )
        case .savedClassNotInApp:
            Declaration(
                .warning, check: .appObjects,
                "--app: an object's saved class (kUIStateRestorationClassNameKey) is not in the build; UIKit's classes, names starting with _ or two capitals (other Apple frameworks) and Swift classes of modules the build has no image of are not judged.",
                uikit:
                    "UIKit never instantiates a class by this name: the object comes back only as whatever class its route gives now, which then decodes state another class saved."
            )
        case .insecureCodedClass:
            Declaration(
                .warning, check: .appObjects,
                "--app: an object's coder holds an object of a class the build defines that adopts NSSecureCoding neither itself nor through a superclass the build defines and has no +supportsSecureCoding; checked only when the build's app delegate implements application:shouldRestoreSecureApplicationState:, and classes the build does not define are not judged.",
                uikit:
                    "UIKit decodes every coder with requiresSecureCoding for such an app, so that value decodes as nil (or the app's decode raises); UIKit never refuses the archive for it."
            )
        case .restorationIdentifierMismatch:
            Declaration(
                .warning, check: .appObjects,
                "--app: for an object with the storyboard route, the nib's view controller of that storyboard identifier has a restoration identifier other than the path's last component, or none.",
                uikit:
                    "UIKit instantiates that view controller for the path; unless code sets the saved identifier at run time, the state was saved by another version of the storyboard, and the controller is saved under another path from then on, or, without an identifier, not saved at all."
            )
        case .sceneConfigurationNotInApp:
            Declaration(
                .warning, check: .appMigration,
                "--app: a known scene session's Info.plist configuration name is not among the build's manifest configurations for its role, which has others.",
                uikit:
                    "UIKit logs it and silently takes the first configuration of the role; the app delegate is not asked: the scene shows that configuration's UI (wrong if configurations were chosen by name). A role without configurations is scene-role-not-in-app's or, when the app delegate is asked, nothing."
            )
        case .bundleIdentifierMismatch:
            Declaration(
                .warning, check: .appFolder,
                "--app: a .savedState folder is named for another bundle identifier than the build's CFBundleIdentifier (loose archives have no name to compare).",
                uikit:
                    "UIKit restores from the folder named for the running app's bundle identifier: this build never reads this folder."
            )
        case .appClassesUnknown:
            Declaration(
                .warning, check: .appMigration,
                "--app: the build's classes cannot all be listed (an encrypted executable, as App Store builds have, or a missing or unreadable one), and the saved state has preserved objects or scene sessions: the class rules were not checked, and what depends on the app delegate's methods or stored scene classes cannot be told; once per saved state.",
                uikit:
                    "Not a finding about the archive: validate against a development build, whose executables are not encrypted, to check its classes."
            )
        case .appNotOptedIn:
            Declaration(
                .error, check: .appMigration,
                "--app: the build is no scene app and its app delegate implements neither application:shouldRestoreSecureApplicationState: nor application:shouldRestoreApplicationState:, and data.data holds preserved objects.",
                uikit:
                    "UIKit restores nothing from data.data for an app that has not opted in: every preserved object is lost, and nothing logs it."
            )
        case .sceneAppIgnoresLegacyState:
            Declaration(
                .warning, check: .appMigration,
                "--app: the build adopts the scene life cycle (a role of its manifest with configurations, or an app delegate with a scene selector) and data.data holds preserved view controllers; once per archive.",
                uikit:
                    "UIKit takes the root list as empty for a scene app: no view controller of data.data comes back, by design of the migration; only the scenes' restoration activities restore."
            )
        case .sceneDelegateNotUsed:
            Declaration(
                .error, check: .appMigration,
                "--app: a scene session's configuration made in code stores a delegate class that still resolves (the build defines it, or a system framework it links does) but is not the delegate the build's manifest names for the role.",
                uikit:
                    "UIKit uses the stored configuration as is and asks nobody: it instantiates the old delegate, and the user sees an empty or black window."
            )
        case .sceneClassNotUsed:
            Declaration(
                .error, check: .appMigration,
                "--app: a scene session's configuration made in code stores a scene class that still resolves (the build defines it, or it is UIKit's) but is not the UISceneClassName the build's manifest names for the role.",
                uikit:
                    "UIKit uses the stored configuration as is and asks nobody: it makes the scene of the old class, and the user sees an empty or black window."
            )
        case .sceneRoleNotInApp:
            Declaration(
                .error, check: .appMigration,
                "--app: a scene session's configuration cannot be had (its role has no configuration in the build, or a stored name does not resolve and the role has none), in a scene build whose app delegate does not implement application:configurationForConnectingSceneSession:options:.",
                uikit:
                    "UIKit sets the error flag and finds no configuration and no app delegate to ask: the scene gets no delegate, a black screen."
            )
        case .sceneClassFrameworkNotLinked:
            Declaration(
                .warning, check: .appMigration,
                "--app: a scene session stores a class of a system module (SwiftUI.AppSceneDelegate, _TtC7SwiftUI16AppSceneDelegate) whose framework neither the build nor an embedded framework links.",
                uikit:
                    "The class resolves only if the system happens to load that framework: then UIKit uses it as stored, as the scene's delegate (or scene class, or delegate wrapper): an empty or black window; otherwise the error flag is set and the scene is built normally."
            )
        case .sceneClassNotResolved:
            Declaration(
                .note, check: .appMigration,
                "--app: a scene session's configuration made in code stores a delegate, scene or delegate wrapper class, or storyboard, that resolves nowhere in the build (or a delegate that is no UISceneDelegate, a scene class that is no UIScene).",
                uikit:
                    "UIKit logs it and sets the error flag, nothing raised: the configuration is replaced by the manifest's first for the role and the app delegate is asked: a normal scene."
            )
        case .sceneSessionsIgnored:
            Declaration(
                .note, check: .appMigration,
                "--app: a scene session stored with a configuration, and the build is no scene app.",
                uikit:
                    "-[UISceneSession initWithCoder:] ignores the stored configuration; the session is kept, not discarded, and the main storyboard is used: nothing visible."
            )
        case .restorationClassRemoved:
            Declaration(
                .warning, check: .comparedBuilds,
                "breaking-changes: a class of OLD that adopts UIViewControllerRestoration or UIObjectRestoration is not in NEW, or NEW defines it without the protocol.",
                uikit:
                    "UIKit passes over a restoration class it cannot find, and logs and ignores one that does not conform: each object OLD saved with it comes back only if the app delegate or an object already registered gives it, else UIKit skips it and the objects below it."
            )
        case .entryPointNotReceived:
            Declaration(
                .warning, check: .comparedEntryPoints,
                "breaking-changes: OLD is a legacy build whose app delegate receives URLs, user activities or quick actions; NEW adopts scenes, and the scene delegate its manifest names lacks the counterpart (scene:openURLContexts:, scene:continueUserActivity:, windowScene:performActionForShortcutItem:completionHandler:), with nothing in its chain that forwards selectors.",
                uikit:
                    "In a scene app UIKit hands these to the scene delegate only and drops them when it does not respond, never falling back to the app delegate (decompiled UIKit of iOS 26.1): a link, Handoff or quick action opens the app and nothing happens."
            )
        case .appDelegateMethodNotCalled:
            Declaration(
                .warning, check: .comparedEntryPoints,
                "breaking-changes: OLD is a legacy build whose app delegate implements a foreground or background callback (applicationDidBecomeActive: and the three others) or opts in to state restoration; NEW adopts scenes, and its scene delegate lacks the counterpart (sceneDidBecomeActive:..., stateRestorationActivityForScene:).",
                uikit:
                    "UIKit no longer calls the app delegate's callbacks once the app adopts scenes (Apple's documentation), and with no stateRestorationActivityForScene: it saves no scene's state: the work OLD did there stops."
            )
        case .urlSchemeRemoved:
            Declaration(
                .warning, check: .comparedReferences,
                "breaking-changes: a URL scheme OLD declares (CFBundleURLTypes, compared whatever its case) that NEW does not.",
                uikit:
                    "The system no longer opens the app for that scheme: a link saved or sent before the update opens nothing, or another app that claims the scheme."
            )
        case .activityTypeRemoved:
            Declaration(
                .warning, check: .comparedReferences,
                "breaking-changes: a user activity type OLD declares (NSUserActivityTypes) that NEW does not.",
                uikit: "Handoff and other continuation of that type no longer reach the app after the update."
            )
        case .quickActionRemoved:
            Declaration(
                .warning, check: .comparedReferences,
                "breaking-changes: a static Home Screen quick action OLD declares (UIApplicationShortcutItems) whose type NEW does not declare.",
                uikit:
                    "The quick action is gone from the app's icon after the update; one the app set in code keeps its type until the app replaces it, which no build shows."
            )
        case .appIntentRemoved:
            Declaration(
                .warning, check: .comparedReferences,
                "breaking-changes: an App Intents action identifier (a key of actions in Metadata.appintents/extract.actionsdata) OLD has and NEW does not.",
                uikit:
                    "Not UIKit: Shortcuts fails a saved shortcut's step that names it (LNPerformActionErrorCodeActionNotFound); the identifier is the type's persistentIdentifier, by default its Swift name."
            )
        case .appEntityRemoved:
            Declaration(
                .warning, check: .comparedReferences,
                "breaking-changes: an App Intents entity identifier (a key of entities) OLD has and NEW does not.",
                uikit: "Not UIKit: a saved shortcut's parameter of that entity no longer resolves (likely)."
            )
        case .appIntentsNotUnderstood:
            Declaration(
                .warning, check: .comparedReferences,
                "breaking-changes: an App Intents metadata file of either build that is not JSON, or not of the shape seen in real builds (version 1, actions and entities objects of objects): the App Intents surface is not compared.",
                uikit:
                    "Not a finding about either build: the file is undocumented and changes with Xcode; nothing is guessed from it."
            )
        case .buildCannotShow:
            Declaration(
                .note, check: .comparedBuilds,
                "breaking-changes: what the builds do not show (OLD's classes unreadable, as an App Store build's encrypted executable; scene configurations made in code; a screen no saved state can hold), once.",
                uikit:
                    "Not a finding about either build: compare development builds or .xcarchives, which are not encrypted."
            )
        }
    }
}
