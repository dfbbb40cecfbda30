import RestoreKit

/// The text view of a folder's scenes: each scene's session, restoration activity and userInfo.
struct SceneTextRenderer {
    var values: ArchiveTextWalk

    init(options: KeyedArchive.Options) {
        values = ArchiveTextWalk(style: .plain, options: options)
    }

    /// `scenes` under their heading, after why `KnownSceneSessions` is unreadable when it is;
    /// nothing when there is neither.
    mutating func render(_ scenes: [SavedScene], knownSessionsError: KeyedArchiveError?) {
        guard !scenes.isEmpty || knownSessionsError != nil else { return }
        values.line("", indent: 0)
        values.line("scenes (\(scenes.count))", indent: 0)
        if let error = knownSessionsError {
            values.line("KnownSceneSessions/data.data unreadable: \(error)", indent: 1)
        }
        for scene in scenes {
            var notes: [String] = scene.isTestLaunch ? ["test launch"] : []
            switch scene.session {
            case .success(let session)?:
                if let role = session.role { notes.append(TerminalText.escaped(role)) }
                if let configuration = session.configuration { notes += Self.notes(configuration) }
            case .failure?: notes.append("session unreadable")
            case nil: notes.append("no known session")
            }
            if !scene.hasFolder { notes.append("no scene folder") }
            values.line("\(TerminalText.escaped(scene.identifier)) (\(notes.joinedText(separator: ", ")))", indent: 1)
            if case .failure(let error)? = scene.session { values.line("session: \(error)", indent: 3) }
            switch scene.activity {
            case .success(let activity)?:
                let title = activity.title.map { " " + ArchiveTextSink.quoted($0) } ?? ""
                values.line(
                    "activity \(activity.type.map { TerminalText.escaped($0) } ?? "(no type)")\(title)", indent: 3)
                if let swiftUI = activity.swiftUI {
                    render(swiftUI)
                } else {
                    archive(activity.userInfo, label: "userInfo")
                }
            case .failure(let error)?:
                values.line("data.data unreadable: \(error)", indent: 3)
            case nil:
                break
            }
            dictionary(scene.userInfo, label: "session userInfo (userInfo.data)")
            dictionary(scene.internalUserInfo, label: "internal userInfo (internalUserInfo.data)")
        }
    }

    /// A configuration from the Info.plist by its name; one made in code by what it stores.
    static func notes(_ configuration: SceneConfiguration) -> [String] {
        var notes: [String] = []
        if let name = configuration.name {
            notes.append("configuration " + ArchiveTextSink.quoted(name))
        } else {
            notes.append(
                configuration.fromInfoPlist == true ? "configuration from Info.plist" : "configuration made in code")
        }
        if let sceneClass = configuration.sceneClass { notes.append("scene " + TerminalText.escaped(sceneClass)) }
        if let delegate = configuration.delegateClass { notes.append("delegate " + TerminalText.escaped(delegate)) }
        if let storyboard = configuration.storyboardName {
            notes.append("storyboard " + ArchiveTextSink.quoted(storyboard))
        }
        if let wrapper = configuration.delegateWrapperClass {
            notes.append("delegate wrapper " + TerminalText.escaped(wrapper))
        }
        let versions = [configuration.bundleShortVersion, configuration.bundleVersion.map { "(\($0))" }].compactMap {
            $0
        }
        if !versions.isEmpty { notes.append("encoded by version " + versions.joinedText(separator: " ")) }
        return notes
    }

    /// A SwiftUI scene's metadata, then its `@SceneStorage` values, each typed as SwiftUI stored it.
    mutating func render(_ scene: SwiftUIScene) {
        values.line("SwiftUI scene", indent: 3)
        if let id = scene.sceneID { values.line("sceneID " + ArchiveTextSink.quoted(id), indent: 4) }
        if let type = scene.sceneType { values.line("sceneType " + ArchiveTextSink.quoted(type), indent: 4) }
        if let value = scene.sceneValue { self.value(value, label: "sceneValue", indent: 4) }
        values.line("@SceneStorage (\(ArchiveTextSink.count(scene.storage.count, "value")))", indent: 4)
        for entry in scene.storage {
            let domain = entry.domain.map { ", domain " + ArchiveTextSink.quoted($0) } ?? ""
            value(entry.value, label: ArchiveTextSink.quoted(entry.key), domain: domain, indent: 5)
        }
    }

    /// `label (Type) = value`; a value of no `@SceneStorage` type as the archive holds it.
    mutating func value(_ value: SceneStorageValue, label: String, domain: String = "", indent: Int) {
        if let path = value.navigationPath {
            let type = values.style.type(value.typeName) + ", a NavigationPath of \(path.elements.count)" + domain
            return values.line(ArchiveTextSink.typed(label, type, Self.text(path), values.style), indent: indent)
        }
        if case .data(let bytes) = value, let bookmark = value.bookmark {
            return self.bookmark(bookmark, bytes: bytes, label: label, domain: domain, indent: indent)
        }
        let type = values.style.type(value.typeName) + domain
        let shown: String
        switch value {
        case .bool(let flag): shown = flag ? "true" : "false"
        case .integer(let integer): shown = integer.description
        case .double(let real): shown = JSONValue.realText(real).replacingQuotes()
        case .string(let text): shown = ArchiveTextSink.quoted(text)
        case .data(let bytes): shown = ArchiveTextSink.dataText(bytes)
        case .json(_, let json): shown = TerminalText.escaped(json.serialized(pretty: false), notation: .json)
        case .url(let text): shown = TerminalText.escaped(text)
        case .date(let seconds): shown = ReferenceDate.iso8601(seconds, fractional: true)
        case .other(let archived): return values.render(archived, label: label, indent: indent, nesting: 1)
        }
        values.line(ArchiveTextSink.typed(label, type, shown, values.style), indent: indent)
    }

    /// `"KEY" (Data, bookmark, 708 bytes) = /path`, then what the bookmark says, as the text tree
    /// shows a bookmark in an archive.
    private mutating func bookmark(_ bookmark: Bookmark, bytes: [UInt8], label: String, domain: String, indent: Int) {
        let spelling = BookmarkFacts.text, style = values.style
        let type = style.type("Data") + ", bookmark, " + ArchiveTextSink.count(bytes.count, "byte") + domain
        values.line(ArchiveTextSink.typed(label, type, spelling.path(bookmark), style), indent: indent)
        for fact in spelling.facts(bookmark) {
            values.line("\(fact.label) = " + style.value(fact.value), indent: indent + 1)
        }
    }

    /// A NavigationPath's elements in path order, each as its type and its value's JSON:
    /// `Swift.Int 3 → Example.Route {"id":7}`.
    static func text(_ path: NavigationPathRepresentation) -> String {
        var text = ""
        for (position, element) in path.elements.enumerated() {
            if position > 0 { text += " → " }
            text += TerminalText.escaped(element.type) + " "
            text += TerminalText.escaped(element.value.serialized(pretty: false), notation: .json)
        }
        return text
    }

    mutating func archive(_ result: Result<KeyedArchive, KeyedArchiveError>?, label: String) {
        dictionary(result.map { $0.map(\.top) }, label: label)
    }

    mutating func dictionary(_ result: Result<[ArchiveField], KeyedArchiveError>?, label: String) {
        switch result {
        case .success(let fields)?:
            values.line(label, indent: 3)
            values.render(fields, indent: 4, nesting: 1)
        case .failure(let error)?:
            values.line("\(label) unreadable: \(error)", indent: 3)
        case nil:
            break
        }
    }
}
