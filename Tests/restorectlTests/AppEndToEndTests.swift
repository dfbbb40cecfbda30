import Foundation
import Testing

/// `dump APP` of the generated app (Fixtures/apps/Example.app, assembled by Fixtures/apps/generate.py)
/// against what its generators put in, found without restorectl: the classes from the Objective-C
/// sources clang-19 compiled, the storyboards' identifiers and entry points from their Info.plists
/// read by Foundation, the scenes' classes and restoration identifiers as nib/generate.py writes them.
enum GeneratedApp {
    static let path = Tool.fixture("apps/Example.app")

    /// A class as the generator's source declares it.
    struct SourceClass: Hashable, Comparable {
        var runtimeName: String
        var displayName: String
        var superclassName: String
        var image: String
        static func < (a: Self, b: Self) -> Bool { (a.image, a.runtimeName) < (b.image, b.runtimeName) }
    }

    /// Which image each source becomes: generate.sh links Example.m into `Example`, Preview.m into
    /// `Example.debug.dylib` and Kit.m into `Kit`, and apps/generate.py copies them into the app.
    static let images = [("Example.m", "Example"), ("Preview.m", "Example.debug.dylib"), ("Kit.m", "Kit")]

    /// Every `@implementation` of the sources, with the `objc_runtime_name` its `@interface` is
    /// given (a Swift class's mangled name) and the superclass the `@interface` names.
    static func sourceClasses() throws -> [SourceClass] {
        var classes: [SourceClass] = []
        for (source, image) in images {
            let text = try String(contentsOfFile: Tool.fixture("apps/macho/" + source), encoding: .utf8)
            var runtimeName: String?
            var declared: [String: (runtime: String?, superclass: String)] = [:]
            for line in text.split(separator: "\n").map(String.init) {
                if let quoted = line.firstRange(of: "objc_runtime_name(\"") {
                    runtimeName = String(line[quoted.upperBound...].prefix { $0 != "\"" })
                } else if line.hasPrefix("@interface ") {
                    let words = line.split(whereSeparator: { " :<".contains($0) })
                    declared[String(words[1])] = (runtimeName, String(words[2]))
                    runtimeName = nil
                } else if line.hasPrefix("@implementation ") {
                    let name = String(line.dropFirst("@implementation ".count))
                    let declaration = try #require(
                        declared[name], "\(source): @implementation \(name) without its @interface")
                    let runtime = declaration.runtime ?? name
                    classes.append(
                        SourceClass(
                            runtimeName: runtime, displayName: displayName(runtime: runtime, sourceName: name),
                            superclassName: declaration.superclass, image: image))
                }
            }
        }
        return classes
    }

    /// `Module.Class` for a `_TtC<len><Module><len><Class>` runtime name: the module read from the
    /// mangled name's first length-prefixed word, the class from the source; else the name itself.
    static func displayName(runtime: String, sourceName: String) -> String {
        guard runtime.hasPrefix("_TtC") else { return runtime }
        let rest = runtime.dropFirst(4)
        let digits = rest.prefix(while: \.isNumber)
        guard let length = Int(digits) else { return runtime }
        return String(rest.dropFirst(digits.count).prefix(length)) + "." + sourceName
    }

    /// The selectors of the instance methods of `className`'s `@implementation` in `source`:
    /// `- (T)application:(id)a didFinish:(id)b {` is `application:didFinish:`.
    static func instanceSelectors(of className: String, in source: String) throws -> [String] {
        let text = try String(contentsOfFile: Tool.fixture("apps/macho/" + source), encoding: .utf8)
        let body = try #require(
            text.components(separatedBy: "@implementation \(className)\n").dropFirst().first?.components(
                separatedBy: "\n@end"
            ).first)
        let keyword = try NSRegularExpression(pattern: "([A-Za-z_][A-Za-z0-9_]*):\\(")
        return body.split(separator: "\n").filter { $0.hasPrefix("- (") }.map { line in
            let line = String(line)
            return keyword.matches(in: line, range: NSRange(line.startIndex..., in: line)).map { match in
                (Range(match.range(at: 1), in: line).map { String(line[$0]) } ?? "") + ":"
            }.joined()
        }
    }

    /// The storyboard's Info.plist, read by Foundation.
    static func info(_ storyboard: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path + "/" + storyboard + "/Info.plist"))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    /// What nib/generate.py writes into each scene's nib (its `storyboards()`): per storyboard
    /// identifier, the class (behind UIClassSwapper) and restoration identifier. Hard-coded: the
    /// generator builds them in code, not from data another program can read.
    static let scenes: [String: (className: String, restorationIdentifier: String)] = [
        "UINavigationController-Nav-12-abc": ("UINavigationController", "NavigationController"),
        "Master": ("_TtC7Example20MasterViewController", "Master"),
        "Detail": ("_TtC7Example20DetailViewController", "Detail"),
        "Settings": ("SettingsViewController", "Settings"),
        "KitHome": ("KitViewController", "KitHome"),
    ]

    /// The storyboards apps/generate.py puts in the app, where it puts them.
    static let storyboards =
        [
            ("Settings.storyboardc", "Settings", nil, nil), ("Base.lproj/Main.storyboardc", "Main", nil, "Base"),
            ("Frameworks/Kit.framework/Kit.storyboardc", "Kit", "Kit", nil),
        ] as [(String, String, String?, String?)]

    static func document(_ arguments: [String]) throws -> [String: Any] {
        let result = try Tool.run(["dump", "--format", "json"] + arguments)
        #expect(result.status == 0, "\(result.error)")
        return try #require(try JSONSerialization.jsonObject(with: result.output) as? [String: Any])
    }
}

@Test func theGeneratedAppsClassesAreThoseOfTheGeneratorsSources() throws {
    let expected = try GeneratedApp.sourceClasses().sorted()
    #expect(expected.count == 10, "the sources changed: \(expected)")
    let document = try GeneratedApp.document([GeneratedApp.path])
    let classes = try #require(document["classes"] as? [[String: Any]])
    let listed = classes.map { entry in
        GeneratedApp.SourceClass(
            runtimeName: entry["name"] as? String ?? "?", displayName: entry["displayName"] as? String ?? "?",
            superclassName: entry["superclassName"] as? String ?? "?", image: entry["image"] as? String ?? "?")
    }
    #expect(listed.sorted() == expected)
    #expect(document["classListComplete"] as? Bool == true)
    let executables = try #require(document["executables"] as? [[String: Any]])
    #expect(
        executables.map { $0["path"] as? String }
            == ["Example", "Example.debug.dylib", "Frameworks/Kit.framework/Kit"].map { GeneratedApp.path + "/" + $0 })
    #expect(executables.allSatisfy { $0["state"] as? String == "read" })
    // The app delegate's selectors: true for those Example.m's AppDelegate implements.
    let delegates = try #require(document["appDelegates"] as? [[String: Any]])
    #expect(delegates.map { $0["name"] as? String } == ["AppDelegate"])
    let selectors = try #require(delegates.first?["selectors"] as? [String: Bool])
    let implemented = try GeneratedApp.instanceSelectors(of: "AppDelegate", in: "Example.m")
    #expect(implemented.count == 4)
    #expect(selectors.count == 7) // AppDelegateClass.restorationSelectors, didDiscardSceneSessions included
    for (selector, answer) in selectors {
        #expect(answer == implemented.contains(selector), "\(selector)")
    }
}

@Test func theGeneratedAppsStoryboardsAreThoseTheGeneratorsWrote() throws {
    let document = try GeneratedApp.document([GeneratedApp.path])
    let storyboards = try #require(document["storyboards"] as? [[String: Any]])
    #expect(storyboards.count == GeneratedApp.storyboards.count)
    for (storyboard, (folder, name, framework, localization)) in zip(storyboards, GeneratedApp.storyboards) {
        #expect(storyboard["path"] as? String == GeneratedApp.path + "/" + folder)
        #expect(
            storyboard["name"] as? String == name && storyboard["framework"] as? String == framework
                && storyboard["localization"] as? String == localization, "\(folder)")
        #expect(storyboard["error"] is NSNull)
        let info = try GeneratedApp.info(folder)
        #expect(
            storyboard["entryPoint"] as? String == info["UIStoryboardDesignatedEntryPointIdentifier"] as? String,
            "\(folder)")
        let nibNames = try #require(info["UIViewControllerIdentifiersToNibNames"] as? [String: String])
        let scenes = try #require(storyboard["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["identifier"] as? String } == nibNames.keys.sorted(), "\(folder)")
        for scene in scenes {
            let identifier = try #require(scene["identifier"] as? String)
            #expect(scene["nibName"] as? String == nibNames[identifier])
            let controllers = try #require(scene["viewControllers"] as? [[String: Any]])
            let written = try #require(
                GeneratedApp.scenes[identifier], "\(identifier) is not one nib/generate.py writes")
            #expect(controllers.count == 1)
            #expect(controllers.first?["className"] as? String == written.className, "\(identifier)")
            #expect(
                controllers.first?["restorationIdentifier"] as? String == written.restorationIdentifier, "\(identifier)"
            )
            // The external reference Master → Settings, as Main's Info.plist maps the placeholder in Master.nib.
            let references = try #require(scene["externalReferences"] as? [[String: Any]])
            if identifier == "Master" {
                let mapped = try #require(
                    (info["UIViewControllerIdentifiersToExternalStoryboardReferences"] as? [String: [String: String]])?[
                        "Settings-Ref-7-abc"])
                #expect(references.count == 1)
                #expect(references.first?["storyboardName"] as? String == mapped["UIReferencedStoryboardName"])
                #expect(references.first?["identifier"] as? String == mapped["UIReferencedControllerIdentifier"])
                #expect(references.first?["bundleIdentifier"] is NSNull)
            } else {
                #expect(references.isEmpty, "\(identifier)")
            }
        }
    }
}

@Test func theTextOfTheGeneratedAppHasItsKeyLines() throws {
    let result = try Tool.run(["dump", GeneratedApp.path])
    #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
    let lines = result.text.split(separator: "\n").map(String.init)
    for expected in [
        GeneratedApp.path + ": app build, iOS layout", "  bundle identifier: \"com.example.Example\"",
        "  \"Main\" in Base.lproj: entry point \"UINavigationController-Nav-12-abc\", 3 identifiers",
        "      Example.MasterViewController (_TtC7Example20MasterViewController) standing for UITableViewController, restoration identifier \"Master\"",
        "      → storyboard \"Settings\", identifier \"Settings\"",
        "  \"Kit\" in Kit.framework: entry point (none), 1 identifier",
        "  \(GeneratedApp.path)/Example (main): arm64 7 classes",
        "  AppDelegate in Example", "    yes application:shouldSaveSecureApplicationState:",
        "    no  application:shouldSaveApplicationState:",
        "classes (10)",
    ] {
        #expect(lines.contains(expected), "\(expected)")
    }
    // One class line per class of the sources, in its image.
    for source in try GeneratedApp.sourceClasses() {
        let name =
            source.displayName == source.runtimeName
            ? source.runtimeName : "\(source.displayName) (\(source.runtimeName))"
        #expect(lines.contains("  \(name) in \(source.image)"), "\(name)")
    }
}
