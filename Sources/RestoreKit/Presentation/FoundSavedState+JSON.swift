extension FoundSavedState {
    /// The summary's JSON, with the container's bundle identifier and device.
    package var json: JSONValue {
        summary.json(location: [
            ("bundleIdentifier", containerBundleIdentifier.map(JSONValue.string) ?? .null),
            ("device", device?.json ?? .null),
        ])
    }
}
