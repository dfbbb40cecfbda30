@testable import RestoreKit
import Testing

/// Reading a file of another kind as a property list names the kind from its first bytes, once
/// the read has failed; a text that only starts like one is still read.
@Test func aPNGIsNamedNotReadAsText() throws {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array("IHDR".utf8)
    #expect(throws: PropertyListError(.unknownFormat, "a PNG image, not a property list or saved state")) {
        try PropertyList.read(png)
    }
}

@Test(arguments: ["GIF89a", "NIBArchive", "BZh = 1;"])
func textThatStartsLikeAnotherKindIsStillAPropertyList(_ text: String) throws {
    #expect(try PropertyList.read(Array(text.utf8)).format == .openStep)
}

/// A Mach-O file is told by the one test the Mach-O reader uses: a Java class file shares the
/// universal magic but not a plausible architecture count, so it is not called a Mach-O file.
@Test func aJavaClassFileIsNoMachOFile() throws {
    let javaClass: [UInt8] = [0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 0x37] + Array("rest".utf8)
    #expect(PropertyListFormat.otherKind(javaClass) == nil)
    let universal: [UInt8] = [0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 2] + Array(repeating: 0, count: 8)
    #expect(PropertyListFormat.otherKind(universal)?.name == "a Mach-O file")
    #expect(
        PropertyListFormat.otherKind(Array("NIBArchive".utf8) + [1, 0, 0, 0])?.name == "a compiled nib (NIBArchive)")
}
