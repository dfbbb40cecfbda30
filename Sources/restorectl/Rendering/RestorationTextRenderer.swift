import RestoreKit

/// The text view of a restoration archive: a header with the metadata, then the identifier-path
/// tree, each object with its classes and its saved values indented under it, then the app
/// delegate's own keys.
struct RestorationTextRenderer {
    let archive: RestorationArchive
    var values: ArchiveTextWalk

    init(_ archive: RestorationArchive, options: KeyedArchive.Options, style: TextStyle = .plain) {
        self.archive = archive
        values = ArchiveTextWalk(style: style, options: options)
        values.resolvePathProxies()
    }

    mutating func header(file: String, marker: InProgressMarker?) {
        let metadata = archive.metadata
        let controllers = archive.objects.filter { $0.isViewController == true }.count
        let views = archive.objects.filter { $0.isViewController == false }.count
        values.line(
            "\(file): state restoration archive, \(ArchiveTextSink.count(archive.objects.count, "object")) (\(ArchiveTextSink.count(controllers, "view controller")), \(ArchiveTextSink.count(views, "view")))",
            indent: 0)
        func row(_ name: String, _ value: String?) {
            values.line(TextLayout.padded(name, 17) + (value ?? "(absent)"), indent: 1)
        }
        row("bundle version", metadata.bundleVersion.map { TerminalText.escaped($0) })
        row("system version", metadata.systemVersion.map { TerminalText.escaped($0) })
        row("idiom", metadata.idiomValue.map { "\(RestorationMetadata.idiomName($0)) (\($0))" })
        row("saved", metadata.timestamp.map { ReferenceDate.iso8601($0, fractional: true) })
        row("archive version", metadata.archiveVersion.map { TerminalText.escaped($0) })
        let snapshotSource =
            archive.storedIgnoreSnapshot != nil ? RestorationKey.ignoreSnapshot : "restorationInfo.plist"
        row("ignore snapshot", archive.ignoreSnapshot.map { "\($0 ? "yes" : "no") (\(snapshotSource))" })
        let responders = archive.firstResponders.map(values.style.path)
        row("first responders", responders.isEmpty ? "none" : responders.joinedText(separator: ", "))
        let windows = archive.sizeClasses.map(Self.describe)
        for (index, window) in (windows.isEmpty ? ["none"] : windows).enumerated() {
            row(index == 0 ? "size classes" : "", window)
        }
        if let marker {
            let tries = marker.triesLeft.map { ArchiveTextSink.count($0, "try") + " left" } ?? "tries left unknown"
            let extended = marker.extended == true ? ", extended" : ""
            row("in progress", "\(tries)\(extended) (inprogress.data)")
        }
    }

    /// `objects` as a tree in archive order, each under its nearest ancestor among them.
    mutating func tree(_ objects: [RestorationObject]) {
        let tree = RestorationTree(objects)
        var stack: [(RestorationObject, Int)] = tree.tops.reversed().map { ($0, 0) }
        while let (object, depth) = stack.popLast() {
            values.line("", indent: 0)
            render(object, depth: depth)
            stack += (tree.children[object.path] ?? []).reversed().map { ($0, depth + 1) }
        }
    }

    mutating func render(_ object: RestorationObject, depth: Int) {
        var notes: [String] = []
        notes.append(object.className.map(values.style.className) ?? "class unknown")
        switch object.isViewController {
        case true?: notes.append("view controller")
        case false?: notes.append("view")
        case nil: break
        }
        if let restorationClass = object.restorationClass {
            notes.append("restoration class \(values.style.className(restorationClass))")
        }
        if let storyboard = object.storyboard { notes.append(Self.describe(storyboard)) }
        if !object.isListed { notes.append("not in \(RestorationKey.rootIdentifiers)") }
        values.line("\(values.style.path(object.path)) (\(notes.joinedText(separator: ", ")))", indent: depth)
        switch object.coder {
        case nil:
            values.line(object.storage == .missing ? "no coder data" : "coder is not data", indent: depth + 2)
        case .failure(let error)?:
            values.line(values.style.problem("coder unreadable: \(error)"), indent: depth + 2)
        case .success?:
            values.render(object.state, indent: depth + 2, nesting: 1)
        }
    }

    /// `"Main": horizontal compact, vertical regular`; a stored string that is none of UIKit's three is quoted.
    static func describe(_ window: WindowSizeClasses) -> String {
        func shown(_ sizeClass: SizeClass?) -> String {
            switch sizeClass {
            case .other(let stored)?: ArchiveTextSink.quoted(stored)
            case let known?: known.name
            case nil: "(absent)"
            }
        }
        return
            "\(ArchiveTextSink.quoted(window.window)): horizontal \(shown(window.horizontal)), vertical \(shown(window.vertical))"
    }

    /// `storyboard "Main" (in /path/to/Bundle), identifier "Settings"`.
    static func describe(_ storyboard: StoryboardReference) -> String {
        var text = storyboard.name.map { "storyboard \(ArchiveTextSink.quoted($0))" } ?? "storyboard (no name)"
        if let bundlePath = storyboard.bundlePath { text += " (in \(TerminalText.escaped(bundlePath)))" }
        if let identifier = storyboard.identifier { text += ", identifier \(ArchiveTextSink.quoted(identifier))" }
        return text
    }

    /// The app delegate's keys under their heading; nothing when there are none.
    mutating func extras(_ fields: [ArchiveField]) {
        guard !fields.isEmpty else { return }
        values.line("", indent: 0)
        values.line(values.style.heading("app delegate keys"), indent: 0)
        values.render(fields, indent: 2, nesting: 0)
    }
}
