/// Checks a restoration archive for the mistakes that make UIKit skip or refuse restoration.
///
/// Each problem gives one finding, and follow-on problems of one cause are not reported again:
/// an unreadable file stops every other check; a path reported missing is not reported again as
/// the target of dangling references or as the cut-off ancestor of orphans; only the topmost
/// object of a cut-off subtree is an orphan.
public enum Validator {
    /// Validates the bytes of a `data.data`.
    package static func validate(
        bytes: [UInt8], expectations: ValidationExpectations = ValidationExpectations(),
        options: KeyedArchive.Options = KeyedArchive.Options()
    ) -> [ValidationFinding] {
        let archive: KeyedArchive
        do {
            archive = try KeyedArchive(bytes: bytes, options: options)
        } catch {
            return [finding(for: error)]
        }
        return validate(RestorationArchive(archive: archive, options: options), expectations: expectations)
    }

    /// The finding for an archive that cannot be read at all.
    package static func finding(for error: KeyedArchiveError) -> ValidationFinding {
        switch error.kind {
        case .malformedPropertyList: ValidationFinding(.malformedPlist, error.message)
        case .unreadableFile: ValidationFinding(.unreadableFile, error.message)
        case .badReference: ValidationFinding(.badReference, error.description)
        case .notKeyedArchive, .malformedObject, .tooDeep: ValidationFinding(.notKeyedArchive, error.description)
        }
    }

    /// Validates an archive already read, against what it is expected to hold.
    ///
    /// - Parameters:
    ///   - archive: the archive, as `RestorationArchive(bytes:)` read it.
    ///   - expectations: the bundle version, idiom and classes to check for; none by default.
    /// - Returns: the findings in the order the checks ran; empty when the archive is clean.
    public static func validate(
        _ archive: RestorationArchive, expectations: ValidationExpectations = ValidationExpectations()
    ) -> [ValidationFinding] {
        checked(archive, expectations: expectations).findings
    }

    /// The archive's findings, under the checks that made them: an archive that is no
    /// restoration archive has only that one; then the metadata, the paths, orphans, objects and,
    /// with `--app`, the objects against the build.
    static func checked(_ archive: RestorationArchive, expectations: ValidationExpectations) -> FindingsByCheck {
        guard archive.isRestorationArchive else {
            return FindingsByCheck(
                .archive,
                [
                    ValidationFinding(
                        .notRestorationArchive,
                        RestorationArchive.notRestorationArchive(topKeys: archive.topKeysDescription))
                ])
        }
        var found = FindingsByCheck(.metadata, metadataFindings(archive, expectations: expectations))
        let paths = pathFindings(archive)
        found.append(.archive, paths.findings)
        found.append(.orphans, orphanFindings(archive, missing: paths.missing))
        found.append(
            .objects,
            objectFindings(
                archive, held: paths.held.subtracting(paths.missing), missing: paths.missing, expectations: expectations
            ))
        if let app = expectations.app {
            found.append(
                .appObjects, appObjectFindings(archive, app: app, knownClasses: demangledKnownClasses(expectations)))
        }
        return found
    }

    /// Paths listed twice, listed objects without readable coder data, coder data for paths not
    /// listed, class-map paths without coder data and first responders not saved; with the paths
    /// the archive holds an object for and those reported missing (once here, never again).
    static func pathFindings(_ archive: RestorationArchive) -> (
        findings: [ValidationFinding], held: Set<String>, missing: Set<String>
    ) {
        var findings: [ValidationFinding] = []
        var counts: [String: Int] = [:]
        for path in archive.listedPaths { counts[path, default: 0] += 1 }
        for path in archive.listedPaths where counts[path, default: 0] > 1 {
            findings.append(
                ValidationFinding(
                    .duplicatePath, path: path, "listed \(counts[path] ?? 0) times in \(RestorationKey.rootIdentifiers)"
                ))
            counts[path] = 0
        }

        // Paths the archive holds a readable object for; missing ones are reported once here.
        var missing: Set<String> = []
        for object in archive.objects {
            switch object.coder {
            case nil:
                missing.insert(object.path)
                let what = object.storage == .missing ? "has no coder data in $top" : "has coder data that is not data"
                findings.append(
                    ValidationFinding(
                        .missingObject, path: object.path, "listed in \(RestorationKey.rootIdentifiers) but \(what)"))
            case .failure(let error)?:
                findings.append(ValidationFinding(.malformedObject, path: object.path, "coder unreadable: \(error)"))
            case .success?:
                if !object.isListed {
                    findings.append(
                        ValidationFinding(
                            .unlistedObject, path: object.path,
                            "$top holds coder data for this path, but \(RestorationKey.rootIdentifiers) does not list it: UIKit never asks for it"
                        ))
                }
            }
        }
        let held = Set(archive.objects.map(\.path))
        for entry in archive.classMap where !held.contains(entry.path) && !missing.contains(entry.path) {
            missing.insert(entry.path)
            findings.append(
                ValidationFinding(
                    .missingObject, path: entry.path,
                    "has restoration class \(entry.className) in \(RestorationKey.classMap) but no coder data"))
        }

        var reportedResponders: Set<String> = []
        for path in archive.firstResponders
        where !held.contains(path) && !missing.contains(path) && reportedResponders.insert(path).inserted {
            findings.append(
                ValidationFinding(
                    .firstResponderNotSaved, path: path,
                    "named in \(RestorationKey.firstResponders) but not saved: UIKit makes no object first responder for it"
                ))
        }
        return (findings, held, missing)
    }

    static func metadataFindings(_ archive: RestorationArchive, expectations: ValidationExpectations)
        -> [ValidationFinding]
    {
        var findings: [ValidationFinding] = []
        let metadata = archive.metadata
        let fields = [
            (metadata.bundleVersion, "bundle version", RestorationKey.bundleVersion),
            (metadata.systemVersion, "system version", RestorationKey.systemVersion),
            (metadata.idiomValue.map(String.init), "interface idiom", RestorationKey.idiom),
        ]
        // UIKit's restore reads the major version as an integer (0 when absent) and discards the
        // archive unless it is 2 (decompiled iOS 26.1 `_restoreState`).
        if metadata.majorVersion != 2 {
            let actual = metadata.majorVersion.map { "is \($0)" } ?? "is absent or not an integer (read as 0)"
            findings.append(
                ValidationFinding(
                    .unsupportedArchiveVersion,
                    "archive major version (\(RestorationKey.majorVersion)) \(actual), not 2: UIKit discards the archive without restoring anything"
                ))
        }
        for (value, name, key) in fields where value == nil {
            findings.append(ValidationFinding(.missingMetadata, "no \(name) (\(key))"))
        }
        if let expected = expectations.bundleVersion, metadata.bundleVersion != expected {
            let actual = metadata.bundleVersion.map { "saved by bundle version \($0)" } ?? "has no bundle version"
            findings.append(
                ValidationFinding(
                    .bundleVersionMismatch,
                    "\(actual), expected \(expected): an app that checks the version refuses this archive"))
        }
        if let expected = expectations.idiom, metadata.idiomValue != expected {
            let actual =
                metadata.idiomValue.map { "saved on \(RestorationMetadata.idiomName($0)) (\($0))" } ?? "has no idiom"
            findings.append(
                ValidationFinding(
                    .idiomMismatch,
                    "\(actual), expected \(RestorationMetadata.idiomName(expected)) (\(expected)): UIKit restores it anyway but leaves it one try (kRestorationTriesLeft 1)"
                ))
        }
        return findings
    }

    /// The topmost objects cut off by an ancestor that was not preserved.
    static func orphanFindings(_ archive: RestorationArchive, missing: Set<String>) -> [ValidationFinding] {
        let preserved = PathSet(archive.objects.filter { $0.coder != nil }.map(\.path))
        let reported = PathSet(missing)
        var findings: [ValidationFinding] = []
        var cutOff = PathSet([String]())
        for object in archive.objects where object.coder != nil {
            guard let gap = preserved.ancestors(of: object.path).first(where: { !$0.isMember })?.path else { continue }
            // Below another cut-off object, or below a path already reported missing: a follow-on.
            let followsOn =
                cutOff.ancestors(of: object.path).contains { $0.isMember }
                || reported.ancestors(of: object.path).contains { $0.isMember }
            cutOff.insert(object.path)
            if followsOn { continue }
            findings.append(
                ValidationFinding(
                    .orphanPath, path: object.path,
                    "ancestor `\(gap)` was not preserved (no restoration identifier?), so UIKit cannot restore this object or anything below it"
                ))
        }
        return findings
    }

    static func objectFindings(
        _ archive: RestorationArchive, held: Set<String>, missing: Set<String>, expectations: ValidationExpectations
    ) -> [ValidationFinding] {
        var findings: [ValidationFinding] = []
        // A list may name a Swift class mangled, as the archive stores it, or as Swift writes it.
        // With --app the build says which classes are there, and the app rules report them.
        let knownClasses =
            expectations.app == nil ? expectations.knownClasses.map { _ in demangledKnownClasses(expectations) } : nil
        for object in archive.objects {
            guard case .success(let coder)? = object.coder else { continue }
            for field in coder.top where RestorationKey.isReservedForRoot(field.key) {
                findings.append(
                    ValidationFinding(
                        .reservedKey, path: object.path,
                        "coder uses \(field.key), which UIKit reserves for the root archive"))
            }
            var targets: [String] = []
            ProxyCollector.collect(coder.top.map(\.value), into: &targets)
            var reported: Set<String> = []
            for target in targets
            where !held.contains(target) && !missing.contains(target) && reported.insert(target).inserted {
                findings.append(
                    ValidationFinding(
                        .danglingReference, path: object.path, "refers to `\(target)`, which the archive does not hold")
                )
            }
            if let known = knownClasses {
                let unknown = [object.className, object.restorationClass].compactMap { $0 }
                    .filter { !known.contains(SwiftClassName.demangled($0) ?? $0) && !AppBuild.isUIKitClass($0) }
                if !unknown.isEmpty {
                    findings.append(.unknownClass(Array(Set(unknown)).sorted(), path: object.path))
                }
            }
        }
        return findings
    }

    /// `--known-classes`, each name as it compares: a Swift class demangled.
    static func demangledKnownClasses(_ expectations: ValidationExpectations) -> Set<String> {
        Set((expectations.knownClasses ?? []).map { SwiftClassName.demangled($0) ?? $0 })
    }
}
