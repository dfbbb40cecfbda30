import Testing
@testable import restorectl
import RestoreKit

/// UUIDs print as 8-4-4-4-12 upper-case digits, whatever their length; data as its first 16 bytes.
@Test func uuidsAndDataPrintAsHexadecimalDigits() {
    #expect(PresentedScalar.uuidText(Array(0..<16)) == "00010203-0405-0607-0809-0A0B0C0D0E0F")
    #expect(PresentedScalar.uuidText([0xAB, 0xCD, 0xEF]) == "ABCDEF")
    #expect(PresentedScalar.uuidText([0xFF, 0, 0, 0, 0x10]) == "FF000000-10")
    #expect(ArchiveTextSink.dataText([]) == "0 bytes")
    #expect(ArchiveTextSink.dataText([1]) == "1 byte: 01")
    #expect(ArchiveTextSink.dataText([0x0A, 0xFF]) == "2 bytes: 0a ff")
    #expect(ArchiveTextSink.dataText(Array(0..<17)) == "17 bytes: 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f …")
}
