/// What a bookmark says of its target, derived from the first table of contents' entries by the
/// table of known keys: each is nil when its entry is absent or of another kind than the table
/// expects (never guessed). The entries stay the record; these are readings of them.
extension Bookmark {
    /// The item of `key` in the first table, when it is of a kind the table expects.
    package func item(_ key: BookmarkKey.Known) -> BookmarkItem? {
        guard let entry = tocs.first?.entries.first(where: { $0.key == .code(key.rawValue) }),
            key.kinds.contains(entry.item.kind)
        else { return nil }
        return entry.item
    }

    /// The keys the members below read; every other entry is one of `otherEntries`.
    static let factKeys: [BookmarkKey.Known] = [
        .pathComponents, .fileIDs, .targetCreated, .resourceFlags, .containingFolderIndex, .displayName,
        .creatorName, .creatorUID, .creationOptions, .bookmarkCreated, .securityScopeReadWrite,
        .securityScopeReadOnly, .volumePath, .volumeURL, .volumeName, .volumeUUID, .volumeSize, .volumeCreated,
        .volumeFlags, .volumeIsRoot, .volumeMountPoint,
    ]

    /// The target's path components as stored (0x1004), an array of strings.
    package var pathComponents: [String]? {
        strings(item(.pathComponents))
    }

    /// The target's path: `/` and the components joined by `/`; when the volume's path is not `/`
    /// and the result does not start with it, the volume's path before them (mac_apt's rule, for
    /// components stored relative to their volume), and `fromVolume` true.
    package var path: (path: String, fromVolume: Bool)? {
        guard let components = pathComponents else { return nil }
        let path = "/" + components.joined(separator: "/")
        guard let volume = string(item(.volumePath)), volume != "/", !path.hasPrefix(volume) else {
            return (path, false)
        }
        return ((volume.hasSuffix("/") ? String(volume.dropLast()) : volume) + path, true)
    }

    /// The file ID (inode or catalogue node ID) of each path component (0x1005).
    package var fileIDs: [Int64]? {
        guard case .array(let items) = item(.fileIDs) else { return nil }
        let numbers = items.compactMap { item -> Int64? in
            if case .integer(let value, _) = item { value } else { nil }
        }
        return numbers.count == items.count ? numbers : nil
    }

    /// When the target was created (0x1040), in seconds since 2001.
    package var targetCreated: Double? { date(item(.targetCreated)) }
    /// The target's resource flags (0x1010).
    package var resourceFlags: BookmarkFlags? { flags(item(.resourceFlags), BookmarkFlags.resourceNames) }
    /// The position in `pathComponents` of the folder holding the target (0xc001).
    package var containingFolderIndex: Int64? { integer(item(.containingFolderIndex)) }
    /// The target's name as the Finder showed it (0xf017).
    package var displayName: String? { string(item(.displayName)) }
    /// The user who made the bookmark (0xc011).
    package var creatorName: String? { string(item(.creatorName)) }
    /// The user ID of who made the bookmark (0xc012).
    package var creatorUID: Int64? { integer(item(.creatorUID)) }
    /// The options the bookmark was made with (0xd010); `third` is always 0 and `valid` all ones.
    package var creationOptions: BookmarkFlags? {
        guard let value = integer(item(.creationOptions)) else { return nil }
        let bits = UInt64(bitPattern: value)
        return BookmarkFlags(
            value: bits, valid: .max, third: 0,
            names: BookmarkFlags.creationOptionNames.filter { bits & $0.bit != 0 }.map(\.name))
    }
    /// When the bookmark was made (0xf030): a real, little-endian unlike dates, seconds since 2001.
    package var bookmarkCreated: Double? {
        if case .real(let value, _) = item(.bookmarkCreated) { value } else { nil }
    }

    /// The sandbox extension the bookmark carries (0xf080 read-write, 0xf081 read-only).
    package var securityScope: BookmarkSecurityScope? {
        for key in [BookmarkKey.Known.securityScopeReadWrite, .securityScopeReadOnly] {
            if case .data(let bytes) = item(key), let scope = BookmarkSecurityScope(bytes, key: key) { return scope }
        }
        return nil
    }

    /// The volume the target is on; nil when the bookmark says nothing of it.
    package var volume: BookmarkVolume? {
        let volume = BookmarkVolume(
            name: string(item(.volumeName)), uuid: uuid(item(.volumeUUID)), path: string(item(.volumePath)),
            url: url(item(.volumeURL)), size: integer(item(.volumeSize)), created: date(item(.volumeCreated)),
            isRoot: boolean(item(.volumeIsRoot)), flags: flags(item(.volumeFlags), BookmarkFlags.volumeNames),
            mountPoint: url(item(.volumeMountPoint)))
        return volume == BookmarkVolume() ? nil : volume
    }

    /// Every entry no member above reads: numbers the table does not hold or that are of another
    /// kind than it expects, named keys, and every entry of the other tables; with its table's
    /// identifier.
    package var otherEntries: [(toc: UInt32, entry: BookmarkEntry)] {
        tocs.enumerated().flatMap { tocIndex, toc in
            toc.entries.enumerated().filter { index, entry in
                guard tocIndex == 0, let known = entry.key.known, Self.factKeys.contains(known), reads(known) else {
                    return true
                }
                return toc.entries.firstIndex { $0.key == entry.key } != index
            }.map { (toc.identifier, $0.element) }
        }
    }

    /// Whether a member above gives the fact of `key` (so its entry is not one of `otherEntries`).
    private func reads(_ key: BookmarkKey.Known) -> Bool {
        switch key {
        case .pathComponents: pathComponents != nil
        case .fileIDs: fileIDs != nil
        case .resourceFlags: resourceFlags != nil
        case .volumeFlags: volume?.flags != nil
        case .securityScopeReadWrite, .securityScopeReadOnly: securityScope?.key == key
        default: item(key) != nil
        }
    }

    /// Every date the bookmark holds with what it is the date of, for a timeline.
    package var dates: [(kind: BookmarkKey.Known, seconds: Double)] {
        [
            (BookmarkKey.Known.targetCreated, targetCreated), (.volumeCreated, volume?.created),
            (.bookmarkCreated, bookmarkCreated),
        ]
        .compactMap { kind, seconds in seconds.map { (kind, $0) } }
    }

    private func string(_ item: BookmarkItem?) -> String? {
        if case .string(let text) = item { text } else { nil }
    }
    private func strings(_ item: BookmarkItem?) -> [String]? {
        guard case .array(let items) = item else { return nil }
        let texts = items.compactMap(string)
        return texts.count == items.count ? texts : nil
    }
    private func integer(_ item: BookmarkItem?) -> Int64? {
        if case .integer(let value, _) = item { value } else { nil }
    }
    private func date(_ item: BookmarkItem?) -> Double? {
        if case .date(let seconds) = item { seconds } else { nil }
    }
    private func boolean(_ item: BookmarkItem?) -> Bool? {
        if case .boolean(let value) = item { value } else { nil }
    }
    private func url(_ item: BookmarkItem?) -> String? {
        if case .url(let text) = item { text } else { nil }
    }
    private func flags(_ item: BookmarkItem?, _ names: [(bit: UInt64, name: String)]) -> BookmarkFlags? {
        if case .data(let bytes) = item { BookmarkFlags(bytes, names: names) } else { nil }
    }
    private func uuid(_ item: BookmarkItem?) -> String? {
        switch item {
        case .string(let text): text
        case .uuid(let bytes): BookmarkVolume.uuidText(bytes)
        default: nil
        }
    }
}
