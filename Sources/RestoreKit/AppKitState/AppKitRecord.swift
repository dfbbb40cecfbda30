/// One record of an AppKit `data.data` (or of an older `window_N.data`): the window it belongs
/// to and, once decrypted, the class that saved it and the keyed archive it wrote.
package struct AppKitRecord: Sendable {
    /// The file holding the record, relative to its `.savedState` folder.
    package var file: String
    /// The byte offset of the record's header in `file`.
    package var offset: Int
    /// The window ID in the record's header; nil when the header itself is cut short.
    package var windowID: Int?
    /// The class whose restorable state this is (`_NSWindow`, `NSApplication`, ...).
    package var className: String?
    /// What `encodeRestorableState(with:)` wrote, when the record could be read.
    package var archive: KeyedArchive?
    /// Why the record could not be read in full, or nil.
    package var error: String?

    /// `data.data at offset 0x1f0`, for messages about this record.
    package var location: String { "\(file) at offset \(hexadecimal(offset))" }

    /// The 16-byte payload range of a well-framed record, before decryption.
    var payload: Range<Int>?
}

/// Splitting record files into records, and decrypting and decoding one record's payload.
enum AppKitRecordReader {
    static let recordMagic = Array("NSCR1000".utf8)
    static let archiveMagic = Array("rchv".utf8)
    static let headerSize = 16

    /// Whether `bytes` start like a record file: AppKit's, not UIKit's keyed archive.
    static func hasRecordMagic(_ bytes: [UInt8]) -> Bool {
        bytes.count >= recordMagic.count && Array(bytes[0..<recordMagic.count]) == recordMagic
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
                record.error = "record header cut short: \(remaining) bytes left, a header has \(headerSize)"
                records.append(record)
                break
            }
            guard Array(bytes[offset..<(offset + 8)]) == recordMagic else {
                record.error = "no NSCR1000 record magic (found \(hexText(bytes[offset..<(offset + 8)]))), so the last \(remaining) bytes cannot be split into records"
                records.append(record)
                break
            }
            record.windowID = Int(bigEndian32(bytes, at: offset + 8))
            let length = Int(bigEndian32(bytes, at: offset + 12))
            if length < headerSize {
                record.error = "record length \(length) is shorter than the \(headerSize)-byte header"
            } else if length > remaining {
                record.error = "record length \(length) runs past the end of the file (\(remaining) bytes left)"
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

    /// Decrypts a framed record's payload with its window's key and decodes what it holds.
    static func decode(_ record: inout AppKitRecord, in bytes: [UInt8], key: AES128, options: KeyedArchive.Options) {
        guard let payload = record.payload else { return }
        guard let plaintext = key.decryptCBC(Array(bytes[payload])) else {
            record.error = "payload of \(payload.count) bytes is not a whole number of 16-byte AES blocks"
            return
        }
        // Decrypted with the wrong key, the payload is noise: the first check to fail says so.
        let wrongKey = " (wrong key, or not a record)"
        guard plaintext.count >= 16 else {
            record.error = "decrypted payload of \(plaintext.count) bytes is too short for a class name and an archive"
            return
        }
        let nameLength = Int(bigEndian32(plaintext, at: 4))
        guard nameLength <= plaintext.count - 16 else {
            record.error = "class-name length \(nameLength) at payload offset 0x4 runs past the decrypted payload (\(plaintext.count) bytes)" + wrongKey
            return
        }
        let name = plaintext[8..<(8 + nameLength)]
        guard name.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            record.error = "class name at payload offset 0x8 is not printable ASCII" + wrongKey
            return
        }
        record.className = String(decoding: name, as: UTF8.self)
        let marker = 8 + nameLength
        guard Array(plaintext[marker..<(marker + 4)]) == archiveMagic else {
            record.error = "no rchv marker at payload offset \(hexadecimal(marker)) (found \(hexText(plaintext[marker..<(marker + 4)])))"
            return
        }
        let archiveStart = marker + 8
        let archiveLength = Int(bigEndian32(plaintext, at: marker + 4))
        guard archiveLength <= plaintext.count - archiveStart else {
            record.error = "archive length \(archiveLength) at payload offset \(hexadecimal(marker + 4)) runs past the decrypted payload (\(plaintext.count) bytes)"
            return
        }
        do {
            record.archive = try KeyedArchive(bytes: Array(plaintext[archiveStart..<(archiveStart + archiveLength)]), options: options)
        } catch {
            record.error = "keyed archive unreadable: \(error)"
        }
    }

    static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }

    static func hexText(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.map { $0 < 0x10 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined(separator: " ")
    }
}
