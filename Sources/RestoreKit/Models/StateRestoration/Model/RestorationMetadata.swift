/// What the root archive says about the save: app and system versions, idiom, time, format.
public struct RestorationMetadata: Sendable, Equatable {
    /// The app's `CFBundleVersion` when it saved (`UIApplicationStateRestorationBundleVersion`).
    public package(set) var bundleVersion: String?
    /// The system version that saved it (`UIApplicationStateRestorationSystemVersion`), `17.4`.
    public package(set) var systemVersion: String?
    /// The `UIUserInterfaceIdiom` number.
    public package(set) var idiomValue: Int?
    /// Seconds since 2001-01-01T00:00:00Z.
    public package(set) var timestamp: Double?
    /// `kUIStateRestorationArchiveMajorVersionKey`: UIKit restores only archives of major version 2.
    package var majorVersion: Int?
    /// `kUIStateRestorationArchiveMinorVersionKey`.
    var minorVersion: Int?
    /// The root key each field was read from, in the spelling the archive uses.
    package var keys = Keys()

    /// The root key of each field read, nil for a field not read. Fields, not a dictionary by
    /// field name: a small run would pay for the dictionary's type at its first use (callgrind).
    package struct Keys: Sendable, Equatable {
        package var bundleVersion: String?
        package var systemVersion: String?
        package var idiom: String?
        package var timestamp: String?
    }

    /// Metadata with every field absent.
    package init() {}

    /// `phone`, `pad`, `tv`, `carPlay`, `mac`, `vision`, `unspecified`, or `unknown`.
    public var idiom: String? {
        idiomValue.map(Self.idiomName)
    }

    /// `2.1`, from the major and minor archive versions.
    public var archiveVersion: String? {
        guard let majorVersion, let minorVersion else { return nil }
        return "\(majorVersion).\(minorVersion)"
    }

    /// The names of the `UIUserInterfaceIdiom` numbers, as `--expect-idiom` and JSON spell them.
    package static let idioms: [(name: String, value: Int)] = [
        ("unspecified", -1), ("phone", 0), ("pad", 1), ("tv", 2), ("carPlay", 3), ("mac", 5), ("vision", 6),
    ]

    /// The name of an idiom number, `unknown` for a number UIKit does not define.
    ///
    /// - Parameter value: a `UIUserInterfaceIdiom` raw value.
    package static func idiomName(_ value: Int) -> String {
        idioms.first { $0.value == value }?.name ?? "unknown"
    }

    /// The idiom number for a name (`pad`) or a number (`1`), or nil.
    package static func idiomValue(named text: String) -> Int? {
        if let number = Int(text) { return number }
        return idioms.first { $0.name.lowercased() == text.lowercased() }?.value
    }

    /// Reads the metadata keys of `$top`, accepting both spellings.
    init(top: [ArchiveField]) {
        func find(_ name: String) -> ArchiveField? {
            top.last { $0.key == name } ?? top.last { $0.key == name + "Key" }
        }
        if let found = find(RestorationKey.bundleVersion), let text = found.value.string {
            bundleVersion = text
            keys.bundleVersion = found.key
        }
        if let found = find(RestorationKey.systemVersion), let text = found.value.string {
            systemVersion = text
            keys.systemVersion = found.key
        }
        if let found = find(RestorationKey.idiom), let number = found.value.primitive?.intValue {
            idiomValue = number
            keys.idiom = found.key
        }
        if let found = find(RestorationKey.timestamp) {
            if case .date(let seconds)? = found.value.object?.foundationValue {
                timestamp = seconds
            } else if case .date(let seconds)? = found.value.primitive {
                timestamp = seconds
            }
            if timestamp != nil { keys.timestamp = found.key }
        }
        majorVersion = top.last { $0.key == RestorationKey.majorVersion }?.value.primitive?.intValue
        minorVersion = top.last { $0.key == RestorationKey.minorVersion }?.value.primitive?.intValue
    }
}
