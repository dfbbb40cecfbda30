/// Where in a build a resource was found: the main bundle or an embedded framework, and a
/// localization folder or none.
package struct AppBundleLocation: Sendable, Equatable {
    /// The framework's folder name without `.framework` (`Kit`), nil for the main bundle.
    package var framework: String?
    /// The `.lproj` folder's name without `.lproj` (`Base`, `en`), nil for none.
    package var localization: String?

    /// A location in `framework` (nil: the main bundle) and `localization`.
    package init(framework: String? = nil, localization: String? = nil) {
        self.framework = framework
        self.localization = localization
    }
}

/// A compiled storyboard of the build, where it was found, and what reading it gave.
package struct AppStoryboard: Sendable, Equatable {
    /// The name UIKit looks it up by: `Main` for `Main.storyboardc`.
    package var name: String
    /// The `.storyboardc` folder.
    package var path: String
    /// The bundle and localization it is in.
    package var location: AppBundleLocation
    /// The storyboard, or why the nib reader refused it.
    package var contents: Result<CompiledStoryboard, NibError>

    /// A storyboard named `name` at `path`.
    package init(
        name: String, path: String, location: AppBundleLocation, contents: Result<CompiledStoryboard, NibError>
    ) {
        self.name = name
        self.path = path
        self.location = location
        self.contents = contents
    }

    /// The storyboard identifiers it has (`UIViewControllerIdentifiersToNibNames`' keys), nil
    /// when it could not be read.
    package var identifiers: [String]? {
        try? contents.get().scenes.map(\.identifier)
    }
}

/// An embedded framework (`Frameworks/Name.framework`).
package struct AppFramework: Sendable, Equatable {
    /// Its folder's name without `.framework`.
    package var name: String
    /// Its folder.
    package var path: String
    /// Its `Info.plist`'s `CFBundleIdentifier`: what a storyboard reference into it names.
    package var bundleIdentifier: String?

    /// The framework `name` at `path`.
    package init(name: String, path: String, bundleIdentifier: String?) {
        self.name = name
        self.path = path
        self.bundleIdentifier = bundleIdentifier
    }
}

/// One executable image of the build and what reading it gave.
package struct AppExecutable: Sendable, Equatable {
    /// Which of the build's images it is.
    package enum Role: Sendable, Equatable {
        /// The app's executable (`CFBundleExecutable`).
        case main
        /// `<exe>.debug.dylib`, where Xcode 15 and later put a debug build's code.
        case debugDylib
        /// The executable of the framework of this name.
        case framework(String)
    }

    /// What reading it gave.
    package enum Outcome: Sendable, Equatable {
        /// Its slices (an encrypted one lists no classes).
        case read([MachOSlice])
        /// The file is not in the bundle.
        case missing
        /// It could not be read, or is no Mach-O file the reader takes: why, in one line
        /// (the reader's `at byte N: …`).
        case unreadable(String)
    }

    /// Which image it is.
    package var role: Role
    /// The file.
    package var path: String
    /// What reading it gave.
    package var outcome: Outcome

    /// The image `role` at `path`.
    package init(role: Role, path: String, outcome: Outcome) {
        self.role = role
        self.path = path
        self.outcome = outcome
    }

    /// Its slices; none when it was not read.
    package var slices: [MachOSlice] {
        if case .read(let slices) = outcome { return slices }
        return []
    }

    /// Whether any slice is encrypted: its classes are unknown.
    package var isEncrypted: Bool { slices.contains(where: \.isEncrypted) }

    /// The file's name (`Example`, `Example.debug.dylib`).
    package var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
