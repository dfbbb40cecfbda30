/// Checks the scene state of a `.savedState` folder, one finding per problem, the path being the
/// scene's persistent identifier.
extension Validator {
    /// `knownSessionsError` is set when `KnownSceneSessions/data.data` exists but cannot be read;
    /// scenes then carry no sessions, and folders are not reported as lacking one.
    package static func validateScenes(_ scenes: [SavedScene], knownSessionsError: KeyedArchiveError?) -> [ValidationFinding] {
        var findings: [ValidationFinding] = []
        if let knownSessionsError {
            findings.append(ValidationFinding(.sceneUnreadable, "KnownSceneSessions/data.data: \(knownSessionsError)"))
        }
        for scene in scenes {
            let id = scene.identifier
            if case .failure(let error)? = scene.session {
                findings.append(ValidationFinding(.sceneUnreadable, path: id, "its session in KnownSceneSessions is unreadable: \(error)"))
            }
            switch scene.activity {
            case .failure(let error)?:
                findings.append(ValidationFinding(.sceneUnreadable, path: id, "\(id)/data.data is unreadable: \(error)"))
            case .success(let activity)?:
                if activity.type == nil {
                    findings.append(ValidationFinding(.activityWithoutType, path: id, "its restoration activity has no \(SceneKey.activityType): UIKit cannot hand it to the scene delegate"))
                }
                if case .failure(let error)? = activity.userInfo {
                    findings.append(ValidationFinding(.sceneUnreadable, path: id, "the activity's userInfo archive is unreadable: \(error)"))
                }
            case nil:
                break
            }
            for (name, file) in [("userInfo.data", scene.userInfo), ("internalUserInfo.data", scene.internalUserInfo)] {
                if case .failure(let error)? = file {
                    findings.append(ValidationFinding(.sceneUnreadable, path: id, "\(id)/\(name) is unreadable: \(error)"))
                }
            }
            if scene.hasFolder && scene.session == nil && knownSessionsError == nil {
                findings.append(ValidationFinding(.sceneWithoutSession, path: id, "a scene folder that KnownSceneSessions does not name: UIKit never restores it"))
            }
            if case .success? = scene.session, !scene.hasFolder {
                findings.append(ValidationFinding(.sessionWithoutScene, path: id, "a known session without a scene folder: the scene restores without its activity"))
            }
        }
        return findings
    }
}

extension SavedScene {
    /// `{"identifier", "testLaunch", "knownSession", "hasFolder", "role", "configurationName", "delegateClass",
    /// "configuration", "activity", "userInfo", "internalUserInfo", "error"}`.
    package func json(renderer: inout ArchiveJSONRenderer) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        func dictionary(_ result: Result<[ArchiveField], KeyedArchiveError>?) -> JSONValue {
            switch result {
            case .success(let fields)?: renderer.render(fields, nesting: 1)
            case .failure(let error)?: .object([("error", .string(error.description))])
            case nil: .null
            }
        }
        var session: SceneSession?
        var errors: [String] = []
        switch self.session {
        case .success(let value)?: session = value
        case .failure(let error)?: errors.append("session: \(error)")
        case nil: break
        }
        var activityJSON = JSONValue.null
        switch activity {
        case .success(let value)?:
            activityJSON = .object([("type", text(value.type)), ("title", text(value.title)), ("userInfo", dictionary(value.userInfo.map { $0.map(\.top) }))])
        case .failure(let error)?:
            errors.append("data.data: \(error)")
        case nil: break
        }
        return .object([
            ("identifier", .string(identifier)),
            ("testLaunch", .boolean(isTestLaunch)),
            ("knownSession", .boolean(self.session != nil)),
            ("hasFolder", .boolean(hasFolder)),
            ("role", text(session?.role)),
            ("configurationName", text(session?.configurationName)),
            ("delegateClass", text(session?.delegateClass)),
            ("configuration", session?.configuration?.json ?? .null),
            ("activity", activityJSON),
            ("userInfo", dictionary(userInfo)),
            ("internalUserInfo", dictionary(internalUserInfo)),
            ("error", errors.isEmpty ? .null : .string(errors.joined(separator: "; "))),
        ])
    }
}
