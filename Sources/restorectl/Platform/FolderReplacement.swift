#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension OpenFolder {
    /// What replacing a folder left besides the new folder.
    struct Replacement {
        /// The name the old folder is kept under (`--backup`), when there was one.
        var kept: String?
        /// Set when the old folder could not be removed afterwards: the new one is in place all the same.
        var warning: String?
    }

    /// Puts a new folder `name` in this folder in one step, with what `fill` writes into it.
    ///
    /// The new folder is built and flushed under a hidden temporary name beside the old one, the
    /// old one is renamed aside (to `NAME.orig`, or `.orig.1`, ... with `backup`: an older backup
    /// is never replaced), and the new one renamed into place. A reader sees the old folder or the
    /// new one, never a mix; a failure at any step puts the old folder back and removes the new.
    /// A symbolic link or a file by that name is refused, not replaced.
    func replaceFolder(_ name: String, backup: Bool, fill: (OpenFolder) throws(FileError) -> Void) throws(FileError)
        -> Replacement
    {
        try checkName(name)
        let existing = kind(of: name)
        if let existing, existing != S_IFDIR {
            throw FileError(
                message: "\(pathOf(name)) is \(existing == S_IFLNK ? "a symbolic link" : "not a folder"); not replaced")
        }
        var mode: mode_t = 0o755
        if existing != nil, let old = try? folder(name) {
            var status = stat()
            if fstat(old.descriptor, &status) == 0 { mode = status.st_mode & 0o7777 }
        } else {
            mode &= ~currentUmask()
        }
        let temporary = try makeTemporaryFolder(for: name)
        do throws(FileError) {
            let new = try folder(temporary)
            try fill(new)
            guard fchmod(new.descriptor, mode) == 0 else {
                throw FileError(message: "cannot set permissions of \(new.path): " + systemErrorMessage(errno))
            }
            try new.flush()
        } catch {
            try? remove(temporary)
            throw error
        }
        var replacement = Replacement()
        var aside: String?
        if existing != nil {
            do throws(FileError) {
                let asideName = backup ? try freeBackupName(for: name) : try makeTemporaryFolder(for: name, old: true)
                // Our own empty placeholder (or a free name) is what the old folder is renamed onto.
                if !backup { try remove(asideName) }
                try rename(name, to: asideName)
                aside = asideName
            } catch {
                try? remove(temporary)
                throw error
            }
        }
        do throws(FileError) {
            #if RESTORECTL_FAULT_INJECTION
                if faultInjected("replace") {
                    throw FileError(
                        message: "cannot rename \(pathOf(temporary)) to \(name): " + systemErrorMessage(EIO))
                }
            #endif
            try rename(temporary, to: name)
            try flush()
        } catch {
            if let aside, kind(of: name) == nil { try? rename(aside, to: name) }
            try? remove(temporary)
            throw error
        }
        if backup {
            replacement.kept = aside
        } else if let aside {
            do { try remove(aside) } catch {
                replacement.warning = "the old folder is left as \(pathOf(aside)): " + error.message
            }
        }
        return replacement
    }

    /// Makes an empty hidden folder `.NAME.restorectl-XXXXXX` here and returns its name.
    private func makeTemporaryFolder(for name: String, old: Bool = false) throws(FileError) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        for _ in 0..<100 {
            let suffix = String((0..<8).map { _ in letters.randomElement()! })
            let candidate = "." + name + (old ? ".restorectl-old-" : ".restorectl-") + suffix
            if mkdirat(descriptor, candidate, 0o700) == 0 { return candidate }
            if errno != EEXIST {
                throw FileError(message: "cannot create a temporary folder in \(path): " + systemErrorMessage(errno))
            }
        }
        throw FileError(message: "cannot create a temporary folder in \(path): every name tried is taken")
    }

    /// `NAME.orig`, or `NAME.orig.1`, `.orig.2`, ... when that is taken, as file backups are named.
    private func freeBackupName(for name: String) throws(FileError) -> String {
        for candidate in backupNames(of: name) where kind(of: candidate) == nil { return candidate }
        throw FileError(message: "too many backups beside \(pathOf(name)) (.orig to .orig.9999)")
    }
}
