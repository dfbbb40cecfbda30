import Testing
@testable import RestoreKit

/// The categories of Fixtures/apps/macho/Categories.m (`__objc_catlist`), read with chained
/// fixups, classic rebases and binds, and relative method lists; what they add to the build's
/// answers; and damaged category lists, which give an error, never a trap or a hang.
extension MachOFixture {
    /// The fixtures of Categories.m, one per fixup style and method-list kind.
    static let categoryFixtures = ["Categories", "Categories-classic", "Categories-relative"]

    /// The classes of Categories.m as its class list defines them, without their categories.
    static let categoriesClasses = [
        ObjCClassDefinition(
            name: "SceneDelegate", superclassName: "UIResponder",
            instanceMethods: ["scene:willConnectToSession:options:"],
            classMethods: [], protocols: []),
        ObjCClassDefinition(
            name: "Record", superclassName: "NSObject", instanceMethods: [], classMethods: [], protocols: []),
        ObjCClassDefinition(
            name: "EntryViewController", superclassName: "UIViewController", instanceMethods: [], classMethods: [],
            protocols: []),
    ]

    /// The categories of Categories.m, in the order clang emits them into the category list.
    static let categories = [
        ObjCCategoryDefinition(
            name: "Entry", className: "SceneDelegate", classIsImported: false,
            instanceMethods: ["scene:openURLContexts:"], classMethods: [], protocols: ["UIWindowSceneDelegate"]),
        ObjCCategoryDefinition(
            name: "Coding", className: "Record", classIsImported: false,
            instanceMethods: ["encodeWithCoder:", "initWithCoder:"], classMethods: ["supportsSecureCoding"],
            protocols: ["NSSecureCoding"]),
        ObjCCategoryDefinition(
            name: "Entry", className: "UIViewController", classIsImported: true, instanceMethods: ["openEntry:"],
            classMethods: [], protocols: ["EntryHandling"]),
    ]

    /// The build of the fixture `name` alone, as its main executable.
    static func categoriesBuild(_ name: String) throws -> AppBuild {
        MemoryBuild.build([MemoryBuild.image(.main, "Example", try MachOFile.slices(of: try bytes(name)))])
    }
}

@Test(arguments: MachOFixture.categoryFixtures)
func theCategoryListIsReadBesideTheClassList(_ name: String) throws {
    let slices = try MachOFile.slices(of: try MachOFixture.bytes(name))
    #expect(slices.map(\.classes) == [MachOFixture.categoriesClasses])
    #expect(slices.map(\.categories) == [MachOFixture.categories])
}

@Test(arguments: MachOFixture.categoryFixtures)
func aCategoryOnAClassOfTheImageAddsItsMethodsAndProtocols(_ name: String) throws {
    let build = try MachOFixture.categoriesBuild(name)
    #expect(build.instanceMethods(ofClassAndSuperclasses: "SceneDelegate").contains("scene:openURLContexts:"))
    #expect(
        build.instanceMethods(ofClassAndSuperclasses: "SceneDelegate").contains("scene:willConnectToSession:options:"))
    #expect(build.conforms("SceneDelegate", to: "UIWindowSceneDelegate") == true)
    #expect(build.conforms("SceneDelegate", to: "UIApplicationDelegate") == false)
    let record = try #require(build.definition(ofClass: "Record"))
    #expect(record.protocols == ["NSSecureCoding"])
    #expect(record.classMethods == ["supportsSecureCoding"])
    #expect(record.instanceMethods == ["encodeWithCoder:", "initWithCoder:"])
    // Still the three classes the class list defines: a category defines no class.
    #expect(build.classes.map(\.name) == MachOFixture.categoriesClasses.map(\.name))
}

@Test(arguments: MachOFixture.categoryFixtures)
func aCategoryOnAUIKitClassReachesItsSubclassesInTheBuild(_ name: String) throws {
    let build = try MachOFixture.categoriesBuild(name)
    #expect(build.instanceMethods(ofClassAndSuperclasses: "EntryViewController").contains("openEntry:"))
    #expect(build.conforms("EntryViewController", to: "EntryHandling") == true)
    #expect(build.instanceMethods(ofClassAndSuperclasses: "UIViewController") == ["openEntry:"])
    #expect(build.conforms("UIViewController", to: "EntryHandling") == true)
    // UIKit's own conformances are not in the build: not told.
    #expect(build.conforms("UIViewController", to: "NSCoding") == nil)
    // Not one of the build's classes: UIKit's class resolves as UIKit's.
    #expect(build.definition(ofClass: "UIViewController") == nil)
    #expect(build.resolution(ofClass: "UIViewController") == .systemModuleLinked("UIKit"))
    // A class whose chain leaves the build elsewhere does not get them.
    #expect(!build.instanceMethods(ofClassAndSuperclasses: "SceneDelegate").contains("openEntry:"))
}

@Test func aCategoryAdoptingUIApplicationDelegateMakesItsClassTheAppDelegate() {
    let delegate = MemoryBuild.definition("AppDelegate", superclass: "UIResponder", methods: ["window"])
    let category = ObjCCategoryDefinition(
        name: "", className: "AppDelegate", classIsImported: false,
        instanceMethods: ["application:shouldRestoreSecureApplicationState:"], classMethods: [],
        protocols: ["UIApplicationDelegate"])
    let slice = MachOSlice(
        architecture: "arm64", fileOffset: 0, size: 4096, isEncrypted: false, classes: [delegate],
        categories: [category])
    let build = MemoryBuild.build([MemoryBuild.image(.main, "Example", [slice])])
    #expect(build.appDelegates.map(\.appClass.name) == ["AppDelegate"])
    #expect(build.appDelegateImplements("application:shouldRestoreSecureApplicationState:") == true)
    #expect(build.appDelegateImplements("application:shouldSaveSecureApplicationState:") == false)
}

@Test func aCategoryOnAClassOfAnotherImageOfTheBuildIsAddedToThatClass() {
    let kitClass = MemoryBuild.definition("KitViewController", superclass: "UIViewController")
    let category = ObjCCategoryDefinition(
        name: "App", className: "KitViewController", classIsImported: true, instanceMethods: ["openEntry:"],
        classMethods: [], protocols: ["EntryHandling"])
    let app = MachOSlice(
        architecture: "arm64", fileOffset: 0, size: 4096, isEncrypted: false, classes: [],
        categories: [category, category])
    let build = MemoryBuild.build([
        MemoryBuild.image(.main, "Example", [app]),
        MemoryBuild.image(.framework("Kit"), "Frameworks/Kit.framework/Kit", [MemoryBuild.slice([kitClass])]),
    ])
    // Added once, though two categories add it.
    #expect(build.definition(ofClass: "KitViewController")?.instanceMethods == ["openEntry:"])
    #expect(build.classes.first?.definition.protocols == ["EntryHandling"])
    #expect(build.conforms("KitViewController", to: "EntryHandling") == true)
}

// The limit stops the test if it is not linear (that would take hours), not a timing: one
// minute was within reach of a whole suite on a loaded 2-core machine (160 s once; 1 s alone).
@Test(.timeLimit(.minutes(5)))
func manyCategoriesOnOneClassMergeInLinearTime() {
    let categories = (0..<200_000).map { index in
        ObjCCategoryDefinition(
            name: "C\(index)", className: "Record", classIsImported: false, instanceMethods: ["method\(index % 1000)"],
            classMethods: [], protocols: ["Protocol\(index % 7)"])
    }
    let slice = MachOSlice(
        architecture: "arm64", fileOffset: 0, size: 4096, isEncrypted: false,
        classes: [MemoryBuild.definition("Record")], categories: categories)
    let build = MemoryBuild.build([MemoryBuild.image(.main, "Example", [slice])])
    #expect(build.definition(ofClass: "Record")?.instanceMethods.count == 1000)
    #expect(build.definition(ofClass: "Record")?.protocols.count == 7)
}

/// Damaged category lists: each is refused with an error inside the file, on one line.
struct DamagedCategoryListTests {
    /// The error reading `bytes` gives; a failure if it reads.
    private func error(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> MachOError? {
        do {
            let slices = try MachOFile.slices(of: bytes)
            Issue.record("read \(slices.count) slices", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect((0...bytes.count).contains(error.offset), "\(error)", sourceLocation: sourceLocation)
            #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
            return error
        }
    }

    /// Categories-classic (pointers hold addresses), and the file offset of its category list.
    private func classic() throws -> (file: MachOEditing, list: Int) {
        let file = MachOEditing(bytes: try MachOFixture.bytes("Categories-classic"))
        return (file, Int(file.uint32(try #require(file.sectionHeader("__objc_catlist")) + 48)))
    }

    /// The file offset of the `category_t` the category list's entry `index` points to.
    private func category(_ index: Int, in file: MachOEditing, list: Int) throws -> Int {
        try #require(file.fileOffset(ofAddress: file.uint64(list + 8 * index)))
    }

    @Test func aListThatIsNotWholePointersOrRunsPastItsSegment() throws {
        for name in ["Categories", "Categories-classic"] {
            var file = MachOEditing(bytes: try MachOFixture.bytes(name))
            let header = try #require(file.sectionHeader("__objc_catlist"))
            file.setUInt64(header + 40, file.uint64(header + 40) + 4)
            #expect(error(file.bytes)?.message.contains("category list") == true, "\(name)")
            file.setUInt64(header + 40, 0x7FFF_FFFF_FFFF_FFF0)
            #expect(error(file.bytes)?.offset == header + 48, "\(name)")
        }
    }

    @Test func anEntryPointingOutsideEverySegment() throws {
        var (file, list) = try classic()
        file.setUInt64(list, 0xF_0000_0000)
        #expect(error(file.bytes)?.offset == list)
        file = MachOEditing(bytes: try MachOFixture.bytes("Categories"))
        let chained = Int(file.uint32(try #require(file.sectionHeader("__objc_catlist")) + 48))
        // Keep the chain's `next` bits; point the target far away.
        file.setUInt64(chained, file.uint64(chained) & ~0xF_FFFF_FFFF | 0xF_0000_0000)
        #expect(error(file.bytes)?.offset == chained)
    }

    @Test func aClassPointerOutsideEverySegment() throws {
        var (file, list) = try classic()
        let category = try category(0, in: file, list: list)
        file.setUInt64(category + 8, 0xF_0000_0000)
        #expect(error(file.bytes)?.offset == category + 8)
    }

    @Test func hugeMethodAndProtocolCounts() throws {
        var (file, list) = try classic()
        let first = try category(0, in: file, list: list)
        let methods = try #require(file.fileOffset(ofAddress: file.uint64(first + 16)))
        file.setUInt32(methods + 4, 0xFFFF_FFFF)
        #expect(error(file.bytes)?.offset == methods)
        (file, list) = try classic()
        let protocols = try #require(file.fileOffset(ofAddress: file.uint64(first + 32)))
        file.setUInt64(protocols, 0xFFFF_FFFF_FFFF)
        #expect(error(file.bytes)?.message.contains("protocol list counts") == true)
    }

    @Test func aCategoryCutShortByItsSegment() throws {
        var (file, list) = try classic()
        // The last entry points at the last 8 bytes of __DATA's file bytes: its fields run past them.
        let segment = try #require(file.segmentCommand("__DATA"))
        file.setUInt64(list + 16, file.uint64(segment + 24) + file.uint64(segment + 48) - 8)
        #expect(error(file.bytes)?.offset == list + 16)
    }

    @Test func aListCutShortByItsSegment() throws {
        var (file, list) = try classic()
        let header = try #require(file.sectionHeader("__objc_catlist"))
        // Whole pointers, inside the slice, but running one pointer past __DATA_CONST's file bytes.
        file.setUInt64(header + 40, UInt64(try #require(file.segmentFileEnd("__DATA_CONST")) - list + 8))
        #expect(error(file.bytes)?.message.contains("category list") == true)
    }

    @Test func aCategoryWithANullClassIsLeftOut() throws {
        var (file, list) = try classic()
        file.setUInt64(try category(0, in: file, list: list) + 8, 0)
        let slices = try MachOFile.slices(of: file.bytes)
        #expect(slices.map(\.categories) == [Array(MachOFixture.categories.dropFirst())])
    }
}
