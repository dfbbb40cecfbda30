/// A Terminal tab as Terminal's window record keeps it (`rchv` → `TTWindowState` → `Window
/// Settings`, one dictionary a tab; the keys mac_apt's `terminalstate.py` reads).
package struct TerminalTab: Sendable, Equatable {
    /// The tab's position in `Window Settings`.
    package var index: Int
    /// `Tab Title`.
    package var title: String?
    /// `Tab Working Directory URL String`: a `file://` URL.
    package var workingDirectory: String?
    /// The scrollback: `Tab Contents v2` (an array of UTF-8 data, joined) or `Tab Contents` (UTF-8 data).
    package var contents: String?
    /// The key the contents were under.
    package var contentsKey: String?

    /// The key path of the tab's dictionary in the record's archive.
    package var keyPath: String {
        "\(AppKitRecordValue.archiveTag).\(TerminalTab.stateKey).\(TerminalTab.settingsKey).[\(index)]"
    }

    static let stateKey = "TTWindowState", settingsKey = "Window Settings"
    static let titleKey = "Tab Title", directoryKey = "Tab Working Directory URL String"
    static let contentsKeys = ["Tab Contents v2", "Tab Contents"]
}

extension AppKitRecord {
    /// The Terminal tabs this record's archive holds; none for a record of another app.
    package var terminalTabs: [TerminalTab] {
        guard let state = archive?[TerminalTab.stateKey].flatMap(Self.dictionary),
            let settings = state.first(where: { $0.key == TerminalTab.settingsKey })?.value,
            let tabs = settings.object?.foundationValue.flatMap(Self.elements) ?? Self.inlineElements(settings)
        else { return [] }
        return tabs.enumerated().compactMap { index, value in
            guard let fields = Self.dictionary(value) else { return nil }
            func field(_ key: String) -> ArchiveValue? { fields.last { $0.key == key }?.value }
            var tab = TerminalTab(
                index: index, title: field(TerminalTab.titleKey)?.string,
                workingDirectory: field(TerminalTab.directoryKey)?.string)
            for key in TerminalTab.contentsKeys {
                guard let value = field(key), let text = Self.text(value) else { continue }
                tab.contents = text
                tab.contentsKey = key
                break
            }
            return tab
        }
    }

    /// An NSDictionary with string keys, or an inline dictionary, as fields.
    static func dictionary(_ value: ArchiveValue) -> [ArchiveField]? {
        if case .dictionary(let fields) = value { return fields }
        guard case .dictionary(let keys, let values)? = value.object?.foundationValue else { return nil }
        var fields: [ArchiveField] = []
        for (key, value) in zip(keys, values) {
            guard let name = key.string else { return nil }
            fields.append(ArchiveField(name, value))
        }
        return fields
    }

    static func elements(_ value: FoundationValue) -> [ArchiveValue]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    static func inlineElements(_ value: ArchiveValue) -> [ArchiveValue]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// UTF-8 data, or an array of UTF-8 data joined, as text; nil for anything else.
    static func text(_ value: ArchiveValue) -> String? {
        if let bytes = data(value) { return String(decoding: bytes, as: UTF8.self) }
        guard let parts = value.object?.foundationValue.flatMap(elements) ?? inlineElements(value) else { return nil }
        var joined: [UInt8] = []
        for part in parts {
            guard let bytes = data(part) else { return nil }
            joined += bytes
        }
        return String(decoding: joined, as: UTF8.self)
    }

    static func data(_ value: ArchiveValue) -> [UInt8]? {
        if case .data(let bytes)? = value.primitive { return bytes }
        if case .data(let bytes)? = value.object?.foundationValue { return bytes }
        return nil
    }
}
