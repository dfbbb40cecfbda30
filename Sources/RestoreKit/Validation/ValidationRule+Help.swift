/// What to change, in the app or in what is checked, for each rule: the `help` a finding carries
/// beside what UIKit does (`consequence`), as compilers and linters end a diagnostic.
extension ValidationRule {
    /// What to change so that the finding goes away, in one sentence a developer who never read
    /// UIKit's internals can act on: in the app, its build or the saved state checked.
    public var help: String {
        switch self {
        case .unreadableFile:
            "Check the path and its permissions; a symbolic link is not followed, so give the file it points to."
        case .malformedPlist, .notKeyedArchive, .badReference:
            "Nothing in the app to change: the file is damaged or is not saved state; take a fresh copy from the device or Simulator (restorectl pull)."
        case .notRestorationArchive:
            "Give the saved state's data.data, not one object's archive (restorectl dump shows what a file is)."
        case .malformedObject:
            "Check the object's encodeRestorableState(with:): it must encode only values its decodeRestorableState(with:) can read back."
        case .missingObject:
            "Nothing in the app to change unless it repeats: the file was cut while saving; take a fresh copy."
        case .duplicatePath:
            "Give the view controllers that share this path different restoration identifiers."
        case .danglingReference:
            "Preserve the referenced object too (give it a restoration identifier), or stop encoding a reference to it."
        case .bundleVersionMismatch:
            "Check that the saved state is from the build you expect, or pass that build's --expect-bundle-version."
        case .idiomMismatch:
            "Check that the saved state is from the device family you expect, or pass its --expect-idiom."
        case .unknownClass:
            "Add the class to --known-classes if the app has it, or bring it back to the app."
        case .orphanPath:
            "Give every view controller on the path a restoration identifier, so that the parent is preserved too."
        case .unlistedObject:
            "Nothing in the app to change: UIKit never asks for it; a fresh save drops it."
        case .missingMetadata:
            "Nothing in the app to change: take the saved state as UIKit wrote it, or add the metadata with restorectl set."
        case .reservedKey:
            "Rename the key in the object's encodeRestorableState(with:): keys starting with kUI or UIState are UIKit's."
        case .unsupportedArchiveVersion:
            "Nothing in the app to change: the file was not written by UIKit's state restoration (or was edited); take a fresh copy."
        case .firstResponderNotSaved:
            "Give the first responder's view controller a restoration identifier, or resign it before the app goes to the background."
        case .sceneUnreadable:
            "Take a fresh copy of the scene's folder: the file is damaged."
        case .activityWithoutType:
            "Give the scene's stateRestorationActivity an activityType."
        case .sceneWithoutSession, .sessionWithoutScene:
            "Nothing to change: healthy saved state holds it."
        case .activityWithoutUserInfo:
            "Put the state the scene needs in its stateRestorationActivity's userInfo, with property-list values only."
        case .unexpectedUserInfoClass:
            "Store only property-list values (strings, numbers, dates, data, arrays and dictionaries of them) in the activity's userInfo."
        case .unreadableRecord, .undecryptableRecord, .missingWindowList:
            "Nothing in the app to change: AppKit skips the record; take a fresh copy if every window's state is needed."
        case .storyboardNotInApp:
            "Add the storyboard back to the build under its saved name, or give the view controller a restoration class that recreates it."
        case .storyboardIdentifierNotInApp:
            "Add the storyboard identifier back to that view controller in the storyboard, or give it a restoration class (or handle it in application(_:viewControllerWithRestorationIdentifierPath:coder:))."
        case .restorationClassNotInApp, .restorationClassNotInAppWithStoryboard:
            "Bring the restoration class back under its saved name (@objc(Name) keeps a Swift class's name), or return the view controller from the app delegate."
        case .savedClassNotInApp:
            "Bring the class back under its saved name, or keep @objc(OldName) on its replacement."
        case .insecureCodedClass:
            "Adopt NSSecureCoding in the class (supportsSecureCoding true), or stop encoding it in encodeRestorableState(with:)."
        case .restorationIdentifierMismatch:
            "Give the view controller its old restoration identifier back in the storyboard, or accept that state saved under the old path is not restored."
        case .sceneConfigurationNotInApp:
            "Add the configuration back to the Info.plist's scene manifest under its old name, or choose configurations in application(_:configurationForConnecting:options:)."
        case .bundleIdentifierMismatch:
            "Check the build and the saved state against each other: the folder must be named for the build's CFBundleIdentifier."
        case .appClassesUnknown:
            "Check against a development build (Xcode's build for a device or the Simulator), whose executables are not encrypted."
        case .appNotOptedIn:
            "Implement application(_:shouldSaveSecureApplicationState:) and application(_:shouldRestoreSecureApplicationState:) in the app delegate, returning true."
        case .sceneAppIgnoresLegacyState:
            "Restore each screen through its scene's stateRestorationActivity (scene(_:restoreInteractionStateWith:) or the scene delegate's willConnectTo): UIKit brings back no view controller of data.data for a scene app."
        case .sceneDelegateNotUsed, .sceneClassNotUsed:
            "Remove the old class from the build, or make it the one the manifest names: a stored class that still resolves is used as is."
        case .sceneRoleNotInApp:
            "Add a configuration for the role to the Info.plist's scene manifest, or implement application(_:configurationForConnecting:options:) in the app delegate."
        case .sceneClassFrameworkNotLinked:
            "Nothing to change unless the app loads that framework; if it may, keep the stored class out of new sessions (name the build's own delegate in the manifest), since a stored class that resolves is used as is."
        case .sceneClassNotResolved:
            "Nothing to change: UIKit recovers with a normal scene."
        case .sceneSessionsIgnored:
            "Nothing to change: the stored configurations are ignored until the app adopts scenes."
        case .restorationClassRemoved:
            "Keep the class under its old name (@objc(Name) keeps a Swift class's name) and its adoption of the restoration protocol, or return the objects from the app delegate."
        case .entryPointNotReceived:
            "Implement the counterpart in the scene delegate, and read connectionOptions in scene(_:willConnectTo:options:) for a cold launch."
        case .appDelegateMethodNotCalled:
            "Move the work to the scene delegate's counterpart (sceneDidBecomeActive(_:)..., stateRestorationActivity(for:) and scene(_:restoreInteractionStateWith:))."
        case .urlSchemeRemoved:
            "Keep declaring the scheme in CFBundleURLTypes, and keep handling its URLs."
        case .activityTypeRemoved:
            "Keep the type in NSUserActivityTypes, and keep handling it."
        case .quickActionRemoved:
            "Keep the quick action in UIApplicationShortcutItems, or handle its type from code if you set it there."
        case .appIntentRemoved, .appEntityRemoved:
            "Keep the old identifier: give the renamed type static let persistentIdentifier = \"OldName\"."
        case .appIntentsNotUnderstood:
            "Compare clean release builds of one Xcode; report the file's shape so that restorectl can learn it."
        case .buildCannotShow:
            "For an encrypted executable, compare the release's .xcarchive or a development build; what code chooses (SwiftUI's scene delegate, a configuration made in code) no build shows: judge real saved state with --saved."
        }
    }
}
