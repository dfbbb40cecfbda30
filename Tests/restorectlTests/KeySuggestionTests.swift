import Foundation
import Testing

// A misspelt key gets the suggestion a misspelt identifier path gets: the closest key there.

@Test(
    "get names the closest key to a misspelt one",
    arguments: [
        (
            [feedPath, "selectedIndx"],
            "'\(feedPath)': no key `selectedIndx` in the coder (its keys: scrollOffset, kUIStateRestorationClassNameKey, selectedIndex, kViewRestorationDataKey, kObjectIsViewControllerKey, lastRefresh, kViewControllerViewWasLoadedKey, filter); did you mean 'selectedIndex'?"
        ),
        (
            [feedPath, "kViewRestorationDataKey.feedTabel.kSelectedRowKey"],
            "'\(feedPath)': no key `feedTabel.kSelectedRowKey` in `kViewRestorationDataKey` (its keys: feedTable); did you mean 'feedTable'?"
        ),
        (
            ["--extra", "launchCont"],
            "the app delegate's keys: no key `launchCont` in the coder (its keys: lastOpenedDocument, launchCount); did you mean 'launchCount'?"
        ),
        (
            [feedPath, "zzzzzzzz"],
            "'\(feedPath)': no key `zzzzzzzz` in the coder (its keys: scrollOffset, kUIStateRestorationClassNameKey, selectedIndex, kViewRestorationDataKey, kObjectIsViewControllerKey, lastRefresh, kViewControllerViewWasLoadedKey, filter)"
        ),
    ])
func getSuggestsTheClosestKey(_ arguments: [String], _ message: String) throws {
    let result = try Tool.run(["get", tabBar] + arguments)
    #expect(result.status == 2)
    #expect(result.error == "restorectl: \(tabBar): \(message)\n")
}

@Test func removeAndSetSuggestTheClosestKey() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: file)
    let remove = try Tool.run(["remove", file.path, feedPath, "selectedIndx"])
    #expect(remove.status == 2 && remove.error.hasSuffix("; did you mean 'selectedIndex'?\n"), "\(remove.error)")
    let removeExtra = try Tool.run(["remove", file.path, "--extra", "launchCont"])
    #expect(
        removeExtra.status == 2 && removeExtra.error.hasSuffix("; did you mean 'launchCount'?\n"),
        "\(removeExtra.error)")
    let nested = try Tool.run(["set", file.path, feedPath, "kViewRestorationDataKey.feedTabel.kSelectedRowKey", "9"])
    #expect(
        nested.status == 2
            && nested.error.hasSuffix("--create adds the missing dictionary levels; did you mean 'feedTable'?\n"),
        "\(nested.error)")
    #expect(try Data(contentsOf: file) == before)
    // set adds a key it does not find; the line saying so names the one that was probably meant.
    let added = try Tool.run(["set", file.path, feedPath, "selectedIndx", "4"])
    #expect(added.status == 0)
    #expect(
        added.error
            == "restorectl: \(file.path): '\(feedPath)': new key `selectedIndx` is set as a string (--type TYPE stores another type); did you mean 'selectedIndex'?\n"
    )
}

/// A misspelt identifier path gets the closest path from set as from get and remove: the choice is
/// made on the failure's kind (a path not in the archive), never on its message.
@Test func setRemoveAndGetSuggestTheClosestPath() throws {
    let (folder, file) = try scratchCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [
        ["set", file.path, "TabControler", "key", "v"], ["remove", file.path, "TabControler", "key"],
        ["remove", file.path, "TabControler"], ["get", file.path, "TabControler"],
    ] {
        let result = try Tool.run(arguments)
        #expect(result.status == 2)
        #expect(
            result.error.hasPrefix(
                "restorectl: \(file.path): no object at path 'TabControler'; did you mean 'TabController'?"),
            "\(result.error)")
    }
}

/// A path the archive lists without coder data is an object whose coder cannot be read, the same
/// from get, set and remove: not 'no object at path' suggesting the very path given.
@Test func aListedPathWithoutCoderDataIsUnreadableFromEveryCommand() throws {
    let file = Tool.fixture("rules/missing-object/data.data")
    let path = "Root/:[0]:/List/:[0]:/Detail"
    let output = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    for arguments in [
        ["get", file, path], ["get", file, path, "key"], ["set", file, path, "key", "v", "-o", output.path + "/out"],
        ["remove", file, path, "key", "-o", output.path + "/out"],
    ] {
        let result = try Tool.run(arguments)
        #expect(result.status == 3, "\(arguments)")
        #expect(result.error == "restorectl: \(file): the object at '\(path)' has no coder data\n", "\(arguments)")
    }
}
