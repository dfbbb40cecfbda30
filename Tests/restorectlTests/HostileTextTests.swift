import Foundation
import Testing

/// An archive is hostile input: the strings in Fixtures/hostile (see its generate.py) carry ESC,
/// BEL, CR, NUL, DEL, C1 controls and U+202E in every place text output shows a string: class
/// names, the restoration class, identifier paths, a proxy target, the storyboard, keys and values,
/// the metadata, first responders, a window's size classes, the app delegate's keys. Whatever
/// command shows them, in whatever text format, and on standard error too, none reaches the
/// terminal raw.
private let hostile = Tool.fixture("hostile/hostile.savedState/data.data")
private let hostileText = "X\u{1B}]0;pwned\u{07}\rY\u{00}\u{7F}\u{85}\u{9B}2J\u{1B}[2J\u{1B}[1m\u{202E}Z"
/// What identifier paths and the keys typed as arguments carry: no argument can hold NUL.
private let typedText = hostileText.replacingOccurrences(of: "\u{00}", with: "")
private let root = "Root" + typedText
private let child = root + "/:[0]:/Detail" + typedText

/// The characters a terminal or a CI log acts on, written out here rather than taken from
/// restorectl, so that this test checks restorectl's list too. Line feeds and tabs (which only
/// move the cursor on: saved terminal text shows with its tabs) are output's own.
private func acts(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x08, 0x0B...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
}

/// The first character of `text` a terminal would act on, as `U+XXXX at offset N`, or nil. With
/// `colour`, restorectl's own colour sequences (ESC [ code m) are allowed, and no other.
private func firstRaw(_ text: String, colour: Bool = false) -> String? {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
        if colour, scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
            let end = scalars[(index + 2)...].firstIndex(of: "m")
            let code = end.map { String(String.UnicodeScalarView(scalars[(index + 2)..<$0])) }
            if let end, let code, ["0", "1", "31", "32", "33", "1;36"].contains(code) {
                index = end + 1
                continue
            }
        }
        if acts(scalars[index]) { return "U+\(String(scalars[index].value, radix: 16)) at offset \(index)" }
        index += 1
    }
    return nil
}

private func expectInert(
    _ arguments: [String], status: Int32? = nil, environment: [String: String] = [:], colour: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let result = try Tool.run(arguments, environment: environment)
    let shown = arguments.map { $0.unicodeScalars.contains(where: acts) ? "<hostile>" : $0 }.joined(separator: " ")
    if let status {
        #expect(result.status == status, "\(shown): exit \(result.status)", sourceLocation: sourceLocation)
    }
    #expect(
        !result.output.isEmpty || !result.errorOutput.isEmpty, "\(shown) printed nothing",
        sourceLocation: sourceLocation)
    #expect(
        firstRaw(result.text, colour: colour) == nil,
        "\(shown): standard output: \(firstRaw(result.text, colour: colour) ?? "")", sourceLocation: sourceLocation)
    #expect(
        firstRaw(result.error) == nil, "\(shown): standard error: \(firstRaw(result.error) ?? "")",
        sourceLocation: sourceLocation)
}

/// The fixture holds what it is meant to: a test of nothing would pass too.
@Test func hostileFixtureCarriesEveryCharacter() throws {
    let paths = try Tool.run(["paths", hostile, "--format", "json"])
    let listed = try JSONSerialization.jsonObject(with: paths.output) as? [Any]
    let texts = (listed ?? []).compactMap { ($0 as? [String: Any])?["path"] as? String ?? $0 as? String }
    #expect(texts.contains(child), "paths: \(paths.text)")
    let dump = try Tool.run(["dump", hostile, "--format", "json"])
    #expect(dump.text.contains("\\u001b]0;pwned\\u0007\\rY\\u0000\u{7F}\u{85}\u{9B}2J\\u001b[2J\\u001b[1m\u{202E}Z"))
}

@Test(arguments: [
    ["dump"], ["dump", "--raw"], ["dump", "--path", child], ["paths"], ["paths", "--tree"],
    ["get", root], ["get", child], ["get", root, "title" + typedText], ["get", root, "items"], ["get", "--extra"],
    ["get", "--extra", "launch" + typedText],
    ["validate"], ["validate", "--strict"], ["validate", "--format", "xcode"], ["validate", "--format", "github"],
])
func textOutputShowsNoControlCharacter(_ command: [String]) throws {
    let arguments = [command[0], hostile] + command.dropFirst()
    // validate fails the archive: it holds a dangling reference and an unsaved first responder.
    let status: Int32 = command[0] == "validate" ? 1 : 0
    try expectInert(arguments, status: status)
    try expectInert(arguments + ["--color=always"], status: status, colour: true)
}

@Test func diffShowsNoControlCharacter() throws {
    let other = Tool.fixture("archives/com.example.TabBar.savedState/data.data")
    try expectInert(["diff", hostile, other], status: 1)
    try expectInert(["diff", other, hostile, "--color=always"], status: 1, colour: true)
}

/// Errors quote what the user asked for and what the archive holds: both escaped.
private let failingCommands: [([String], Int32)] = [
    (["get", hostile, "Missing" + typedText], 2),
    (["get", hostile, root, "missing" + typedText], 2),
    (["dump", hostile, "--path", "Missing" + typedText], 2),
    (["set", hostile, "Missing" + typedText, "key", "value", "-o", "/dev/null"], 2),
    (["remove", hostile, "Missing" + typedText, "-o", "/dev/null"], 2),
    (["dump", "missing" + typedText + ".data"], 3),
]

@Test func errorsShowNoControlCharacter() throws {
    for (arguments, status) in failingCommands { try expectInert(arguments, status: status) }
}

/// File names come from a folder being walked, or from an attachment: shown escaped in
/// validate's lines, lint's, find's table and dump's header.
@Test func fileNamesShowNoControlCharacter() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let saved = folder.appendingPathComponent("com.example.E\u{1B}]0;t\u{07}.savedState")
    try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: hostile, toPath: saved.appendingPathComponent("data.data").path)
    let loose = folder.appendingPathComponent("loose\u{1B}[2J\r.data")
    try FileManager.default.copyItem(atPath: Tool.fixture("rules/clean/data.data"), toPath: loose.path)
    try expectInert(["validate", folder.path], status: 1)
    try expectInert(["validate", folder.path, "--format", "github"], status: 1)
    try expectInert(["lint", loose.path], status: 0)
    try expectInert(["dump", loose.path], status: 0)
    try expectInert(["find", folder.path], status: 0)
}

/// macOS saved state: window titles and frames from windows.plist, the bundle identifier from the
/// folder's name, and the records' own strings.
@Test func appKitStateShowsNoControlCharacter() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let saved = folder.appendingPathComponent("com.example.E\u{1B}]0;t\u{07}.savedState")
    try FileManager.default.copyItem(atPath: Tool.fixture("appkit/com.apple.Terminal.savedState"), toPath: saved.path)
    let list = saved.appendingPathComponent("windows.plist")
    var windows =
        try PropertyListSerialization.propertyList(from: Data(contentsOf: list), format: nil) as? [[String: Any]] ?? []
    #expect(!windows.isEmpty)
    for index in windows.indices where windows[index]["NSTitle"] != nil {
        windows[index]["NSTitle"] = "title" + hostileText
        windows[index]["NSWindowFrame"] = "frame" + hostileText
    }
    try PropertyListSerialization.data(fromPropertyList: windows, format: .binary, options: 0).write(to: list)
    try expectInert(["dump", saved.path], status: 0)
    try expectInert(["dump", saved.path, "--color=always"], status: 0, colour: true)
    try expectInert(["validate", saved.path])
    try expectInert(["find", folder.path], status: 0)
}
