import RestoreKit

/// A simulated device, as its `Devices/<UDID>/device.plist` describes it.
///
/// Everything here comes from a file in the user's tree and is treated as untrusted: it is
/// used to match and to show (control characters replaced), never to make a path.
struct SimulatorDevice: Sendable, Equatable {
    static let plistName = "device.plist"
    /// CoreSimulator's `state` for a booted device (1 is shut down; 2 and 4 booting and shutting down).
    static let bootedState = 3

    /// The folder `Devices/<UDID>` the plist was read from.
    var folder: String
    var udid: String
    var name: String
    /// `com.apple.CoreSimulator.SimRuntime.iOS-18-2`.
    var runtime: String
    var state: Int?

    var isBooted: Bool { state == Self.bootedState }

    /// `iOS 18.2` for the runtime `com.apple.CoreSimulator.SimRuntime.iOS-18-2`; nil for a runtime
    /// of another shape.
    var osVersion: String? { Self.osVersion(runtime: runtime) }

    /// The device described by `Devices/<UDID>/device.plist` in `folder`, or nil when there is no
    /// readable one with a UDID (then the folder is no simulated device).
    static func read(folder: String) -> SimulatorDevice? {
        guard let bytes = try? readRegularFile(folder + "/" + plistName, limit: 1 << 20),
              let plist = try? PropertyList.read(bytes).value.dictionaryValue,
              let udid = plist["UDID"]?.stringValue else { return nil }
        return SimulatorDevice(folder: folder, udid: udid, name: plist["name"]?.stringValue ?? "",
                               runtime: plist["runtime"]?.stringValue ?? "", state: plist["state"]?.intValue)
    }

    /// Whether `selector` names this device: `booted` (when it is booted), its UDID (in any case),
    /// or its name, exactly.
    func matches(_ selector: String) -> Bool {
        if selector == "booted" { return isBooted }
        return udid.uppercased() == selector.uppercased() || name == selector
    }

    /// `iPhone 16 (iOS 18.2, booted, 8A4F…)` for messages that list candidates.
    var summary: String {
        let details = [osVersion ?? TerminalText.escaped(runtime), isBooted ? "booted" : "not booted", TerminalText.escaped(udid)]
        return TerminalText.escaped(name) + " (" + details.filter { !$0.isEmpty }.joined(separator: ", ") + ")"
    }

    /// `{"udid", "name", "runtime", "os", "booted"}`.
    var json: JSONValue {
        .object([
            ("udid", .string(udid)),
            ("name", .string(name)),
            ("runtime", .string(runtime)),
            ("os", osVersion.map(JSONValue.string) ?? .null),
            ("booted", .boolean(isBooted)),
        ])
    }

    /// The OS and version a CoreSimulator runtime identifier names: `…SimRuntime.iOS-18-2` is
    /// `iOS 18.2`, `…SimRuntime.xrOS-2-0` is `visionOS 2.0`.
    static func osVersion(runtime: String) -> String? {
        let prefix = "com.apple.CoreSimulator.SimRuntime."
        guard runtime.hasPrefix(prefix) else { return nil }
        let parts = runtime.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, let platform = parts.first, !platform.isEmpty,
              parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) && $0.allSatisfy(\.isASCII) }) else { return nil }
        // xrOS is visionOS's name inside the SDKs.
        let system = platform == "xrOS" ? "visionOS" : String(platform)
        return system + " " + parts.dropFirst().joined(separator: ".")
    }
}
