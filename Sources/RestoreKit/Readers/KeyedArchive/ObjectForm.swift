/// What an object written in full is shown as: the one reading of its `FoundationValue` that the
/// walk (for every output) and the diff's comparison share.
@usableFromInline
enum ObjectForm {
    /// A string, a date or NSNull; where every Foundation value is written, also a URL, UUID,
    /// index path or NSValue.
    case scalar(FoundationValue)
    /// NSData: its bytes, which may hold a nested archive or property list.
    case data([UInt8])
    /// NSArray, NSSet, NSOrderedSet: values by position.
    case list([ArchiveValue])
    /// NSDictionary: keys and values paired by position.
    case keyed(keys: [ArchiveValue], values: [ArchiveValue])
    /// Any other object: its class and its fields.
    case fields

    /// The form of an object whose Foundation value is `foundation`; with `everyValue` false (the
    /// JSON contract), URLs, UUIDs, index paths, NSValues and dictionaries with keys that are not
    /// all strings are shown with their fields.
    @usableFromInline
    init(_ foundation: FoundationValue?, everyValue: Bool) {
        guard let foundation else {
            self = .fields
            return
        }
        switch foundation {
        case .string, .date, .null:
            self = .scalar(foundation)
        case .data(let bytes):
            self = .data(bytes)
        case .array(let elements), .set(let elements), .orderedSet(let elements):
            self = .list(elements)
        case .dictionary(let keys, let values):
            self = everyValue || keys.allSatisfy({ $0.string != nil }) ? .keyed(keys: keys, values: values) : .fields
        case .url, .uuid, .indexPath, .value:
            self = everyValue ? .scalar(foundation) : .fields
        }
    }
}
