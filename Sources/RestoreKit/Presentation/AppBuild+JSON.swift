/// The JSON form of an app build, as `dump APP --format json` prints it (docs/cli.md documents
/// the shape; its key order is fixed).
extension AppBuild {
    /// `{"file", "kind": "app", "bundle", "layout", "bundleIdentifier", "version", "shortVersion",
    /// "executable", "deviceFamilies", "minimumSystemVersion", "mainStoryboard", "sceneManifest",
    /// "urlSchemes", "userActivityTypes", "shortcutItems", "storyboards", "frameworks", "appIntents",
    /// "executables", "classListComplete", "classes", "appDelegates"}`.
    package var json: JSONValue {
        .object([
            ("file", .string(path)),
            ("kind", .string("app")),
            ("bundle", .string(bundlePath)),
            ("layout", .string(layout.rawValue)),
            ("bundleIdentifier", Self.json(info.bundleIdentifier)),
            ("version", Self.json(info.version)),
            ("shortVersion", Self.json(info.shortVersion)),
            ("executable", Self.json(info.executableName)),
            (
                "deviceFamilies",
                .array(
                    info.deviceFamilies.map {
                        .object([("number", Self.json($0.number)), ("name", Self.json($0.name))])
                    })
            ),
            ("minimumSystemVersion", Self.json(info.minimumSystemVersion)),
            ("mainStoryboard", Self.json(info.mainStoryboardName)),
            ("sceneManifest", info.sceneManifest.map(Self.json) ?? .null),
            ("urlSchemes", .array(info.urlSchemes.map(JSONValue.string))),
            ("userActivityTypes", .array(info.userActivityTypes.map(JSONValue.string))),
            (
                "shortcutItems",
                .array(
                    info.shortcutItems.map { .object([("type", Self.json($0.type)), ("title", Self.json($0.title))]) })
            ),
            ("storyboards", .array(storyboards.map(Self.json))),
            (
                "frameworks",
                .array(
                    frameworks.map {
                        .object([
                            ("name", .string($0.name)), ("path", .string($0.path)),
                            ("bundleIdentifier", Self.json($0.bundleIdentifier)),
                        ])
                    })
            ),
            ("appIntents", .array(appIntents.map(\.json))),
            ("executables", .array(executables.map(Self.json))),
            ("classListComplete", .boolean(classListIsComplete)),
            ("classes", .array(classes.map { .object(Self.members($0.definition) + [("image", .string($0.image))]) })),
            (
                "appDelegates",
                .array(
                    appDelegates.map { delegate in
                        .object([
                            ("name", .string(delegate.appClass.name)),
                            ("displayName", .string(delegate.appClass.displayName)),
                            (
                                "selectors",
                                .object(
                                    AppDelegateClass.restorationSelectors.map {
                                        ($0, .boolean(delegate.implements($0)))
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    static func json(_ string: String?) -> JSONValue { string.map(JSONValue.string) ?? .null }
    static func json(_ number: Int) -> JSONValue { PropertyListValue.int(number).json }

    /// `{"supportsMultipleScenes", "configurations": [{"role", "name", "delegateClassName", "sceneClassName", "storyboardName"}]}`.
    static func json(_ manifest: SceneManifest) -> JSONValue {
        .object([
            ("supportsMultipleScenes", manifest.supportsMultipleScenes.map(JSONValue.boolean) ?? .null),
            (
                "configurations",
                .array(
                    manifest.configurations.map { configuration in
                        .object([
                            ("role", .string(configuration.role)), ("name", json(configuration.name)),
                            ("delegateClassName", json(configuration.delegateClassName)),
                            ("sceneClassName", json(configuration.sceneClassName)),
                            ("storyboardName", json(configuration.storyboardName)),
                        ])
                    })
            ),
        ])
    }

    /// `{"name", "path", "framework", "localization", "error", "entryPoint", "scenes"}`; `error`
    /// is the nib reader's when it refused the storyboard (then `entryPoint` is null and `scenes` empty).
    static func json(_ storyboard: AppStoryboard) -> JSONValue { .object(members(storyboard)) }

    /// The members of `json(_:)` of a storyboard, which a storyboard dumped alone shows too.
    static func members(_ storyboard: AppStoryboard) -> [(String, JSONValue)] {
        let read = try? storyboard.contents.get()
        var error: String?
        if case .failure(let failure) = storyboard.contents { error = failure.description }
        return [
            ("name", .string(storyboard.name)), ("path", .string(storyboard.path)),
            ("framework", json(storyboard.location.framework)),
            ("localization", json(storyboard.location.localization)),
            ("error", json(error)), ("entryPoint", json(read?.entryPointIdentifier)),
            ("scenes", .array((read?.scenes ?? []).map(json))),
        ]
    }

    /// `{"identifier", "nibName", "error", "viewControllers", "externalReferences"}`.
    static func json(_ scene: StoryboardScene) -> JSONValue {
        let contents = try? scene.contents.get()
        var error: String?
        if case .failure(let failure) = scene.contents { error = failure.description }
        return .object([
            ("identifier", .string(scene.identifier)), ("nibName", .string(scene.nibName)), ("error", json(error)),
            ("viewControllers", .array((contents?.viewControllers ?? []).map(json))),
            (
                "externalReferences",
                .array(
                    (contents?.externalReferences ?? []).map { reference in
                        .object([
                            ("storyboardName", .string(reference.storyboardName)),
                            ("identifier", json(reference.identifier)),
                            ("bundleIdentifier", json(reference.bundleIdentifier)),
                        ])
                    })
            ),
        ])
    }

    /// `{"className", "displayName", "originalClassName", "storyboardIdentifier", "restorationIdentifier"}`.
    static func json(_ controller: NibViewController) -> JSONValue {
        .object([
            ("className", .string(controller.className)),
            ("displayName", .string(SwiftClassName.demangled(controller.className) ?? controller.className)),
            ("originalClassName", json(controller.originalClassName)),
            ("storyboardIdentifier", json(controller.storyboardIdentifier)),
            ("restorationIdentifier", json(controller.restorationIdentifier)),
        ])
    }

    /// `{"role", "framework", "path", "state", "error", "slices": [{"architecture", "fileOffset", "size", "encrypted", "classCount"}]}`;
    /// `state` is `read`, `missing` or `unreadable`; an encrypted slice's `classCount` is null (unknown, not 0).
    static func json(_ executable: AppExecutable) -> JSONValue {
        let role: (name: String, framework: String?)
        switch executable.role {
        case .main: role = ("main", nil)
        case .debugDylib: role = ("debugDylib", nil)
        case .framework(let name): role = ("framework", name)
        }
        let state: (name: String, error: String?)
        switch executable.outcome {
        case .read: state = ("read", nil)
        case .missing: state = ("missing", nil)
        case .unreadable(let reason): state = ("unreadable", reason)
        }
        return .object([
            ("role", .string(role.name)), ("framework", json(role.framework)), ("path", .string(executable.path)),
            ("state", .string(state.name)), ("error", json(state.error)),
            ("slices", .array(executable.slices.map { .object(members($0)) })),
        ])
    }

    /// `"architecture", "fileOffset", "size", "encrypted", "classCount"`: a slice as an app's
    /// executable and a Mach-O file dumped alone show it.
    static func members(_ slice: MachOSlice) -> [(String, JSONValue)] {
        [
            ("architecture", .string(slice.architecture)), ("fileOffset", json(slice.fileOffset)),
            ("size", json(slice.size)),
            ("encrypted", .boolean(slice.isEncrypted)),
            ("classCount", slice.isEncrypted ? .null : json(slice.classes.count)),
        ]
    }

    /// `"name", "displayName", "superclassName"`: a class as an app's class list and a Mach-O
    /// file dumped alone show it (the app's adds the image defining it).
    static func members(_ definition: ObjCClassDefinition) -> [(String, JSONValue)] {
        [
            ("name", .string(definition.name)),
            ("displayName", .string(SwiftClassName.demangled(definition.name) ?? definition.name)),
            ("superclassName", json(definition.superclassName)),
        ]
    }
}
