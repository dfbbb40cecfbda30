import RestoreKit
import Testing

@Test(arguments: [
    ("UIUserInterfaceSizeClassCompact", "compact"), ("UIUserInterfaceSizeClassRegular", "regular"),
    ("UIUserInterfaceSizeClassUnspecified", "unspecified"),
    ("UIUserInterfaceSizeClassHuge", "UIUserInterfaceSizeClassHuge"),
    ("compact", "compact"),
])
func sizeClassNamesUIKitsThreeAndKeepsAnythingElse(_ row: (stored: String, name: String)) {
    #expect(SizeClass(stored: row.stored).name == row.name)
}

@Test func aShortNameIsNotTakenForUIKitsConstant() {
    #expect(SizeClass(stored: "compact") == .other("compact"))
}

@Test(arguments: [
    (PropertyListValue.string("YES"), true as Bool?), (.string("NO"), false), (.boolean(true), true),
    (.string("yes"), nil), (.int(1), nil),
])
func restorationInfoReadsUIKitsStrings(_ row: (value: PropertyListValue, flag: Bool?)) {
    let plist = PropertyListValue.dictionary(
        PropertyListDictionary([.init(key: RestorationKey.ignoreSnapshot, value: row.value)]))
    #expect(RestorationInfo(plist: plist).ignoreSnapshot == row.flag)
}

/// A root archive with one object whose coder holds `coder`, and `extra` root keys.
func restoration(coder: [ArchiveField], root extra: [ArchiveField] = []) -> RestorationArchive {
    let coderBytes = KeyedArchiveEncoder().encodeBinary(
        KeyedArchive(top: [ArchiveField(RestorationKey.className, .stored(.string("App.Screen")))] + coder))
    let list = ArchiveObject(
        className: "NSArray", fields: [ArchiveField("NS.objects", .array([.stored(.string("Main"))]))])
    return RestorationArchive(
        archive: KeyedArchive(
            top: [
                ArchiveField(RestorationKey.majorVersion, .inline(.int(2))),
                ArchiveField(RestorationKey.rootIdentifiers, .object(list)),
                ArchiveField("Main", .stored(.data(coderBytes))),
            ] + extra))
}

@Test func storyboardKeysOfAnotherShapeStayInState() {
    let proxy = ArchiveObject(
        className: RestorationKey.storyboardProxyClass,
        fields: [ArchiveField(RestorationKey.storyboardName, .stored(.string("Main")))])
    let understood = restoration(coder: [ArchiveField(RestorationKey.storyboard, .object(proxy))]).objects[0]
    #expect(understood.storyboard == StoryboardReference(name: "Main", bundlePath: nil, identifier: nil))
    #expect(understood.state.isEmpty)
    let other = restoration(coder: [
        ArchiveField(RestorationKey.storyboard, .stored(.string("Main"))),
        ArchiveField(RestorationKey.storyboardIdentifier, .inline(.int(3))),
    ]).objects[0]
    #expect(other.storyboard == nil)
    #expect(
        other.state.map(\.key) == [RestorationKey.storyboard, RestorationKey.storyboardIdentifier], "shown, not dropped"
    )
}

@Test func uikitsRootKeysAreNeverTheAppDelegates() {
    let archive = restoration(
        coder: [],
        root: [
            ArchiveField(RestorationKey.ignoreSnapshot, .inline(.boolean(true))),
            ArchiveField(RestorationKey.firstResponders, .stored(.string("not an array"))),
            ArchiveField(RestorationKey.sizeClassMap, .null),
            ArchiveField("appKey", .stored(.string("app"))),
        ])
    #expect(archive.extras.map(\.key) == ["appKey"])
    #expect(archive.ignoreSnapshot == true)
    #expect(archive.firstResponders.isEmpty)
    #expect(archive.sizeClasses.isEmpty)
}

@Test(arguments: [(2 as Int?, false), (3, true), (1, true), (nil, true)])
func onlyMajorVersionTwoIsRestored(_ row: (major: Int?, refused: Bool)) {
    var archive = restoration(coder: [])
    archive.metadata.majorVersion = row.major
    let rules = Validator.validate(archive).map(\.rule)
    #expect(rules.contains(.unsupportedArchiveVersion) == row.refused)
}
