/// What a renderer of archive values has written so far: the one place that decides whether an
/// object is written in full or as a reference to where it was written, and that bounds how much
/// is written.
///
/// Archives share objects (a nib's views refer to each other, to the file's owner, to fonts), and
/// a decoded graph repeats a shared object at every reference. Written out at each, a 300 KB nib
/// becomes hundreds of megabytes; with `.referenced`, each object is written once, where it is
/// first met, and every later reference names it, so output grows with the archive. `ArchiveWalk`,
/// the one walk behind the text and the JSON output, asks `occurrence(of:as:)` before writing an object.
///
/// Identifiers are indexes in the `$objects` of the archive being written; a nested archive
/// (`enter(_:)`) has identifiers of its own.
package struct RenderedObjects: Sendable {
    /// What a later reference to an object already written shows.
    package enum Repeats: Sendable {
        /// A reference to the first occurrence, which carries the identifier (`dump --raw`).
        case referenced
        /// The object again, in full, while `limit` lasts, then a reference: the readable form
        /// of the restoration view, whose archives are small. Nothing is marked with an identifier.
        case expanded
    }

    /// How to write one occurrence of an object.
    package enum Occurrence: Sendable, Equatable {
        /// In full; with the identifier later references name, when there will be any.
        case full(id: Int?)
        /// As a reference to the object written before under this identifier.
        case reference(id: Int)
    }

    /// What a later reference to an object already written shows.
    package var repeats: Repeats
    /// The most values the renderer may write (see `charge(bytes:)`).
    package var limit: Int
    /// The values written so far.
    private(set) var spent = 0
    /// One scope per archive being written, innermost last.
    private var scopes: [Scope]

    private struct Scope: Sendable {
        /// Per object index: how many references lead to it (0, 1, or 2 for "more than one").
        var references: [UInt8] = []
        /// Per object index: written already.
        var written: [Bool] = []
    }

    /// The limit when nothing else is known about the input: a million values.
    static let defaultLimit = 1_000_000

    /// A ledger for one rendering; `limit` counts values as `charge(bytes:)` does.
    package init(repeats: Repeats = .expanded, limit: Int = RenderedObjects.defaultLimit) {
        self.repeats = repeats
        self.limit = limit
        scopes = [Scope()]
    }

    /// A ledger that writes each object of `archive` once, bounded by the reader's expansion
    /// limit for the archive's size (1,000,000 + `expansionPerByte` values per input byte).
    package static func referencing(_ archive: KeyedArchive, options: KeyedArchive.Options) -> RenderedObjects {
        RenderedObjects(
            repeats: .referenced, limit: options.propertyList.expansionBudget(forFileSize: archive.byteCount))
    }

    /// Whether `.referenced` rendering wrote more than `limit` values: its output is not complete
    /// and must not be shown. (`.expanded` rendering turns to references instead.)
    package var isExhausted: Bool { repeats == .referenced && spent > limit }

    /// Counts one value written, with `bytes` bytes of string or data: a value counts 1, plus 1
    /// for every 16 bytes, so that a long string repeated at many references is bounded too.
    mutating func charge(bytes: Int = 0) {
        let (sum, overflow) = spent.addingReportingOverflow(1 + bytes / 16)
        spent = overflow ? .max : sum
    }

    /// Counts one property-list value written, with the bytes of its string or data.
    mutating func charge(_ primitive: PropertyListValue) {
        switch primitive {
        case .string(let string): charge(bytes: string.utf8.count)
        case .data(let bytes): charge(bytes: bytes.count)
        default: charge()
        }
    }

    /// Starts writing `archive` (the top one, or one nested in data): its objects get identifiers
    /// of their own until `leave()`. With `.referenced`, first counts the references to each
    /// object, so that only objects met more than once carry an identifier.
    mutating func enter(_ archive: KeyedArchive) {
        var scope = Scope(written: [Bool](repeating: false, count: archive.objectCount))
        if repeats == .referenced {
            scope.references = [UInt8](repeating: 0, count: archive.objectCount)
            for field in archive.top { Self.countReferences(field.value, into: &scope.references) }
        }
        scopes.append(scope)
    }

    /// Ends the archive `enter(_:)` started.
    package mutating func leave() {
        if scopes.count > 1 { scopes.removeLast() }
    }

    /// How to write this occurrence of `object`, whose Foundation value is `value`. Objects that
    /// print as one scalar (strings, dates, data, UUIDs...) are written in full at every reference:
    /// they cannot carry an identifier, and their size is charged each time.
    package mutating func occurrence(of object: ArchiveObject, as value: FoundationValue?) -> Occurrence {
        guard let index = object.index, Self.isContainer(value) else { return .full(id: nil) }
        let last = scopes.count - 1
        if index >= scopes[last].written.count {
            scopes[last].written += [Bool](repeating: false, count: index + 1 - scopes[last].written.count)
        }
        if scopes[last].written[index] {
            if repeats == .referenced || spent > limit { return .reference(id: index) }
            return .full(id: nil)
        }
        scopes[last].written[index] = true
        // Without counts (no `enter`), every object carries its identifier, in case it is met again.
        let references = scopes[last].references
        return .full(id: repeats == .referenced && (index >= references.count || references[index] > 1) ? index : nil)
    }

    /// Class instances and collections: what can hold other objects, and so be shared by reference.
    private static func isContainer(_ value: FoundationValue?) -> Bool {
        switch value {
        case nil, .array?, .set?, .orderedSet?, .dictionary?: true
        default: false
        }
    }

    /// An attributed string's attribute dictionaries as the walk meets them where it writes the
    /// string as its value (`ArchiveWalk`: under each run, not once in `NSAttributes`): one that
    /// several runs share is met more than once, so it carries its identifier.
    private static func countRuns(of object: ArchiveObject, into references: inout [UInt8]) {
        guard case .attributedString(let string)? = object.decodedObject else { return }
        var runs = [Int](repeating: 0, count: string.attributeValues.count)
        for run in string.runs where (run.attributes ?? 0) < runs.count { runs[run.attributes ?? 0] += 1 }
        for (position, count) in runs.enumerated() where count > 1 {
            if let index = string.attributeValues[position].object?.index, index < references.count {
                references[index] = 2
            }
        }
    }

    /// Counts the references to each object reachable from `value`, following each object once.
    private static func countReferences(_ value: ArchiveValue, into references: inout [UInt8]) {
        switch value {
        case .object(let object):
            guard let index = object.index, index < references.count else {
                for field in object.fields { countReferences(field.value, into: &references) }
                return
            }
            references[index] = min(references[index] + 1, 2)
            if references[index] == 1 {
                for field in object.fields { countReferences(field.value, into: &references) }
                countRuns(of: object, into: &references)
            }
        case .cycle(let index, _):
            // The object it points back at was met on the way here: this makes two.
            if index < references.count { references[index] = 2 }
        case .array(let elements):
            for element in elements { countReferences(element, into: &references) }
        case .dictionary(let fields):
            for field in fields { countReferences(field.value, into: &references) }
        case .null, .inline, .stored:
            break
        }
    }
}
