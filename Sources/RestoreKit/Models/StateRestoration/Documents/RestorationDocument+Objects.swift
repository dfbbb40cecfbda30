/// One entry of a document's `objects`, made into the coder UIKit stores for it.
struct ObjectCoder {
    static let members = [
        "path", "components", "parent", "restorationClass", "className", "swiftClassName", "isViewController",
        "storyboard", "listed", "storage", "error", "state",
    ]

    /// Whether `kRootRestorationIdentifiersKey` names the object (default true).
    var isListed = true
    var restorationClass: String?
    /// The `$top` value: the coder's data, as NSData or an NSMutableData object; nil for a listed
    /// object without coder data (`storage: "missing"`).
    var stored: ArchiveValue?

    /// Reads the object; `components` and `parent` are derived from the path, `swiftClassName` from
    /// `className`, and checked when given.
    init(
        _ json: JSONValue, at location: JSONLocation, path: String, parent: String?,
        reader: inout RestorationValueReader
    ) throws(JSONDocumentError) {
        let object = try JSONMembers(json, at: location, known: Self.members)
        if let components = try object.array("components"),
            components != IdentifierPath.components(path).map(JSONValue.string)
        {
            throw object.error("components", "do not match the path (they are derived from it; leave them out)")
        }
        if object.has("parent"), try object.string("parent") != parent {
            throw object.error(
                "parent",
                "is \(parent.map { "`\($0)`" } ?? "null") for this path among the document's objects (derived; leave it out)"
            )
        }
        if object.has("swiftClassName"),
            try object.string("swiftClassName") != (try object.string("className")).flatMap(SwiftClassName.demangled)
        {
            throw object.error(
                "swiftClassName", "is not className demangled (it is derived from className; leave it out)")
        }
        if object["error"] != nil {
            throw object.error(
                "error", "the object's coder was unreadable when dumped; there is nothing to write for it")
        }
        isListed = try object.bool("listed") ?? true
        restorationClass = try object.string("restorationClass")
        let storage = try object.string("storage") ?? RestorationObject.Storage.data.rawValue
        var coder: [ArchiveField] = []
        if let className = try object.string("className") {
            coder.append(ArchiveField(RestorationKey.className, .stored(.string(className))))
        }
        if let flag = try object.bool("isViewController") {
            coder.append(ArchiveField(RestorationKey.isViewController, .inline(.boolean(flag))))
        }
        coder += try Self.storyboard(object)
        let stateLocation = location.appending("state")
        let state = try object.object("state") ?? []
        let stateFields = try reader.fields(state, at: stateLocation, place: .coderKey, nesting: 1)
        for field in stateFields
        where field.key == RestorationKey.className || field.key == RestorationKey.isViewController
            || StoryboardReference.isUnderstood(field)
        {
            throw JSONDocumentError(
                stateLocation.appending(field.key),
                "is shown as the object's className, isViewController or storyboard; give it there")
        }
        coder += stateFields
        switch RestorationObject.Storage(rawValue: storage) {
        case .data?:
            stored = .stored(.data(try reader.encode(coder, at: location)))
        case .mutableData?:
            stored = .object(
                ArchiveObject(
                    className: "NSMutableData", classChain: ["NSMutableData", "NSData", "NSObject"],
                    fields: [ArchiveField("NS.data", .inline(.data(try reader.encode(coder, at: location))))]))
        case .missing?:
            guard coder.isEmpty, isListed else {
                throw object.error(
                    "storage",
                    "\"missing\" is a listed object without coder data: no className, isViewController, storyboard or state"
                )
            }
        case .other?, nil:
            throw object.error("storage", "is \"data\", \"mutableData\" or \"missing\"")
        }
    }

    /// `UIStateRestorationViewControllerStoryboard` (a `_UIStoryboardProxy`) and `...StoryboardIdentifier`.
    static func storyboard(_ object: JSONMembers) throws(JSONDocumentError) -> [ArchiveField] {
        guard let json = object["storyboard"] else { return [] }
        let members = try JSONMembers(
            json, at: object.location.appending("storyboard"), known: ["name", "bundlePath", "identifier"])
        let name = try members.string("name"), bundlePath = try members.string("bundlePath"),
            identifier = try members.string("identifier")
        var fields: [ArchiveField] = []
        // Without an identifier, only the proxy can make the storyboard show.
        if name != nil || bundlePath != nil || identifier == nil {
            var proxy: [ArchiveField] = []
            if let name { proxy.append(ArchiveField(RestorationKey.storyboardName, .stored(.string(name)))) }
            if let bundlePath {
                proxy.append(ArchiveField(RestorationKey.storyboardBundlePath, .stored(.string(bundlePath))))
            }
            fields.append(
                ArchiveField(
                    RestorationKey.storyboard,
                    .object(ArchiveObject(className: RestorationKey.storyboardProxyClass, fields: proxy))))
        }
        if let identifier {
            fields.append(ArchiveField(RestorationKey.storyboardIdentifier, .stored(.string(identifier))))
        }
        return fields
    }
}
