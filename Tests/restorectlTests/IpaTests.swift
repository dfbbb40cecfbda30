import Foundation
import Testing

/// `.ipa` input on the command line (Fixtures/ipa, written by Python's zipfile from the fixture
/// apps): the same `dump --format json`, warnings and `validate --app` / `explain --app` output as
/// the `.app` it holds, once its paths are the .app's; every broken kind exit 3 with one line.

/// Each good .ipa fixture and the .app it was made from.
private func ipaPairs() throws -> [(ipa: String, app: String)] {
    var pairs: [(String, String)] = []
    for folder in ["apps", "forms"] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Tool.fixture("ipa/" + folder)).sorted()
        for name in names where name.hasSuffix(".ipa") {
            let app = String(name.dropLast(".ipa".count).prefix { $0 != "-" }) + ".app"
            let migration = Tool.fixture("apps/migration/" + app)
            let path = FileManager.default.fileExists(atPath: migration) ? migration : Tool.fixture("apps/" + app)
            pairs.append((Tool.fixture("ipa/\(folder)/\(name)"), path))
        }
    }
    return pairs
}

/// `text` with the .ipa's paths written as the .app's: its bundle's, then the file's own.
private func asApp(_ text: String, ipa: String, app: String) -> String {
    let name = String(app.split(separator: "/").last!)
    return text.replacingOccurrences(of: ipa + "/Payload/" + name, with: app).replacingOccurrences(of: ipa, with: app)
}

@Test(arguments: try ipaPairs().map { [$0.ipa, $0.app] })
func anIPADumpsAsTheAppItHolds(_ pair: [String]) throws {
    let (ipa, app) = (pair[0], pair[1])
    let fromIPA = try Tool.run(["dump", "--format", "json", ipa])
    let fromApp = try Tool.run(["dump", "--format", "json", app])
    #expect(fromIPA.status == 0 && fromApp.status == 0, "\(fromIPA.error)")
    #expect(asApp(fromIPA.text, ipa: ipa, app: app) == fromApp.text)
    #expect(fromIPA.text.contains("\"file\": \"\(ipa)\""))
    // The warnings of a build without a readable executable name the same files.
    #expect(asApp(fromIPA.error, ipa: ipa, app: app) == fromApp.error)
    let text = try Tool.run(["dump", ipa])
    let appText = try Tool.run(["dump", app])
    // The text names the file given and, as for an .xcarchive, the bundle read in it.
    #expect(text.text.hasPrefix("\(ipa) (\(ipa)/Payload/"))
    let shown = asApp(text.text, ipa: ipa, app: app).replacingOccurrences(of: "\(app) (\(app))", with: app)
    #expect(text.status == 0 && shown == appText.text)
}

@Test(arguments: try ipaPairs().filter { $0.ipa.contains("/apps/") }.map { [$0.ipa, $0.app] })
func validateAndExplainFindTheSameWithTheIPA(_ pair: [String]) throws {
    let (ipa, app) = (pair[0], pair[1])
    let archives = Tool.fixture("apps/migration/archives")
    for folder in try FileManager.default.contentsOfDirectory(atPath: archives).sorted() {
        let savedState = "\(archives)/\(folder)/com.example.Migration.savedState"
        let fromIPA = try Tool.run(["validate", "--format", "json", "--app", ipa, savedState])
        let fromApp = try Tool.run(["validate", "--format", "json", "--app", app, savedState])
        #expect(fromIPA.status == fromApp.status, "\(folder): \(fromIPA.error)")
        #expect(asApp(fromIPA.text, ipa: ipa, app: app) == fromApp.text, "\(folder)")
        #expect(!fromApp.text.isEmpty)
    }
    let savedState = "\(archives)/legacy/com.example.Migration.savedState"
    let explained = try Tool.run(["explain", "--app", ipa, savedState])
    let explainedApp = try Tool.run(["explain", "--app", app, savedState])
    #expect(explained.status == explainedApp.status)
    #expect(asApp(explained.text, ipa: ipa, app: app) == explainedApp.text)
}

/// Each broken kind and what its one line says after the file's name.
private let brokenKinds: [(String, String)] = [
    ("not-a-zip", "is no .ipa this reads: at byte 224: not a zip file"),
    ("truncated-in-entries", "is no .ipa this reads: at byte 2995: a zip file cut short"),
    ("truncated-in-central-directory", "is no .ipa this reads: at byte 6546: a zip file cut short"),
    ("truncated-in-end-record", "is no .ipa this reads: at byte 7113: a zip file cut short"),
    ("corrupt-deflate", "at byte 527: entry \"Payload/Legacy.app/Migration\": damaged deflate stream"),
    ("bad-crc", "at byte 206: entry \"Payload/Legacy.app/Info.plist\": CRC-32"),
    ("escaping-name", "is no .ipa this reads: at byte 7147: entry \"../x\""),
    ("repeated-name", "is no .ipa this reads: at byte 7170: entry \"Payload/Legacy.app/Info.plist\": a second entry"),
    ("no-payload", "holds no Payload folder"),
    ("two-apps", "holds 2 apps in Payload"),
    ("app-one-folder-down", "holds its app one folder down"),
    ("encrypted-entry", "is no .ipa this reads: at byte 6185: entry \"Payload/Legacy.app/Info.plist\" is encrypted"),
    (
        "unsupported-method",
        "is no .ipa this reads: at byte 6421: entry \"Payload/Legacy.app/Info.plist\" uses compression method 12"
    ),
    ("zip-bomb", "is no .ipa this reads: at byte 17344: entry \"Payload/Legacy.app/zeros\" inflates"),
]

@Test(arguments: brokenKinds)
func aBrokenIPAIsExit3WithOneLine(_ name: String, _ expected: String) throws {
    let ipa = Tool.fixture("ipa/broken/\(name).ipa")
    let savedState = Tool.fixture("apps/migration/archives/legacy/com.example.Migration.savedState")
    for arguments in [["dump", ipa], ["validate", "--app", ipa, savedState], ["explain", "--app", ipa, savedState]] {
        let result = try Tool.run(arguments)
        #expect(result.status == 3, "\(arguments[0])")
        #expect(result.error.hasPrefix("restorectl: \(ipa): \(expected)"), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1 && result.text.isEmpty)
    }
}

@Test func theLimitOptionsSetTheLimits() throws {
    let ipa = Tool.fixture("ipa/apps/Example.ipa")
    let tooMany = try Tool.run(["dump", "--ipa-max-entries", "3", ipa])
    #expect(tooMany.status == 3 && tooMany.error.contains("more than the limit of 3 (--ipa-max-entries)"))
    let tooBig = try Tool.run(["dump", "--ipa-max-size", "1000", ipa])
    #expect(tooBig.status == 3 && tooBig.error.contains("more than the limit of 1000 bytes (--ipa-max-size)"))
    // The bomb's one entry inflates 1027 times its size: a higher ratio lets it through.
    let bomb = Tool.fixture("ipa/broken/zip-bomb.ipa")
    #expect(try Tool.run(["dump", "--ipa-max-ratio", "2000", bomb]).status == 0)
    let savedState = Tool.fixture("apps/migration/archives/legacy/com.example.Migration.savedState")
    #expect(try Tool.run(["validate", "--ipa-max-ratio", "2000", "--app", bomb, savedState]).status != 3)
    #expect(try Tool.run(["explain", "--ipa-max-entries", "3", "--app", ipa, savedState]).status == 3)
}
