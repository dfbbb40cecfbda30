/// A simulated device, as its `Devices/<UDID>/device.plist` describes it (the executable reads it).
///
/// Everything here comes from a file in the user's tree and is treated as untrusted: it is
/// used to match and to show (control characters replaced), never to make a path.
package struct SimulatorDevice: Sendable, Equatable {
    /// CoreSimulator's `state` for a booted device (1 is shut down; 2 and 4 booting and shutting down).
    static let bootedState = 3

    /// The folder `Devices/<UDID>` the plist was read from.
    package var folder: String
    /// The device's UDID.
    package var udid: String
    /// The device's name (`iPhone 16`).
    package var name: String
    /// `com.apple.CoreSimulator.SimRuntime.iOS-18-2`.
    package var runtime: String
    /// CoreSimulator's state number, when the plist has one.
    package var state: Int?

    /// A device described by these fields of its `device.plist`, read from `folder`.
    package init(folder: String, udid: String, name: String, runtime: String, state: Int?) {
        self.folder = folder
        self.udid = udid
        self.name = name
        self.runtime = runtime
        self.state = state
    }

    /// Whether the device is running.
    package var isBooted: Bool { state == Self.bootedState }

    /// `iOS 18.2` for the runtime `com.apple.CoreSimulator.SimRuntime.iOS-18-2`; nil for a runtime
    /// of another shape.
    package var osVersion: String? { Self.osVersion(runtime: runtime) }

    /// Whether `selector` names this device: `booted` (when it is booted), its UDID (in any case),
    /// or its name, exactly.
    package func matches(_ selector: String) -> Bool {
        if selector == "booted" { return isBooted }
        return udid.uppercased() == selector.uppercased() || name == selector
    }

    /// The OS and version a CoreSimulator runtime identifier names: `…SimRuntime.iOS-18-2` is
    /// `iOS 18.2`, `…SimRuntime.xrOS-2-0` is `visionOS 2.0`.
    package static func osVersion(runtime: String) -> String? {
        let prefix = "com.apple.CoreSimulator.SimRuntime."
        guard runtime.hasPrefix(prefix) else { return nil }
        let parts = runtime.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, let platform = parts.first, !platform.isEmpty,
            parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) && $0.allSatisfy(\.isASCII) })
        else { return nil }
        // xrOS is visionOS's name inside the SDKs.
        let system = platform == "xrOS" ? "visionOS" : String(platform)
        return system + " " + parts.dropFirst().joined(separator: ".")
    }
}
