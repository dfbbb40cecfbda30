import RestoreKit

/// What an NSURL bookmark says of its target, as the text tree and the report show it below the
/// bookmark's path: one labelled fact a line, in one order, each absent one left out. Strings
/// from the bookmark are hostile, so each goes through the spelling's `quoted` (names), `plain`
/// (paths, URLs, keys) or `json` (other entries' values); the rest is restorectl's own.
struct BookmarkFacts {
    /// A name as the output quotes one.
    var quoted: (String) -> String
    /// A path, a URL or another string as the output shows it bare.
    var plain: (String) -> String
    /// An item's JSON text (`Bookmark.json(_:)`), whose strings are quoted already.
    var json: (String) -> String

    /// The text tree's spelling: names quoted as JSON, everything escaped for a terminal (bare
    /// text as Swift writes an escape, JSON text as JSON does).
    static var text: BookmarkFacts {
        BookmarkFacts(
            quoted: ArchiveTextSink.quoted, plain: { TerminalText.escaped($0) },
            json: { TerminalText.escaped($0, notation: .json) })
    }
    /// The report's spelling: the page escapes all text itself.
    static var html: BookmarkFacts { BookmarkFacts(quoted: { "\"" + $0 + "\"" }, plain: { $0 }, json: { $0 }) }

    /// The target's path, or `no path` when the bookmark has none.
    func path(_ bookmark: Bookmark) -> String {
        guard let path = bookmark.path else { return "no path" }
        return plain(path.path) + (path.fromVolume ? " (the volume's path, then the stored components)" : "")
    }

    /// `created = 2022-11-03T17:16:54.608895Z`, `file IDs = 23307, 564764`, ..., then every other
    /// entry as `0xf000f (true) = true`.
    func facts(_ bookmark: Bookmark) -> [(label: String, value: String)] {
        var facts: [(label: String, value: String)] = []
        func add(_ label: String, _ value: String?) {
            if let value { facts.append((label, value)) }
        }
        add("created", bookmark.targetCreated.map(date))
        add("file IDs", bookmark.fileIDs.map { $0.map(String.init).joined(separator: ", ") })
        add("resource flags", bookmark.resourceFlags.map(flags))
        add("containing folder", bookmark.containingFolderIndex.map { "component \($0)" })
        add("volume", bookmark.volume.map(volume))
        add("creator", creator(bookmark))
        add("display name", bookmark.displayName.map(quoted))
        add("creation options", bookmark.creationOptions.map(flags))
        add("bookmark created", bookmark.bookmarkCreated.map(date))
        add("security scope", bookmark.securityScope.map { "\($0.access) " + quoted($0.text) })
        for (toc, entry) in bookmark.otherEntries {
            let place = toc == bookmark.tocs.first?.identifier ? "" : "TOC \(toc) "
            facts.append(
                (
                    "\(place)\(plain(entry.key.description)) (\(entry.item.typeName))",
                    json(Bookmark.json(entry.item).serialized(pretty: false))
                ))
        }
        return facts
    }

    /// `"Macintosh HD" 8A82… at / (file:///), 499963174912 bytes, created …, root`.
    private func volume(_ volume: BookmarkVolume) -> String {
        var first: [String] = []
        if let name = volume.name { first.append(quoted(name)) }
        if let uuid = volume.uuid { first.append(plain(uuid)) }
        if let path = volume.path { first.append("at " + plain(path)) }
        if let url = volume.url { first.append("(" + plain(url) + ")") }
        var parts = [first.joined(separator: " ")].filter { !$0.isEmpty }
        if let size = volume.size { parts.append("\(size) bytes") }
        if let created = volume.created { parts.append("created " + date(created)) }
        if volume.isRoot == true { parts.append("root") }
        if let flags = volume.flags, !flags.names.isEmpty { parts.append(flags.names.joined(separator: ", ")) }
        if let mountPoint = volume.mountPoint { parts.append("mounted at " + plain(mountPoint)) }
        return parts.joined(separator: ", ")
    }

    private func creator(_ bookmark: Bookmark) -> String? {
        switch (bookmark.creatorName, bookmark.creatorUID) {
        case (let name?, let uid?): quoted(name) + " (uid \(uid))"
        case (let name?, nil): quoted(name)
        case (nil, let uid?): "uid \(uid)"
        case (nil, nil): nil
        }
    }

    /// `0x20000000 (withoutImplicitSecurityScope)`.
    private func flags(_ flags: BookmarkFlags) -> String {
        "0x" + String(flags.value, radix: 16)
            + (flags.names.isEmpty ? "" : " (" + flags.names.joined(separator: ", ") + ")")
    }

    private func date(_ seconds: Double) -> String { ReferenceDate.iso8601(seconds, fractional: true) }
}
