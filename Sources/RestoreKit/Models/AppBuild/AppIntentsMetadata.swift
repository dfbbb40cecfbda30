/// One `Metadata.appintents` folder of a build (the app's, an embedded framework's or an app
/// extension's): its `extract.actionsdata`, read as far as it is understood, and its
/// `version.json`. Nothing here fails the build's reading: a file that cannot be read, or is of
/// a shape this does not know, is kept with why.
package struct AppIntentsMetadata: Sendable, Equatable {
    /// The bundle of the build the folder is in.
    package enum Bundle: Sendable, Equatable {
        /// The app itself.
        case app
        /// The embedded framework of this name (its folder's, without `.framework`).
        case framework(String)
        /// The app extension of this name (`PlugIns/NAME.appex`, without `.appex`).
        case appExtension(String)
    }

    /// The folder's name.
    static let folderName = "Metadata.appintents"

    /// The bundle it is in.
    package var bundle: Bundle
    /// The `extract.actionsdata` file.
    package var path: String
    /// The catalog, or why it was not understood.
    package var contents: Result<AppIntentsCatalog, AppIntentsNotUnderstood>
    /// `version.json` beside it, or why it was not understood; nil when there is none.
    package var versionFile: Result<AppIntentsVersionFile, AppIntentsNotUnderstood>?

    /// The metadata of `path`, with `versionFile` beside it.
    package init(
        bundle: Bundle, path: String, contents: Result<AppIntentsCatalog, AppIntentsNotUnderstood>,
        versionFile: Result<AppIntentsVersionFile, AppIntentsNotUnderstood>? = nil
    ) {
        self.bundle = bundle
        self.path = path
        self.contents = contents
        self.versionFile = versionFile
    }

    /// The metadata in the folder `resources` of a bundle (where its `Metadata.appintents` is),
    /// nil when it has none: one look for the builds without App Intents.
    static func read(in resources: String, bundle: Bundle, in files: some FileSource) -> AppIntentsMetadata? {
        let folder = resources + "/" + folderName
        guard files.isFolder(folder) else { return nil }
        let path = folder + "/extract.actionsdata"
        let contents =
            files.isFile(path)
            ? bytes(of: path, in: files).flatMap(AppIntentsCatalog.read)
            : .failure(AppIntentsNotUnderstood(.file, "missing: \(folderName) holds no extract.actionsdata"))
        let versionPath = folder + "/version.json"
        let versionFile =
            files.isFile(versionPath) ? bytes(of: versionPath, in: files).flatMap(AppIntentsVersionFile.read) : nil
        return AppIntentsMetadata(bundle: bundle, path: path, contents: contents, versionFile: versionFile)
    }

    /// The bytes of the file at `path`, at most `AppIntentsCatalog.maximumBytes` of them read.
    static func bytes(of path: String, in files: some FileSource) -> Result<[UInt8], AppIntentsNotUnderstood> {
        let limit = AppIntentsCatalog.maximumBytes
        let bytes: [UInt8]
        if let prefix = files.prefix(of: path, count: limit + 1) {
            bytes = prefix
        } else {
            do {
                bytes = try files.contents(of: path)
            } catch {
                return .failure(AppIntentsNotUnderstood(.file, "cannot be read: \(error)"))
            }
        }
        guard bytes.count <= limit else {
            return .failure(AppIntentsNotUnderstood(.file, "larger than \(limit >> 20) MiB, the most this reads"))
        }
        return .success(bytes)
    }

    /// The JSON document `bytes` hold, or where they are no JSON.
    static func document(_ bytes: [UInt8]) -> Result<JSONValue, AppIntentsNotUnderstood> {
        var options = JSONReader.Options()
        options.maximumBytes = AppIntentsCatalog.maximumBytes
        return Result { () throws(JSONReadError) in try JSONReader.read(bytes, options: options) }.mapError {
            AppIntentsNotUnderstood($0)
        }
    }
}

/// `Metadata.appintents/version.json`: the metadata's format version and the tools that wrote it
/// (`{"version": "3.0", "toolsVersion": "17E6107"}` in the files seen), each nil when absent.
package struct AppIntentsVersionFile: Sendable, Equatable {
    /// `version`.
    package var version: String?
    /// `toolsVersion`.
    package var toolsVersion: String?

    /// A version file with the given values.
    package init(version: String?, toolsVersion: String?) {
        self.version = version
        self.toolsVersion = toolsVersion
    }

    /// The values `bytes` hold, or why they are not understood: no JSON, no object, or a value
    /// that is no string.
    static func read(_ bytes: [UInt8]) -> Result<AppIntentsVersionFile, AppIntentsNotUnderstood> {
        AppIntentsMetadata.document(bytes).flatMap { document in
            Result { () throws(JSONDocumentError) in
                let members = try JSONMembers(document, at: JSONLocation(), known: nil)
                return AppIntentsVersionFile(
                    version: try members.string("version"), toolsVersion: try members.string("toolsVersion"))
            }.mapError { AppIntentsNotUnderstood($0) }
        }
    }
}
