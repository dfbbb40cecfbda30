/// Edits of one scene's restoration activity userInfo (a SwiftUI scene's `@SceneStorage` values),
/// written back as UIKit writes the scene's `data.data`: a plain property-list dictionary whose
/// `CanvasRestorationUserActivityUserInfoDataKey` is a keyed archive with the userInfo, an
/// NSDictionary of property-list objects, under `$top`'s `CanvasRestorationUserActivityUserInfoKey`,
/// which an app decoding with secure coding reads. The dictionary's other entries, and its other
/// keys, keep their order and values.
package struct SceneStorageEditor {
    /// The scene's `data.data`, which the edit replaces.
    package let file: String
    /// The bytes read from it, which a backup holds.
    package let original: [UInt8]
    private var activity: PropertyListDictionary
    private var userInfo: KeyedArchive

    /// The editor of the activity of the scene `selector` names in the saved-state folder `folder`:
    /// its persistent identifier, or its position (from 1) among the scenes as dump lists them.
    package init(
        folder: SavedStateFolder, scene selector: String, in files: some FileSource,
        options: KeyedArchive.Options
    ) throws(RestorationEditor.Failure) {
        let scene = try folder.scene(selector)
        file = folder.path + "/" + scene.identifier + "/" + SavedStateFolder.archiveName
        guard let bytes = try? files.contents(of: file) else {
            throw RestorationEditor.Failure(
                .notInArchive,
                "the scene \(scene.identifier) has no restoration activity (no \(scene.identifier)/data.data)")
        }
        original = bytes
        // A key given twice is refused: an edit must change the one entry every reader takes.
        var readOptions = options.propertyList
        readOptions.duplicateKeys = .refuse
        let plist: PropertyListValue
        do {
            plist = try PropertyList.read(bytes, options: readOptions).value
        } catch {
            throw RestorationEditor.Failure(
                .unreadableInput, "\(scene.identifier)/data.data: \(error)", underlying: error)
        }
        guard let dictionary = plist.dictionaryValue, dictionary["$archiver"] == nil else {
            throw RestorationEditor.Failure(
                .unreadableInput, "\(scene.identifier)/data.data is not the plain property-list dictionary UIKit writes"
            )
        }
        activity = dictionary
        guard let data = dictionary[SceneKey.activityUserInfoData]?.dataValue else {
            throw RestorationEditor.Failure(
                .notInArchive,
                "the activity of scene \(scene.identifier) has no userInfo archive (\(SceneKey.activityUserInfoData))")
        }
        do {
            userInfo = try KeyedArchive(bytes: data, options: options)
        } catch {
            throw RestorationEditor.Failure(
                .unreadableInput, "the userInfo archive of scene \(scene.identifier) is unreadable: \(error)",
                underlying: error)
        }
        guard SceneUserInfo.entries(userInfo) != nil else {
            throw RestorationEditor.Failure(
                .unreadableInput,
                "the userInfo archive of scene \(scene.identifier) holds no dictionary of string keys under \(SceneKey.activityUserInfo)"
            )
        }
    }

    /// The edited `data.data`.
    package var encoded: [UInt8] {
        var activity = activity
        if let index = activity.entries.firstIndex(where: { $0.key == SceneKey.activityUserInfoData }) {
            activity.entries[index].value = .data(KeyedArchiveEncoder().encodeBinary(userInfo))
        }
        return BinaryPropertyListWriter().write(.dictionary(activity))
    }

    /// The userInfo's entries, for `get`.
    package var entries: [SceneStorageEntry] {
        (SceneUserInfo.entries(userInfo) ?? []).map {
            SceneStorageEntry(key: $0.key, value: SceneStorageValue($0.value))
        }
    }

    /// Sets `key` to `text`, read as the type the key holds (`SceneStorageValue.typeName`), or as
    /// `type` when given; a new key without a type is a String. Returns what to tell of a type
    /// that was not kept.
    package mutating func set(key: String, text: String, type: RestorationEditor.NewValue.Kind?)
        throws(RestorationEditor.Failure) -> String?
    {
        var (keys, values) = try dictionary()
        let index = keys.firstIndex { $0.string == key }
        let old = index.map { SceneStorageValue(values[$0]) }
        let value = try SceneStorageValue.parse(text, as: type, replacing: old, key: key)
        if let index {
            values[index] = value.archived
        } else {
            keys.append(.stored(.string(key)))
            values.append(value.archived)
        }
        store(keys, values)
        if let old, old.typeName != value.typeName { return "'\(key)': was \(old.typeName), now \(value.typeName)" }
        return old == nil ? "'\(key)': a new key, stored as \(value.typeName)" : nil
    }

    /// Removes `key` from the userInfo.
    package mutating func remove(key: String) throws(RestorationEditor.Failure) {
        var (keys, values) = try dictionary()
        guard let index = keys.firstIndex(where: { $0.string == key }) else { throw Self.noKey(key, among: keys) }
        keys.remove(at: index)
        values.remove(at: index)
        store(keys, values)
    }

    /// The value of `key`, for `get`.
    package func value(at key: String) throws(RestorationEditor.Failure) -> SceneStorageValue {
        let (keys, values) = try dictionary()
        guard let index = keys.firstIndex(where: { $0.string == key }) else { throw Self.noKey(key, among: keys) }
        return SceneStorageValue(values[index])
    }

    static func noKey(_ key: String, among keys: [ArchiveValue]) -> RestorationEditor.Failure {
        let names = keys.compactMap(\.string)
        return RestorationEditor.Failure(
            .notInArchive, "the scene's userInfo has no key '\(key)'" + Spelling.suggestion(for: key, among: names))
    }

    private func dictionary() throws(RestorationEditor.Failure) -> (keys: [ArchiveValue], values: [ArchiveValue]) {
        guard case .dictionary(let keys, let values)? = userInfo[SceneKey.activityUserInfo]?.object?.foundationValue
        else {
            throw RestorationEditor.Failure(.unreadableInput, "the userInfo archive holds no dictionary")
        }
        return (keys, values)
    }

    private mutating func store(_ keys: [ArchiveValue], _ values: [ArchiveValue]) {
        guard let index = userInfo.top.lastIndex(where: { $0.key == SceneKey.activityUserInfo }),
            case .object(var object) = userInfo.top[index].value
        else { return }
        object.fields.removeAll { $0.key == "NS.keys" || $0.key == "NS.objects" }
        object.fields += [ArchiveField("NS.keys", .array(keys)), ArchiveField("NS.objects", .array(values))]
        userInfo.top[index].value = .object(object)
    }
}

extension SceneStorageValue {
    /// `text` as a value of `kind`, or of the type of `old` (a String where there is none).
    static func parse(
        _ text: String, as kind: RestorationEditor.NewValue.Kind?, replacing old: SceneStorageValue?,
        key: String
    ) throws(RestorationEditor.Failure) -> SceneStorageValue {
        let type = kind.map(Self.typeName) ?? old?.typeName ?? "String"
        func failure(_ why: String) -> RestorationEditor.Failure {
            RestorationEditor.Failure(
                .badValue,
                "'\(key)' holds \(type == "Int" ? "an" : "a") \(type): '\(text)' \(why)"
                    + (kind == nil ? " (--type TYPE stores another type)" : ""))
        }
        switch type {
        case "String": return .string(text)
        case "URL":
            guard !text.isEmpty else { throw failure("is no URL") }
            return .url(text)
        case "JSON":
            guard let json = try? JSONReader.read(Array(text.utf8)) else { throw failure("is not JSON") }
            return .json(Array(json.serialized(pretty: false).utf8), json)
        case "Bool", "Int", "Double", "Date", "Data":
            let parsed: RestorationEditor.NewValue
            do { parsed = try RestorationEditor.NewValue.parse(text, as: Self.kind(type)) } catch {
                throw failure("is no \(type) (\(error.message))")
            }
            switch parsed {
            case .boolean(let flag): return .bool(flag)
            case .integer(let integer): return .integer(integer)
            case .real(let real): return .double(real)
            case .date(let seconds): return .date(seconds)
            case .data(let bytes): return .data(bytes)
            default: throw failure("is no \(type)")
            }
        default:
            throw RestorationEditor.Failure(
                .badValue,
                "'\(key)' holds an object of class \(type), which set does not write; --type TYPE replaces it")
        }
    }

    /// The `@SceneStorage` type a `set --type` kind writes.
    static func typeName(_ kind: RestorationEditor.NewValue.Kind) -> String {
        switch kind {
        case .string, .ref: "String"
        case .integer: "Int"
        case .real: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .data: "Data"
        case .json: "JSON"
        }
    }

    private static func kind(_ type: String) -> RestorationEditor.NewValue.Kind {
        switch type {
        case "Bool": .bool
        case "Int": .integer
        case "Double": .real
        case "Date": .date
        default: .data
        }
    }

    /// The value as SwiftUI archives it: NSNumber, NSString and NSData objects, an NSDate, an NSURL
    /// without a base; JSON as data holding its text.
    var archived: ArchiveValue {
        switch self {
        case .bool(let flag): .stored(.boolean(flag))
        case .integer(let integer): .stored(.integer(integer))
        case .double(let real): .stored(.double(real))
        case .string(let text): .stored(.string(text))
        case .data(let bytes), .json(let bytes, _): .stored(.data(bytes))
        case .date(let seconds):
            .object(
                ArchiveObject(
                    className: "NSDate", classChain: ["NSDate", "NSObject"],
                    fields: [ArchiveField("NS.time", .inline(.double(seconds)))]))
        case .url(let text):
            .object(
                ArchiveObject(
                    className: "NSURL", classChain: ["NSURL", "NSObject"],
                    fields: [ArchiveField("NS.base", .null), ArchiveField("NS.relative", .stored(.string(text)))]))
        case .other(let value): value
        }
    }
}

extension SavedStateFolder {
    /// The scene `selector` names: a persistent identifier, else a position from 1 among `scenes`.
    package func scene(_ selector: String) throws(RestorationEditor.Failure) -> SavedScene {
        if let scene = scenes.first(where: { $0.identifier == selector }) { return scene }
        if let position = Int(selector), position >= 1, position <= scenes.count { return scenes[position - 1] }
        guard !scenes.isEmpty else {
            throw RestorationEditor.Failure(.notInArchive, "no scene '\(selector)': the saved state has no scenes")
        }
        throw RestorationEditor.Failure(
            .notInArchive,
            "no scene '\(selector)': give a persistent identifier or a position from 1 to \(scenes.count)"
                + Spelling.suggestion(for: selector, among: scenes.map(\.identifier)))
    }
}
