import Testing

@testable import RestoreKit

/// Reading App Intents metadata (`Metadata.appintents/extract.actionsdata`) from the builds of
/// Fixtures/apps/intents (json and plistlib, its generate.py): the shape seen in real builds is
/// understood and its identifiers read; any other shape is not understood, saying what and where,
/// and never fails the build's reading (issue 55).
private let root = "/memory/apps/intents"

private func intents() throws -> MemoryFiles { try MemoryFiles(fixtures: "apps/intents") }

/// Intents.app, read, with its seven metadata folders.
private func intentsApp() throws -> AppBuild {
    let build = try AppBuild.read(at: root + "/Intents.app", in: try intents())
    try #require(build.appIntents.count == 7)
    return build
}

private func catalog(_ metadata: AppIntentsMetadata) throws -> AppIntentsCatalog { try metadata.contents.get() }

private func reason(_ metadata: AppIntentsMetadata) -> AppIntentsNotUnderstood? {
    if case .failure(let reason) = metadata.contents { return reason }
    return nil
}

@Test func theAppsFrameworksAndExtensionsMetadataAreFoundInOrder() throws {
    let build = try intentsApp()
    #expect(
        build.appIntents.map(\.bundle) == [
            .app, .framework("Broken"), .framework("Empty"), .framework("Future"), .framework("Kit"),
            .framework("Newer"), .appExtension("Widgets"),
        ])
    #expect(build.appIntents[0].path == root + "/Intents.app/Metadata.appintents/extract.actionsdata")
    #expect(
        build.appIntents[6].path == root + "/Intents.app/PlugIns/Widgets.appex/Metadata.appintents/extract.actionsdata")
    let mac = try AppBuild.read(at: root + "/IntentsMac.app", in: try intents())
    try #require(mac.appIntents.count == 2)
    #expect(
        mac.appIntents.map(\.path) == [
            root + "/IntentsMac.app/Contents/Resources/Metadata.appintents/extract.actionsdata",
            root
                + "/IntentsMac.app/Contents/PlugIns/MacWidgets.appex/Contents/Resources/Metadata.appintents/extract.actionsdata",
        ])
    #expect(
        try mac.appIntents.map { try catalog($0).actions.map(\.identifier) } == [
            ["OpenNoteIntent"], ["MacWidgetIntent"],
        ])
}

@Test func theObservedShapeIsUnderstoodWithItsIdentifiers() throws {
    let build = try intentsApp()
    let main = try catalog(build.appIntents[0])
    #expect(main.version == 1 && main.generator == AppIntentsGenerator(name: "xcode-tools", version: "17E6107"))
    #expect(
        main.actions == [
            AppIntentsAction(
                identifier: "OpenNoteIntent", fullyQualifiedTypeName: "Intents.OpenNoteIntent",
                nodeIdentifier: "OpenNoteIntent"),
            AppIntentsAction(
                identifier: "TTROpenSmartListAppIntent", fullyQualifiedTypeName: "Intents.OpenAnyListAppIntent",
                nodeIdentifier: "TTROpenSmartListAppIntent"),
            AppIntentsAction(
                identifier: "ComposeIntent", fullyQualifiedTypeName: "Intents.ComposeIntent",
                nodeIdentifier: "LegacyComposeIntent"),
        ])
    #expect(
        main.entities == [
            AppIntentsEntity(
                identifier: "NoteEntity", fullyQualifiedTypeName: "Intents.NoteEntity",
                defaultQueryIdentifier: "Intents.NoteEntityQuery")
        ])
    #expect(main.queries == ["NoteEntityQuery"] && main.enums == ["Priority"] && main.unknownMembers.isEmpty)
    #expect(build.appIntents[0].versionFile == .success(AppIntentsVersionFile(version: "3.0", toolsVersion: "17E6107")))
    // On one line, with a member no real file has: understood, the member listed by name.
    let newer = try catalog(build.appIntents[5])
    #expect(newer.actions.map(\.identifier) == ["NewerIntent", "Evil\u{1B}]0;pwned\u{07}"])
    #expect(newer.unknownMembers == ["appIntentsPackages"] && newer.generator?.version == "27A200c")
    #expect(build.appIntents[6].versionFile == nil)
}

@Test func otherShapesAreNotUnderstoodSayingWhatAndWhere() throws {
    let build = try intentsApp()
    let reasons = build.appIntents.map(reason)
    #expect(
        reasons[1]
            == AppIntentsNotUnderstood(.text(line: 37, column: 8), "a string is not closed"))
    #expect(
        reasons[2] == AppIntentsNotUnderstood(.file, "missing: Metadata.appintents holds no extract.actionsdata"))
    #expect(
        reasons[3]
            == AppIntentsNotUnderstood(
                .member(JSONLocation("version")), "2 is not a version this reads (it reads 1)"))
    #expect(
        reasons[4] == AppIntentsNotUnderstood(.member(JSONLocation("actions")), "expected an object, found an array"))
    #expect(reasons[4]?.description == "actions: expected an object, found an array")
    #expect(reasons[1]?.description == "line 37, column 8: a string is not closed")
    #expect([reasons[0], reasons[5], reasons[6]] == [nil, nil, nil])
}

/// One document and why it is not understood, or nil when it is.
private struct ShapeRow: Sendable {
    var json: String
    var reason: String?
    var line: Int

    init(json: String, reason: String?, line: Int = #line) {
        self.json = json
        self.reason = reason
        self.line = line
    }
}

@Test(arguments: [
    ShapeRow(json: #"{"version": 1}"#, reason: nil),
    ShapeRow(json: #"{"version": 1, "actions": {}, "entities": {}, "queries": {}, "enums": []}"#, reason: nil),
    ShapeRow(json: #"[{"version": 1}]"#, reason: "the document: expected an object, found an array"),
    ShapeRow(json: #"{"actions": {}}"#, reason: "version: absent: without it the file's shape is unknown"),
    ShapeRow(json: #"{"version": "1"}"#, reason: "version: expected an integer, found a string"),
    ShapeRow(json: #"{"version": 1.0}"#, reason: "version: expected an integer, found a real number"),
    ShapeRow(json: #"{"version": 0}"#, reason: "version: 0 is not a version this reads (it reads 1)"),
    ShapeRow(json: #"{"version": 1, "version": 1}"#, reason: "version: given twice"),
    ShapeRow(json: #"{"version": 1, "actions": null}"#, reason: "actions: expected an object, found null"),
    ShapeRow(json: #"{"version": 1, "actions": {"A": 1}}"#, reason: "actions.A: expected an object, found an integer"),
    ShapeRow(json: #"{"version": 1, "actions": {"A": {}, "A": {}}}"#, reason: "actions.A: given twice"),
    ShapeRow(
        json: #"{"version": 1, "actions": {"A": {"identifier": 7}}}"#,
        reason: "actions.A.identifier: expected a string, found an integer"),
    ShapeRow(
        json: #"{"version": 1, "actions": {"A": {"fullyQualifiedTypeName": ["M.A"]}}}"#,
        reason: "actions.A.fullyQualifiedTypeName: expected a string, found an array"),
    ShapeRow(json: #"{"version": 1, "entities": []}"#, reason: "entities: expected an object, found an array"),
    ShapeRow(
        json: #"{"version": 1, "entities": {"E": {"defaultQueryIdentifier": true}}}"#,
        reason: "entities.E.defaultQueryIdentifier: expected a string, found a boolean"),
    ShapeRow(json: #"{"version": 1, "queries": {"Q": "x"}}"#, reason: "queries.Q: expected an object, found a string"),
    ShapeRow(json: #"{"version": 1, "enums": {}}"#, reason: "enums: expected an array, found an object"),
    ShapeRow(json: #"{"version": 1, "enums": [1]}"#, reason: "enums[0]: expected an object, found an integer"),
    ShapeRow(
        json: #"{"version": 1, "enums": [{"cases": []}]}"#,
        reason: "enums[0].identifier: absent: an enum is known by its identifier"),
    ShapeRow(json: #"{"version": 1, "generator": "xcode"}"#, reason: "generator: expected an object, found a string"),
    ShapeRow(json: #"{"version": 1, "a b": 1}"#, reason: nil),
    ShapeRow(json: "{\"version\": 1,}", reason: "line 1, column 15: expected a member name in double quotes"),
    ShapeRow(json: "", reason: "line 1, column 1: the document ends where a value should be"),
])
private func eachShapeIsUnderstoodOrSaysWhyNot(_ row: ShapeRow) {
    let result = AppIntentsCatalog.read(Array(row.json.utf8))
    switch result {
    case .success:
        #expect(row.reason == nil, "row of line \(row.line): understood")
    case .failure(let reason):
        #expect(reason.description == row.reason, "row of line \(row.line)")
    }
}

@Test func unknownMembersAreListedInTheFilesOrder() throws {
    let read = try AppIntentsCatalog.read(Array(#"{"z": 1, "version": 1, "a b": [], "enums": []}"#.utf8)).get()
    #expect(read.unknownMembers == ["z", "a b"])
}

@Test func aFileOverSixteenMebibytesIsNotRead() throws {
    var files = MemoryFiles()
    let folder = "/memory/Big.app/Metadata.appintents"
    let document = Array(#"{"version": 1}"#.utf8)
    files.contents[folder + "/extract.actionsdata"] =
        document + Array(repeating: 0x20, count: AppIntentsCatalog.maximumBytes + 1 - document.count)
    let metadata = try #require(AppIntentsMetadata.read(in: "/memory/Big.app", bundle: .app, in: files))
    #expect(reason(metadata) == AppIntentsNotUnderstood(.file, "larger than 16 MiB, the most this reads"))
    files.contents[folder + "/extract.actionsdata"]?.removeLast()
    let atTheLimit = try #require(AppIntentsMetadata.read(in: "/memory/Big.app", bundle: .app, in: files))
    #expect(try catalog(atTheLimit).version == 1)
}

@Test func aVersionFileOfAnotherShapeIsNotUnderstoodAndTheCatalogStillIs() throws {
    var files = MemoryFiles()
    let folder = "/memory/V.app/Metadata.appintents"
    files.contents[folder + "/extract.actionsdata"] = Array(#"{"version": 1}"#.utf8)
    files.contents[folder + "/version.json"] = Array(#"{"version": 3.0}"#.utf8)
    let metadata = try #require(AppIntentsMetadata.read(in: "/memory/V.app", bundle: .app, in: files))
    #expect(try catalog(metadata).version == 1)
    #expect(
        metadata.versionFile
            == .failure(
                AppIntentsNotUnderstood(.member(JSONLocation("version")), "expected a string, found a real number")))
}

@Test func theIPAsMetadataIsTheAppsAndABuildWithoutAnyHasNone() throws {
    let files = try intents()
    let app = try AppBuild.read(at: root + "/Intents.app", in: files)
    let ipa = try AppBuild.read(at: root + "/Intents.ipa", in: files)
    #expect(ipa.appIntents.map(\.contents) == app.appIntents.map(\.contents))
    #expect(ipa.appIntents.map(\.versionFile) == app.appIntents.map(\.versionFile))
    #expect(
        ipa.appIntents.first?.path == root + "/Intents.ipa/Payload/Intents.app/Metadata.appintents/extract.actionsdata")
    let bare = try AppBuild.read(at: "/memory/apps/bundles/Example.app", in: try MemoryFiles(fixtures: "apps/bundles"))
    #expect(bare.appIntents.isEmpty)
}
