import Foundation
import Testing

let tabBar = Tool.fixture("archives/com.example.TabBar.savedState/data.data")

@Test func getPrintsPlainScalarsForScripts() throws {
    let feed = "TabController/:[0]:/NavigationController/:[0]:/FeedViewController"
    for (key, expected) in [
        ("selectedIndex", "2"), ("scrollOffset", "120.5"), ("filter", "unread"),
        ("lastRefresh", "2014-05-02T14:33:20Z"), ("kViewRestorationDataKey.feedTable.kSelectedRowKey", "3"),
    ] {
        let result = try Tool.run(["get", tabBar, feed, key])
        #expect(result.status == 0 && result.text == expected + "\n", "\(key): \(result.error)")
    }
    let reference = try Tool.run(["get", tabBar, "TabController", "kTabBarSelectedViewControllerKey"])
    #expect(reference.text == "TabController/:[1]:/NavigationController\n")
}

@Test func getNamesWhatIsMissing() throws {
    var result = try Tool.run(["get", tabBar, "TabControler"])
    #expect(result.status == 2)
    #expect(
        result.error
            == "restorectl: \(tabBar): no object at path 'TabControler'; did you mean 'TabController'? (see restorectl paths)\n"
    )
    result = try Tool.run(["get", tabBar, "TabController", "kTabBarSelectedViewControllerKey.nothing"])
    #expect(result.status == 2)
    #expect(
        result.error.hasPrefix(
            "restorectl: \(tabBar): 'TabController': no key `nothing` in `kTabBarSelectedViewControllerKey` (its keys: kObjectIdentifierPathProxyIdentifierPathKey)"
        ))
}

@Test func dumpShowsTheTriesLeftOnlyWhenTheMarkerIsThere() throws {
    #expect(try Tool.run(["dump", tabBar]).text.contains("  in progress      1 try left (inprogress.data)\n"))
    let json = try Tool.run(
        ["dump", "--format", "json", "-"], input: try Data(contentsOf: URL(fileURLWithPath: tabBar)))
    #expect(json.text.contains("\"inProgress\": null"))
}

@Test func dumpOfALargeArchiveListsEveryObject() throws {
    let result = try Tool.run(["dump", Tool.fixture("archives/com.example.Large.savedState/data.data")])
    #expect(result.status == 0)
    let paths = try Tool.run(["paths", Tool.fixture("archives/com.example.Large.savedState/data.data")]).text.split(
        separator: "\n")
    #expect(paths.count == 1011)
    // Every object's heading line (`PATH (Class, view controller)`), and each screen's own value.
    let headings = Set(
        result.text.split(separator: "\n").filter { $0.hasSuffix(", view controller)") }
            .map { $0.drop { $0 == " " }.components(separatedBy: " (").first ?? "" })
    #expect(Set(paths.map(String.init)) == headings)
    #expect(result.text.components(separatedBy: "screenNumber (integer) = ").count - 1 == 1000)
}

@Test func rawDumpWarnsWhenNothingIsUnderRoot() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("keys.plist")
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    coder.encode("value" as NSString, forKey: "rooty")
    coder.finishEncoding()
    try coder.encodedData.write(to: file)
    let result = try Tool.run(["dump", "--raw", file.path])
    #expect(result.status == 0)
    #expect(
        result.error
            == "restorectl: \(file.path): warning: $top has no \"root\" key (it has: rooty); NSKeyedUnarchiver finds no root object\n"
    )
    #expect(result.text.contains("rooty (string) = \"value\""))
}

@Test func dumpOfSomethingElseIsAClearError() throws {
    let result = try Tool.run(["dump", Tool.fixture("plist/sample.bplist")])
    #expect(result.status == 3)
    #expect(
        result.error
            == "restorectl: \(Tool.fixture("plist/sample.bplist")): $archiver is missing: not an NSKeyedArchiver archive; convert --to json shows it\n"
    )
}
