import Foundation
import RestoreKit
import Testing

/// The type `set` keeps for each value Foundation's NSKeyedArchiver writes into a coder: the kind
/// of text it reads, and the words its messages use.
@Test func eachArchivedValueHasTheTypeSetKeeps() throws {
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    coder.encode(2, forKey: "integer")
    coder.encode(0.5, forKey: "real")
    coder.encode(true, forKey: "bool")
    coder.encode("text" as NSString, forKey: "string")
    coder.encode(NSDate(timeIntervalSinceReferenceDate: 0), forKey: "date")
    coder.encode(NSData(bytes: [1, 2] as [UInt8], length: 2), forKey: "data")
    coder.encode(NSNumber(value: 7), forKey: "number")
    coder.encode(["a" as NSString] as NSArray, forKey: "array")
    coder.encode(["k" as NSString: 1 as NSNumber] as NSDictionary, forKey: "dictionary")
    coder.encode(NSURL(string: "https://example.com")!, forKey: "url")
    coder.encode(nil as NSString?, forKey: "nothing")
    coder.finishEncoding()
    let archive = try KeyedArchive(bytes: Array(coder.encodedData))
    let types = Dictionary(uniqueKeysWithValues: archive.top.map { ($0.key, StoredType(of: $0.value)) })
    let expected: [String: (RestorationEditor.NewValue.Kind, String)?] = [
        "integer": (.integer, "an integer"), "real": (.real, "a real number"), "bool": (.bool, "a bool"),
        "string": (.string, "a string"), "date": (.date, "a date"), "data": (.data, "data"),
        "number": (.integer, "an integer"), "array": (.json, "an array"), "dictionary": (.json, "a dictionary"),
        "url": (.json, "an object of class NSURL"),
    ]
    for (key, type) in expected {
        #expect(types[key]??.kind == type?.0, "\(key)")
        #expect(types[key]??.description == type?.1, "\(key)")
    }
    // Nil has no type: text set there is a string, as for a new key.
    if let nothing = types["nothing"] { #expect(nothing == nil) }
}

/// Text without a type takes the type of the value it replaces; the assignment says what happened.
@Test func textTakesTheTypeOfTheValueItReplaces() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/archives/com.example.TabBar.savedState/data.data")
    var editor = RestorationEditor(try KeyedArchive(bytes: [UInt8](try Data(contentsOf: url))))
    let feed = "TabController/:[0]:/NavigationController/:[0]:/FeedViewController"
    let kept = try editor.assign(
        path: feed, key: "selectedIndex", to: .text("5"), createsLevels: false, allowsDanglingReferences: false)
    #expect(kept.previousType?.kind == .integer && kept.type?.kind == .integer && kept.notice == nil)
    let added = try editor.assign(
        path: feed, key: "pageSize", to: .text("50"), createsLevels: false, allowsDanglingReferences: false)
    #expect(added.isNew && added.type?.kind == .string)
    #expect(added.notice == "new key `pageSize` is set as a string (--type TYPE stores another type)")
    let changed = try editor.assign(
        path: feed, key: "selectedIndex", to: .string("5"), createsLevels: false, allowsDanglingReferences: false)
    #expect(changed.notice == "`selectedIndex` held an integer and now holds a string")
    #expect(
        throws: RestorationEditor.Failure(
            .badValue,
            "'\(feed)': `scrollOffset` holds a real number: 'far' is not a real number (--type TYPE stores another type)"
        )
    ) {
        try editor.set(path: feed, key: "scrollOffset", to: .text("far"))
    }
}
