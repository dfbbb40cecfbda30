import Foundation
import Testing

@Test func bareRestorectlIsAUsageErrorWithTheHelpOnStandardError() throws {
    let bare = try Tool.run([])
    #expect(bare.status == 2)
    #expect(bare.output.isEmpty)
    #expect(bare.error == (try Tool.run(["--help"])).text)
    #expect(bare.error.contains("Usage: restorectl COMMAND [options] [arguments]"))
}

@Test func convertsBinaryToXMLOnStandardOutput() throws {
    let result = try Tool.run(["convert", Tool.fixture("plist/sample.bplist"), "--to", "xml"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(result.text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist"))
    #expect(result.text.contains("\t<key>CFBundleVersion</key>\n\t<string>1.2.2.198</string>\n"))
}

@Test func readsStandardInputForDash() throws {
    let xml = Data("<plist><array><integer>1</integer></array></plist>".utf8)
    let result = try Tool.run(["convert", "-", "--to", "json"], input: xml)
    #expect(result.status == 0)
    #expect(result.text == "[\n  1\n]\n")
}

@Test func writesOutputAtomicallyAndLeavesNoTemporaryFile() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out.bplist")
    try Data("old".utf8).write(to: out)
    let result = try Tool.run(["convert", Tool.fixture("plist/sample.plist"), "--to", "binary", "-o", out.path])
    #expect(result.status == 0)
    #expect(try Data(contentsOf: out).prefix(8) == Data("bplist00".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.bplist"])
}

@Test func aFailedWriteReportsTheFileAndLeavesNothing() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("no/such/folder/out.xml").path
    let result = try Tool.run(["convert", Tool.fixture("plist/sample.bplist"), "--to", "xml", "-o", missing])
    #expect(result.status == 3)
    #expect(
        result.error == "restorectl: \(missing): cannot create a temporary file beside it: no such file or directory\n")
}

@Test func malformedInputExitsThreeWithOneLineNamingFileAndOffset() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var bytes = try Data(contentsOf: URL(fileURLWithPath: Tool.fixture("plist/sample.bplist")))
    bytes[8] = 0x7A
    let broken = folder.appendingPathComponent("broken.bplist")
    try bytes.write(to: broken)
    let result = try Tool.run(["convert", broken.path, "--to", "xml"])
    #expect(result.status == 3)
    #expect(result.output.isEmpty)
    #expect(result.error == "restorectl: \(broken.path): invalid object marker 0x7a at offset 0x8\n")
}

@Test func missingFileExitsThree() throws {
    let result = try Tool.run(["lint", "/no/such/file.plist"])
    #expect(result.status == 3)
    #expect(result.error == "restorectl: /no/such/file.plist: no such file or directory\n")
}

@Test func lintReportsEachFileAndFailsWhenAnyIsBroken() throws {
    let good = Tool.fixture("plist/sample.bplist")
    var result = try Tool.run(["lint", good, Tool.fixture("plist/sample.plist")])
    #expect(result.status == 0)
    #expect(result.text == "\(good): OK\n\(Tool.fixture("plist/sample.plist")): OK\n")
    result = try Tool.run(["lint", "-s", good, "-"], input: Data("not a plist".utf8))
    #expect(result.status == 3)
    #expect(result.text.isEmpty)
    #expect(
        result.error
            == "restorectl: <stdin>: line 1, column 5: expected `=` or `;` after key `not` (text read as an OpenStep strings file)\n"
    )
}

@Test func convertRefusesDuplicateKeysUnlessAskedToCollapseThemAsCoreFoundationDoes() throws {
    let xml = Data(
        "<plist><dict><key>a</key><integer>1</integer>\n<key>a</key><integer>2</integer></dict></plist>".utf8)
    var result = try Tool.run(["convert", "-", "--to", "json"], input: xml)
    #expect(result.status == 3)
    #expect(result.output.isEmpty)
    #expect(
        result.error
            == "restorectl: <stdin>: line 2, column 1: key `a` is given more than once in a dictionary (CoreFoundation keeps the last); --collapse-duplicate-keys keeps the one CoreFoundation keeps\n"
    )
    result = try Tool.run(["lint", "-"], input: xml)
    #expect(result.status == 3)
    #expect(
        result.error
            == "restorectl: <stdin>: line 2, column 1: key `a` is given more than once in a dictionary (CoreFoundation keeps the last)\n"
    )
    result = try Tool.run(["convert", "-", "--to", "json", "--collapse-duplicate-keys"], input: xml)
    #expect(result.status == 0)
    #expect(result.text == "{\"a\": 2}\n")
    // Binary {"a": 1, "a": 2}: refused on the streaming path too; collapsed, the first stays.
    let binary = Data(
        Array("bplist00".utf8) + [0xD2, 1, 2, 3, 4, 0x51, 0x61, 0x51, 0x61, 0x10, 1, 0x10, 2, 8, 13, 15, 17, 19]
            + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 5] + [UInt8](repeating: 0, count: 8) + [
                0, 0, 0, 0, 0, 0, 0, 21,
            ])
    result = try Tool.run(["convert", "-", "--to", "xml"], input: binary)
    #expect(result.status == 3)
    #expect(
        result.error
            == "restorectl: <stdin>: key `a` is given more than once in the dictionary at object 0 (CoreFoundation keeps the first) at offset 0x8; --collapse-duplicate-keys keeps the one CoreFoundation keeps\n"
    )
    result = try Tool.run(["convert", "-", "--to", "json", "--collapse-duplicate-keys"], input: binary)
    #expect(result.text == "{\"a\": 1}\n")
}

@Test func convertReadsOpenStepAndUTF16() throws {
    var result = try Tool.run(
        ["convert", "-", "--to", "json"], input: Data("{ list = (a, b); data = <0fbd77>; }".utf8))
    #expect(result.status == 0)
    #expect(result.text == "{\n  \"list\": [\n    \"a\",\n    \"b\"\n  ],\n  \"data\": {\"$data\": \"D713\"}\n}\n")
    result = try Tool.run(
        ["convert", "-", "--to", "xml"],
        input: Data([0xFF, 0xFE] + Array("<string>é</string>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
    #expect(result.status == 0)
    #expect(result.text.contains("<string>é</string>"))
}

@Test func usageErrorsExitTwoWithASuggestion() throws {
    var result = try Tool.run(["convrt"])
    #expect(result.status == 2)
    #expect(result.error == "restorectl: unknown command 'convrt'; did you mean 'convert'? (see restorectl --help)\n")
    result = try Tool.run(["convert", "x.plist"])
    #expect(result.status == 2)
    #expect(result.error == "restorectl: convert: missing option --to binary|xml|json (see restorectl help convert)\n")
    result = try Tool.run(["lint"])
    #expect(result.status == 2)
    #expect(result.error == "restorectl: lint: missing argument FILE (see restorectl help lint)\n")
}

@Test func helpAndVersion() throws {
    let version = try Tool.run(["--version"])
    #expect(version.status == 0 && version.text.hasPrefix("restorectl "))
    let help = try Tool.run(["--help"])
    #expect(help.status == 0)
    #expect(
        help.text.split(separator: "\n").contains {
            $0.hasPrefix("  convert ") && $0.hasSuffix(" convert any property list to binary, XML or JSON")
        })
    let commandHelp = try Tool.run(["help", "convert"])
    let optionHelp = try Tool.run(["convert", "--help"])
    #expect(commandHelp.status == 0 && commandHelp.text == optionHelp.text)
    #expect(commandHelp.text.hasPrefix("Usage: restorectl convert FILE --to binary|xml|json [options]\n"))
}

@Test func colourOnlyWhenAskedOrOnATerminal() throws {
    let plain = try Tool.run(["dump", tabBar])
    #expect(!plain.text.contains("\u{1B}["), "piped output has no colour")
    let forced = try Tool.run(["dump", "--color=always", tabBar])
    #expect(forced.text.contains("\u{1B}[1;36mTabController\u{1B}[0m"))
    let never = try Tool.run(["dump", "--color=always", "--no-color", tabBar])
    #expect(!never.text.contains("\u{1B}["))
}

@Test func writingToADeviceWritesIntoItAndLeavesItADevice() throws {
    let result = try Tool.run(["convert", Tool.fixture("plist/sample.bplist"), "--to", "xml", "-o", "/dev/null"])
    #expect(result.status == 0)
    let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
    #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
}
