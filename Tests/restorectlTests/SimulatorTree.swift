import Foundation

/// A CoreSimulator devices folder built for a test, with plists written by Foundation:
///
/// - `iPhone 16` (iOS 18.2, booted): com.example.TabBar with the TabBar archive, saved
///   2014-05-02; com.example.NoState installed and launched, no saved state.
/// - `iPad Air` (iOS 17.5, shut down): com.example.TabBar in two containers after a reinstall:
///   `OLD` with the Mail archive (saved 2023-03-08), `NEW` without saved state.
/// - `Apple Vision Pro` (visionOS 2.0, booting): nothing installed.
/// - a folder without device.plist, and CoreSimulator's `device_set.plist`.
struct SimulatorTree {
    static let phone = "1C2D3E4F-0000-4000-8000-000000000001"
    static let pad = "1C2D3E4F-0000-4000-8000-000000000002"
    static let vision = "1C2D3E4F-0000-4000-8000-000000000003"
    static let tabBar = "com.example.TabBar"
    static let noState = "com.example.NoState"

    let folder: URL
    var devices: URL { folder.appendingPathComponent("Devices") }
    var environment: [String: String] { ["RESTORECTL_SIMULATOR_ROOT": devices.path] }

    init() throws {
        folder = try Tool.temporaryFolder()
        try device(Self.phone, name: "iPhone 16", runtime: "iOS-18-2", state: 3)
        try device(Self.pad, name: "iPad Air", runtime: "iOS-17-5", state: 1)
        try device(Self.vision, name: "Apple Vision Pro", runtime: "xrOS-2-0", state: 2)
        try FileManager.default.createDirectory(
            at: devices.appendingPathComponent("not-a-device"), withIntermediateDirectories: true)
        try write(["DefaultDevices": [:] as [String: Any]], to: devices.appendingPathComponent("device_set.plist"))
        try container("PHONE-TABBAR", on: Self.phone, app: Self.tabBar, savedState: "com.example.TabBar.savedState")
        try container("PHONE-NOSTATE", on: Self.phone, app: Self.noState)
        try container("OLD", on: Self.pad, app: Self.tabBar, savedState: "com.example.Mail.savedState")
        try container("NEW", on: Self.pad, app: Self.tabBar)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// `Devices/<UDID>/data/Containers/Data/Application/<name>`.
    func container(_ name: String, on udid: String) -> URL {
        devices.appendingPathComponent("\(udid)/data/Containers/Data/Application/\(name)")
    }

    /// The saved-state folder of `app` in a container.
    func savedState(_ name: String, on udid: String, app: String = tabBar) -> URL {
        container(name, on: udid).appendingPathComponent("Library/Saved Application State/\(app).savedState")
    }

    func device(_ udid: String, name: String, runtime: String, state: Int) throws {
        let folder = devices.appendingPathComponent(udid)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("data/Containers/Data/Application"), withIntermediateDirectories: true)
        try write(
            [
                "UDID": udid, "name": name, "runtime": "com.apple.CoreSimulator.SimRuntime." + runtime, "state": state,
                "deviceType": "com.apple.CoreSimulator.SimDeviceType.Test",
            ], to: folder.appendingPathComponent("device.plist"))
    }

    /// An installed, launched app: its container with metadata and an empty Library; with
    /// `savedState`, a copy of that fixture as its saved state.
    func container(_ name: String, on udid: String, app: String, savedState fixture: String? = nil) throws {
        let folder = container(name, on: udid)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Library/Preferences"), withIntermediateDirectories: true)
        try write(
            ["MCMMetadataIdentifier": app, "MCMMetadataContentClass": 2, "MCMMetadataUUID": name],
            to: folder.appendingPathComponent(".com.apple.mobile_container_manager.metadata.plist"))
        guard let fixture else { return }
        let saved = folder.appendingPathComponent("Library/Saved Application State")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Tool.fixture("archives/" + fixture), toPath: saved.appendingPathComponent("\(app).savedState").path)
    }

    func write(_ plist: [String: Any], to url: URL) throws {
        try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0).write(to: url)
    }

    /// Every entry below `url` with its bytes (a link: its target), by relative path: what a
    /// check that nothing changed compares.
    static func snapshot(_ url: URL) throws -> [String: Data] {
        var entries: [String: Data] = [:]
        for relative in try FileManager.default.subpathsOfDirectory(atPath: url.path) {
            let path = url.appendingPathComponent(relative).path
            let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            switch type {
            case .typeSymbolicLink?:
                entries[relative] = Data(try FileManager.default.destinationOfSymbolicLink(atPath: path).utf8)
            case .typeRegular?: entries[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            default: entries[relative + "/"] = Data()
            }
        }
        return entries
    }
}
