/// One record of an AppKit `data.data`: the window it belongs to and, once decrypted, the class
/// that saved it and the tagged values it holds (`rchv`, the keyed archive, among them).
package struct AppKitRecord: Sendable {
    /// Why a record could not be read in full: what real folders hold normally, or damage.
    package enum Problem: String, Sendable {
        /// It cannot be decrypted: its window has no key in `windows.plist`, or the listed key
        /// turns it into noise (a window ID reused with a new key). Real folders hold such
        /// records often; `validate` reports it as a note (`undecryptable-record`).
        case undecryptable
        /// Its framing or content is broken: a cut header, a length past the end, an archive that
        /// does not parse after decrypting. `validate` fails (`unreadable-record`).
        case damaged
    }

    /// The file holding the record, relative to its `.savedState` folder.
    package var file: String
    /// The byte offset of the record's header in `file`.
    package var offset: Int
    /// The 4-digit version after `NSCR` (`1000`, or `0006` on older systems); nil when the
    /// header is cut short or has no record magic.
    package var version: String?
    /// The window ID in the record's header; nil when the header itself is cut short.
    package var windowID: Int?
    /// The class whose restorable state this is (`_NSWindow`, `NSApplication`, ...).
    package var className: String?
    /// The tagged values of the decrypted payload, in payload order.
    package var values: [AppKitRecordValue] = []
    /// Why the record could not be read in full, or nil.
    package var error: String?
    /// Whether `error` is what real folders hold normally or damage; nil when there is no error.
    package var problem: Problem?

    /// `data.data at offset 0x1f0`, for messages about this record.
    package var location: String { "\(file) at offset \(hexadecimal(offset))" }

    /// What `encodeRestorableState(with:)` wrote: the first `rchv` value, when it could be read.
    package var archive: KeyedArchive? {
        for value in values { if case .archive(let archive) = value.content { return archive } }
        return nil
    }

    /// The documents the record's `surl` values name, as text (`file:///Users/...`).
    package var documents: [String] { values.flatMap(\.documents) }

    /// The payload range of a well-framed record, before decryption.
    var payload: Range<Int>?

    /// Records `message` as the reason the record could not be read, unless one is recorded.
    mutating func fail(_ problem: Problem, _ message: String) {
        guard error == nil else { return }
        self.problem = problem
        error = message
    }
}

/// Splitting a record file into records, and decrypting and decoding one record's payload.
enum AppKitRecordReader {
    static let magicPrefix = Array("NSCR".utf8)
    static let headerSize = 16

    /// Whether `bytes` start like a record file (`NSCR` and a 4-digit version): AppKit's, not
    /// UIKit's keyed archive.
    static func hasRecordMagic(_ bytes: [UInt8]) -> Bool { version(bytes, at: 0) != nil }

    /// The 4-digit version of the record magic at `offset`, or nil when there is none.
    static func version(_ bytes: [UInt8], at offset: Int) -> String? {
        guard bytes.count - offset >= 8, Array(bytes[offset..<(offset + 4)]) == magicPrefix else { return nil }
        let digits = bytes[(offset + 4)..<(offset + 8)]
        return digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } ? String(decoding: digits, as: UTF8.self) : nil
    }

    /// The records of one file in order. A header that cannot be trusted (cut short, wrong magic,
    /// a length shorter than the header or past the end) ends the walk with one record carrying
    /// the error: the lengths are the only framing, so nothing after it can be found.
    static func frames(_ bytes: [UInt8], file: String) -> [AppKitRecord] {
        var records: [AppKitRecord] = []
        var offset = 0
        while offset < bytes.count {
            var record = AppKitRecord(file: file, offset: offset)
            let remaining = bytes.count - offset
            guard remaining >= headerSize else {
                record.fail(.damaged, "record header cut short: \(remaining) bytes left, a header has \(headerSize)")
                records.append(record)
                break
            }
            record.version = version(bytes, at: offset)
            guard record.version != nil else {
                record.fail(
                    .damaged,
                    "no NSCR record magic with a 4-digit version (found \(hexText(bytes[offset..<(offset + 8)]))), so the last \(remaining) bytes cannot be split into records"
                )
                records.append(record)
                break
            }
            record.windowID = Int(bigEndian32(bytes, at: offset + 8))
            let length = Int(bigEndian32(bytes, at: offset + 12))
            if length < headerSize {
                record.fail(
                    .damaged,
                    "record length \(length) at offset \(hexadecimal(offset + 12)) is shorter than the \(headerSize)-byte header"
                )
            } else if length > remaining {
                record.fail(
                    .damaged,
                    "record length \(length) at offset \(hexadecimal(offset + 12)) runs past the end of the file (\(remaining) bytes left)"
                )
            }
            if record.error != nil {
                records.append(record)
                break
            }
            record.payload = (offset + headerSize)..<(offset + length)
            records.append(record)
            offset += length
        }
        return records
    }

    /// Decrypts a framed record's payload with its window's key and decodes what it holds: the
    /// class name, then tagged values up to the padding.
    static func decode(_ record: inout AppKitRecord, in bytes: [UInt8], key: AES128, options: KeyedArchive.Options) {
        guard let payload = record.payload else { return }
        guard let plaintext = key.decryptCBC(Array(bytes[payload])), !plaintext.isEmpty else {
            record.fail(
                .damaged, "payload of \(payload.count) bytes is not a whole, non-zero number of 16-byte AES blocks")
            return
        }
        // Decrypted with another key than the one it was written with, the payload is noise, and
        // the class name is the first thing to show it. Real folders hold such records when a
        // window ID was reused with a new key; damage to the first block looks the same.
        let noise = "; its window ID was reused with a new key, or its first block is damaged"
        let nameLength = Int(bigEndian32(plaintext, at: 4))
        guard nameLength <= plaintext.count - 8 else {
            record.fail(
                .undecryptable,
                "decrypted to noise: class-name length \(nameLength) at payload offset 0x4 runs past the decrypted payload (\(plaintext.count) bytes)"
                    + noise)
            return
        }
        let name = plaintext[8..<(8 + nameLength)]
        guard isClassName(name) else {
            record.fail(
                .undecryptable,
                "decrypted to noise: class name at payload offset 0x8 is not printable ASCII (or is empty, or starts or ends with a space)"
                    + noise)
            return
        }
        record.className = String(decoding: name, as: UTF8.self)
        var offset = 8 + nameLength
        // Padding, not a tag of letters, ends the values.
        while plaintext.count - offset >= 8, plaintext[offset..<(offset + 4)].allSatisfy(isLetter) {
            let tag = String(decoding: plaintext[offset..<(offset + 4)], as: UTF8.self)
            let length = Int(bigEndian32(plaintext, at: offset + 4))
            let start = offset + 8
            guard length <= plaintext.count - start else {
                record.fail(
                    .damaged,
                    "\(tag) length \(length) at payload offset \(hexadecimal(offset + 4)) runs past the decrypted payload (\(plaintext.count) bytes)"
                )
                return
            }
            let value = AppKitRecordValue(
                tag: tag, offset: offset, bytes: Array(plaintext[start..<(start + length)]), options: options)
            if case .unreadable(let reason) = value.content { record.fail(.damaged, reason) }
            record.values.append(value)
            offset = start + length
        }
        if !record.values.contains(where: { $0.tag == AppKitRecordValue.archiveTag }) {
            record.fail(
                .damaged,
                "no rchv value (the keyed archive) among the tagged values ending at payload offset \(hexadecimal(offset))"
            )
        }
    }

    /// Whether `name` reads as the name AppKit writes before the values: printable ASCII,
    /// spaces included (TextEdit's text view is `First Text View`), but not empty and neither
    /// starting nor ending with a space. Admitting the space changes little for noise from a
    /// wrong key: its length field must first land within the payload (a few hundred in 2^32),
    /// then each of its bytes be printable (95 in 256, where it was 94).
    static func isClassName(_ name: ArraySlice<UInt8>) -> Bool {
        guard let first = name.first, let last = name.last, first != 0x20, last != 0x20 else { return false }
        return name.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }

    static func hexText(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.map { $0 < 0x10 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined(separator: " ")
    }
}
