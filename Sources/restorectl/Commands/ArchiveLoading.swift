import RestoreKit

/// Reading archives for the archive-level commands, with every problem reported as
/// `restorectl: FILE: message` and exit status 3.
enum ArchiveLoading {
    static let format = OutputFormat.option([.text, .json, .xml],
                                            help: "Output as text (default), JSON (the shape docs/cli.md documents) or an XML plist of the same content.")

    /// The name errors use for `path`.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    static func options(_ arguments: ParsedArguments) -> KeyedArchive.Options {
        var options = KeyedArchive.Options()
        options.propertyList = readOptions(arguments)
        return options
    }

    /// The archive file an argument names: a `.savedState` (or any) folder stands for its data.data.
    static func archivePath(_ argument: String) -> String {
        argument != "-" && DirectoryWalker.isFolder(argument) ? argument + "/data.data" : argument
    }

    /// Decodes the keyed archive in `path` (a folder: its data.data), or reports why not.
    static func keyedArchive(_ argument: String, _ arguments: ParsedArguments, _ console: inout Console) -> KeyedArchive? {
        keyedArchive(file: archivePath(argument), arguments, &console)
    }

    /// Decodes the keyed archive in the file `path`, or reports why not.
    static func keyedArchive(file path: String, _ arguments: ParsedArguments, _ console: inout Console) -> KeyedArchive? {
        let bytes: [UInt8]
        do {
            bytes = try readFile(path)
        } catch {
            console.error(error.message, subject: displayName(path))
            return nil
        }
        do {
            return try KeyedArchive(bytes: bytes, options: options(arguments))
        } catch {
            console.error(error.description, subject: displayName(path))
            return nil
        }
    }

    /// Reads `path` as a restoration archive, with the `restorationInfo.plist` beside it; a keyed
    /// archive of another kind is reported as such.
    static func restorationArchive(_ argument: String, _ arguments: ParsedArguments, _ console: inout Console) -> RestorationArchive? {
        let path = archivePath(argument)
        guard let keyed = keyedArchive(file: path, arguments, &console) else { return nil }
        var archive = RestorationArchive(archive: keyed, options: options(arguments))
        archive.restorationInfo = restorationInfo(besideArchive: path)
        return checkedRestorationArchive(archive, name: displayName(path), &console)
    }

    /// `archive`, or nil after saying what it is when it is not a restoration archive.
    static func checkedRestorationArchive(_ archive: RestorationArchive, name: String, _ console: inout Console) -> RestorationArchive? {
        guard archive.isRestorationArchive else {
            console.error("a keyed archive, but not a state restoration archive (\(archive.topKeysDescription)); dump --raw shows it", subject: name)
            return nil
        }
        return archive
    }

    /// The `inprogress.data` marker beside `path`, when there is one.
    static func inProgressMarker(besideArchive path: String) -> InProgressMarker? {
        plist(named: "inprogress.data", besideArchive: path).map(InProgressMarker.init)
    }

    /// The `restorationInfo.plist` beside `path`, when there is one.
    static func restorationInfo(besideArchive path: String) -> RestorationInfo? {
        plist(named: "restorationInfo.plist", besideArchive: path).map(RestorationInfo.init)
    }

    /// A small property list UIKit keeps beside the archive. Like UIKit, which goes on without
    /// one it cannot read, an unreadable file counts as absent.
    static func plist(named name: String, besideArchive path: String) -> PropertyListValue? {
        guard path != "-", let bytes = try? readFile(folder(of: path) + "/" + name) else { return nil }
        return try? PropertyList.read(bytes).value
    }

    /// Writes a JSON document in the requested format: JSON text, or an XML plist of it.
    static func emit(_ document: JSONValue, format: OutputFormat, _ console: inout Console) -> ExitStatus {
        if format == .xml {
            do {
                console.write(try XMLPropertyListWriter().write(document.propertyList))
            } catch {
                console.error("cannot write as XML: \(error)")
                return .badInput
            }
        } else {
            var bytes = [UInt8]()
            document.append(to: &bytes)
            bytes.append(0x0A)
            console.write(bytes)
        }
        return .success
    }

    /// Writes text lines to standard output, cut to the terminal's width when it is one.
    static func emit(lines: [String], _ console: inout Console) {
        var bytes = [UInt8]()
        for line in lines {
            bytes.append(contentsOf: console.style.fit(line).utf8)
            bytes.append(0x0A)
        }
        console.write(bytes)
    }
}
