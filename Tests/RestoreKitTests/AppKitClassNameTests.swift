import Testing
@testable import RestoreKit

/// Issue 43: what a decrypted record's class name may be. AppKit's own names pass (TextEdit's
/// `First Text View` has spaces); what a wrong key gives (control bytes, high bytes, an empty or
/// space-padded name) is still noise.
struct ClassNameCase: Sendable, CustomTestStringConvertible {
    var name: [UInt8]
    var isClassName: Bool
    var testDescription: String { "\(name) \(isClassName ? "passes" : "is noise")" }

    static let all: [ClassNameCase] = [
        ClassNameCase(name: Array("First Text View".utf8), isClassName: true),
        ClassNameCase(name: Array("_NSWindow".utf8), isClassName: true),
        ClassNameCase(name: Array("A".utf8), isClassName: true),
        ClassNameCase(name: Array("Mail.MessageViewController".utf8), isClassName: true),
        ClassNameCase(name: [], isClassName: false),
        ClassNameCase(name: Array(" ".utf8), isClassName: false),
        ClassNameCase(name: Array(" First".utf8), isClassName: false),
        ClassNameCase(name: Array("First ".utf8), isClassName: false),
        ClassNameCase(name: Array("First\tView".utf8), isClassName: false),
        ClassNameCase(name: [0x46, 0x00, 0x47], isClassName: false),
        ClassNameCase(name: [0x46, 0x7F, 0x47], isClassName: false),
        ClassNameCase(name: [0x46, 0xC3, 0xA9], isClassName: false),
        ClassNameCase(name: [0x9B, 0x31, 0xE2, 0x07, 0x5A, 0xF0, 0x11, 0x88], isClassName: false),
    ]
}

@Test(arguments: ClassNameCase.all)
func aClassNameIsPrintableASCIIWithSpacesOnlyInside(_ row: ClassNameCase) {
    #expect(AppKitRecordReader.isClassName(row.name[...]) == row.isClassName)
}
