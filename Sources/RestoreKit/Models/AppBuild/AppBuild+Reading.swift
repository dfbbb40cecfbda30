/// Reading a build from a file source: the bundle's layout, its `Info.plist`, storyboards,
/// frameworks and executables.
extension AppBuild {
    /// Whether `path` names an app build by its name: a folder named `*.app` or `*.xcarchive`
    /// (a trailing `/` allowed), or a file named `*.ipa`. The caller asks whether it is a folder
    /// (or a file).
    package static func isNamedAppBuild(_ path: String) -> Bool {
        PathNameSuffix.lastComponent(of: path, hasSuffix: ".app")
            || PathNameSuffix.lastComponent(of: path, hasSuffix: ".xcarchive") || isNamedIPA(path)
    }

    /// Reads the `.app` folder at `path`, the app of the `.xcarchive` folder at `path` (its only
    /// `Products/Applications/*.app`) or the app of the `.ipa` file at `path` (its only
    /// `Payload/*.app`, read within `zipLimits`): the reader behind `init(contentsOf:in:)`, as
    /// the commands and the package's tests call it.
    ///
    /// - Throws: `AppBuildError` when `path` is no folder (nor an `.ipa` file), an archive holds
    ///   no app or several, an `.ipa` is no zip file, a damaged one or one over `zipLimits`, or
    ///   the bundle has no `Info.plist`, an unreadable one or one that is no dictionary. Anything
    ///   else missing or unreadable is kept in the build (but a damaged entry of an `.ipa` is an error).
    package static func read(at path: String, in files: some FileSource, zipLimits: ZipLimits = ZipLimits())
        throws(AppBuildError) -> AppBuild
    {
        if isNamedIPA(path), files.isFile(path) { return try readIPA(at: path, in: files, limits: zipLimits) }
        guard files.isFolder(path) else {
            throw AppBuildError(
                path: path, "is no folder: an app build is a .app or .xcarchive folder, or an .ipa file")
        }
        let bundlePath = try appFolder(of: path, in: files)
        let layout: Layout = files.isFile(bundlePath + "/Contents/Info.plist") ? .contents : .flat
        let contents = layout == .contents ? bundlePath + "/Contents" : bundlePath
        let infoPath = contents + "/Info.plist"
        guard files.isFile(infoPath) else {
            throw AppBuildError(path: bundlePath, "has neither Info.plist nor Contents/Info.plist: not an app bundle")
        }
        let info = AppBundleInfo(try dictionary(at: infoPath, in: files), macOS: layout == .contents)
        let resources = layout == .contents ? contents + "/Resources" : contents
        let frameworks = self.frameworks(in: contents + "/Frameworks", in: files)
        var storyboards = self.storyboards(in: resources, location: AppBundleLocation(), in: files)
        for framework in frameworks {
            for folder in [framework.path, framework.path + "/Resources"] where files.isFolder(folder) {
                storyboards += self.storyboards(
                    in: folder, location: AppBundleLocation(framework: framework.name), in: files)
            }
        }
        var executables: [AppExecutable] = []
        if let name = info.executableName, SafeFileName.isSafe(name) {
            let main = (layout == .contents ? contents + "/MacOS/" : contents + "/") + name
            executables.append(executable(.main, at: main, in: files))
            // Only a debug build has one: its absence is no problem.
            if files.isFile(main + ".debug.dylib") {
                executables.append(executable(.debugDylib, at: main + ".debug.dylib", in: files))
            }
        }
        for framework in frameworks {
            let name =
                frameworkInfo(framework.path, in: files)?["CFBundleExecutable"]?.stringValue.flatMap {
                    SafeFileName.isSafe($0) ? $0 : nil
                } ?? framework.name
            executables.append(executable(.framework(framework.name), at: framework.path + "/" + name, in: files))
        }
        return AppBuild(
            path: path, bundlePath: bundlePath, layout: layout, info: info, storyboards: storyboards,
            frameworks: frameworks, executables: executables,
            appIntents: appIntents(
                resources: resources, frameworks: frameworks, plugIns: contents + "/PlugIns", in: files))
    }

    /// The App Intents metadata of the app (in `resources`), of each framework and of each app
    /// extension in `plugIns` (an iOS one at its top, a macOS one in `Contents/Resources`).
    static func appIntents(
        resources: String, frameworks: [AppFramework], plugIns: String, in files: some FileSource
    ) -> [AppIntentsMetadata] {
        var places = [(resources, AppIntentsMetadata.Bundle.app)]
        for framework in frameworks {
            places += [framework.path, framework.path + "/Resources"].map { ($0, .framework(framework.name)) }
        }
        for name in files.subfolders(of: plugIns) where name.hasSuffix(".appex") && name != ".appex" {
            let path = plugIns + "/" + name
            places += [path, path + "/Contents/Resources"].map {
                ($0, .appExtension(String(name.dropLast(".appex".count))))
            }
        }
        return places.compactMap { AppIntentsMetadata.read(in: $0.0, bundle: $0.1, in: files) }
    }

    /// The `.app` folder `path` stands for: itself, or an archive's only app.
    static func appFolder(of path: String, in files: some FileSource) throws(AppBuildError) -> String {
        guard path.split(separator: "/").last?.hasSuffix(".xcarchive") == true else { return path }
        let applications = path + "/Products/Applications"
        let apps = files.subfolders(of: applications).filter { $0.hasSuffix(".app") }
        guard let app = apps.first else {
            throw AppBuildError(path: path, "holds no Products/Applications/*.app: not an app archive")
        }
        // Which one was meant is not for this to guess.
        guard apps.count == 1 else {
            throw AppBuildError(
                path: path,
                "holds \(apps.count) apps in Products/Applications (\(apps.joined(separator: ", "))): give the one to read"
            )
        }
        return applications + "/" + app
    }

    /// The bytes of the file at `path`, or an error naming it that says why they cannot be read.
    static func contents(of path: String, in files: some FileSource) throws(AppBuildError) -> [UInt8] {
        do {
            return try files.contents(of: path)
        } catch {
            throw AppBuildError(path: path, "cannot be read: \(error)")
        }
    }

    /// The top dictionary of the property list at `path`, or an error naming it.
    static func dictionary(at path: String, in files: some FileSource) throws(AppBuildError) -> PropertyListDictionary {
        let bytes = try contents(of: path, in: files)
        let value: PropertyListValue
        do {
            value = try PropertyList.read(bytes).value
        } catch {
            throw AppBuildError(path: path, "is no property list: \(error)")
        }
        guard let dictionary = value.dictionaryValue else {
            throw AppBuildError(
                path: path, "holds \(value.kindNameWithArticle), not a dictionary: not an app's Info.plist")
        }
        return dictionary
    }

    /// The compiled storyboards of `folder` and of its `.lproj` folders, each read.
    static func storyboards(in folder: String, location: AppBundleLocation, in files: some FileSource)
        -> [AppStoryboard]
    {
        let subfolders = files.subfolders(of: folder)
        var found = subfolders.filter { $0.hasSuffix(".storyboardc") }.map {
            (name: $0, folder: folder, location: location)
        }
        for localization in subfolders where localization.hasSuffix(".lproj") {
            var localized = location
            localized.localization = String(localization.dropLast(".lproj".count))
            let path = folder + "/" + localization
            found += files.subfolders(of: path).filter { $0.hasSuffix(".storyboardc") }.map {
                (name: $0, folder: path, location: localized)
            }
        }
        return found.map { entry in
            let path = entry.folder + "/" + entry.name
            let contents = Result { () throws(NibError) in try CompiledStoryboard.read(at: path, in: files) }
            return AppStoryboard(
                name: String(entry.name.dropLast(".storyboardc".count)), path: path, location: entry.location,
                contents: contents)
        }
    }

    /// The `*.framework` folders of `folder`, with their bundle identifiers.
    static func frameworks(in folder: String, in files: some FileSource) -> [AppFramework] {
        files.subfolders(of: folder).filter { $0.hasSuffix(".framework") && $0 != ".framework" }.map { name in
            let path = folder + "/" + name
            return AppFramework(
                name: String(name.dropLast(".framework".count)), path: path,
                bundleIdentifier: frameworkInfo(path, in: files)?["CFBundleIdentifier"]?.stringValue)
        }
    }

    /// A framework's `Info.plist` (at its top, or in `Resources` as a macOS framework keeps it),
    /// nil when it has none that reads as a dictionary: the framework is still listed.
    static func frameworkInfo(_ path: String, in files: some FileSource) -> PropertyListDictionary? {
        for candidate in [path + "/Info.plist", path + "/Resources/Info.plist"] where files.isFile(candidate) {
            return try? dictionary(at: candidate, in: files)
        }
        return nil
    }

    /// The image `role` at `path`, read, or why not.
    static func executable(_ role: AppExecutable.Role, at path: String, in files: some FileSource) -> AppExecutable {
        guard files.isFile(path) else { return AppExecutable(role: role, path: path, outcome: .missing) }
        let outcome: AppExecutable.Outcome
        do {
            let bytes = try files.contents(of: path)
            do {
                outcome = .read(try MachOFile.slices(of: bytes))
            } catch {
                outcome = .unreadable(error.description)
            }
        } catch {
            outcome = .unreadable("cannot be read: \(error)")
        }
        return AppExecutable(role: role, path: path, outcome: outcome)
    }
}
