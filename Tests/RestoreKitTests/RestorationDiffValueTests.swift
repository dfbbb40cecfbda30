import RestoreKit
import Testing

// `diff` compares values, not their rendered JSON. Each test here is a case where the two could
// disagree, and says which answer is right and why. Coders are built object by object, so that
// each test decides every index of `$objects`.

/// A plain object of `$objects`: its class at `classIndex`, then `fields`.
private func object(_ classIndex: UInt64, _ fields: [(String, PropertyListValue)]) -> PropertyListValue {
    .dictionary(
        PropertyListDictionary(
            [.init(key: "$class", value: .uid(classIndex))] + fields.map { .init(key: $0.0, value: $0.1) }))
}

/// The class description of `name`.
private func classDescription(_ name: String) -> PropertyListValue {
    .dictionary(
        PropertyListDictionary([
            .init(key: "$classname", value: .string(name)),
            .init(key: "$classes", value: .array([.string(name), .string("NSObject")])),
        ]))
}

/// A keyed archive's bytes with `$top` and `$objects` exactly as given.
private func archiveBytes(top: [(String, PropertyListValue)], objects: [PropertyListValue]) -> [UInt8] {
    BinaryPropertyListWriter().write(
        .dictionary(
            PropertyListDictionary([
                .init(key: "$version", value: .int(KeyedArchive.archiveVersion)),
                .init(key: "$archiver", value: .string(KeyedArchive.archiverName)),
                .init(
                    key: "$top", value: .dictionary(PropertyListDictionary(top.map { .init(key: $0.0, value: $0.1) }))),
                .init(key: "$objects", value: .array(objects)),
            ])))
}

/// A root archive with one object, `Main`, whose coder is `coder`.
private func restoration(coder: [UInt8]) throws -> RestorationArchive {
    let list = ArchiveObject(
        className: "NSArray", fields: [ArchiveField("NS.objects", .array([.stored(.string("Main"))]))])
    let root = KeyedArchive(top: [
        ArchiveField(RestorationKey.majorVersion, .inline(.int(2))),
        ArchiveField(RestorationKey.rootIdentifiers, .object(list)),
        ArchiveField("Main", .stored(.data(coder))),
    ])
    // Read back from bytes, as `diff` reads its files.
    return try RestorationArchive(bytes: KeyedArchiveEncoder().encodeBinary(root))
}

/// The coder keys `diff` reports as changed between two coders of `Main`.
private func changedKeys(_ a: [UInt8], _ b: [UInt8]) throws -> [String] {
    let diff = RestorationDiff(try restoration(coder: a), try restoration(coder: b))
    #expect(diff.objects.allSatisfy { $0.added.isEmpty && $0.removed.isEmpty })
    return diff.objects.flatMap { $0.changed.map(\.name) }
}

/// Whether the two coders' state renders to the same JSON: what `diff` used to compare.
private func renderAlike(_ a: [UInt8], _ b: [UInt8]) throws -> Bool {
    var first = RestorationArchive.jsonRenderer(), second = RestorationArchive.jsonRenderer()
    let stateA = try restoration(coder: a).objects[0].state, stateB = try restoration(coder: b).objects[0].state
    return first.render(stateA, nesting: 1) == second.render(stateB, nesting: 1)
}

/// `a ⇄ b`, two `Node`s that name each other: a first at 1, b at 2 (`aFirst`), or the other way.
private func twoNodeLoop(aFirst: Bool) -> [UInt8] {
    let (a, b): (UInt64, UInt64) = aFirst ? (1, 2) : (2, 1)
    var objects: [PropertyListValue] = [.string("$null"), .null, .null, classDescription("Node")]
    objects[Int(a)] = object(3, [("name", .string("a")), ("next", .uid(b))])
    objects[Int(b)] = object(3, [("name", .string("b")), ("next", .uid(a))])
    return archiveBytes(top: [("loop", .uid(a))], objects: objects)
}

@Test func aCycleIsEqualWhereverItsObjectsStandInObjects() throws {
    // Right answer: equal. Both coders hold a → b → a; only the objects' positions in $objects
    // differ, and nothing restored from them sees positions. The JSON shows the cycle as
    // {"$uid": 1} in one and {"$uid": 2} in the other, so comparing JSON called them different.
    let before = twoNodeLoop(aFirst: true), after = twoNodeLoop(aFirst: false)
    #expect(try !renderAlike(before, after))
    #expect(try changedKeys(before, after).isEmpty)
}

@Test func aCycleBackToAnotherObjectOfTheSameClassDiffers() throws {
    // Right answer: different. Before, b leads back to a; after, b leads back to itself: following
    // `next` gives a, b, a, b... against a, b, b, b... `ArchiveValue`'s `==` compares a cycle by
    // its class alone and calls them equal, which is why `diff` does not use it.
    let before = twoNodeLoop(aFirst: true)
    let after = archiveBytes(
        top: [("loop", .uid(1))],
        objects: [
            .string("$null"), object(3, [("name", .string("a")), ("next", .uid(2))]),
            object(3, [("name", .string("b")), ("next", .uid(2))]), classDescription("Node"),
        ])
    let stateBefore = try restoration(coder: before).objects[0].state,
        stateAfter = try restoration(coder: after).objects[0].state
    #expect(stateBefore == stateAfter, "ArchiveValue == cannot tell them apart")
    #expect(try changedKeys(before, after) == ["loop"])
}

@Test func twoReferencesToOneObjectEqualReferencesToTwoEqualCopies() throws {
    // Right answer: equal. Before, `left` and `right` are one leaf; after, two leaves with equal
    // fields. Sharing is identity, not value: decoding either gives leaves that show the same.
    // Each leaf names itself, so its JSON ends in {"$uid": n} with its own index: the second
    // copy's is 3, the shared leaf's 2, and comparing JSON called `right` changed.
    let shared = archiveBytes(
        top: [("holder", .uid(1))],
        objects: [
            .string("$null"), object(3, [("left", .uid(2)), ("right", .uid(2))]),
            object(4, [("name", .string("x")), ("me", .uid(2))]), classDescription("Holder"), classDescription("Leaf"),
        ])
    let copies = archiveBytes(
        top: [("holder", .uid(1))],
        objects: [
            .string("$null"), object(4, [("left", .uid(2)), ("right", .uid(3))]),
            object(5, [("name", .string("x")), ("me", .uid(2))]), object(5, [("name", .string("x")), ("me", .uid(3))]),
            classDescription("Holder"), classDescription("Leaf"),
        ])
    #expect(try !renderAlike(shared, copies))
    #expect(try changedKeys(shared, copies).isEmpty)
    #expect(try changedKeys(copies, shared).isEmpty)
}

/// `depth` objects, each with two references (`left`, `right`) to the next, then a leaf named `leaf`:
/// 2^depth paths from the top to the leaf. Integers stored `width` bytes wide, so that two chains
/// can differ in bytes and not in values.
private func diamondChain(depth: Int, leaf: String, width: Int = 1) -> [UInt8] {
    let nodeClass = UInt64(depth + 2)
    var objects: [PropertyListValue] = [.string("$null")]
    for level in 0..<depth {
        let next = PropertyListValue.uid(UInt64(level + 2))
        objects.append(
            object(
                nodeClass,
                [("level", .integer(PropertyListInteger(level, byteWidth: width))), ("left", next), ("right", next)]))
    }
    objects.append(object(nodeClass, [("name", .string(leaf))]))
    objects.append(classDescription("Node"))
    return archiveBytes(top: [("chain", .uid(1))], objects: objects)
}

// The limit stops the test if it is not linear (that would take hours), not a timing: one
// minute was within reach of a whole suite on a loaded 2-core machine (160 s once; 1 s alone).
@Test(.timeLimit(.minutes(5)))
func sharedObjectsAreComparedOncePerPair() throws {
    // Right answer: equal, found in time linear in the objects. Following every reference would
    // visit the leaf 2^40 times; the pairs already compared are not compared again.
    #expect(
        try changedKeys(diamondChain(depth: 40, leaf: "x", width: 1), diamondChain(depth: 40, leaf: "x", width: 8))
            .isEmpty)
    // And a difference at the bottom is found through the shared objects (a short chain: the
    // report renders both values, expanding every path).
    #expect(try changedKeys(diamondChain(depth: 8, leaf: "x"), diamondChain(depth: 8, leaf: "y")) == ["chain"])
}

@Test func aPairTakenAsEqualOnAFailedAssumptionIsComparedAgain() throws {
    // Right answer: both keys changed. `item` points back at `holder`, whose `tag` changed. While
    // `holder` is compared, the item pair is taken as equal on the assumption that the holders
    // are; that assumption fails, so `item` must be compared afresh, not remembered as equal.
    // Its JSON ({"back": {"$uid": 1}}) is the same on both sides: JSON could not see the change.
    func coder(tag: String) -> [UInt8] {
        archiveBytes(
            top: [("holder", .uid(1)), ("item", .uid(2))],
            objects: [
                .string("$null"), object(3, [("item", .uid(2)), ("tag", .string(tag))]),
                object(4, [("back", .uid(1))]), classDescription("Holder"), classDescription("Item"),
            ])
    }
    #expect(try changedKeys(coder(tag: "p"), coder(tag: "q")) == ["holder", "item"])
}

@Test func nestedArchivesWhoseBytesDifferCompareByTheirContents() throws {
    // Right answer: equal. Each coder holds data that is a keyed archive of a → b → a, laid out in
    // another order: the bytes differ, the graphs do not. The JSON shows the nested cycle's
    // index ({"$uid": 1} against {"$uid": 2}); the values do not.
    func coder(_ nested: [UInt8]) -> [UInt8] {
        archiveBytes(top: [("nested", .uid(1))], objects: [.string("$null"), .data(nested)])
    }
    let before = coder(twoNodeLoop(aFirst: true)), after = coder(twoNodeLoop(aFirst: false))
    #expect(try !renderAlike(before, after))
    #expect(try changedKeys(before, after).isEmpty)
}

@Test func aNestedArchivesObjectsAreNotTakenForTheOuterOnesAtTheSameIndex() throws {
    // Right answer: `nested` changed. Index 1 names an outer object and, inside the nested
    // archive, another one; the outer pair (1, 1) being equal says nothing about the inner pair.
    func coder(inner name: String) -> [UInt8] {
        let nested = archiveBytes(
            top: [("node", .uid(1))],
            objects: [.string("$null"), object(2, [("name", .string(name))]), classDescription("Node")])
        return archiveBytes(
            top: [("outer", .uid(1)), ("nested", .uid(3))],
            objects: [
                .string("$null"), object(2, [("name", .string("outer"))]), classDescription("Node"), .data(nested),
            ])
    }
    #expect(try changedKeys(coder(inner: "b"), coder(inner: "c")) == ["nested"])
}

@Test func numbersCompareByValueWhateverTheirStoredWidth() throws {
    // Right answer: equal. 7 stored in 1 byte and in 8, 1.5 as a float and as a double: the same
    // numbers, which the JSON prints alike. `ArchiveValue`'s `==` tells the reals apart by
    // precision, so `diff` does not use it.
    func coder(width: Int, single: Bool) -> [UInt8] {
        archiveBytes(
            top: [
                ("count", .integer(PropertyListInteger(7, byteWidth: width))),
                ("ratio", .real(1.5, isSinglePrecision: single)),
            ],
            objects: [.string("$null")])
    }
    let narrow = coder(width: 1, single: true), wide = coder(width: 8, single: false)
    #expect(narrow != wide)
    #expect(try restoration(coder: narrow).objects[0].state != restoration(coder: wide).objects[0].state)
    #expect(try renderAlike(narrow, wide))
    #expect(try changedKeys(narrow, wide).isEmpty)
    // A different value is a change, whatever the widths.
    let other = archiveBytes(
        top: [
            ("count", .integer(PropertyListInteger(8, byteWidth: 1))), ("ratio", .real(1.5, isSinglePrecision: true)),
        ],
        objects: [.string("$null")])
    #expect(try changedKeys(narrow, other) == ["count"])
}

@Test func pathProxiesCompareByPath() throws {
    // Right answer: `target` changed, `same` did not. Proxies for one identifier path are equal
    // wherever they stand; proxies for two paths differ.
    func proxy(_ path: String) -> [(String, PropertyListValue)] { [(RestorationKey.pathProxyPath, .string(path))] }
    func coder(_ path: String, padded: Bool) -> [UInt8] {
        let pad: [PropertyListValue] = padded ? [.string("padding")] : []
        let first = UInt64(1 + pad.count), classIndex = first + 2
        return archiveBytes(
            top: [("same", .uid(first)), ("target", .uid(first + 1))],
            objects: [.string("$null")] + pad + [
                object(classIndex, proxy("Root/Same")), object(classIndex, proxy(path)),
                classDescription(RestorationKey.pathProxyClass),
            ])
    }
    #expect(try changedKeys(coder("Root/A", padded: false), coder("Root/A", padded: true)).isEmpty)
    #expect(try changedKeys(coder("Root/A", padded: false), coder("Root/B", padded: true)) == ["target"])
}
