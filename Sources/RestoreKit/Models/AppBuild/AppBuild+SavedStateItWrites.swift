/// The saved state a build writes on a device, as far as the build tells it: what
/// `BuildComparison` judges against the next build. It is made as `restorectl create` makes saved
/// state, from `dump --format json` documents, and read back as UIKit's files are read, so that the
/// next build judges it by the one dry run `explain --app` uses.
package struct SavedStateItWrites: Sendable {
    /// One saved state: the document and what reading its files gave.
    package struct Written: Sendable {
        /// The `dump --format json` document (`restorectl create` makes it into files).
        package var document: JSONValue
        /// Its files, read back.
        package var state: LoadedSavedState
        /// The screens it holds, in its order.
        package var screens: [SavableScreen]
    }

    /// The saved states, as few as hold every screen once: two screens saved under one path go
    /// to different documents, as one archive holds one object per path.
    package private(set) var written: [Written] = []
    /// The screens the build can save (empty when it writes no view controllers, or that cannot be told).
    package private(set) var screens: [SavableScreen] = []
    /// Screens no document could hold (an identifier `create` refuses), with why.
    package private(set) var refused: [(screen: SavableScreen, why: String)] = []
    /// What each scene session stands for, by the identifier made for it: the configuration
    /// (`UISceneConfigurations/ROLE/NAME`), or the delegate class of one made in code.
    package private(set) var sessionNames: [String: String] = [:]

    /// What `build` writes: its screens when it is a legacy build that opts in to restoration
    /// (UIKit writes no view controller otherwise, and nothing is said when either cannot be
    /// told), and a session per configuration its life cycle gives a new scene.
    package init(_ build: AppBuild) {
        if build.isSceneApp == false, build.optsInToRestoration == true {
            screens = build.savableScreens
        }
        let made = Self.sessions(build)
        let sessions = made.map(\.json)
        sessionNames = Dictionary(made.map { ($0.identifier, $0.name) }, uniquingKeysWith: { first, _ in first })
        var packs: [[SavableScreen]] = []
        var paths: [Set<String>] = []
        for screen in screens {
            if let index = paths.firstIndex(where: { !$0.contains(screen.path) }) {
                packs[index].append(screen)
                paths[index].insert(screen.path)
            } else {
                packs.append([screen])
                paths.append([screen.path])
            }
        }
        if packs.isEmpty, !sessions.isEmpty { packs = [[]] }
        // The folder is named by the bundle identifier, as UIKit names it (validation compares the two).
        let name = build.info.bundleIdentifier.flatMap { SafeFileName.isSafe($0) ? $0 : nil } ?? "app"
        let folder = "/memory/" + name + ".savedState"
        for (index, pack) in packs.enumerated() {
            let document = Self.document(pack, sessions: index == 0 ? sessions : [], version: build.info.version)
            do {
                written.append(
                    Written(document: document, state: try Self.read(document, folder: folder), screens: pack))
            } catch {
                // One screen `create` refuses does not take the others with it.
                for screen in pack {
                    let single = Self.document([screen], sessions: [], version: build.info.version)
                    do {
                        written.append(
                            Written(document: single, state: try Self.read(single, folder: folder), screens: [screen]))
                    } catch {
                        refused.append((screen, error.description))
                    }
                }
            }
        }
    }

    /// The sessions a new scene of `build` gets: one per configuration of the manifest (UIKit
    /// keeps an Info.plist configuration by name and role), or SwiftUI's made in code; none for a
    /// legacy build, or one whose scenes are configured in code alone.
    static func sessions(_ build: AppBuild) -> [(identifier: String, name: String, json: JSONValue)] {
        guard build.isSceneApp == true else { return [] }
        var configurations: [(name: String, json: JSONValue)] = []
        if build.startsSwiftUIApp == true, let delegate = build.sceneDelegateClass(role: AppBuild.applicationRole) {
            configurations.append(
                (
                    delegate,
                    .object([
                        ("role", .string(AppBuild.applicationRole)), ("sceneClass", .string("UIWindowScene")),
                        ("delegateClass", .string(delegate)), ("fromInfoPlist", .boolean(false)),
                    ])
                ))
        }
        for configuration in build.info.sceneManifest?.configurations ?? [] {
            guard let name = configuration.name else { continue }
            configurations.append(
                (
                    "UISceneConfigurations/\(configuration.role)/\(name)",
                    .object([
                        ("name", .string(name)), ("role", .string(configuration.role)),
                        ("fromInfoPlist", .boolean(true)),
                    ])
                ))
        }
        return configurations.enumerated().map { index, configuration in
            let identifier = "00000000-0000-4000-8000-\(String(100_000_000_000 + index))"
            return (
                identifier, configuration.name,
                .object([("identifier", .string(identifier)), ("configuration", configuration.json)])
            )
        }
    }

    /// The document of `screens` and `sessions`.
    static func document(_ screens: [SavableScreen], sessions: [JSONValue], version: String?) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if !screens.isEmpty {
            members.append(
                (
                    "metadata",
                    .object([
                        ("bundleVersion", version.map(JSONValue.string) ?? .null), ("archiveVersion", .string("2.1")),
                    ])
                ))
            members.append(("objects", .array(screens.map(\.json))))
        }
        if !sessions.isEmpty { members.append(("scenes", .array(sessions))) }
        return .object(members)
    }

    /// The files of `document`, made in memory in `folder` and read back.
    static func read(_ document: JSONValue, folder: String) throws(SavedStateItWritesError) -> LoadedSavedState {
        let files: MemoryFileSource
        do {
            let made = try RestorationDocument(json: document)
            files = MemoryFileSource(
                Dictionary(
                    made.savedStateFiles.filter { !$0.isFolder }.map {
                        (([folder] + $0.components).joined(separator: "/"), $0.bytes)
                    }, uniquingKeysWith: { first, _ in first }))
        } catch {
            throw SavedStateItWritesError(description: error.description)
        }
        do {
            return try SavedStateFolder.read(folder, in: files)
        } catch {
            throw SavedStateItWritesError(description: error.description)
        }
    }
}

/// Why a saved state made from a build could not be made or read back.
struct SavedStateItWritesError: Error, KindedError, CustomStringConvertible {
    var description: String
    /// A build whose screens make no saved state is input that cannot be read as such.
    var failureKind: FailureKind { .unreadableInput }
}

extension SavableScreen {
    /// The screen as an object of a `dump --format json` document: a view controller from its
    /// storyboard. A framework's storyboard is saved with the bundle path the framework has on a
    /// device (UIKit keeps the bundle's path; only its last component is compared).
    var json: JSONValue {
        var storyboard: [(String, JSONValue)] = [("name", .string(self.storyboard))]
        if let framework {
            storyboard.append(
                (
                    "bundlePath",
                    .string("/private/var/containers/Bundle/Application/App.app/Frameworks/\(framework).framework")
                ))
        }
        if let storyboardIdentifier { storyboard.append(("identifier", .string(storyboardIdentifier))) }
        return .object([
            ("path", .string(path)), ("className", .string(className)), ("isViewController", .boolean(true)),
            ("storyboard", .object(storyboard)),
        ])
    }
}
