extension SceneConfiguration {
    /// `{"name", "role", "sceneClass", "delegateClass", "storyboardName", "delegateWrapperClass",
    /// "bundleVersion", "bundleShortVersion", "fromInfoPlist"}`, each null when not stored.
    package var json: JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object([
            ("name", text(name)), ("role", text(role)), ("sceneClass", text(sceneClass)),
            ("delegateClass", text(delegateClass)), ("storyboardName", text(storyboardName)),
            ("delegateWrapperClass", text(delegateWrapperClass)),
            ("bundleVersion", text(bundleVersion)), ("bundleShortVersion", text(bundleShortVersion)),
            ("fromInfoPlist", fromInfoPlist.map(JSONValue.boolean) ?? .null),
        ])
    }
}
