/// What the archive is expected to hold, from `validate`'s options.
public struct ValidationExpectations: Sendable {
    /// `--expect-bundle-version`.
    public var bundleVersion: String?
    /// `--expect-idiom`, as a `UIUserInterfaceIdiom` number.
    public var idiom: Int?
    /// `--known-classes`: the class names the running app has.
    public var knownClasses: Set<String>?
    /// `--app`: the build to check the saved state against (then `unknown-class` is not
    /// reported, and `knownClasses` names classes the build counts as having).
    package var app: AppCheck?

    /// Expectations; each that is nil is not checked.
    ///
    /// `build` is the app build to check the saved state against, as `restorectl
    ///   validate --app` does: its storyboards and identifiers, classes, scene configurations and
    ///   bundle identifier, and what UIKit does with the saved state in it (``DryRun`` tells the
    ///   same per object and scene). The build's classes replace `knownClasses`' check.
    public init(
        bundleVersion: String? = nil, idiom: Int? = nil, knownClasses: Set<String>? = nil, build: AppBuild? = nil
    ) {
        self.bundleVersion = bundleVersion
        self.idiom = idiom
        self.knownClasses = knownClasses
        app = build.map(AppCheck.init)
    }

    /// The class names of a known-classes list (UTF-8 text): one a line, with the spaces, tabs
    /// and carriage returns around it dropped; blank lines and lines starting with `#` are skipped.
    package static func knownClasses(inList bytes: [UInt8]) -> Set<String> {
        func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\r" }
        return Set(
            String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { String($0.drop(while: isSpace).reversed().drop(while: isSpace).reversed()) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }
}
