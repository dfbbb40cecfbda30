/// Files people give restorectl that hold no property list (an image, a zip archive or an `.ipa`,
/// an executable, a compiled nib), told by their first bytes (magic numbers), so that reading one
/// names what it is instead of the first byte text cannot hold.
package struct OtherFileKind: Sendable, Equatable {
    /// What the file is: `a PNG image`.
    package var name: String
    /// What to do with it instead, nil when restorectl has nothing to offer.
    package var advice: String?

    /// A kind named `name`.
    package init(_ name: String, advice: String? = nil) {
        self.name = name
        self.advice = advice
    }

    /// The one line a command says of such a file: `a PNG image, not a property list or saved state`,
    /// then `; ` and the advice.
    package var message: String {
        name + ", not a property list or saved state" + (advice.map { "; " + $0 } ?? "")
    }

    /// A compiled nib, which `dump` shows (its view controllers) and `dump --raw` (its objects).
    package static let nib = OtherFileKind(
        "a compiled nib (NIBArchive)", advice: "dump shows it, dump --raw its objects")
    /// A nib folder (`Name.nib/`, as Xcode compiles a nib for several OS versions).
    package static let nibFolder = OtherFileKind(
        "a compiled nib (a nib folder)", advice: "dump shows it, dump --raw its objects")

    /// Each kind with the bytes it starts with at `offset`, in the order they are tried.
    static let signatures: [(offset: Int, magic: [UInt8], kind: OtherFileKind)] = [
        (0, FileSignature.nibArchive, nib),
        (0, [0x89] + Array("PNG\r\n\u{1A}\n".utf8), OtherFileKind("a PNG image")),
        (0, [0xFF, 0xD8, 0xFF], OtherFileKind("a JPEG image")),
        (0, Array("GIF87a".utf8), OtherFileKind("a GIF image")),
        (0, Array("GIF89a".utf8), OtherFileKind("a GIF image")),
        (0, Array("II*\0".utf8), OtherFileKind("a TIFF image")),
        (0, Array("MM\0*".utf8), OtherFileKind("a TIFF image")),
        (4, Array("ftyp".utf8), OtherFileKind("an ISO media file (HEIC, MP4, MOV)")),
        (0, Array("%PDF-".utf8), OtherFileKind("a PDF document")),
        (0, Array("PK\u{3}\u{4}".utf8), zip),
        (0, Array("PK\u{5}\u{6}".utf8), zip),
        (0, [0x1F, 0x8B], OtherFileKind("a gzip file", advice: "gunzip it and give restorectl what it holds")),
        (0, Array("BZh".utf8), OtherFileKind("a bzip2 file", advice: "bunzip2 it and give restorectl what it holds")),
        (
            0, [0xFD] + Array("7zXZ\0".utf8),
            OtherFileKind("an xz file", advice: "unxz it and give restorectl what it holds")
        ),
        (0, [0x7F] + Array("ELF".utf8), OtherFileKind("an ELF executable")),
        (0, Array("SQLite format 3\0".utf8), OtherFileKind("an SQLite database")),
    ]
    /// A zip archive; an `.ipa` is one, with the app in `Payload/`.
    static let zip = OtherFileKind(
        "a zip archive",
        advice: "unzip it and give restorectl what it holds (dump and --app read an .ipa as it is)")
    /// A Mach-O file, thin or universal.
    static let machO = OtherFileKind("a Mach-O file", advice: "dump shows its classes")
}

extension PropertyListFormat {
    /// What `bytes` are when their first bytes are one of `OtherFileKind`'s signatures, else nil.
    ///
    /// Asked only once reading them as a property list has failed: some signatures are text
    /// (`GIF89a`, `NIBArchive`) that an OpenStep file may hold.
    package static func otherKind(_ bytes: [UInt8]) -> OtherFileKind? {
        if FileSignature.isMachO(prefix: Array(bytes.prefix(8))) { return OtherFileKind.machO }
        return OtherFileKind.signatures.first { signature in
            bytes.count >= signature.offset + signature.magic.count
                && bytes[signature.offset..<signature.offset + signature.magic.count].elementsEqual(signature.magic)
        }?.kind
    }
}
