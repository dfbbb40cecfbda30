import Foundation
import RestoreKit
import Testing

/// The kind of each failure an edit meets, which a front end turns into its exit status: a path or
/// key not in the archive, a value that cannot be stored, a coder that cannot be read.
struct EditFailureRow: Sendable, CustomTestStringConvertible {
    let fixture: String
    let kind: FailureKind
    let message: String
    let edit: @Sendable (inout RestorationEditor) throws -> Void
    var testDescription: String { message }

    init(
        _ fixture: String, _ kind: FailureKind, _ message: String,
        _ edit: @escaping @Sendable (inout RestorationEditor) throws -> Void
    ) {
        self.fixture = fixture
        self.kind = kind
        self.message = message
        self.edit = edit
    }
}

private let tabBar = "archives/com.example.TabBar.savedState/data.data"
private let feed = "TabController/:[0]:/NavigationController/:[0]:/FeedViewController"
private let unreadableCoder = "rules/malformed-object/data.data"
private let withoutCoder = "rules/missing-object/data.data"

private func fixtureArchive(_ name: String) throws -> KeyedArchive {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/" + name)
    return try KeyedArchive(bytes: [UInt8](try Data(contentsOf: url)))
}

@Test(
    "each edit failure says its kind",
    arguments: [
        EditFailureRow(tabBar, .notInArchive, "no object at path 'No/Such'") {
            try $0.set(path: "No/Such", key: "k", to: .string("v"))
        },
        EditFailureRow(tabBar, .notInArchive, "no object at path 'No/Such'") { _ = try $0.removeObject(at: "No/Such") },
        EditFailureRow(tabBar, .notInArchive, "'\(feed)': no key `noSuchKey`") {
            try $0.remove(path: feed, key: "noSuchKey")
        },
        EditFailureRow(tabBar, .notInArchive, "'\(feed)': no key `missing.level`") {
            try $0.set(path: feed, key: "missing.level", to: .string("v"))
        },
        EditFailureRow(tabBar, .notInArchive, "'\(feed)': `selectedIndex` is a single value") {
            try $0.set(path: feed, key: "selectedIndex.x", to: .string("v"))
        },
        EditFailureRow(tabBar, .notInArchive, "no key `noSuchKey`") { try $0.removeExtra(key: "noSuchKey") },
        EditFailureRow(tabBar, .badValue, "'\(feed)': `selectedIndex` holds an integer: 'five' is not an integer") {
            try $0.set(path: feed, key: "selectedIndex", to: .text("five"))
        },
        EditFailureRow(tabBar, .badValue, "'!!' is not base64") { _ in
            _ = try RestorationEditor.NewValue.parse("!!", as: .data)
        },
        EditFailureRow(tabBar, .badValue, "'\(feed)': no object at path 'No/Such' to refer to") {
            try $0.set(path: feed, key: "link", to: .reference("No/Such"))
        },
        EditFailureRow(tabBar, .badValue, "`idiom` holds an idiom number: 'watch' is not an idiom") {
            try $0.setMetadata(.idiom, to: "watch")
        },
        EditFailureRow(
            tabBar, .badValue, "`first-responders` holds an array of identifier paths: no object at path 'No/Such'"
        ) { try $0.setMetadata(.firstResponders, to: "No/Such") },
        EditFailureRow(
            unreadableCoder, .unreadableInput, "the coder of 'Root/:[0]:/List' is unreadable: truncated or damaged"
        ) { try $0.set(path: "Root/:[0]:/List", key: "k", to: .string("v")) },
        EditFailureRow(unreadableCoder, .unreadableInput, "the coder of 'Root/:[0]:/List' is unreadable") {
            try $0.remove(path: "Root/:[0]:/List", key: "k")
        },
        EditFailureRow(withoutCoder, .unreadableInput, "the object at 'Root/:[0]:/List/:[0]:/Detail' has no coder data")
        { try $0.set(path: "Root/:[0]:/List/:[0]:/Detail", key: "k", to: .string("v")) },
    ])
func editFailureKind(_ row: EditFailureRow) throws {
    var editor = RestorationEditor(try fixtureArchive(row.fixture))
    do {
        try row.edit(&editor)
        Issue.record("no failure")
    } catch let error as RestorationEditor.Failure {
        #expect(error.failureKind == row.kind)
        #expect(error.message.hasPrefix(row.message), "\(error.message)")
    }
}

/// `RestorationArchive.coder(at:)` says of a path what an edit there says: get and set agree.
@Test func readingACoderFailsAsAnEditThereFails() throws {
    for (fixture, path) in [
        (tabBar, "No/Such"), (unreadableCoder, "Root/:[0]:/List"), (withoutCoder, "Root/:[0]:/List/:[0]:/Detail"),
    ] {
        let archive = try fixtureArchive(fixture)
        var editor = RestorationEditor(archive)
        var edited: RestorationEditor.Failure?
        do throws(RestorationEditor.Failure) { try editor.set(path: path, key: "k", to: .string("v")) } catch {
            edited = error
        }
        let failure = try #require(edited, "\(path)")
        #expect(throws: failure) { _ = try RestorationArchive(archive: archive).coder(at: path) }
    }
    #expect(try RestorationArchive(archive: try fixtureArchive(tabBar)).coder(at: feed)["selectedIndex"] != nil)
}

@Test func readersErrorsAreUnreadableInputButAValueTheOutputCannotHold() {
    #expect(PropertyListError.emptyFile.failureKind == .unreadableInput)
    #expect(PropertyListError(.unrepresentable, "a set").failureKind == .cannotWrite)
    #expect(KeyedArchiveError(.badReference, at: "$top", "UID 9").failureKind == .unreadableInput)
    #expect(JSONReadError(line: 1, column: 1, "expected a value").failureKind == .unreadableInput)
    #expect(BookmarkError(at: 0x34, "a date of 4 bytes: not 8").failureKind == .unreadableInput)
    #expect(SavedStateError(path: "data.data", reason: .notSavedStateFolder).failureKind == .unreadableInput)
    guard case .failure(let missing) = ArchiveKeyPath.resolve("k", in: []) else { return #expect(Bool(false)) }
    #expect(missing.failureKind == .notInArchive)
}

/// A key path through a nested archive that cannot be read stops there, reading as editing: the
/// archive is unreadable input, not a key that is missing.
@Test func aKeyPathThroughAnUnreadableNestedArchiveIsUnreadableInput() throws {
    var editor = RestorationEditor(try fixtureArchive(tabBar))
    let cut = Array(KeyedArchiveEncoder().encodeBinary(try fixtureArchive("rules/clean/data.data")).prefix(120))
    try editor.set(path: feed, key: "cut", to: .data(cut))
    let coder = try RestorationArchive(archive: editor.archive).coder(at: feed)
    guard case .failure(let read) = ArchiveKeyPath.resolve("cut.selectedRow", in: coder.top) else {
        return #expect(Bool(false))
    }
    #expect(read.failureKind == .unreadableInput)
    #expect(read.description.hasPrefix("`cut` holds an unreadable archive: truncated or damaged"), "\(read)")
    #expect(throws: RestorationEditor.Failure(.unreadableInput, "'\(feed)': \(read)")) {
        try editor.set(path: feed, key: "cut.selectedRow", to: .string("v"))
    }
}
