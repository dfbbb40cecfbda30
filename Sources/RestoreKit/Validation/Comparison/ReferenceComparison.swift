/// The persisted references of a `BuildComparison`: what a user's device keeps that names the app
/// by something the build declares (a link's URL scheme, a Handoff activity type, a Home Screen
/// quick action, a Shortcut's App Intents action or entity), declared by OLD and no longer by NEW.
enum ReferenceComparison {
    /// Every finding, in the order of the Info.plist's keys, then the App Intents metadata.
    static func findings(old: AppBuild, new: AppBuild) -> [ValidationFinding] {
        var findings: [ValidationFinding] = []
        // A scheme is matched whatever its case, as URLs' schemes are.
        let schemes = Set(new.info.urlSchemes.map { $0.lowercased() })
        var seenSchemes = Set<String>()
        for scheme in old.info.urlSchemes
        where !schemes.contains(scheme.lowercased()) && seenSchemes.insert(scheme.lowercased()).inserted {
            findings.append(
                ValidationFinding(
                    .urlSchemeRemoved, path: "CFBundleURLTypes/\(scheme)",
                    "OLD declares the URL scheme \"\(scheme)\" and NEW does not: a link with the scheme \(scheme): (in another app, a web page, a notification, a saved bookmark) no longer opens the app after the update."
                ))
        }
        for type in unique(old.info.userActivityTypes) where !new.info.userActivityTypes.contains(type) {
            findings.append(
                ValidationFinding(
                    .activityTypeRemoved, path: "NSUserActivityTypes/\(type)",
                    "OLD declares the user activity type \"\(type)\" and NEW does not: Handoff and other continuation of that type no longer reach the app after the update."
                ))
        }
        let quickActions = Set(new.info.shortcutItems.compactMap(\.type))
        for item in old.info.shortcutItems {
            guard let type = item.type, !quickActions.contains(type) else { continue }
            let title = item.title.map { " (\"\($0)\")" } ?? ""
            findings.append(
                ValidationFinding(
                    .quickActionRemoved, path: "UIApplicationShortcutItems/\(type)",
                    "OLD's Info.plist declares the Home Screen quick action \"\(type)\"\(title) and NEW's does not: it is gone from the app's icon after the update. A quick action OLD set in code with this type outlives the update until the app replaces it, and is not in the build: whether NEW handles it cannot be told."
                ))
        }
        return findings + intentFindings(old: old, new: new)
    }

    /// `app-intent-removed` and `app-entity-removed` when every App Intents metadata file of
    /// both builds is understood; otherwise `app-intents-not-understood` for each file that is
    /// not, and nothing compared.
    static func intentFindings(old: AppBuild, new: AppBuild) -> [ValidationFinding] {
        var notUnderstood: [ValidationFinding] = []
        for (label, build) in [("OLD", old), ("NEW", new)] {
            for metadata in build.appIntents {
                guard case .failure(let why) = metadata.contents else { continue }
                let path = relativePath(metadata.path, in: build)
                notUnderstood.append(
                    ValidationFinding(
                        .appIntentsNotUnderstood, path: path,
                        "\(label)'s \(path) is not what this reads (\(why.description)): its App Intents actions and entities were not compared, and none is guessed."
                    ))
            }
        }
        guard notUnderstood.isEmpty else { return notUnderstood }
        let oldCatalogs = old.appIntents.compactMap { try? $0.contents.get() }
        let newCatalogs = new.appIntents.compactMap { try? $0.contents.get() }
        let actions = Set(newCatalogs.flatMap(\.actions).map(\.identifier))
        let entities = Set(newCatalogs.flatMap(\.entities).map(\.identifier))
        var findings: [ValidationFinding] = []
        var seen = Set<String>()
        for action in oldCatalogs.flatMap(\.actions)
        where !actions.contains(action.identifier) && seen.insert("a " + action.identifier).inserted {
            let type = action.fullyQualifiedTypeName.map { " (the Swift type \($0))" } ?? ""
            findings.append(
                ValidationFinding(
                    .appIntentRemoved, path: "Metadata.appintents/actions/\(action.identifier)",
                    "OLD has the App Intents action \"\(action.identifier)\"\(type) and NEW does not: a saved Shortcut or automation that uses it can no longer find it (Shortcuts fails it with LNPerformActionErrorCodeActionNotFound), and an App Shortcut made of it is gone. Renaming the type changes the identifier unless persistentIdentifier keeps the old one."
                ))
        }
        for entity in oldCatalogs.flatMap(\.entities)
        where !entities.contains(entity.identifier) && seen.insert("e " + entity.identifier).inserted {
            findings.append(
                ValidationFinding(
                    .appEntityRemoved, path: "Metadata.appintents/entities/\(entity.identifier)",
                    "OLD has the App Intents entity \"\(entity.identifier)\" and NEW does not: a saved Shortcut's parameter of that entity no longer resolves."
                ))
        }
        return findings
    }

    /// `path` below the build's bundle (`Metadata.appintents/extract.actionsdata`), or as it is.
    static func relativePath(_ path: String, in build: AppBuild) -> String {
        path.hasPrefix(build.bundlePath + "/") ? String(path.dropFirst(build.bundlePath.count + 1)) : path
    }

    /// `values` each once, in order.
    static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
