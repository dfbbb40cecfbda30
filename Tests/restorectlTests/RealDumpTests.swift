import Foundation
import Testing

let realFolder = Tool.packageRoot.appendingPathComponent("Fixtures/real")
let realArchives: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: realFolder.path)) ?? [])
    .filter { name in
        guard !name.hasPrefix("."), name != "README.md",
            let data = try? Data(contentsOf: realFolder.appendingPathComponent(name))
        else { return false }
        return data.range(of: Data("$archiver".utf8)) != nil
    }.sorted()

@Test("dump --raw of a real archive is at most 20 times its size, in text, JSON and XML", arguments: realArchives)
func rawDumpGrowsWithTheInput(_ name: String) throws {
    let file = realFolder.appendingPathComponent(name).path
    let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
    for format in ["text", "json", "xml"] {
        let result = try Tool.run(["dump", "--raw", "--format", format, file])
        #expect(result.status == 0, "\(format): \(result.error)")
        #expect(result.text.utf8.count <= 20 * size, "\(format): \(result.text.utf8.count) bytes from \(size)")
        // Older Interface Builder wrote `$null` at several indexes: each reads as nil.
        #expect(!result.text.contains("\"$null\""), "\(format)")
    }
}

@Test func nullBeyondIndexZeroShowsAsNil() throws {
    // hexfiend-English-MyDocument.nib holds `$null` at $objects[0], [13] and [17].
    let file = realFolder.appendingPathComponent("hexfiend-English-MyDocument.nib").path
    let text = try Tool.run(["dump", "--raw", file]).text
    #expect(text.contains("          NSNextResponder = nil\n"))
    #expect(!text.contains("$null"))
}

@Test func sharedObjectsAreWrittenOnceAndNamedAfter() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("shared.plist")
    // One dictionary twice in an array, NSNull beside nil, and data holding a plain property list.
    let shared = NSMutableDictionary(dictionary: ["name": "shared"])
    let plist = try PropertyListSerialization.data(fromPropertyList: ["inner": 1], format: .binary, options: 0)
    let root: NSDictionary = ["pair": [shared, shared] as NSArray, "nothing": NSNull(), "settings": plist as NSData]
    try NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: false).write(to: file)
    let json = try Tool.run(["dump", "--raw", "--format", "json", file.path])
    #expect(json.status == 0, "\(json.error)")
    let compact = json.text.filter { !$0.isWhitespace }
    let first = try #require(compact.range(of: #"\{"\$id":(\d+),"name":"shared"\}"#, options: .regularExpression))
    let id = compact[first].dropFirst(7).prefix { $0.isNumber }
    #expect(compact.contains(#"{"$uid":\#(id)}"#))
    #expect(compact.contains(#""nothing":{"$class":"NSNull"}"#))
    #expect(compact.contains(#""settings":{"$plist":{"inner":1}}"#))
    let text = try Tool.run(["dump", "--raw", file.path]).text
    // The class is NSMutableDictionary on macOS, NSDictionary in Linux Foundation.
    #expect(text.contains("Dictionary, 1 entry) $objects[\(id)]\n"))
    #expect(text.contains("[1] → $objects[\(id)] (NS"))
    #expect(text.contains("Dictionary, shown above)\n"))
    #expect(text.contains("(nested plist, \(plist.count) bytes)\n"))
}

@Test func renderingPastTheLimitIsAnErrorAndWritesNothing() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("repeated.plist")
    // One 64 KB string at 1,000 references: 66 KB of archive, 64 MB written out in full each time.
    let long = String(repeating: "x", count: 65_536) as NSString
    try NSKeyedArchiver.archivedData(
        withRootObject: NSArray(array: Array(repeating: long, count: 1_000)), requiringSecureCoding: false
    ).write(to: file)
    let result = try Tool.run(["dump", "--raw", "--format", "json", file.path])
    #expect(result.status == 3)
    #expect(result.text.isEmpty)
    #expect(result.error.hasPrefix("restorectl: \(file.path): the dump would be more than "))
    let allowed = try Tool.run(["dump", "--raw", "--max-expansion", "100", file.path])
    #expect(allowed.status == 0, "\(allowed.error)")
}
