/// The archive as a whole, in the order decompiled UIKit checks it (`_restoreState`): the tries
/// left, the major version, the app delegate's answer, the idiom, the metadata it hands on, the
/// scene life cycle.
extension DryRun {
    /// The statements about the archive as a whole; sets `discarded` when UIKit deletes it.
    /// `optsIn` false (a build whose app delegate implements no restore selector) leaves out what
    /// the app delegate's answer would decide: the build's own statement says UIKit restores nothing.
    mutating func archiveStatements(
        _ archive: RestorationArchive, marker: InProgressMarker?, deviceIdiom: Int?, optsIn: Bool? = nil
    ) -> [DryRunStatement] {
        var statements = [triesStatement(marker)]
        let major = archive.metadata.majorVersion
        if major == 2 {
            statements.append(DryRunStatement(.uikit, "Archive major version 2: UIKit reads the archive."))
        } else {
            if discarded == nil { discarded = .unsupportedVersion }
            let stored = major.map { "is \($0)" } ?? "is absent, which UIKit reads as 0"
            statements.append(
                DryRunStatement(
                    .uikit,
                    "The archive major version \(stored), not 2: UIKit deletes the archive without restoring anything.")
            )
        }
        if optsIn != false {
            statements.append(
                DryRunStatement(
                    .app,
                    "The app delegate's application(_:shouldRestoreSecureApplicationState:) (or the deprecated shouldRestoreApplicationState:) decides whether to restore at all: false makes UIKit delete the archive."
                ))
        }
        statements.append(idiomStatement(archive.metadata, deviceIdiom: deviceIdiom))
        statements += Self.versionStatements(archive.metadata, optsIn: optsIn)
        statements.append(sceneLifeCycleStatement)
        return statements
    }

    /// `inprogress.data`: UIKit deletes the archive when no tries are left.
    mutating func triesStatement(_ marker: InProgressMarker?) -> DryRunStatement {
        guard let marker else {
            return DryRunStatement(
                .uikit, "No inprogress.data: UIKit creates it with 2 tries left (kRestorationTriesLeft) and restores.")
        }
        // A missing number reads as 0, as NSDictionary's absent value answers integerValue.
        let tries = marker.triesLeft ?? 0
        let stored =
            marker.triesLeft == nil
            ? "inprogress.data has no kRestorationTriesLeft (read as 0)"
            : "inprogress.data: \(tries) \(tries == 1 ? "try" : "tries") left"
        guard tries > 0 else {
            discarded = .noTriesLeft
            return DryRunStatement(
                .uikit,
                "\(stored): UIKit deletes the archive without restoring anything, unless the UIStateRestorationDeveloperMode default is set, which keeps it."
            )
        }
        return DryRunStatement(
            .uikit,
            "\(stored): UIKit restores; a launch that finds none left deletes the archive, unless the UIStateRestorationDeveloperMode default is set, which keeps it."
        )
    }

    /// The idiom: a difference from the device's does not refuse the archive, it leaves one try.
    func idiomStatement(_ metadata: RestorationMetadata, deviceIdiom: Int?) -> DryRunStatement {
        guard let saved = metadata.idiomValue else {
            return DryRunStatement(.uikit, "The archive holds no idiom: UIKit compares nothing with the device's.")
        }
        let savedName = "\(RestorationMetadata.idiomName(saved)) (\(saved))"
        guard let deviceIdiom else {
            return DryRunStatement(
                .uikit,
                "Saved on \(savedName): on a device of another idiom UIKit sets the tries left to 1 and restores anyway."
            )
        }
        guard deviceIdiom != saved else {
            return DryRunStatement(.uikit, "Saved on \(savedName), the device's idiom: UIKit restores.")
        }
        return DryRunStatement(
            .uikit,
            "Saved on \(savedName), the device is \(RestorationMetadata.idiomName(deviceIdiom)) (\(deviceIdiom)): UIKit sets the tries left to 1 and restores anyway."
        )
    }

    /// Bundle and system version: never compared by UIKit, only handed on.
    static func versionStatements(_ metadata: RestorationMetadata, optsIn: Bool? = nil) -> [DryRunStatement] {
        let bundle = metadata.bundleVersion.map { "bundle version \($0)" } ?? "no bundle version"
        let system = metadata.systemVersion.map { "system version \($0)" } ?? "no system version"
        return [
            DryRunStatement(
                .uikit,
                "Saved with \(bundle) and \(system): UIKit compares neither with the running app or system; it hands them, with the idiom and the time of the save, to every object's coder."
            ),
            DryRunStatement(
                .app,
                optsIn == false
                    ? "The app may refuse on them in an object's own decoding."
                    : "The app may refuse on them: in shouldRestoreSecureApplicationState (the whole archive) or in an object's own decoding."
            ),
        ]
    }

    /// Whether UIKit uses the root list at all.
    var sceneLifeCycleStatement: DryRunStatement {
        switch sceneLifeCycle {
        case true?:
            DryRunStatement(
                .uikit,
                "The app adopts the scene life cycle (its scene sessions store a scene configuration): UIKit takes the root list as empty and ignores the size-class map; it reads the archive for its metadata only, and the interface comes back through the scenes' activities."
            )
        case false?:
            DryRunStatement(
                .uikit,
                "No scene session stores a scene configuration: the app does not adopt the scene life cycle, and UIKit restores the objects of the root list."
            )
        case nil:
            DryRunStatement(
                .app,
                "No scene sessions tell whether the app adopts the scene life cycle: if it does, UIKit takes the root list as empty and the interface comes back through the scenes' activities; if not, UIKit restores the objects below."
            )
        }
    }
}
