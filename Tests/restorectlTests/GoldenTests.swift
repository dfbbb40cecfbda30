import Foundation
import Testing

/// One row of Tests/Golden/cases.tsv: the golden file and the arguments that produce it.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    let file: String
    let arguments: [String]
    var testDescription: String { file }

    static let folder = Tool.packageRoot.appendingPathComponent("Tests/Golden")

    static let all: [GoldenCase] = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("cases.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return GoldenCase(file: fields[0], arguments: Array(fields.dropFirst()))
        }
    }()

    /// Whether output matches a golden file. Bytes, not Strings: String equality is Unicode
    /// canonical equivalence, so an NFD path would pass for the NFC one.
    static func matches(_ output: Data, _ golden: Data) -> Bool {
        output == golden
    }

    /// AppKit's dumps and find show the files' modification times (what dates an app's use), which
    /// a checkout sets to its own time: the golden run sets those of Fixtures/appkit (and
    /// appkit-bookmarks) to one fixed time first, as regenerate.sh does. (Creation times show as
    /// null on Linux, where `stat` has none.)
    static let fixedAppKitFileTimes: Void = {
        let time = Date(timeIntervalSince1970: 1_732_266_843) // 2024-11-22T09:14:03Z
        let files = ["Fixtures/appkit", "Fixtures/appkit-bookmarks"].flatMap { folder in
            let root = Tool.packageRoot.appendingPathComponent(folder)
            return FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL } ?? []
        }
        for file in files where !file.hasDirectoryPath {
            try? FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: file.path)
        }
    }()

    /// `output` as the goldens hold it, made on Linux, where `stat` has no creation time (JSON's
    /// `"created": null`): on Darwin, which has one and sets it at checkout, each `"created"` time
    /// is read as null, since no portable call sets it to a fixed time as `fixedAppKitFileTimes`
    /// sets modification times. Only a file's (the line before its `"modified"`): a bookmark's
    /// `"created"` is its target's, read from the file. Elsewhere the output is compared as it is.
    static func withoutCreationTimes(_ output: Data) -> Data {
        #if canImport(Darwin)
            let text = String(decoding: output, as: UTF8.self)
            let split = text.split(separator: "\n", omittingEmptySubsequences: false)
            let lines = split.enumerated().map { index, line -> String in
                guard index + 1 < split.count, split[index + 1].contains("\"modified\": "),
                    let range = line.range(of: "\"created\": \"")
                else { return String(line) }
                let ending = line.hasSuffix(",") ? "," : ""
                return String(line[..<range.lowerBound]) + "\"created\": null" + ending
            }
            return Data(lines.joined(separator: "\n").utf8)
        #else
            return output
        #endif
    }

    /// The reviewed standard error: `FILE.stderr`, or nothing when that file is absent.
    var expectedError: Data {
        (try? Data(contentsOf: Self.folder.appendingPathComponent(file + ".stderr"))) ?? Data()
    }
}

@Test func goldenTableIsNotEmpty() {
    #expect(GoldenCase.all.count >= 10)
}

@Test("output matches the reviewed golden file byte for byte, standard error included", arguments: GoldenCase.all)
func golden(_ row: GoldenCase) throws {
    GoldenCase.fixedAppKitFileTimes
    let result = try Tool.run(row.arguments, in: Tool.packageRoot)
    #expect(result.status == 0, "\(result.error)")
    let expected = try Data(contentsOf: GoldenCase.folder.appendingPathComponent(row.file))
    // On a mismatch, `make golden` and `git diff Tests/Golden` show it.
    #expect(
        GoldenCase.matches(GoldenCase.withoutCreationTimes(result.output), expected),
        "differs from Tests/Golden/\(row.file)")
    #expect(
        GoldenCase.matches(result.errorOutput, row.expectedError),
        "standard error differs from Tests/Golden/\(row.file).stderr: \(result.error)")
}

@Test func everyGoldenFileBelongsToACase() throws {
    // A golden (or .stderr) left behind by a removed case would never be compared again.
    let named = Set(GoldenCase.all.flatMap { [$0.file, $0.file + ".stderr"] } + ["cases.tsv", "regenerate.sh"])
    let present = try FileManager.default.contentsOfDirectory(atPath: GoldenCase.folder.path).filter {
        !$0.hasPrefix(".")
    }
    #expect(present.filter { !named.contains($0) }.isEmpty)
}

@Test func goldenComparisonSeesUnicodeEquivalentButDifferentBytes() throws {
    // The Mail golden's non-ASCII paths in NFD: an equal String, but not the reviewed bytes.
    let nfc = try Data(contentsOf: GoldenCase.folder.appendingPathComponent("mail.dump.txt"))
    let nfd = Data(String(decoding: nfc, as: UTF8.self).decomposedStringWithCanonicalMapping.utf8)
    #expect(nfd != nfc, "the golden has text that decomposes")
    #expect(!GoldenCase.matches(nfd, nfc))
    #expect(GoldenCase.matches(nfc, nfc))
}
