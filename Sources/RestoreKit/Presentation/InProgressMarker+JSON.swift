extension InProgressMarker {
    /// `{"triesLeft", "extended"}`, members null when not stored.
    package var json: JSONValue {
        .object([
            ("triesLeft", triesLeft.map { .integer(PropertyListInteger($0)) } ?? .null),
            ("extended", extended.map(JSONValue.boolean) ?? .null),
        ])
    }
}
