/// A NIBArchive in the form of a keyed archive, so that everything that shows or walks a keyed
/// archive (`dump --raw`, the nib scan) reads the newer nib format too.
extension NIBArchive {
    /// The `$archiver` a keyed archive made from a NIBArchive carries.
    package static let archiverName = "NIBArchive"

    /// The NSKeyedArchiver property list of the same graph: `$objects[0]` is `$null`, object `i`
    /// is `$objects[i + 1]`, the class descriptions follow, and `$top` holds the root object's
    /// (object 0's) keys, as a keyed-archive nib's `$top` holds `UINibTopLevelObjectsKey` and the rest.
    ///
    /// The nib encoder's own collection forms become Foundation's: an NSArray or NSSet written as
    /// `NSInlinedValue` and repeated `UINibEncoderEmptyKey` becomes `NS.objects`, an NSDictionary's
    /// alternating keys and objects become `NS.keys` and `NS.objects`, and an NSString holding only
    /// UTF-8 `NS.bytes` becomes a string. Anything else keeps its keys as they are.
    package func keyedArchivePropertyList() -> PropertyListValue {
        var classIndexes: [String: Int] = [:]
        var classNames: [String] = []
        for object in objects where classIndexes[object.className] == nil {
            classIndexes[object.className] = objects.count + 1 + classNames.count
            classNames.append(object.className)
        }
        var archived: [PropertyListValue] = [.string("$null")]
        archived.reserveCapacity(objects.count + 1 + classNames.count)
        for object in objects {
            archived.append(Self.archived(object, classUID: UInt64(classIndexes[object.className] ?? 0)))
        }
        for name in classNames {
            let chain: [PropertyListValue] =
                name == "NSObject" ? [.string(name)] : [.string(name), .string("NSObject")]
            archived.append(
                .dictionary(
                    PropertyListDictionary([
                        .init(key: "$classname", value: .string(name)),
                        .init(key: "$classes", value: .array(chain)),
                    ])))
        }
        let top = objects.first.map { Self.fields($0.values) } ?? []
        return .dictionary(
            PropertyListDictionary([
                .init(key: "$archiver", value: .string(KeyedArchive.archiverName)),
                .init(key: "$version", value: .integer(PropertyListInteger(KeyedArchive.archiveVersion))),
                .init(key: "$top", value: .dictionary(PropertyListDictionary(top))),
                .init(key: "$objects", value: .array(archived)),
            ]))
    }

    /// One object as `$objects` holds it.
    static func archived(_ object: Object, classUID: UInt64) -> PropertyListValue {
        let className = object.className
        let inlined = object.values.first.map { $0.key == "NSInlinedValue" && $0.content == .boolean(true) } ?? false
        let elements = object.values.dropFirst()
        if inlined, elements.allSatisfy({ $0.key == "UINibEncoderEmptyKey" }) {
            let members = elements.map { value($0.content) }
            if className.hasSuffix("Dictionary"), members.count % 2 == 0 {
                let keys = stride(from: 0, to: members.count, by: 2).map { members[$0] }
                let values = stride(from: 1, to: members.count, by: 2).map { members[$0] }
                return foundationObject(classUID, [("NS.keys", .array(keys)), ("NS.objects", .array(values))])
            }
            if !className.hasSuffix("Dictionary") {
                return foundationObject(classUID, [("NS.objects", .array(members))])
            }
        }
        if className == "NSString", object.values.count == 1, let only = object.values.first, only.key == "NS.bytes",
            case .data(let bytes) = only.content, let string = validUTF8String(bytes)
        {
            return .string(string)
        }
        return .dictionary(
            PropertyListDictionary([.init(key: "$class", value: .uid(classUID))] + fields(object.values)))
    }

    /// A Foundation collection of class `classUID` with `fields`.
    static func foundationObject(_ classUID: UInt64, _ fields: [(String, PropertyListValue)]) -> PropertyListValue {
        .dictionary(
            PropertyListDictionary(
                [.init(key: "$class", value: .uid(classUID))] + fields.map { .init(key: $0.0, value: $0.1) }))
    }

    /// An object's keys, escaped as NSKeyedArchiver escapes a key starting with `$`.
    static func fields(_ values: [Value]) -> [PropertyListDictionary.Entry] {
        values.map { .init(key: $0.key.hasPrefix("$") ? "$" + $0.key : $0.key, value: value($0.content)) }
    }

    /// One value as a keyed archive holds it: an object reference becomes a UID, nil the `$null` UID.
    static func value(_ content: Content) -> PropertyListValue {
        switch content {
        case .integer(let integer, let width): .integer(PropertyListInteger(integer, byteWidth: width))
        case .boolean(let boolean): .boolean(boolean)
        case .float(let float): .real(Double(float), isSinglePrecision: true)
        case .double(let double): .real(double, isSinglePrecision: false)
        case .data(let bytes): .data(bytes)
        case .null: .uid(0)
        case .object(let index): .uid(UInt64(index) + 1)
        }
    }
}

extension KeyedArchive {
    /// The keyed-archive form of `nib` (`NIBArchive.keyedArchivePropertyList`), with `$archiver`
    /// `NIBArchive` and `$version` the nib's coder version, so that a reader can tell where it came from.
    package init(nib: NIBArchive, options: Options = Options()) throws(KeyedArchiveError) {
        try self.init(plist: nib.keyedArchivePropertyList(), options: options)
        archiver = NIBArchive.archiverName
        version = Int(nib.coderVersion)
    }
}
