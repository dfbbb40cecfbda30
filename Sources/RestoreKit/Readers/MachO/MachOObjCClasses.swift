/// Reads the Objective-C classes of an image's `__objc_classlist` (objc4's runtime structures:
/// `class_t`, `class_ro_t`, `method_list_t`, `protocol_list_t`, `protocol_t`).
struct MachOObjCClasses {
    /// The image's memory.
    let space: MachOAddressSpace
    /// Method and protocol entries still allowed: lists shared between classes could otherwise
    /// make a small file cost time quadratic in its size.
    private var entriesLeft: Int
    /// The strings read so far, by address.
    private var strings: [UInt64: String] = [:]

    /// A reader of the classes in `space`.
    init(_ space: MachOAddressSpace) {
        self.space = space
        entriesLeft = space.data.count / 2 + 1024
    }

    var pointerSize: Int { space.layout.pointerSize }
    private var wide: Bool { space.layout.is64Bit }
    /// `FAST_DATA_MASK`: the low bits of `class_t.data` are flags (Swift's among them).
    private var dataMask: UInt64 { wide ? 0x0000_7FFF_FFFF_FFF8 : 0xFFFF_FFFC }

    /// Every class of the list, in its order.
    mutating func read() throws(MachOError) -> [ObjCClassDefinition] {
        var classes: [ObjCClassDefinition] = []
        for (entry, address) in try listTargets("__objc_classlist", "class list") {
            classes.append(try definition(at: address, from: entry))
        }
        return classes
    }

    /// Each entry of the pointer list in the section `section` (`__objc_classlist`,
    /// `__objc_catlist`) with the address it points to, in the list's order; none without the section.
    func listTargets(_ section: String, _ what: String) throws(MachOError) -> [(entry: UInt64, target: UInt64)] {
        guard let section = space.layout.dataSection(section) else { return [] }
        guard let size = Int(exactly: section.size), size % pointerSize == 0,
            space.fileOffset(of: section.address, length: size) != nil
        else {
            throw space.data.error(
                at: space.fileOffset(of: section.address, length: 1) ?? 0,
                "the \(what) (\(section.size) bytes) is not a whole number of \(pointerSize)-byte pointers inside its segment"
            )
        }
        var targets: [(entry: UInt64, target: UInt64)] = []
        for index in 0..<size / pointerSize {
            let entry = section.address &+ UInt64(index * pointerSize)
            guard let address = try space.target(at: entry, from: entry, "\(what) entry \(index)") else {
                throw space.data.error(
                    at: space.fileOffset(of: entry, length: 1) ?? 0,
                    "\(what) entry \(index) is null or bound to another image")
            }
            targets.append((entry, address))
        }
        return targets
    }

    /// The class whose `class_t` is at `address`.
    private mutating func definition(at address: UInt64, from referrer: UInt64) throws(MachOError)
        -> ObjCClassDefinition
    {
        let readOnly = try readOnlyData(ofClassAt: address, from: referrer)
        let name = try className(readOnly: readOnly)
        let superclass = try referencedClass(
            at: address &+ UInt64(pointerSize), from: address, "the superclass of \(name)")
        var classMethods: [String] = []
        if let metaclass = try space.target(at: address, from: address, "the metaclass of \(name)") {
            classMethods = try methods(readOnly: try readOnlyData(ofClassAt: metaclass, from: address))
        }
        let protocolsField = readOnly &+ UInt64(wide ? 40 : 24)
        return ObjCClassDefinition(
            name: name, superclassName: superclass?.name, instanceMethods: try methods(readOnly: readOnly),
            classMethods: classMethods, protocols: try protocols(at: protocolsField))
    }

    /// The class the pointer at `field` points to: one the image defines, by its `class_ro_t`'s
    /// name, or an imported one, by its bind symbol (`_OBJC_CLASS_$_UIViewController` gives
    /// `UIViewController`); nil for a null pointer or a symbol that names no class.
    mutating func referencedClass(at field: UInt64, from referrer: UInt64, _ what: String) throws(MachOError)
        -> (name: String, isImported: Bool)?
    {
        switch try space.pointer(at: field, from: referrer, what) {
        case .symbol(let symbol)?:
            guard symbol.hasPrefix("_OBJC_CLASS_$_") else { return nil }
            return (String(symbol.dropFirst("_OBJC_CLASS_$_".count)), true)
        case .address(let address)?:
            return (try className(readOnly: try readOnlyData(ofClassAt: address & dataMask, from: field)), false)
        case nil:
            return nil
        }
    }

    /// The address of the `class_ro_t` of the class at `address`.
    private func readOnlyData(ofClassAt address: UInt64, from referrer: UInt64) throws(MachOError) -> UInt64 {
        // class_t: isa, superclass, cache, vtable, data
        let field = address &+ UInt64(4 * pointerSize)
        _ = try space.offset(of: address, length: 5 * pointerSize, from: referrer, "a class")
        guard let readOnly = try space.target(at: field, from: field, mask: dataMask, "a class's data") else {
            throw space.data.error(at: space.fileOffset(of: field, length: 1) ?? 0, "a class has no class_ro_t")
        }
        _ = try space.offset(of: readOnly, length: wide ? 72 : 44, from: field, "a class_ro_t")
        return readOnly
    }

    /// The name of the `class_ro_t` at `readOnly`.
    private mutating func className(readOnly: UInt64) throws(MachOError) -> String {
        let field = readOnly &+ UInt64(wide ? 24 : 16)
        guard let name = try space.target(at: field, from: field, "a class name") else {
            throw space.data.error(at: space.fileOffset(of: field, length: 1) ?? 0, "a class has no name")
        }
        return try string(at: name, from: field, "a class name")
    }

    /// The selectors of the `baseMethods` list of the `class_ro_t` at `readOnly`.
    private mutating func methods(readOnly: UInt64) throws(MachOError) -> [String] {
        try methods(at: readOnly &+ UInt64(wide ? 32 : 20))
    }

    /// The selectors of the method list, classic or relative, the pointer at `field` points to.
    mutating func methods(at field: UInt64) throws(MachOError) -> [String] {
        guard let list = try space.target(at: field, from: field, "a method list") else { return [] }
        let flags = UInt32(try space.integer(at: list, size: 4, from: field, "a method list"))
        let count = Int(try space.integer(at: list &+ 4, size: 4, from: field, "a method list"))
        // Relative lists (flag 0x80000000) hold three int32 offsets per method; classic ones three pointers.
        let relative = flags & 0x8000_0000 != 0
        let entrySize = Int(flags & 0xFFFC)
        guard entrySize == (relative ? 12 : 3 * pointerSize) else {
            throw space.data.error(
                at: space.fileOffset(of: list, length: 1) ?? 0,
                "a method list's entry size \(entrySize) is not \(relative ? 12 : 3 * pointerSize)")
        }
        try spend(count, list: list)
        _ = try space.offset(of: list &+ 8, length: count * entrySize, from: list, "a method list's \(count) entries")
        var selectors: [String] = []
        for index in 0..<count {
            let entry = list &+ 8 &+ UInt64(index * entrySize)
            if relative {
                let offset = Int64(
                    Int32(truncatingIfNeeded: try space.integer(at: entry, size: 4, from: entry, "a relative method")))
                let reference = UInt64(bitPattern: Int64(bitPattern: entry) &+ offset)
                guard let name = try space.target(at: reference, from: entry, "a selector reference") else {
                    throw space.data.error(
                        at: space.fileOffset(of: entry, length: 1) ?? 0,
                        "a relative method's selector reference is null")
                }
                selectors.append(try string(at: name, from: reference, "a selector"))
            } else {
                guard let name = try space.target(at: entry, from: entry, "a method name") else {
                    throw space.data.error(at: space.fileOffset(of: entry, length: 1) ?? 0, "a method has no name")
                }
                selectors.append(try string(at: name, from: entry, "a selector"))
            }
        }
        return selectors
    }

    /// The names of the protocols of the `protocol_list_t` the pointer at `field` points to.
    mutating func protocols(at field: UInt64) throws(MachOError) -> [String] {
        guard let list = try space.target(at: field, from: field, "a protocol list") else { return [] }
        let count = try space.integer(at: list, size: pointerSize, from: field, "a protocol list")
        guard count <= UInt64(space.data.count) else {
            throw space.data.error(
                at: space.fileOffset(of: list, length: 1) ?? 0, "a protocol list counts \(count) protocols")
        }
        try spend(Int(count), list: list)
        _ = try space.offset(
            of: list &+ UInt64(pointerSize), length: Int(count) * pointerSize, from: list,
            "a protocol list's \(count) entries")
        var names: [String] = []
        for index in 0..<Int(count) {
            let entry = list &+ UInt64((index + 1) * pointerSize)
            guard let protocolAddress = try space.target(at: entry, from: entry, "a protocol") else { continue }
            // protocol_t: isa, name, ...
            let nameField = protocolAddress &+ UInt64(pointerSize)
            guard let name = try space.target(at: nameField, from: entry, "a protocol name") else {
                throw space.data.error(at: space.fileOffset(of: entry, length: 1) ?? 0, "a protocol has no name")
            }
            names.append(try string(at: name, from: nameField, "a protocol name"))
        }
        return names
    }

    /// The string at `address`, read once: pointers to one name (every class of a list pointing
    /// at one class, every method at one selector) then share one copy, where reading it again
    /// for each made a hostile file of a megabyte cost gigabytes.
    mutating func string(at address: UInt64, from referrer: UInt64, _ what: String) throws(MachOError) -> String {
        if let known = strings[address] { return known }
        let string = try space.string(at: address, from: referrer, what)
        strings[address] = string
        return string
    }

    /// Takes `count` entries from the budget.
    private mutating func spend(_ count: Int, list: UInt64) throws(MachOError) {
        guard count <= entriesLeft else {
            throw space.data.error(
                at: space.fileOffset(of: list, length: 1) ?? 0,
                "the method and protocol lists hold more entries than the slice's size allows")
        }
        entriesLeft -= count
    }
}
