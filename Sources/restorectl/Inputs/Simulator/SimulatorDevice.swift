import RestoreKit

/// Reading a simulated device's `device.plist` (RestoreKit's `SimulatorDevice` is what it says),
/// and its one line for messages.
extension SimulatorDevice {
    static let plistName = "device.plist"

    /// The device described by `Devices/<UDID>/device.plist` in `folder`, or nil when there is no
    /// readable one with a UDID (then the folder is no simulated device).
    static func read(folder: String) -> SimulatorDevice? {
        guard let bytes = try? readRegularFile(folder + "/" + plistName, limit: 1 << 20),
            let plist = try? PropertyList.read(bytes).value.dictionaryValue,
            let udid = plist["UDID"]?.stringValue
        else { return nil }
        return SimulatorDevice(
            folder: folder, udid: udid, name: plist["name"]?.stringValue ?? "",
            runtime: plist["runtime"]?.stringValue ?? "", state: plist["state"]?.intValue)
    }

    /// `iPhone 16 (iOS 18.2, booted, 8A4F…)` for messages that list candidates.
    var summary: String {
        let details = [
            osVersion ?? TerminalText.escaped(runtime), isBooted ? "booted" : "not booted", TerminalText.escaped(udid),
        ]
        return TerminalText.escaped(name) + " (" + details.filter { !$0.isEmpty }.joined(separator: ", ") + ")"
    }
}
