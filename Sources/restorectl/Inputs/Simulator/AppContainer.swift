import RestoreKit

/// An app's data container on a simulated device,
/// `Devices/<UDID>/data/Containers/Data/Application/<UUID>/`, named by a UUID that says nothing:
/// which app it holds is in its container-manager metadata.
struct AppContainer: Sendable {
    static let metadataName = ".com.apple.mobile_container_manager.metadata.plist"
    /// From a device's folder to its apps' data containers.
    static let applicationsPath = ["data", "Containers", "Data", "Application"]
    /// From a container to its saved-state folders.
    static let savedStatePath = ["Library", "Saved Application State"]

    /// The container's folder.
    var path: String
    /// The device it belongs to; nil for a container outside a simulator's device folder (a copy).
    var device: SimulatorDevice?
    /// `MCMMetadataIdentifier` from the metadata: the app's bundle identifier. Untrusted.
    var bundleIdentifier: String?

    /// The container's folder name (a UUID).
    var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Reads the container's metadata.
    init(path: String, device: SimulatorDevice?) {
        self.path = path
        self.device = device
        if let bytes = try? readRegularFile(path + "/" + Self.metadataName, limit: 1 << 20),
            let plist = try? PropertyList.read(bytes).value.dictionaryValue
        {
            bundleIdentifier = plist["MCMMetadataIdentifier"]?.stringValue
        }
    }

    /// The container that holds the saved-state folder `savedState`, told by its path
    /// (`<container>/Library/Saved Application State/<id>.savedState`), with its device when the
    /// container sits in a device's `data/Containers/Data/Application/`; nil for a folder elsewhere.
    static func containing(savedState: String) -> AppContainer? {
        var components = savedState.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while components.count > 1, components.last == "" { components.removeLast() }
        guard components.count > savedStatePath.count + 1,
            Array(components.suffix(savedStatePath.count + 1).dropLast()) == savedStatePath
        else { return nil }
        components.removeLast(savedStatePath.count + 1)
        let container = components.joined(separator: "/")
        components.removeLast()
        var device: SimulatorDevice?
        if components.count > applicationsPath.count,
            Array(components.suffix(applicationsPath.count)) == applicationsPath
        {
            components.removeLast(applicationsPath.count)
            device = SimulatorDevice.read(folder: components.joined(separator: "/"))
        }
        return AppContainer(path: container, device: device)
    }

    /// Every simulated device in `root` (a `Devices` folder): each subfolder with a readable
    /// `device.plist`. Symbolic links are not followed.
    static func devices(in root: String) -> [SimulatorDevice] {
        DirectoryWalker.subfolders(of: root).compactMap { SimulatorDevice.read(folder: root + "/" + $0) }
    }

    /// Every app data container of `device`. Symbolic links are not followed.
    static func containers(of device: SimulatorDevice) -> [AppContainer] {
        let applications = ([device.folder] + applicationsPath).joined(separator: "/")
        return DirectoryWalker.subfolders(of: applications).map {
            AppContainer(path: applications + "/" + $0, device: device)
        }
    }

    /// `iPhone 16 (iOS 18.2, booted, UDID), container 7F3A…` for messages.
    var summary: String {
        (device?.summary ?? "no simulator") + ", container " + TerminalText.escaped(name)
    }
}
