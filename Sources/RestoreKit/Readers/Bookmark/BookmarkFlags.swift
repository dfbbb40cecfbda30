/// A property word of a bookmark (key 0x1010 for the target, 0x2020 for its volume): three
/// 64-bit little-endian words, the flags, which of them are valid, and a third whose meaning is
/// unknown (not always 0 in Apple's bookmarks).
package struct BookmarkFlags: Sendable, Equatable {
    /// The flags.
    package var value: UInt64
    /// Which flags the bookmark's writer knew.
    package var valid: UInt64
    /// The third word.
    package var third: UInt64
    /// The names of the flags set and valid, lowest bit first (`directory`, `local`).
    package var names: [String]

    /// Flags of the given parts.
    package init(value: UInt64, valid: UInt64, third: UInt64, names: [String]) {
        self.value = value
        self.valid = valid
        self.third = third
        self.names = names
    }

    /// The flags of a 24-byte data item, named from `table`; nil for any other length.
    init?(_ bytes: [UInt8], names table: [(bit: UInt64, name: String)]) {
        guard bytes.count == 24 else { return nil }
        func word(_ index: Int) -> UInt64 {
            bytes[index * 8..<index * 8 + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
        value = word(0)
        valid = word(1)
        third = word(2)
        let set = value & valid
        names = table.filter { set & $0.bit != 0 }.map(\.name)
    }

    /// The target's flags (CFURLPriv.h, as mac_alias and Stroz Friedberg's plistutils give them).
    static let resourceNames: [(bit: UInt64, name: String)] = [
        (0x1, "regularFile"), (0x2, "directory"), (0x4, "symbolicLink"), (0x8, "volume"), (0x10, "package"),
        (0x20, "systemImmutable"), (0x40, "userImmutable"), (0x80, "hidden"), (0x100, "hasHiddenExtension"),
        (0x200, "application"), (0x400, "compressed"), (0x800, "canSetHiddenExtension"), (0x1000, "readable"),
        (0x2000, "writable"), (0x4000, "executable"), (0x8000, "aliasFile"), (0x10000, "mountTrigger"),
    ]

    /// The volume's flags (CFURLPriv.h, as mac_alias gives them).
    static let volumeNames: [(bit: UInt64, name: String)] = [
        (0x1, "local"), (0x2, "automount"), (0x4, "dontBrowse"), (0x8, "readOnly"), (0x10, "quarantined"),
        (0x20, "ejectable"), (0x40, "removable"), (0x80, "internal"), (0x100, "external"), (0x200, "diskImage"),
        (0x400, "fileVault"), (0x800, "localiDiskMirror"), (0x1000, "iPod"), (0x2000, "iDisk"), (0x4000, "cd"),
        (0x8000, "dvd"), (0x10000, "deviceFileSystem"), (0x1_0000_0000, "supportsPersistentIDs"),
        (0x2_0000_0000, "supportsSearchFS"), (0x4_0000_0000, "supportsExchange"),
        (0x10_0000_0000, "supportsSymbolicLinks"), (0x20_0000_0000, "supportsDenyModes"),
        (0x40_0000_0000, "supportsCopyFile"), (0x80_0000_0000, "supportsReadDirAttr"),
        (0x100_0000_0000, "supportsJournaling"), (0x200_0000_0000, "supportsRename"),
        (0x400_0000_0000, "supportsFastStatFS"), (0x800_0000_0000, "supportsCaseSensitiveNames"),
        (0x1000_0000_0000, "supportsCasePreservedNames"), (0x2000_0000_0000, "supportsFLock"),
        (0x4000_0000_0000, "hasNoRootDirectoryTimes"), (0x8000_0000_0000, "supportsExtendedSecurity"),
        (0x1_0000_0000_0000, "supports2TBFileSize"), (0x2_0000_0000_0000, "supportsHardLinks"),
        (0x4_0000_0000_0000, "supportsMandatoryByteRangeLocks"), (0x8_0000_0000_0000, "supportsPathFromID"),
        (0x20_0000_0000_0000, "isJournaling"), (0x40_0000_0000_0000, "supportsSparseFiles"),
        (0x80_0000_0000_0000, "supportsZeroRuns"), (0x100_0000_0000_0000, "supportsVolumeSizes"),
        (0x200_0000_0000_0000, "supportsRemoteEvents"), (0x400_0000_0000_0000, "supportsHiddenFiles"),
        (0x800_0000_0000_0000, "supportsDecmpFSCompression"), (0x1000_0000_0000_0000, "has64BitObjectIDs"),
    ]

    /// The options `CFURLCreateBookmarkData` was given (key 0xd010), as NSURL.h names them.
    static let creationOptionNames: [(bit: UInt64, name: String)] = [
        (0x100, "preferFileIDResolution"), (0x200, "minimalBookmark"), (0x400, "suitableForBookmarkFile"),
        (0x800, "withSecurityScope"), (0x1000, "securityScopeAllowOnlyReadAccess"),
        (0x2000_0000, "withoutImplicitSecurityScope"),
    ]
}
