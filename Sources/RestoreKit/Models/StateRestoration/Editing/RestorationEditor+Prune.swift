/// Removing the references that point into removed objects, so that the archive stays valid.
extension RestorationEditor {
    /// One reference removed: the object that held it, where in its coder (a key path), and the
    /// removed path it named.
    package struct PrunedReference: Sendable, Equatable {
        /// The identifier path of the object that held the reference.
        package var from: String
        /// Where the reference was in that object's coder, as a dotted key path.
        package var keyPath: String
        /// The removed identifier path it named.
        package var to: String
    }

    /// Removes every reference into `removed` (and below) from the coders of the objects that
    /// remain: an array element is dropped, a dictionary entry, an object's field or a coder key
    /// removed, nested archives included. Only coders that held such a reference are re-encoded.
    /// Returns what was removed, in coder order.
    package mutating func pruneReferences(into removed: [String]) throws(Failure) -> [PrunedReference] {
        let gone = removed
        func isGone(_ value: ArchiveValue) -> String? {
            RestorationArchive.proxyPath(value).flatMap { target in
                gone.contains { IdentifierPath.isWithin(target, $0) } ? target : nil
            }
        }
        var pruned: [PrunedReference] = []
        for object in RestorationArchive(archive: archive, options: options).objects {
            guard case .success(let coder)? = object.coder else { continue }
            var found: [(keyPath: String, to: String)] = []
            let top = Pruning(options: options, isGone: isGone).prune(coder.top, walked: [], found: &found)
            guard !found.isEmpty else { continue }
            try editCoder(at: object.path) { coder throws(Failure) in coder.top = top }
            pruned += found.map { PrunedReference(from: object.path, keyPath: $0.keyPath, to: $0.to) }
        }
        return pruned
    }

    /// The walk that drops references, keeping every value's form.
    struct Pruning {
        let options: KeyedArchive.Options
        let isGone: (ArchiveValue) -> String?

        func prune(_ fields: [ArchiveField], walked: [String], found: inout [(keyPath: String, to: String)])
            -> [ArchiveField]
        {
            var kept: [ArchiveField] = []
            for field in fields {
                let step = walked + [field.key.replacingDots]
                if let target = isGone(field.value) {
                    found.append((step.joined(separator: "."), target))
                } else {
                    kept.append(ArchiveField(field.key, prune(field.value, walked: step, found: &found)))
                }
            }
            return kept
        }

        func prune(_ value: ArchiveValue, walked: [String], found: inout [(keyPath: String, to: String)])
            -> ArchiveValue
        {
            let before = found.count
            if case .success(var archive)? = value.nestedArchive(options: options) {
                archive.top = prune(archive.top, walked: walked, found: &found)
                return found.count == before
                    ? value
                    : RestorationEditor.replacingData(in: value, with: KeyedArchiveEncoder().encodeBinary(archive))
            }
            switch value {
            case .array(let elements):
                return .array(prune(elements, walked: walked, found: &found))
            case .dictionary(let fields):
                return .dictionary(prune(fields, walked: walked, found: &found))
            case .object(var object):
                if object.classChain.contains("NSDictionary"),
                    case .dictionary(let keys, let values)? = object.foundationValue
                {
                    var keptKeys: [ArchiveValue] = [], keptValues: [ArchiveValue] = []
                    for (key, member) in zip(keys, values) {
                        let step = walked + [(key.string ?? "?").replacingDots]
                        if let target = isGone(member) {
                            found.append((step.joined(separator: "."), target))
                        } else {
                            keptKeys.append(key)
                            keptValues.append(prune(member, walked: step, found: &found))
                        }
                    }
                    guard found.count != before else { return value }
                    return RestorationEditor.editingDictionary(value) { newKeys, newValues in
                        newKeys = keptKeys
                        newValues = keptValues
                    } ?? value
                }
                if case .array(let elements)? = object["NS.objects"],
                    object.classChain.contains("NSArray") || object.classChain.contains("NSSet")
                        || object.classChain.contains("NSOrderedSet")
                {
                    let kept = prune(elements, walked: walked, found: &found)
                    if let slot = object.fields.lastIndex(where: { $0.key == "NS.objects" }) {
                        object.fields[slot].value = .array(kept)
                    }
                    return .object(object)
                }
                object.fields = prune(object.fields, walked: walked, found: &found)
                return .object(object)
            case .null, .inline, .stored, .cycle:
                return value
            }
        }

        func prune(_ elements: [ArchiveValue], walked: [String], found: inout [(keyPath: String, to: String)])
            -> [ArchiveValue]
        {
            var kept: [ArchiveValue] = []
            for (index, element) in elements.enumerated() {
                if let target = isGone(element) {
                    found.append(((walked + [String(index)]).joined(separator: "."), target))
                } else {
                    kept.append(prune(element, walked: walked + [String(index)], found: &found))
                }
            }
            return kept
        }
    }
}

extension String {
    /// The key as one step of a key path: dots and backslashes escaped.
    var replacingDots: String {
        var escaped = ""
        for character in self {
            if character == "." || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
