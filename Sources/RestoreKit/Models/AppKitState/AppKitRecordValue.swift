/// One tagged value of a decrypted AppKit record: a 4-letter tag, a big-endian length, and that
/// many bytes, decoded as far as the tag is known.
package struct AppKitRecordValue: Sendable {
    /// What the value's bytes were read as.
    package enum Content: Sendable {
        /// `rchv`: the keyed archive `encodeRestorableState(with:)` wrote.
        case archive(KeyedArchive)
        /// `surl` (the document's URL) or `kyds`: a property list.
        case propertyList(PropertyListValue)
        /// A tag no source describes: only its name and size are shown.
        case unknown
        /// A known tag whose bytes do not parse, and why.
        case unreadable(String)
    }

    /// `rchv`, the keyed archive's tag.
    static let archiveTag = "rchv"
    /// `surl`, the document URL's tag.
    static let documentTag = "surl"
    /// Tags whose values are property lists.
    static let propertyListTags: Set<String> = [documentTag, "kyds"]

    /// The 4-letter tag.
    package var tag: String
    /// The byte offset of the tag in the decrypted payload.
    package var offset: Int
    /// The value's length in bytes, after the tag and its length.
    package var length: Int
    /// What the bytes hold.
    package var content: Content

    /// Reads `bytes`, the value of `tag` at payload offset `offset`.
    init(tag: String, offset: Int, bytes: [UInt8], options: KeyedArchive.Options) {
        self.tag = tag
        self.offset = offset
        length = bytes.count
        let place = "\(tag) value at payload offset \(hexadecimal(offset))"
        if tag == Self.archiveTag {
            do { content = .archive(try KeyedArchive(bytes: bytes, options: options)) } catch {
                content = .unreadable("keyed archive unreadable: \(place): \(error)")
            }
        } else if Self.propertyListTags.contains(tag) {
            do { content = .propertyList(try PropertyList.read(bytes, options: options.propertyList).value) } catch {
                content = .unreadable("\(place) is no property list: \(error)")
            }
        } else {
            content = .unknown
        }
    }

    /// The documents a `surl` value names: its strings, its data that is URL text (the spec's
    /// "the document's URL data"), and its data that is an NSURL bookmark, as a `file://` URL of
    /// the bookmark's path (TextEdit stores its document so); none for other tags.
    package var documents: [String] {
        guard tag == Self.documentTag, case .propertyList(let value) = content else { return [] }
        return (value.arrayValue ?? [value]).compactMap { item in
            if case .data(let bytes) = item, Bookmark.looksLikeBookmark(bytes) {
                return (try? Bookmark(bytes: bytes))?.fileURL
            }
            return Self.documentText(item)
        }
    }

    /// One item of a `surl` value as a document's URL: a string, or data that is URL text.
    package static func documentText(_ item: PropertyListValue) -> String? {
        if let text = item.stringValue { return text }
        guard case .data(let bytes) = item, !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
