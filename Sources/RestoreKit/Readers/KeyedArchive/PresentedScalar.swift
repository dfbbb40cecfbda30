/// An object that stands for one value, as every output shows it: made once, by `ObjectForm`
/// (the one reading of a `FoundationValue`), and laid out by each writer (the text tree, the
/// JSON document, `get`'s bare text) without reading the Foundation value again.
@usableFromInline
package struct PresentedScalar: Sendable {
    /// What the value is shown as.
    @usableFromInline
    package enum Content: Sendable {
        /// A string, data or a date: shown as the property-list value of that kind is.
        case value(PropertyListValue)
        /// NSNull.
        case null
        /// A URL, UUID, index path or NSValue, as text; `kind` says which.
        case described(String, kind: DescribedKind)
    }

    /// Which value a described scalar's text stands for.
    @usableFromInline
    package enum DescribedKind: Sendable, Equatable {
        /// An NSURL: its relative string, then ` relative to ` and its base's when it has one.
        case url
        /// An NSUUID: `00112233-4455-6677-8899-AABBCCDDEEFF`.
        case uuid
        /// An NSIndexPath: `[0, 2]`.
        case indexPath
        /// An NSValue of this kind (`rect`, `range`, ...).
        case geometry(String)
    }

    /// The object's class, as stored.
    @usableFromInline
    package var className: String
    /// What it is shown as.
    @usableFromInline
    package var content: Content

    /// The scalar of an object of `className` shown as `content`.
    @usableFromInline
    package init(className: String, _ content: Content) {
        self.className = className
        self.content = content
    }

    /// `00112233-4455-6677-8899-AABBCCDDEEFF`: the digits in groups of 8-4-4-4-12 (a UUID of
    /// another length keeps its dashes where they would be in the first 16 bytes). Built as
    /// bytes: `String(_:radix:)` for each byte, padded and joined as strings, cost one UUID in a
    /// text `dump` 40,000 instructions (callgrind).
    package static func uuidText(_ bytes: [UInt8]) -> String {
        let digits: StaticString = "0123456789ABCDEF"
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2 + 4)
        for (position, byte) in bytes.enumerated() {
            if position == 4 || position == 6 || position == 8 || position == 10 { text.append(UInt8(ascii: "-")) }
            text.append(digits.utf8Start[Int(byte >> 4)])
            text.append(digits.utf8Start[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension ArchiveObject {
    /// What this object is shown as when it stands for one value (every kind, as the text tree
    /// shows them), or nil when it is a collection, data or no Foundation value.
    package var presentedScalar: PresentedScalar? {
        if case .scalar(let scalar) = ObjectForm(self, foundationValue, everyValue: true) { return scalar }
        return nil
    }
}
