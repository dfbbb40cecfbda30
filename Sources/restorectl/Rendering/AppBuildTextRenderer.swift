import RestoreKit

/// The text view of an app build: its identity, scene manifest, declared references (URL
/// schemes, activity types, quick actions), storyboards, App Intents metadata, executables, app
/// delegate and classes. Every string comes from the bundle: names are quoted or painted, and
/// each line is escaped once more on its way out (`TerminalText`).
struct AppBuildTextRenderer {
    let style: TextStyle
    private(set) var lines: [String] = []

    init(style: TextStyle) { self.style = style }

    mutating func line(_ text: String, indent: Int) {
        lines.append(indent == 0 ? text : TextLayout.indentation(indent) + text)
    }

    /// A string of the bundle, quoted with its controls escaped; `(none)` when absent.
    func quoted(_ text: String?) -> String { text.map(ArchiveTextSink.quoted) ?? "(none)" }

    /// A class name, demangled, with the runtime name beside it when that differs.
    func className(_ name: String) -> String {
        let demangled = SwiftClassName.demangled(name)
        return style.className(name) + (demangled == nil ? "" : " (" + TerminalText.escaped(name) + ")")
    }

    mutating func render(_ build: AppBuild) {
        let info = build.info
        let archived = build.path == build.bundlePath ? "" : " (" + TerminalText.escaped(build.bundlePath) + ")"
        line(
            style.heading(TerminalText.escaped(build.path)) + archived + ": app build, "
                + (build.layout == .contents ? "macOS layout (Contents/)" : "iOS layout"), indent: 0)
        line("bundle identifier: " + quoted(info.bundleIdentifier), indent: 1)
        line("version: " + quoted(info.shortVersion) + ", build (CFBundleVersion) " + quoted(info.version), indent: 1)
        line("executable (CFBundleExecutable): " + quoted(info.executableName), indent: 1)
        let families = info.deviceFamilies.map { family in
            family.name.map { "\($0) (\(family.number))" } ?? "family \(family.number)"
        }
        line("device families: " + (families.isEmpty ? "(none)" : families.joined(separator: ", ")), indent: 1)
        line("minimum OS: " + quoted(info.minimumSystemVersion), indent: 1)
        line("main storyboard: " + quoted(info.mainStoryboardName), indent: 1)
        renderManifest(info.sceneManifest)
        renderDeclarations(info)
        renderStoryboards(build.storyboards)
        renderAppIntents(build.appIntents)
        renderExecutables(build)
        renderDelegates(build)
        renderClasses(build)
    }

    mutating func renderManifest(_ manifest: SceneManifest?) {
        guard let manifest else { return line("scene manifest: (none)", indent: 1) }
        let multiple =
            manifest.supportsMultipleScenes.map { $0 ? "multiple scenes" : "one scene" }
            ?? "UIApplicationSupportsMultipleScenes absent"
        line(
            "scene manifest: \(multiple), " + ArchiveTextSink.count(manifest.configurations.count, "configuration"),
            indent: 1)
        for configuration in manifest.configurations {
            var text = quoted(configuration.name) + " for " + quoted(configuration.role)
            if let delegate = configuration.delegateClassName { text += ", delegate " + className(delegate) }
            if let scene = configuration.sceneClassName { text += ", scene class " + className(scene) }
            if let storyboard = configuration.storyboardName { text += ", storyboard " + quoted(storyboard) }
            line(text, indent: 2)
        }
    }

    mutating func renderStoryboards(_ storyboards: [AppStoryboard]) {
        line("", indent: 0)
        line(style.heading("storyboards") + " (\(storyboards.count))", indent: 0)
        for storyboard in storyboards { render(storyboard) }
    }

    /// One storyboard, its scenes below it: in an app's list, or dumped alone.
    mutating func render(_ storyboard: AppStoryboard) {
        var place = [String]()
        if let framework = storyboard.location.framework { place.append(framework + ".framework") }
        if let localization = storyboard.location.localization { place.append(localization + ".lproj") }
        let heading =
            quoted(storyboard.name) + (place.isEmpty ? "" : " in " + TerminalText.escaped(place.joined(separator: "/")))
        switch storyboard.contents {
        case .failure(let error):
            line(heading + ": " + style.problem("unreadable: " + error.description), indent: 1)
        case .success(let read):
            line(
                heading + ": entry point " + quoted(read.entryPointIdentifier) + ", "
                    + ArchiveTextSink.count(read.scenes.count, "identifier"), indent: 1)
            for scene in read.scenes { render(scene) }
        }
    }

    mutating func render(_ scene: StoryboardScene) {
        let heading = style.path(TerminalText.escaped(scene.identifier)) + " (nib " + quoted(scene.nibName) + ")"
        switch scene.contents {
        case .failure(let error):
            line(heading + ": " + style.problem("unreadable: " + error.description), indent: 2)
        case .success(let contents):
            line(heading, indent: 2)
            for controller in contents.viewControllers {
                line(describe(controller, sceneIdentifier: scene.identifier), indent: 3)
            }
            for reference in contents.externalReferences {
                line(
                    "→ storyboard " + quoted(reference.storyboardName) + ", identifier "
                        + (reference.identifier.map(ArchiveTextSink.quoted) ?? "(its entry point)")
                        + (reference.bundleIdentifier.map { " in bundle " + ArchiveTextSink.quoted($0) } ?? ""),
                    indent: 3)
            }
        }
    }

    /// A view controller's class, the class it stands for, its restoration identifier, and its
    /// storyboard identifier unless it is the scene's.
    func describe(_ controller: NibViewController, sceneIdentifier: String?) -> String {
        var text = className(controller.className)
        if let original = controller.originalClassName { text += " standing for " + className(original) }
        text += ", restoration identifier " + quoted(controller.restorationIdentifier)
        if let identifier = controller.storyboardIdentifier, identifier != sceneIdentifier {
            text += ", storyboard identifier " + quoted(identifier)
        }
        return text
    }

    mutating func renderExecutables(_ build: AppBuild) {
        line("", indent: 0)
        line(style.heading("executables") + " (\(build.executables.count))", indent: 0)
        if !build.executables.contains(where: { $0.role == .main }) {
            line(style.problem(AppBuildView.noMainExecutable), indent: 1)
        }
        for executable in build.executables {
            let role: String
            switch executable.role {
            case .main: role = "main"
            case .debugDylib: role = "debug build's code"
            case .framework(let name): role = "framework " + TerminalText.escaped(name)
            }
            let heading = TerminalText.escaped(executable.path) + " (\(role))"
            switch executable.outcome {
            case .missing: line(heading + ": " + style.problem("missing: its classes are unknown"), indent: 1)
            case .unreadable(let reason):
                line(heading + ": " + style.problem("unreadable, its classes are unknown: " + reason), indent: 1)
            case .read(let slices): line(heading + ": " + describe(slices), indent: 1)
            }
        }
    }

    /// Each slice's architecture and class count (or that it is encrypted), for an app's
    /// executable and a Mach-O file dumped alone.
    func describe(_ slices: [MachOSlice]) -> String {
        let described = slices.map { slice in
            TerminalText.escaped(slice.architecture)
                + (slice.isEncrypted
                    ? " " + style.problem("encrypted: classes cannot be listed")
                    : " \(slice.classes.count) " + (slice.classes.count == 1 ? "class" : "classes"))
        }
        return described.isEmpty ? "no slices" : described.joined(separator: ", ")
    }

    mutating func renderDelegates(_ build: AppBuild) {
        line("", indent: 0)
        let delegates = build.appDelegates
        line(
            style.heading("app delegate") + " (classes adopting UIApplicationDelegate; yes/no from their method lists)",
            indent: 0)
        if delegates.isEmpty {
            line(
                build.classListIsComplete ? "none found" : "unknown: not every image's classes could be read", indent: 1
            )
        }
        for delegate in delegates {
            line(className(delegate.appClass.name) + " in " + TerminalText.escaped(delegate.appClass.image), indent: 1)
            for selector in AppDelegateClass.restorationSelectors {
                line((delegate.implements(selector) ? "yes " : "no  ") + selector, indent: 2)
            }
        }
    }

    mutating func renderClasses(_ build: AppBuild) {
        line("", indent: 0)
        let classes = build.classes
        let complete =
            build.classListIsComplete
            ? "" : "; " + style.problem("incomplete: an image is missing, unreadable or encrypted")
        line(style.heading("classes") + " (\(classes.count)\(complete))", indent: 0)
        for appClass in classes {
            line(className(appClass.name) + " in " + TerminalText.escaped(appClass.image), indent: 1)
        }
    }
}
