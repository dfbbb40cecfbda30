/// One architecture of a Mach-O file, as far as restoration cares: which Objective-C classes the
/// code defines (the ones `NSClassFromString` can find in this image) and whether they could be read.
package struct MachOSlice: Sendable, Equatable {
    /// The architecture's name as `lipo` spells it: `arm64`, `arm64e`, `x86_64`, `armv7`, `i386`,
    /// or `cputype 0x…` for one this does not name.
    package var architecture: String
    /// Where the slice starts in the file: 0 for a thin file, the `fat_arch` offset in a universal one.
    package var fileOffset: Int
    /// The slice's size in bytes.
    package var size: Int
    /// Whether `LC_ENCRYPTION_INFO(_64)` says the slice is encrypted (`cryptid` not 0), as an App
    /// Store build is: its class list cannot be read, and `classes` is empty.
    package var isEncrypted: Bool
    /// The classes of `__objc_classlist`, in the list's order, as the list defines them (without
    /// their categories); empty when encrypted.
    package var classes: [ObjCClassDefinition]
    /// The categories of `__objc_catlist`, in the list's order; empty when encrypted.
    package var categories: [ObjCCategoryDefinition]
    /// The dylibs its load commands link (`LC_LOAD_DYLIB`, `LC_LOAD_WEAK_DYLIB`,
    /// `LC_REEXPORT_DYLIB`, `LC_LAZY_LOAD_DYLIB`), in their order; read for an encrypted slice too.
    package var linkedDylibs: [MachOLinkedDylib]
    /// Whether it imports SwiftUI's `static App.main()` (`$s7SwiftUI3AppPAAE4mainyyFZ`), as the
    /// executable of every app on SwiftUI's `App` life cycle does: its symbol table says, read for
    /// an encrypted slice too.
    package var startsSwiftUIApp: Bool

    /// A slice of `architecture` at `fileOffset`.
    package init(
        architecture: String, fileOffset: Int, size: Int, isEncrypted: Bool, classes: [ObjCClassDefinition],
        categories: [ObjCCategoryDefinition] = [], linkedDylibs: [MachOLinkedDylib] = [], startsSwiftUIApp: Bool = false
    ) {
        self.categories = categories
        self.linkedDylibs = linkedDylibs
        self.startsSwiftUIApp = startsSwiftUIApp
        self.architecture = architecture
        self.fileOffset = fileOffset
        self.size = size
        self.isEncrypted = isEncrypted
        self.classes = classes
    }
}

/// One Objective-C class a Mach-O image defines (an entry of `__objc_classlist`).
package struct ObjCClassDefinition: Sendable, Equatable {
    /// The runtime name `NSStringFromClass` gives: for a Swift class without `@objc(Name)`, its
    /// mangled name (`_TtC7Example20DetailViewController`).
    package var name: String
    /// The superclass's runtime name: one defined in the image, or an imported one bound by name
    /// (`_OBJC_CLASS_$_UIViewController` gives `UIViewController`); nil for a root class or when
    /// the image does not say.
    package var superclassName: String?
    /// The selectors of the class's instance methods (`application:shouldSaveSecureApplicationState:`).
    package var instanceMethods: [String]
    /// The selectors of its class methods, from the metaclass (`supportsSecureCoding`).
    package var classMethods: [String]
    /// The protocols the class itself adopts (`NSSecureCoding`), not those of its superclasses.
    package var protocols: [String]

    /// A class named `name`.
    package init(
        name: String, superclassName: String?, instanceMethods: [String], classMethods: [String], protocols: [String]
    ) {
        self.name = name
        self.superclassName = superclassName
        self.instanceMethods = instanceMethods
        self.classMethods = classMethods
        self.protocols = protocols
    }
}

/// One Objective-C category a Mach-O image defines (an entry of `__objc_catlist`): methods and
/// protocols the runtime adds to a class when it loads the image.
package struct ObjCCategoryDefinition: Sendable, Equatable {
    /// The category's name (`Entry` of `SceneDelegate (Entry)`).
    package var name: String
    /// The runtime name of the class it extends: one the image defines, or an imported one bound
    /// by name (`_OBJC_CLASS_$_UIViewController` gives `UIViewController`).
    package var className: String
    /// Whether the class is imported from another image (a UIKit class, a framework's) rather
    /// than defined in this one.
    package var classIsImported: Bool
    /// The selectors of the instance methods it adds.
    package var instanceMethods: [String]
    /// The selectors of the class methods it adds.
    package var classMethods: [String]
    /// The protocols it makes the class adopt.
    package var protocols: [String]

    /// A category `name` on the class `className`.
    package init(
        name: String, className: String, classIsImported: Bool, instanceMethods: [String], classMethods: [String],
        protocols: [String]
    ) {
        self.name = name
        self.className = className
        self.classIsImported = classIsImported
        self.instanceMethods = instanceMethods
        self.classMethods = classMethods
        self.protocols = protocols
    }
}
