/// A saved scene as `dump --format json` shows it.
extension SavedScene {
    /// `{"identifier", "testLaunch", "knownSession", "hasFolder", "role", "configurationName", "delegateClass",
    /// "configuration", "activity", "userInfo", "internalUserInfo", "error"}`.
    package func json(renderer: inout ArchiveJSONWalk) -> JSONValue {
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
            var members: [(String, JSONValue)] = [
                ("type", text(value.type)), ("title", text(value.title)),
                ("userInfo", dictionary(value.userInfo.map { $0.map(\.top) })),
            ]
            // Only a SwiftUI scene's activity has the member, derived from its userInfo.
            if let swiftUI = value.swiftUI {
                members.append(("swiftUI", swiftUI.json { renderer.render($0, nesting: 1) }))
            }
            activityJSON = .object(members)
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
