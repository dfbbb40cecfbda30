/// Edits of the root archive itself: removing objects, setting metadata.
extension RestorationEditor {
    /// The metadata fields `set --meta` takes, UIKit's own root keys among them.
    public enum MetadataField: String, Sendable, CaseIterable {
        /// `UIApplicationStateRestorationBundleVersion`: the app's `CFBundleVersion`, a string.
        case bundleVersion = "bundle-version"
        /// `UIApplicationStateRestorationSystemVersion`: the system version, a string.
        case systemVersion = "system-version"
        /// `UIApplicationStateRestorationUserInterfaceIdiom`: an idiom name (`pad`) or number.
        case idiom
        /// `UIApplicationStateRestorationTimestamp`: an ISO 8601 date.
        case timestamp
        /// `kIgnoreSnapshotKey`: true or false.
        case ignoreSnapshot = "ignore-snapshot"
        /// `kFirstRespondersKey`: identifier paths of the archive's objects, separated by commas.
        case firstResponders = "first-responders"
        /// One window's entry of `WindowIdentifierToSizeClassMapKey`: `WINDOW=HORIZONTAL,VERTICAL`.
        case sizeClass = "size-class"

        var key: String {
            switch self {
            case .bundleVersion: RestorationKey.bundleVersion
            case .systemVersion: RestorationKey.systemVersion
            case .idiom: RestorationKey.idiom
            case .timestamp: RestorationKey.timestamp
            case .ignoreSnapshot: RestorationKey.ignoreSnapshot
            case .firstResponders: RestorationKey.firstResponders
            case .sizeClass: RestorationKey.sizeClassMap
            }
        }

        /// The type the field holds, which its text is read as.
        package var type: StoredType {
            switch self {
            case .bundleVersion, .systemVersion: StoredType(kind: .string, description: "a string")
            case .idiom: StoredType(kind: .integer, description: "an idiom number")
            case .timestamp: StoredType(kind: .date, description: "a date")
            case .ignoreSnapshot: StoredType(kind: .bool, description: "a bool")
            case .firstResponders: StoredType(kind: .json, description: "an array of identifier paths")
            case .sizeClass: StoredType(kind: .json, description: "a dictionary of size classes")
            }
        }
    }

    /// Removes the object at `path` and every object below it, with their entries in
    /// `kRootRestorationIdentifiersKey`, `kFirstRespondersKey` and the class map; returns the
    /// removed paths, in order, and the entries of `kFirstRespondersKey` and the class map that
    /// named them (`RestorationArchive.bookkeepingEntries(naming:)`).
    /// References from other objects into the removed subtree are left as they are.
    @discardableResult
    public mutating func removeObject(at path: String) throws(Failure) -> (
        paths: [String], bookkeeping: [(key: String, path: String)]
    ) {
        let view = RestorationArchive(archive: archive, options: options)
        guard view.object(at: path) != nil else { throw .noObject(at: path, among: view.objects.map(\.path)) }
        let removed = view.objects.map(\.path).filter { IdentifierPath.isWithin($0, path) }
        let gone = Set(removed)
        let bookkeeping = view.bookkeepingEntries(naming: gone)
        archive.top.removeAll { gone.contains($0.key) }
        for index in archive.top.indices {
            switch archive.top[index].key {
            case RestorationKey.rootIdentifiers, RestorationKey.firstResponders:
                archive.top[index].value = Self.filterArray(archive.top[index].value) { element in
                    element.string.map { !gone.contains($0) } ?? true
                }
            case RestorationKey.classMap:
                archive.top[index].value = Self.filterDictionary(archive.top[index].value) { key in
                    key.string.map { !gone.contains($0) } ?? true
                }
            default:
                break
            }
        }
        return (removed, bookkeeping)
    }

    /// The references that point into `removed` from the objects that remain: (from, to) pairs.
    package func references(into removed: [String]) -> [(from: String, to: String)] {
        let gone = Set(removed)
        var result: [(from: String, to: String)] = []
        for object in RestorationArchive(archive: archive, options: options).objects {
            guard case .success(let coder)? = object.coder else { continue }
            var targets: [String] = []
            ProxyCollector.collect(coder.top.map(\.value), into: &targets)
            var seen: Set<String> = []
            for target in targets where gone.contains(target) && seen.insert(target).inserted {
                result.append((object.path, target))
            }
        }
        return result
    }

    /// Sets a metadata field, under the key spelling the archive already uses (UIKit's when absent);
    /// text that is no value of the field's type is refused, naming the type.
    public mutating func setMetadata(_ field: MetadataField, to text: String) throws(Failure) {
        do throws(Failure) {
            try setMetadataValue(field, to: text)
        } catch {
            throw .mismatch(error, key: field.rawValue, holding: field.type)
        }
    }

    private mutating func setMetadataValue(_ field: MetadataField, to text: String) throws(Failure) {
        let value: ArchiveValue
        switch field {
        case .bundleVersion, .systemVersion:
            value = .stored(.string(text))
        case .idiom:
            guard let number = RestorationMetadata.idiomValue(named: text) else {
                throw Failure(
                    .badValue,
                    "'\(text)' is not an idiom (\(RestorationMetadata.idioms.map(\.name).joined(separator: ", ")), or a number)"
                )
            }
            value = .inline(.int(number))
        case .timestamp:
            value = try NewValue.parse(text, as: .date).archived(replacing: nil)
        case .ignoreSnapshot, .firstResponders, .sizeClass:
            return try setBookkeeping(field, to: text)
        }
        let spellings = [field.key, field.key + "Key"]
        if let index = archive.top.lastIndex(where: { spellings.contains($0.key) }) {
            let old = archive.top[index].value
            // Keep an NSNumber stored as it was stored.
            if case .stored = old, case .inline(let primitive) = value {
                archive.top[index].value = .stored(primitive)
            } else {
                archive.top[index].value = value
            }
        } else {
            archive.top.append(ArchiveField(field.key, value))
        }
    }

    /// An NSArray-like value with only the elements `keep` accepts.
    static func filterArray(_ value: ArchiveValue, keep: (ArchiveValue) -> Bool) -> ArchiveValue {
        switch value {
        case .array(let elements): return .array(elements.filter(keep))
        case .object(var object):
            if let index = object.fields.lastIndex(where: { $0.key == "NS.objects" }),
                case .array(let elements) = object.fields[index].value
            {
                object.fields[index].value = .array(elements.filter(keep))
            }
            return .object(object)
        default: return value
        }
    }

    /// An NSDictionary-like value with only the entries whose key `keep` accepts.
    static func filterDictionary(_ value: ArchiveValue, keep: (ArchiveValue) -> Bool) -> ArchiveValue {
        editingDictionary(value) { keys, values in
            let kept = zip(keys, values).filter { keep($0.0) }
            keys = kept.map(\.0)
            values = kept.map(\.1)
        } ?? value
    }

    /// An NSDictionary-like value with its `NS.keys` and `NS.objects` edited in place, or nil when
    /// the value has not that shape.
    static func editingDictionary(_ value: ArchiveValue, _ edit: (inout [ArchiveValue], inout [ArchiveValue]) -> Void)
        -> ArchiveValue?
    {
        guard case .object(var object) = value,
            let keysIndex = object.fields.lastIndex(where: { $0.key == "NS.keys" }),
            let valuesIndex = object.fields.lastIndex(where: { $0.key == "NS.objects" }),
            case .array(var keys) = object.fields[keysIndex].value,
            case .array(var values) = object.fields[valuesIndex].value, keys.count == values.count
        else { return nil }
        edit(&keys, &values)
        object.fields[keysIndex].value = .array(keys)
        object.fields[valuesIndex].value = .array(values)
        return .object(object)
    }
}
