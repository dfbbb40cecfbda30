import Testing

@testable import RestoreKit

/// SwiftUI's `NavigationPath.CodableRepresentation`: type names and element JSON alternating, the
/// last-pushed element first (point-free's and navigation-stack-backport's readings agree).
private func representation(_ text: String) throws -> NavigationPathRepresentation? {
    NavigationPathRepresentation(try JSONReader.read(Array(text.utf8)))
}

@Test func aNavigationPathReadsInPathOrderWithEachElementsJSON() throws {
    // point-free's example, its type qualified as the Swift runtime names it: the path "Hello",
    // 123, true, User(…), stored last-pushed first.
    let path = try #require(
        try representation(
            #"["Example.User","{\"id\":42,\"name\":\"Blob\"}","Swift.Bool","true","Swift.Int","123","Swift.String","\"Hello\""]"#
        ))
    #expect(path.elements.map(\.type) == ["Swift.String", "Swift.Int", "Swift.Bool", "Example.User"])
    #expect(
        path.elements.map(\.value) == [
            .string("Hello"), .integer(PropertyListInteger(123)), .boolean(true),
            .object([("id", .integer(PropertyListInteger(42))), ("name", .string("Blob"))]),
        ])
    #expect(
        path.json.serialized(pretty: false)
            == #"[{"type":"Swift.String","value":"Hello"},{"type":"Swift.Int","value":123},"#
            + #"{"type":"Swift.Bool","value":true},{"type":"Example.User","value":{"id":42,"name":"Blob"}}]"#)
    let generic = try #require(try representation(#"["Swift.Dictionary<Swift.String, Swift.Int>","{}"]"#))
    #expect(generic.elements.map(\.type) == ["Swift.Dictionary<Swift.String, Swift.Int>"])
}

@Test func anythingElseIsNoNavigationPath() throws {
    for text in [
        #"[]"#, // no element
        #"["Swift.Int"]"#, // a type without its value
        #"["Swift.Int","3","Example.Route"]"#, // an odd count
        #"["Swift.Int",3]"#, // a value that is not JSON text
        #"[1,"3"]"#, // a type that is not a string
        #"["Int","3"]"#, // a type without its module
        #"["","3"]"#, #"[".Int","3"]"#, #"["3.Int","3"]"#, // no type name
        #"["Swift.\u0007Int","3"]"#, // a control character in the type
        #"["Swift.Int","3 4"]"#, // text that is not one JSON value
        #"["Swift.Int","{"]"#,
        #"{"Swift.Int":"3"}"#, #""Swift.Int""#, #"3"#, // not an array
    ] {
        #expect(try representation(text) == nil, "\(text)")
    }
}

@Test func sceneStorageDerivesAPathFromJSONDataOrAStringAndABookmarkFromData() throws {
    let text = #"["Swift.Int","3"]"#
    #expect(SceneStorageValue.string(text).navigationPath?.elements.map(\.type) == ["Swift.Int"])
    #expect(
        SceneStorageValue.dataOrJSON(Array(text.utf8)).navigationPath?.elements.map(\.value) == [
            .integer(PropertyListInteger(3))
        ])
    #expect(SceneStorageValue.string("Swift.Int 3").navigationPath == nil)
    #expect(SceneStorageValue.data(Array(text.utf8)).navigationPath == nil, "data that is not JSON")
    let book = try BookmarkFixtures.bytes(written: "boot-document.book")
    #expect(SceneStorageValue.data(book).bookmark?.path?.path == "/Users/alice/Invoice.rtf")
    #expect(SceneStorageValue.data(Array(book.prefix(60))).bookmark == nil, "a cut bookmark is data")
    #expect(SceneStorageValue.string("book").bookmark == nil)
}
