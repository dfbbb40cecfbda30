extension SimulatorDevice {
    /// `{"udid", "name", "runtime", "os", "booted"}`.
    package var json: JSONValue {
        .object([
            ("udid", .string(udid)),
            ("name", .string(name)),
            ("runtime", .string(runtime)),
            ("os", osVersion.map(JSONValue.string) ?? .null),
            ("booted", .boolean(isBooted)),
        ])
    }
}
