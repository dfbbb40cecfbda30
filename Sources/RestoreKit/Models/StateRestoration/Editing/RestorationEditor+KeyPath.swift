/// Edits at a dotted key path (see `ArchiveKeyPath`) inside a coder or the app delegate's keys: through
/// dictionaries, arrays, objects' fields and nested archives, each re-encoded in the form it had.
extension RestorationEditor {
    /// What to do at the end of a key path.
    enum Change {
        /// Set the value: made from the old value there (nil when new) and whether it is a
        /// collection's element, which holds only objects.
        case set((_ old: ArchiveValue?, _ isElement: Bool) throws(Failure) -> ArchiveValue)
        case remove
    }

    /// What a change did at the end of its key path.
    struct KeyPathOutcome {
        /// The value there before (nil when there was none) and after (nil when removed).
        var old: ArchiveValue?, new: ArchiveValue?
        /// For a value added: the steps that matched nothing, and the keys where it was added.
        var missing: KeyPathError?
    }

    /// Walks a key path through values, making the change at its end.
    struct KeyPathWalk {
        let options: KeyedArchive.Options
        /// Whether missing dictionary levels are made (`set --create`).
        let createsLevels: Bool
        let change: Change
        /// What the change did, once it is made.
        private(set) var outcome = KeyPathOutcome()

        init(options: KeyedArchive.Options, createsLevels: Bool, change: Change) {
            self.options = options
            self.createsLevels = createsLevels
            self.change = change
        }

        /// Applies the change at `path` inside `fields`; `isElement` when they are a collection's.
        mutating func edit(
            _ fields: inout [ArchiveField], _ path: ArraySlice<String>, walked: [String], isElement: Bool = false
        ) throws(Failure) {
            guard let (index, steps) = ArchiveKeyPath.match(fields.map(\.key), path) else {
                let missing = KeyPathError(
                    walked: walked.joined(separator: "."), missing: path.joined(separator: "."),
                    available: fields.map(\.key))
                guard case .set(let make) = change, path.count == 1 || createsLevels else {
                    throw Failure(
                        .notInArchive,
                        "\(missing)"
                            + (path.count > 1 && !isRemoval ? "; --create adds the missing dictionary levels" : ""),
                        underlying: missing)
                }
                let (levels, new) = try Self.levels(path.dropFirst(), make: make, isElement: isElement)
                fields.append(ArchiveField(path[path.startIndex], levels))
                outcome = KeyPathOutcome(old: nil, new: new, missing: missing)
                return
            }
            let rest = path.dropFirst(steps)
            let step = walked + [fields[index].key]
            guard rest.isEmpty else { return try edit(&fields[index].value, rest, walked: step) }
            let old = fields[index].value
            switch change {
            case .set(let make):
                fields[index].value = try make(old, isElement)
                outcome = KeyPathOutcome(old: old, new: fields[index].value)
            case .remove:
                fields.remove(at: index)
                outcome = KeyPathOutcome(old: old, new: nil)
            }
        }

        private var isRemoval: Bool {
            if case .remove = change { return true }
            return false
        }

        /// New NSDictionary levels down to the value: the outermost level, and the value made.
        private static func levels(
            _ path: ArraySlice<String>, make: (ArchiveValue?, Bool) throws(Failure) -> ArchiveValue, isElement: Bool
        ) throws(Failure) -> (ArchiveValue, made: ArchiveValue) {
            guard let first = path.first else {
                let made = try make(nil, isElement)
                return (made, made)
            }
            let (inner, made) = try levels(path.dropFirst(), make: make, isElement: true)
            return (RestorationEditor.archived(dictionary: [(first, inner)]), made)
        }

        private mutating func edit(_ value: inout ArchiveValue, _ path: ArraySlice<String>, walked: [String])
            throws(Failure)
        {
            let place = walked.joined(separator: ".")
            if let result = value.nestedArchive(options: options) {
                var archive: KeyedArchive
                switch result {
                case .success(let decoded): archive = decoded
                case .failure(let error):
                    let unreadable = KeyPathError(
                        walked: place, missing: path.joined(separator: "."), available: [], unreadableArchive: error)
                    throw Failure(unreadable.failureKind, unreadable.description, underlying: unreadable)
                }
                try edit(&archive.top, path, walked: walked)
                value = RestorationEditor.replacingData(in: value, with: KeyedArchiveEncoder().encodeBinary(archive))
                return
            }
            switch value {
            case .dictionary(var fields):
                try edit(&fields, path, walked: walked)
                value = .dictionary(fields)
            case .object(let object)
            where object.classChain.contains("NSDictionary") || object.className == "NSDictionary":
                var failure: Failure?
                let edited = RestorationEditor.editingDictionary(value) { keys, values in
                    guard keys.allSatisfy({ $0.string != nil }) else {
                        return failure = Failure(.notInArchive, "`\(place)` has keys that are not strings")
                    }
                    var fields = zip(keys, values).map { ArchiveField($0.string ?? "", $1) }
                    do throws(Failure) { try edit(&fields, path, walked: walked, isElement: true) } catch {
                        return failure = error
                    }
                    keys = fields.map { field in keys.first { $0.string == field.key } ?? .stored(.string(field.key)) }
                    values = fields.map(\.value)
                }
                if let failure { throw failure }
                guard let edited else {
                    throw Failure(.unreadableInput, "`\(place)` is a dictionary of an unexpected shape")
                }
                value = edited
            case .object(var object) where object.classChain.contains("NSArray") || object.className == "NSArray":
                guard let slot = object.fields.lastIndex(where: { $0.key == "NS.objects" }),
                    case .array(let elements) = object.fields[slot].value
                else {
                    throw Failure(.unreadableInput, "`\(place)` is an array of an unexpected shape")
                }
                var fields = elements.enumerated().map { ArchiveField(String($0.offset), $0.element) }
                guard let first = path.first, let index = Int(first), fields.indices.contains(index) else {
                    throw Failure(
                        .notInArchive,
                        "`\(place)` has no element `\(path.first ?? "")` (indexes 0 to \(elements.count - 1))")
                }
                try edit(&fields, path, walked: walked, isElement: true)
                object.fields[slot].value = .array(fields.map(\.value))
                value = .object(object)
            case .object(var object):
                try edit(&object.fields, path, walked: walked)
                value = .object(object)
            default:
                throw Failure(.notInArchive, "`\(place)` is a single value, with no keys to go into")
            }
        }
    }

    /// Applies `change` at the key path `keyPath` of the coder of the object at `path`; returns the
    /// value there before and after.
    @discardableResult
    mutating func edit(path: String, keyPath: String, createsLevels: Bool = false, change: Change) throws(Failure)
        -> KeyPathOutcome
    {
        var walk = KeyPathWalk(options: options, createsLevels: createsLevels, change: change)
        return try editCoder(at: path) { coder throws(Failure) in
            do throws(Failure) {
                try walk.edit(&coder.top, ArchiveKeyPath.components(keyPath)[...], walked: [])
            } catch {
                throw Failure(error.failureKind, "'\(path)': \(error.message)", underlying: error.underlying)
            }
            return walk.outcome
        }
    }

    /// Applies `change` at `keyPath` among the app delegate's root keys, which are kept where
    /// they stand; a new key goes after them, where UIKit writes them. Returns the value at
    /// `keyPath` before and after.
    @discardableResult
    mutating func editExtra(keyPath: String, createsLevels: Bool = false, change: Change) throws(Failure)
        -> KeyPathOutcome
    {
        let view = RestorationArchive(archive: archive, options: options)
        var extras = view.extras
        var walk = KeyPathWalk(options: options, createsLevels: createsLevels, change: change)
        try walk.edit(&extras, ArchiveKeyPath.components(keyPath)[...], walked: [])
        let objectPaths = Set(view.objects.map(\.path)), before = Set(view.extras.map(\.key))
        for field in extras where !before.contains(field.key) {
            guard !RestorationArchive.isBookkeeping(field.key), !objectPaths.contains(field.key) else {
                throw Failure(
                    .badValue,
                    "`\(field.key)` is a root key UIKit writes for itself or an object's path, not an app delegate's key"
                )
            }
        }
        var remaining = extras[...]
        var top: [ArchiveField] = []
        for field in archive.top {
            guard before.contains(field.key) else { top.append(field); continue }
            // Each of the original keys, edited or gone, in its place.
            if let next = remaining.first, next.key == field.key { top.append(next); remaining = remaining.dropFirst() }
        }
        archive.top = top
        let successors =
            [RestorationKey.sizeClassMap] + view.objects.map(\.path) + [
                RestorationKey.firstResponders, RestorationKey.rootIdentifiers, RestorationKey.classMap,
                RestorationKey.ignoreSnapshot,
            ]
        for field in remaining { put(field.key, field.value, before: successors) }
        return walk.outcome
    }
}
