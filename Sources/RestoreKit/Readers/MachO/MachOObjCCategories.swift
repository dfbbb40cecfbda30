/// Reads the Objective-C categories of an image's `__objc_catlist` (objc4's `category_t`: name,
/// cls, instanceMethods, classMethods, protocols, instanceProperties, and in newer images
/// classProperties). Swift *likely* emits an extension's `@objc` members and `@objc` protocol
/// conformances as a category too (`extension SceneDelegate: UIWindowSceneDelegate`). The
/// class reader's pointers, method and protocol lists, string cache and entry budget serve
/// both, so a file's classes and categories together cost no more than its size allows.
extension MachOObjCClasses {
    /// Every category of the list, in its order. A category whose class pointer is null (the
    /// runtime leaves out a category on a weak class that is missing) or bound to a symbol that
    /// names no class is left out.
    mutating func readCategories() throws(MachOError) -> [ObjCCategoryDefinition] {
        var categories: [ObjCCategoryDefinition] = []
        for (entry, address) in try listTargets("__objc_catlist", "category list") {
            if let category = try category(at: address, from: entry) { categories.append(category) }
        }
        return categories
    }

    /// The category whose `category_t` is at `address`.
    private mutating func category(at address: UInt64, from referrer: UInt64) throws(MachOError)
        -> ObjCCategoryDefinition?
    {
        // The fields read: name, cls, instanceMethods, classMethods, protocols.
        _ = try space.offset(of: address, length: 5 * pointerSize, from: referrer, "a category")
        guard let nameAddress = try space.target(at: address, from: referrer, "a category name") else {
            throw space.data.error(at: space.fileOffset(of: address, length: 1) ?? 0, "a category has no name")
        }
        let name = try string(at: nameAddress, from: address, "a category name")
        let size = UInt64(pointerSize)
        guard
            let extended = try referencedClass(
                at: address &+ size, from: address &+ size, "the class of category \(name)")
        else { return nil }
        return ObjCCategoryDefinition(
            name: name, className: extended.name, classIsImported: extended.isImported,
            instanceMethods: try methods(at: address &+ 2 * size), classMethods: try methods(at: address &+ 3 * size),
            protocols: try protocols(at: address &+ 4 * size))
    }
}
