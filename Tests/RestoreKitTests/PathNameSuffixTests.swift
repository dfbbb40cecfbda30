import RestoreKit
import Testing

/// Folders told by the ending of their names: the byte-by-byte answer for ASCII paths is the one
/// `hasSuffix` gives on the last component, and other paths still get that answer.
struct PathNameSuffixTests {
    @Test(arguments: [
        ("a/com.example.App.savedState", true),
        ("a/com.example.App.savedState/", true),
        ("a/com.example.App.savedState//", true),
        (".savedState", true),
        ("com.example.App.savedState/data.data", false),
        ("a/savedState", false),
        ("", false),
        ("/", false),
        ("a/é.savedState", true),
        ("é/b.savedState", true),
        // A combining mark on the last letter makes another character: no match, as hasSuffix says.
        ("a/b.savedState\u{301}", false),
    ])
    func savedStateFolderNames(_ path: String, _ expected: Bool) {
        #expect(SavedStateFolder.isNamedSavedState(path) == expected)
        #expect(
            PathNameSuffix.lastComponent(of: path, hasSuffix: ".savedState")
                == (path.split(separator: "/").last?.hasSuffix(".savedState") == true))
    }

    /// The last component cut by bytes is the one `split` gives, for ASCII paths and others.
    @Test(arguments: [
        "a/b/data.data", "data.data", "a/b/", "a//b//", "/a", "/", "///", "", "a/é/b", "é/b\u{301}", "a/\u{301}b",
    ])
    func lastComponents(_ path: String) {
        #expect(PathNameSuffix.lastComponent(of: path) == path.split(separator: "/").last)
    }

    @Test(arguments: [
        ("Build/My.app", true), ("Build/My.app/", true), ("x.xcarchive", true), ("My.app/Info.plist", false),
        ("app", false), ("Build/My.ipa", true), ("My.ipa.zip", false), ("ipa", false),
    ])
    func appBuildNames(_ path: String, _ expected: Bool) {
        #expect(AppBuild.isNamedAppBuild(path) == expected)
    }
}
