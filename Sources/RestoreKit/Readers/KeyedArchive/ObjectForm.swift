/// What an object written in full is shown as: the one reading of its `FoundationValue` that the
/// walk (for every output), `get` and the diff's comparison share. Its initializer holds the only
/// `switch` over `FoundationValue` for showing a value. (Package, not `@usableFromInline` internal:
/// the decoded values it holds are package types.)
package enum ObjectForm {
    /// A string, a date or NSNull; where every Foundation value is written, also a URL, UUID,
    /// index path or NSValue, as its text.
    case scalar(PresentedScalar)
    /// NSData: its bytes, which may hold a nested archive or property list.
    case data([UInt8])
    /// NSArray, NSSet, NSOrderedSet: values by position.
    case list([ArchiveValue])
    /// NSDictionary: keys and values paired by position.
    case keyed(keys: [ArchiveValue], values: [ArchiveValue])
    /// Any other object: its class and its fields.
    case fields
    /// An NSAttributedString, NSIndexSet, NSColor or NSFont whose fields read as what it stands
    /// for (`ArchiveObject.decodedObject`); only where values are decoded (not `dump --raw`).
    case decoded(DecodedObject)

    /// The form of `object`, whose Foundation value is `foundation`; with `everyValue` false (the
    /// JSON contract), URLs, UUIDs, index paths, NSValues and dictionaries with keys that are not
    /// all strings are shown with their fields; with `decodes`, an object with no Foundation value
    /// that `decodedObject` reads is `.decoded` (its fields stay reachable).
    package init(_ object: ArchiveObject, _ foundation: FoundationValue?, everyValue: Bool, decodes: Bool = false) {
        guard let foundation else {
            self = decodes ? object.decodedObject.map(ObjectForm.decoded) ?? .fields : .fields
            return
        }
        func scalar(_ content: PresentedScalar.Content) -> ObjectForm {
            .scalar(PresentedScalar(className: object.className, content))
        }
        // The text is made only where it is shown.
        func described(_ text: @autoclosure () -> String, _ kind: PresentedScalar.DescribedKind) -> ObjectForm {
            everyValue ? scalar(.described(text(), kind: kind)) : .fields
        }
        switch foundation {
        case .string(let string):
            self = scalar(.value(.string(string)))
        case .date(let seconds):
            self = scalar(.value(.date(seconds)))
        case .null:
            self = scalar(.null)
        case .data(let bytes):
            self = .data(bytes)
        case .array(let elements), .set(let elements), .orderedSet(let elements):
            self = .list(elements)
        case .dictionary(let keys, let values):
            self = everyValue || keys.allSatisfy({ $0.string != nil }) ? .keyed(keys: keys, values: values) : .fields
        case .url(let relative, let base):
            self = described(relative + (Self.relativeURL(base).map { " relative to " + $0 } ?? ""), .url)
        case .uuid(let bytes):
            self = described(PresentedScalar.uuidText(bytes), .uuid)
        case .indexPath(let indexes):
            self = described(Self.indexPathText(indexes), .indexPath)
        case .value(let kind, let text):
            self = described(text, .geometry(kind))
        }
    }

    /// A URL's base's relative string, when the base is an NSURL.
    private static func relativeURL(_ base: ArchiveValue?) -> String? {
        if case .url(let relative, _)? = base?.object?.foundationValue { return relative }
        return nil
    }

    /// `[0, 2]`. (A loop, not `joined`: the generic version looks up a conformance at run time.)
    private static func indexPathText(_ indexes: [Int]) -> String {
        var text = "["
        for (position, index) in indexes.enumerated() {
            if position > 0 { text += ", " }
            text += String(index)
        }
        return text + "]"
    }
}
