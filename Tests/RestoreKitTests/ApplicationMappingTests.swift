import Testing
@testable import RestoreKit

/// Issue 43: `ApplicationMapping.plist` as AppKit writes it (macOS 15 and later): an array
/// alternating an identity and the UUID that follows it. A mapping broken in any way names no folder.
struct MappingCase: Sendable, CustomTestStringConvertible {
    var name: String
    var mapping: PropertyListValue
    var expected: String?
    var testDescription: String { name }

    static let uuid = "11111111-2222-4333-8444-555555555555"
    static let other = "AAAAAAAA-2222-4333-8444-555555555555"

    static func identity(signing: String? = nil, bundle: String? = nil) -> PropertyListValue {
        var entries: [PropertyListDictionary.Entry] = []
        if let signing {
            entries.append(
                .init(
                    key: "protected",
                    value: .dictionary(PropertyListDictionary(["signingIdentifier": .string(signing)]))))
        }
        if let bundle {
            entries.append(
                .init(
                    key: "unprotected",
                    value: .dictionary(PropertyListDictionary(["bundleIdentifier": .string(bundle)]))))
        }
        return .dictionary(PropertyListDictionary(entries))
    }

    static let all: [MappingCase] = [
        MappingCase(
            name: "AppKit's layout, the UUID second",
            mapping: .array([
                identity(signing: "com.apple.Preview", bundle: "com.apple.Preview"), .string(other),
                identity(signing: "com.apple.Terminal", bundle: "com.apple.Terminal"), .string(uuid),
            ]), expected: "com.apple.Terminal"),
        MappingCase(
            name: "the UUID in lower case",
            mapping: .array([
                identity(signing: "com.apple.Terminal"), .string(uuid.lowercased()),
            ]), expected: "com.apple.Terminal"),
        MappingCase(
            name: "the bundle identifier wins",
            mapping: .array([
                identity(signing: "TEAM.com.example.app", bundle: "com.example.app"), .string(uuid),
            ]), expected: "com.example.app"),
        MappingCase(
            name: "the signing identifier alone",
            mapping: .array([
                identity(signing: "com.example.signed"), .string(uuid),
            ]), expected: "com.example.signed"),
        MappingCase(
            name: "an empty bundle identifier names nothing",
            mapping: .array([
                identity(signing: "com.example.signed", bundle: ""), .string(uuid),
            ]), expected: "com.example.signed"),
        MappingCase(
            name: "the last pair naming the UUID",
            mapping: .array([
                identity(signing: "com.example.old"), .string(uuid), identity(signing: "com.example.new"),
                .string(uuid),
            ]), expected: "com.example.new"),
        MappingCase(
            name: "the next identity is never the UUID's",
            mapping: .array([
                identity(signing: "com.example.first"), .string(other), identity(signing: "com.example.second"),
                .string("FFFFFFFF-0000-4000-8000-000000000000"),
            ]), expected: nil),
        MappingCase(
            name: "an identity without identifiers",
            mapping: .array([
                .dictionary(
                    PropertyListDictionary([
                        "protected": .dictionary(PropertyListDictionary(["teamIdentifier": .string("T")]))
                    ])), .string(uuid),
            ]), expected: nil),
        MappingCase(
            name: "odd count",
            mapping: .array([
                identity(signing: "com.apple.Terminal"), .string(uuid), identity(signing: "com.apple.Preview"),
            ]), expected: nil),
        MappingCase(
            name: "a number for a UUID",
            mapping: .array([
                identity(signing: "com.apple.Terminal"), .string(uuid), identity(signing: "com.apple.Preview"),
                .integer(PropertyListInteger(7)),
            ]), expected: nil),
        MappingCase(
            name: "a string for an identity",
            mapping: .array([
                identity(signing: "com.apple.Terminal"), .string(uuid), .string(other), .string(uuid),
            ]), expected: nil),
        MappingCase(
            name: "identifiers of the wrong type",
            mapping: .array([
                .dictionary(
                    PropertyListDictionary([
                        "protected": .string("com.apple.Terminal"),
                        "unprotected": .dictionary(
                            PropertyListDictionary(["bundleIdentifier": .integer(PropertyListInteger(1))])),
                    ])),
                .string(uuid),
            ]), expected: nil),
        MappingCase(name: "an empty array", mapping: .array([]), expected: nil),
        MappingCase(name: "a string", mapping: .string(uuid), expected: nil),
    ]
}

@Test(arguments: MappingCase.all)
func applicationMappingReadsAppKitsAlternatingLayout(_ row: MappingCase) {
    #expect(ApplicationMapping.appIdentifier(for: MappingCase.uuid, in: row.mapping) == row.expected)
}

/// A mapping that is no property list, or is cut short, leaves the folder its UUID: it is still listed.
@Test func anUnreadableMappingLeavesTheFolderItsUUID() throws {
    let folder = "/memory/states/\(MappingCase.uuid).savedState"
    for bytes in [Array("not a plist".utf8), [], Array("bplist00".utf8)] {
        var files = MemoryFiles()
        files.contents[folder + "/windows.plist"] = []
        files.contents["/memory/states/ApplicationMapping.plist"] = bytes
        #expect(AppKitSavedState.bundleIdentifier(of: folder, in: files) == MappingCase.uuid)
    }
}
