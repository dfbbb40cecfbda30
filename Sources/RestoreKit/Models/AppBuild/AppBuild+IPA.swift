/// Reading the app of an `.ipa`: a zip file with `Payload/NAME.app` at its top, read through a
/// `ZipFileSource` by the same reader as an `.app` folder, its paths `App.ipa/Payload/NAME.app/...`.
extension AppBuild {
    /// Whether `path` names an `.ipa` by its name.
    package static func isNamedIPA(_ path: String) -> Bool { PathNameSuffix.lastComponent(of: path, hasSuffix: ".ipa") }

    /// Reads the app of the `.ipa` file at `path`: its zip file opened within `limits`, its only
    /// `Payload/*.app` read as a folder, only the entries the reading asks for inflated.
    ///
    /// - Throws: `AppBuildError` naming `path` when it is no zip file, a damaged one (the byte
    ///   offset said), one over `limits`, or one without exactly one app at `Payload/*.app`.
    static func readIPA(at path: String, in files: some FileSource, limits: ZipLimits) throws(AppBuildError)
        -> AppBuild
    {
        let bytes = try contents(of: path, in: files)
        let source: ZipFileSource
        do {
            source = try ZipFileSource(try ZipArchive(bytes, limits: limits), root: path)
        } catch {
            throw AppBuildError(path: path, "is no .ipa this reads: \(error)")
        }
        let app = try payloadApp(of: path, in: source)
        var build: AppBuild
        do {
            build = try read(at: path + "/Payload/" + app, in: source, zipLimits: limits)
        } catch {
            // A damaged entry is no part of the build, whatever the reader made of it.
            if let damage = source.firstError { throw AppBuildError(path: path, "\(damage)") }
            throw error
        }
        if let damage = source.firstError { throw AppBuildError(path: path, "\(damage)") }
        build.path = path
        return build
    }

    /// The name of the `.ipa`'s only app, `Payload/NAME.app`, or an error saying what it holds.
    static func payloadApp(of path: String, in source: ZipFileSource) throws(AppBuildError) -> String {
        let payload = path + "/Payload"
        guard source.isFolder(payload) else {
            let top = (source.subfolders(of: path).map { $0 + "/" } + source.files(in: path))
            throw AppBuildError(
                path: path,
                "holds no Payload folder (at its top: \(listed(top))): an .ipa holds Payload/NAME.app")
        }
        let apps = source.subfolders(of: payload).filter { $0.hasSuffix(".app") && $0 != ".app" }
        guard let app = apps.first else {
            let deeper = source.subfolders(of: payload).flatMap { folder in
                source.subfolders(of: payload + "/" + folder).filter { $0.hasSuffix(".app") }.map {
                    "Payload/" + folder + "/" + $0
                }
            }
            throw AppBuildError(
                path: path,
                deeper.isEmpty
                    ? "holds no app in Payload (it holds: \(listed(source.subfolders(of: payload).map { $0 + "/" } + source.files(in: payload)))): an .ipa holds Payload/NAME.app"
                    : "holds its app one folder down (\(listed(deeper))): an .ipa holds Payload/NAME.app")
        }
        guard apps.count == 1 else {
            throw AppBuildError(
                path: path, "holds \(apps.count) apps in Payload (\(listed(apps))): an .ipa holds one")
        }
        return app
    }

    /// The first few of `names` (the archive's, their control characters spelled out), joined,
    /// and how many more.
    private static func listed(_ names: [String]) -> String {
        guard !names.isEmpty else { return "nothing" }
        let shown = names.prefix(5).map(escapedForMessage).joined(separator: ", ")
        return names.count > 5 ? shown + " and \(names.count - 5) more" : shown
    }
}
