/// Reading compiled nibs in their three forms: a NIBArchive file, a nib folder, and the old
/// keyed-archive nib.
package enum CompiledNib {
    /// The files of a nib folder (`Name.nib/`) UIKit reads, in the order it tries them: the first
    /// that exists is the nib (`-[UINib nibDataForPath:]`, UIKitCore of iOS 26.1).
    package static let folderFiles = [
        "objects-17.0+.nib", "objects-16.0+.nib", "objects-15.0+.nib", "objects-14.0+.nib",
        "objects-13.0+.nib", "objects-12.3+.nib", "objects-11.0+.nib", "objects-9.1+.nib",
        "objects-8.0+.nib", "objects.nib", "runtime.nib",
    ]

    /// The file UIKit reads in the nib folder `path`, or nil when it holds none of `folderFiles`.
    package static func fileUIKitReads(inFolder path: String, in files: some FileSource) -> String? {
        folderFiles.lazy.map { path + "/" + $0 }.first { files.isFile($0) }
    }

    /// What the nib at `path` holds: a nib file (NIBArchive or NSKeyedArchiver), or a nib folder,
    /// read as UIKit reads it (`fileUIKitReads`). An error inside a folder names the file read.
    package static func contents(at path: String, in files: some FileSource) throws(NibError) -> NibContents {
        try scan(at: path, in: files).contents
    }

    /// What one nib file's bytes hold. A storyboard reference's target is in its storyboard's
    /// Info.plist, so a nib read alone lists none (`CompiledStoryboard.read` resolves them).
    package static func contents(of bytes: [UInt8]) throws(NibError) -> NibContents {
        try scan(bytes).contents
    }

    /// `contents(at:in:)` with the storyboard-reference placeholders' identifiers.
    static func scan(at path: String, in files: some FileSource) throws(NibError) -> NibScan {
        var file = path
        var inside = ""
        if files.isFolder(path) {
            guard let chosen = fileUIKitReads(inFolder: path, in: files) else {
                throw NibError(
                    at: 0,
                    "the nib folder holds none of the files UIKit reads (objects-<version>+.nib, objects.nib, runtime.nib)"
                )
            }
            file = chosen
            inside = String(chosen.dropFirst(path.count + 1))
        }
        let bytes: [UInt8]
        do {
            bytes = try files.contents(of: file)
        } catch {
            throw NibError(at: 0, (inside.isEmpty ? "" : inside + ": ") + "cannot be read: \(error)")
        }
        do {
            return try scan(bytes)
        } catch {
            throw inside.isEmpty ? error : NibError(at: error.offset, inside + ": " + error.message)
        }
    }

    /// What one nib file's bytes hold, with its placeholders.
    static func scan(_ bytes: [UInt8]) throws(NibError) -> NibScan {
        let archive: KeyedArchive
        if NIBArchive.hasMagic(bytes) {
            let nib = try NIBArchive(bytes: bytes)
            do {
                archive = try KeyedArchive(nib: nib)
            } catch {
                throw NibError(at: 0, "its object graph cannot be read: \(error.description)")
            }
        } else {
            do {
                archive = try KeyedArchive(bytes: bytes)
            } catch {
                throw NibError(at: 0, "neither a NIBArchive nor a keyed archive: \(error.description)")
            }
            guard archive["UINibObjectsKey"] != nil || archive["UINibTopLevelObjectsKey"] != nil else {
                throw NibError(at: 0, "a keyed archive without UINibObjectsKey or UINibTopLevelObjectsKey: not a nib")
            }
        }
        return NibScan(archive)
    }
}
