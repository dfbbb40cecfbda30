/// The categories of the build's images in its classes: the runtime adds a category's methods
/// and protocols to the class it extends when it loads the image, so a question about the class
/// (does it implement a selector, adopt a protocol) sees them as the class's own.
extension AppBuild {
    /// Every class of `executables` once (the first image to define it), in image and class-list
    /// order, each with the methods and protocols of the build's categories on it; and what the
    /// categories add to classes no image defines (UIKit's), by runtime name.
    static func classes(of executables: [AppExecutable]) -> (
        classes: [AppClass], categoriesOnOtherClasses: [String: ObjCClassDefinition]
    ) {
        var definitions: [ObjCClassDefinition] = [], images: [String] = []
        var seen = Set<String>()
        var elsewhere: [ObjCCategoryDefinition] = []
        for executable in executables {
            for slice in executable.slices {
                let (classes, onOtherClasses) = slice.classesWithCategories
                for definition in classes where seen.insert(definition.name).inserted {
                    definitions.append(definition)
                    images.append(executable.fileName)
                }
                elsewhere += onOtherClasses
            }
        }
        // A category on a class another image of the build defines (the app's on a framework's class).
        let outside = definitions.merge(elsewhere)
        var names = Set<String>()
        var others = outside.compactMap { category in
            names.insert(category.className).inserted
                ? ObjCClassDefinition(
                    name: category.className, superclassName: nil, instanceMethods: [], classMethods: [], protocols: [])
                : nil
        }
        _ = others.merge(outside)
        return (
            zip(definitions, images).map { AppClass(definition: $0, image: $1) },
            Dictionary(others.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        )
    }

    /// What the build's categories add to the class where the superclass chain of `name` leaves
    /// the build (`UIViewController` for a view controller of the app; `name` itself when the build
    /// does not define it). That class's own methods and protocols are not in the build.
    func categories(beyond chain: [ObjCClassDefinition], of name: String) -> ObjCClassDefinition? {
        guard let outside = chain.isEmpty ? name : chain.last?.superclassName else { return nil }
        return categoriesOnOtherClasses[outside]
    }
}

extension MachOSlice {
    /// The slice's classes, each with the methods and protocols of the slice's categories on it,
    /// and the categories on classes the slice does not define (imported ones).
    var classesWithCategories: (classes: [ObjCClassDefinition], onOtherClasses: [ObjCCategoryDefinition]) {
        guard !categories.isEmpty else { return (classes, []) }
        var merged = classes
        let outside = merged.merge(categories.filter { !$0.classIsImported })
        return (merged, outside + categories.filter(\.classIsImported))
    }
}

extension [ObjCClassDefinition] {
    /// Adds to the first class of each name the methods and protocols of the categories on it,
    /// each selector and protocol once; returns the categories on classes it does not hold. Linear
    /// in the classes, categories and their lists, however many categories extend one class.
    mutating func merge(_ categories: [ObjCCategoryDefinition]) -> [ObjCCategoryDefinition] {
        var indexByName: [String: Int] = [:]
        for (index, definition) in enumerated() where indexByName[definition.name] == nil {
            indexByName[definition.name] = index
        }
        var extended = Set<Int>()
        var outside: [ObjCCategoryDefinition] = []
        for category in categories {
            guard let index = indexByName[category.className] else {
                outside.append(category)
                continue
            }
            self[index].instanceMethods += category.instanceMethods
            self[index].classMethods += category.classMethods
            self[index].protocols += category.protocols
            extended.insert(index)
        }
        for index in extended {
            self[index].instanceMethods = Self.firstOfEach(self[index].instanceMethods)
            self[index].classMethods = Self.firstOfEach(self[index].classMethods)
            self[index].protocols = Self.firstOfEach(self[index].protocols)
        }
        return outside
    }

    /// `names` without repeats, in the order first met.
    private static func firstOfEach(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
