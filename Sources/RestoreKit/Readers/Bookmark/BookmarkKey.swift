/// The key of a table-of-contents entry: a number (`0x1004`), or a name kept in a string item
/// (a key with bit 31 set points to it; `NSURLDocumentIdentifierKey` is one seen).
package enum BookmarkKey: Hashable, Sendable, CustomStringConvertible {
    /// A key given by its number (bit 31 clear), known to the table below or not.
    case code(UInt32)
    /// A key given by name.
    case named(String)

    /// `0x1004`, or the name as stored.
    package var description: String {
        switch self {
        case .code(let code): BookmarkError.hex(Int(code), digits: 4)
        case .named(let name): name
        }
    }

    /// The table's row for this key; nil for a name or a number the table does not hold.
    package var known: Known? {
        if case .code(let code) = self { Known(rawValue: code) } else { nil }
    }

    /// The one table of the keys whose meaning the readers of the format name (research in
    /// docs/format.md): the key's number, its name here, and the kinds of item it is read from.
    /// An entry of another kind is not read as the fact (never guessed).
    package enum Known: UInt32, CaseIterable, Sendable {
        case targetURL = 0x1003
        case pathComponents = 0x1004
        case fileIDs = 0x1005
        case resourceFlags = 0x1010
        case fileName = 0x1020
        case fileID = 0x1030
        case targetCreated = 0x1040
        case tocPath = 0x2000
        case volumePath = 0x2002
        case volumeURL = 0x2005
        case volumeName = 0x2010
        case volumeUUID = 0x2011
        case volumeSize = 0x2012
        case volumeCreated = 0x2013
        case volumeFlags = 0x2020
        case volumeIsRoot = 0x2030
        case volumeBookmark = 0x2040
        case volumeMountPoint = 0x2050
        case containingFolderIndex = 0xc001
        case creatorName = 0xc011
        case creatorUID = 0xc012
        case wasFileReference = 0xd001
        case creationOptions = 0xd010
        case urlLengths = 0xe003
        case displayName = 0xf017
        case iconData = 0xf020
        case iconImage = 0xf021
        case typeBinding = 0xf022
        case bookmarkCreated = 0xf030
        case securityScopeReadWrite = 0xf080
        case securityScopeReadOnly = 0xf081
        case aliasRecord = 0xfe00

        /// The kinds of item the key is read from.
        package var kinds: [BookmarkItem.Kind] {
            switch self {
            case .targetURL: [.url, .relativeURL, .string]
            case .pathComponents, .fileIDs, .tocPath, .urlLengths: [.array]
            case .fileName, .volumePath, .volumeName, .creatorName, .displayName: [.string]
            case .volumeUUID: [.string, .uuid]
            case .fileID, .volumeSize, .volumeBookmark, .containingFolderIndex, .creatorUID, .creationOptions:
                [.integer]
            case .targetCreated, .volumeCreated: [.date]
            case .volumeURL, .volumeMountPoint: [.url]
            case .volumeIsRoot, .wasFileReference: [.boolean]
            case .bookmarkCreated: [.real]
            case .resourceFlags, .volumeFlags, .iconData, .iconImage, .typeBinding, .securityScopeReadWrite,
                .securityScopeReadOnly, .aliasRecord:
                [.data]
            }
        }
    }
}
