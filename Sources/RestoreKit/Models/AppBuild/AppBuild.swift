/// What an app build offers to restoration: a `.app` bundle (or the app of an `.xcarchive`) as
/// `dump APP` shows it and `validate --app` checks saved state against it. One model, read once;
/// text, JSON and the checks all read it.
///
/// Only a path that is no app bundle at all is an error (`AppBuildError`); a missing or unreadable
/// executable or storyboard is kept in the model, named, with why.
///
/// An app's test reads one with ``init(contentsOf:in:)`` and gives it to
/// ``DryRun/init(contentsOf:in:build:deviceIdiom:)``, which says what of a saved state comes back
/// in this build, or to ``ValidationExpectations/init(bundleVersion:idiom:knownClasses:build:)``
/// (see <doc:CheckingSavedStateAgainstABuild>).
public struct AppBuild: Sendable, Equatable {
    /// How the bundle is laid out.
    package enum Layout: String, Sendable, Equatable {
        /// iOS, tvOS, watchOS, visionOS: `Info.plist`, the executable and the resources at the top.
        case flat
        /// macOS and Mac Catalyst: `Contents/Info.plist`, `Contents/MacOS/<exe>`,
        /// `Contents/Resources`, `Contents/Frameworks`.
        case contents
    }

    /// The path given: the `.app` folder, or the `.xcarchive` folder or `.ipa` file holding it.
    package var path: String
    /// The `.app` folder read: `path` itself, `Products/Applications/<name>.app` of an archive,
    /// or `Payload/<name>.app` of an `.ipa` (`App.ipa/Payload/<name>.app`).
    package var bundlePath: String
    /// How the bundle is laid out.
    package var layout: Layout
    /// What the bundle's `Info.plist` says.
    package var info: AppBundleInfo
    /// Every compiled storyboard found, in the main bundle first, then in each framework, each
    /// place's own ones before its `.lproj` folders' (sorted by name within each).
    package var storyboards: [AppStoryboard]
    /// The embedded frameworks (`Frameworks/*.framework`), sorted by name.
    package var frameworks: [AppFramework]
    /// Every `Metadata.appintents` folder found: the app's, then each framework's, then each app
    /// extension's (`PlugIns/*.appex`), each read as far as it is understood.
    package var appIntents: [AppIntentsMetadata]
    /// The main executable (when `CFBundleExecutable` names one), `<exe>.debug.dylib` when it is
    /// there, then each framework's executable.
    package private(set) var executables: [AppExecutable]
    /// Each class of the readable images by its runtime name and, for a Swift class, its
    /// demangled name: built once with `executables`, for the checks' many lookups.
    let classesByName: [String: ObjCClassDefinition]
    /// Every class of the readable images, each once (the first image to define it), in image
    /// and class-list order, with the methods and protocols the build's categories add to it:
    /// built once with `executables`, which the JSON and the checks read often.
    package let classes: [AppClass]
    /// What the build's categories add to classes no image of it defines (a category on
    /// `UIViewController`), by runtime name, as a class definition without a superclass.
    let categoriesOnOtherClasses: [String: ObjCClassDefinition]

    /// Reads the app build at `path`: a `.app` folder, an `.xcarchive` folder holding one app
    /// (its `Products/Applications/*.app`), or an `.ipa` file holding one (its `Payload/*.app`,
    /// a zip file whose entries are inflated as they are read), through `files`. Its `Info.plist`, compiled
    /// storyboards, embedded frameworks and executables (the Objective-C and Swift classes of
    /// their Mach-O images, the protocols they adopt and the methods they implement) are read
    /// once, as `restorectl validate --app` reads them.
    ///
    /// - Throws: ``AppBuildError`` when `path` is no folder (nor an `.ipa` file), an archive or
    ///   `.ipa` holds no app or several, an `.ipa` is no zip file or a damaged one (its message
    ///   gives the byte offset), or the bundle has no `Info.plist`, an unreadable one or one that is no dictionary. A
    ///   missing or unreadable executable or storyboard is no error: the build keeps it, and what
    ///   depends on it cannot be told.
    public init(contentsOf path: String, in files: some FileSource) throws(AppBuildError) {
        self = try Self.read(at: path, in: files)
    }

    /// A build as read; `read(at:in:)` makes one from a path.
    package init(
        path: String, bundlePath: String, layout: Layout, info: AppBundleInfo, storyboards: [AppStoryboard],
        frameworks: [AppFramework], executables: [AppExecutable], appIntents: [AppIntentsMetadata] = []
    ) {
        self.path = path
        self.bundlePath = bundlePath
        self.layout = layout
        self.info = info
        self.storyboards = storyboards
        self.frameworks = frameworks
        self.appIntents = appIntents
        self.executables = executables
        let (classes, categoriesOnOtherClasses) = Self.classes(of: executables)
        var classesByName: [String: ObjCClassDefinition] = [:]
        for definition in classes.map(\.definition) {
            // The first image to define a name is the one the runtime finds first (the app's own before a framework's).
            if classesByName[definition.name] == nil { classesByName[definition.name] = definition }
            if let demangled = SwiftClassName.demangled(definition.name), classesByName[demangled] == nil {
                classesByName[demangled] = definition
            }
        }
        self.classes = classes
        self.classesByName = classesByName
        self.categoriesOnOtherClasses = categoriesOnOtherClasses
    }
}

/// Why a path is no app build this reads: the file or folder, and what is wrong with it.
public struct AppBuildError: Error, KindedError, Sendable, Equatable, CustomStringConvertible {
    /// The file or folder the problem is in (the `Info.plist`, when that is what is wrong).
    public package(set) var path: String
    /// What is wrong, in one line without the path (a binary property list's byte offset included).
    package var message: String

    /// An error about `path`.
    package init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// A path that is no app build this reads is input it cannot read.
    package var failureKind: FailureKind { .unreadableInput }

    /// What is wrong, in one line without the path: commands show it after the path.
    public var description: String { message }
}
