/// A saved state as `find` lists it: its summary, and the simulator app container it is in.
package struct FoundSavedState: Sendable {
    /// What the folder holds.
    package var summary: SavedStateSummary
    /// The app's bundle identifier as the app container's metadata says it (untrusted), when the
    /// folder is in a container that says one.
    package var containerBundleIdentifier: String?
    /// The simulated device of that container, when it is in a simulator's devices folder.
    package var device: SimulatorDevice?

    /// A saved state summarised as `summary`, in a container that names the app
    /// `containerBundleIdentifier`, on `device`.
    package init(summary: SavedStateSummary, containerBundleIdentifier: String?, device: SimulatorDevice?) {
        self.summary = summary
        self.containerBundleIdentifier = containerBundleIdentifier
        self.device = device
    }

    /// The app: the container's metadata says, else the folder's name.
    package var bundleIdentifier: String { containerBundleIdentifier ?? summary.bundleIdentifier }

    /// `found`, newest save first; saved states without a time after them, each group in the
    /// order given.
    package static func newestFirst(_ found: [FoundSavedState]) -> [FoundSavedState] {
        found.enumerated().sorted { a, b in
            switch (a.element.summary.saved, b.element.summary.saved) {
            case let (x?, y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }
}

/// Which saved states `find` keeps: those of one app, on one device, on booted devices.
package struct SavedStateFilter: Sendable {
    /// The app's bundle identifier, as the folder's name or the container's metadata says it.
    package var bundleIdentifier: String?
    /// A device's UDID or name, or `booted` (`SimulatorDevice.matches(_:)`).
    package var device: String?
    /// Whether only saved states on a booted device are kept.
    package var bootedOnly: Bool

    /// A filter by the given criteria; nil and false filter nothing out.
    package init(bundleIdentifier: String?, device: String?, bootedOnly: Bool) {
        self.bundleIdentifier = bundleIdentifier
        self.device = device
        self.bootedOnly = bootedOnly
    }

    /// Whether `found` passes every criterion; a saved state on no simulated device passes none
    /// about the device.
    package func selects(_ found: FoundSavedState) -> Bool {
        if let bundleIdentifier,
            found.summary.bundleIdentifier != bundleIdentifier && found.containerBundleIdentifier != bundleIdentifier
        {
            return false
        }
        if let device, !(found.device?.matches(device) ?? false) { return false }
        return !bootedOnly || found.device?.isBooted == true
    }
}
