/// Checks the scene state of a `.savedState` folder, one finding per problem, the path being the
/// scene's persistent identifier.
extension Validator {
    /// `knownSessionsError` is set when `KnownSceneSessions/data.data` exists but cannot be read;
    /// scenes then carry no sessions, and folders are not reported as lacking one.
    package static func validateScenes(_ scenes: [SavedScene], knownSessionsError: KeyedArchiveError?)
        -> [ValidationFinding]
    {
        var findings: [ValidationFinding] = []
        if let knownSessionsError {
            findings.append(ValidationFinding(.sceneUnreadable, "KnownSceneSessions/data.data: \(knownSessionsError)"))
        }
        for scene in scenes {
            let id = scene.identifier
            if case .failure(let error)? = scene.session {
                findings.append(
                    ValidationFinding(
                        .sceneUnreadable, path: id, "its session in KnownSceneSessions is unreadable: \(error)"))
            }
            switch scene.activity {
            case .failure(let error)?:
                findings.append(
                    ValidationFinding(.sceneUnreadable, path: id, "\(id)/data.data is unreadable: \(error)"))
            case .success(let activity)?:
                if activity.type == nil {
                    findings.append(
                        ValidationFinding(
                            .activityWithoutType, path: id,
                            "its restoration activity has no \(SceneKey.activityType): UIKit cannot hand it to the scene delegate"
                        ))
                }
                findings += userInfoFindings(activity, id: id)
            case nil:
                break
            }
            for (name, file) in [("userInfo.data", scene.userInfo), ("internalUserInfo.data", scene.internalUserInfo)] {
                if case .failure(let error)? = file {
                    findings.append(
                        ValidationFinding(.sceneUnreadable, path: id, "\(id)/\(name) is unreadable: \(error)"))
                }
            }
            if scene.hasFolder && scene.session == nil && knownSessionsError == nil {
                findings.append(
                    ValidationFinding(
                        .sceneWithoutSession, path: id,
                        "a scene folder that KnownSceneSessions does not name: UIKit never restores it"))
            }
            if case .success? = scene.session, !scene.hasFolder {
                findings.append(
                    ValidationFinding(
                        .sessionWithoutScene, path: id,
                        "a known session without a scene folder: the app saved no restoration activity for it, and the scene connects without one"
                    ))
            }
        }
        return findings
    }
}

extension Validator {
    /// What UIKit's reading of the activity's userInfo (secure coding, a fixed set of classes) finds:
    /// an archive it cannot read, no userInfo at all, or a class outside the property-list types.
    static func userInfoFindings(_ activity: SceneActivity, id: String) -> [ValidationFinding] {
        switch activity.userInfo {
        case .failure(let error)?:
            return [
                ValidationFinding(.sceneUnreadable, path: id, "the activity's userInfo archive is unreadable: \(error)")
            ]
        case nil where activity.hasInlineUserInfo:
            return []
        case nil:
            return [
                ValidationFinding(
                    .activityWithoutUserInfo, path: id,
                    "its restoration activity has no userInfo: UIKit restores no activity for the scene")
            ]
        case .success(let archive)?:
            guard let userInfo = archive[SceneKey.activityUserInfo], SceneUserInfo.isDictionary(userInfo) else {
                return [
                    ValidationFinding(
                        .activityWithoutUserInfo, path: id,
                        "the activity's userInfo archive holds no dictionary under \(SceneKey.activityUserInfo): UIKit restores no activity for the scene"
                    )
                ]
            }
            return SceneUserInfo.unexpectedClasses(userInfo).map { name in
                ValidationFinding(
                    .unexpectedUserInfoClass, path: id,
                    "the activity's userInfo holds an object of class \(name), outside the property-list types UIKit decodes it with"
                )
            }
        }
    }
}
