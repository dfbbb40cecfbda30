/// Whether UIKit's state restoration applies to a build at all: an AppKit app and a watchOS-only
/// app have no UIKit application to restore (an AppKit app's windows are restored by AppKit, from
/// `~/Library/Saved Application State`, which `restorectl dump` reads); a Mac Catalyst app is a
/// UIKit app (UIKit from `/System/iOSSupport`).
extension AppBuild {
    /// Why UIKit state restoration does not apply to the build, in one clause ("an AppKit app
    /// (NSPrincipalClass NSApplication)"); nil for a UIKit app, or one that cannot be told apart.
    package var notAUIKitApp: String? {
        let families = Set(info.deviceFamilies.map(\.number))
        if info.isWatchApp || (families == [4]) {
            return "a watchOS app (\(info.isWatchApp ? "WKApplication" : "UIDeviceFamily [4]"))"
        }
        guard layout == .contents else { return nil }
        let linked = linkedFrameworks
        if linked.contains("UIKit") || families.contains(6) { return nil }
        if info.principalClass == "NSApplication" { return "an AppKit app (NSPrincipalClass NSApplication)" }
        if linked.contains("AppKit") { return "an AppKit app (it links AppKit, not UIKit)" }
        return nil
    }

    /// Throws unless UIKit state restoration applies to the build (`notAUIKitApp`): what
    /// `explain --app`, `validate --app` and `report --app` judge saved state against.
    package func requireUIKitApp() throws(AppBuildError) {
        guard let what = notAUIKitApp else { return }
        let appKit =
            what.hasPrefix("an AppKit")
            ? " (AppKit restores its windows itself; restorectl dump reads that saved state)" : ""
        throw AppBuildError(
            path: path,
            "\(what): UIKit state restoration does not apply to it\(appKit), so no saved state is judged against it")
    }
}
