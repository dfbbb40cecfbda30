/// Edits of the root keys UIKit writes for itself: the snapshot flag, the first responders, and
/// the size-class map. Each is written in the form and, when added, at the place UIKit writes it.
extension RestorationEditor {
    mutating func setBookkeeping(_ field: MetadataField, to text: String) throws(Failure) {
        switch field {
        case .ignoreSnapshot:
            let flag = try NewValue.parse(text, as: .bool) == .boolean(true)
            // encodeBool:forKey: writes it inline, as the last key of all.
            put(field.key, .inline(.boolean(flag)), before: [])
        case .firstResponders:
            let paths =
                text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let objects = Set(RestorationArchive(archive: archive, options: options).objects.map(\.path))
            if let unknown = paths.first(where: { !objects.contains($0) }) {
                throw Failure(.badValue, "no object at path '\(unknown)' to make first responder")
            }
            put(field.key, Self.archived(strings: paths), before: [RestorationKey.rootIdentifiers])
        case .sizeClass:
            let (window, traits) = try Self.parseSizeClasses(text)
            let map = Self.setting(window, to: traits, in: archive[field.key])
            let objects = RestorationArchive(archive: archive, options: options).objects.map(\.path)
            put(field.key, map, before: objects + [RestorationKey.firstResponders, RestorationKey.rootIdentifiers])
        default:
            throw Failure(.badValue, "'\(field.rawValue)' is not one of UIKit's own root keys")
        }
    }

    /// Replaces `key`'s value in place, or adds the key before the first of `successors` present
    /// (at the end when none is).
    mutating func put(_ key: String, _ value: ArchiveValue, before successors: [String]) {
        if let index = archive.top.lastIndex(where: { $0.key == key }) {
            archive.top[index].value = value
            return
        }
        let following = Set(successors)
        let index = archive.top.firstIndex { following.contains($0.key) } ?? archive.top.endIndex
        archive.top.insert(ArchiveField(key, value), at: index)
    }

    /// `Main=compact,regular`: the window's restoration identifier (up to the last `=`), then its
    /// horizontal and vertical size classes.
    static func parseSizeClasses(_ text: String) throws(Failure) -> (window: String, traits: ArchiveValue) {
        let usage = "'\(text)' is not WINDOW=HORIZONTAL,VERTICAL (each compact, regular or unspecified)"
        guard let equals = text.lastIndex(of: "=") else { throw Failure(.badValue, usage) }
        let classes = text[text.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false)
        let named = classes.compactMap { SizeClass.storedName(for: $0.lowercased()) }
        guard classes.count == 2, named.count == 2 else { throw Failure(.badValue, usage) }
        // UIKit's order: vertical, then horizontal.
        let traits = archived(dictionary: [
            (RestorationKey.verticalSizeClass, .stored(.string(named[1]))),
            (RestorationKey.horizontalSizeClass, .stored(.string(named[0]))),
        ])
        return (String(text[..<equals]), traits)
    }

    /// An NSDictionary-like value with `key` set to `value`: replaced where the key is, else added;
    /// anything that is not such a dictionary is replaced by one.
    static func setting(_ key: String, to value: ArchiveValue, in dictionary: ArchiveValue?) -> ArchiveValue {
        dictionary.flatMap {
            editingDictionary($0) { keys, values in
                if let index = keys.lastIndex(where: { $0.string == key }) {
                    values[index] = value
                } else {
                    keys.append(.stored(.string(key)))
                    values.append(value)
                }
            }
        } ?? archived(dictionary: [(key, value)])
    }

    /// An NSArray of NSStrings, as NSKeyedArchiver writes one.
    static func archived(strings: [String]) -> ArchiveValue {
        .object(
            ArchiveObject(
                className: "NSArray", classChain: ["NSArray", "NSObject"],
                fields: [ArchiveField("NS.objects", .array(strings.map { .stored(.string($0)) }))]))
    }

    /// An NSDictionary with string keys, as NSKeyedArchiver writes one.
    static func archived(dictionary entries: [(String, ArchiveValue)]) -> ArchiveValue {
        .object(
            ArchiveObject(
                className: "NSDictionary", classChain: ["NSDictionary", "NSObject"],
                fields: [
                    ArchiveField("NS.keys", .array(entries.map { .stored(.string($0.0)) })),
                    ArchiveField("NS.objects", .array(entries.map(\.1))),
                ]))
    }
}
