/// One walk over decoded archive values for every output (the text tree, the JSON document):
/// it makes each decision about what a value is shown as, once, and hands the result to a sink.
///
/// The walk charges every value to `rendered`, the output budget, and asks it which occurrence of
/// a shared object is written in full; it shows objects of a higher layer's own (restoration's
/// identifier-path proxies) as `pathProxy` names them, reads Foundation objects as their values
/// (`ObjectForm`, which presents
/// one that stands for one value as a `PresentedScalar`), and looks into data for nested archives and property lists up to
/// `options.maximumNesting` levels deep.
///
/// The walk is not generic, its methods are, and they are inlinable: specialized for each sink,
/// in the sink's module too (the text tree of `restorectl`), events are direct calls. (A generic
/// walk type cost a small dump 2%: its copies went through type metadata looked up by name.)
package struct ArchiveWalk {
    /// Which objects were written, and the limit on how much is written.
    package var rendered = RenderedObjects()
    /// Limits for nested archives and property lists.
    package var options = KeyedArchive.Options()
    /// The path a higher layer names an object by, written as `pathReference(_:)`; nil for any other object.
    package var pathProxy: (@Sendable (ArchiveObject) -> String?)?
    /// A walk with the default budget (`RenderedObjects()`) and options.
    package init() {}

    /// An archive's `$top` fields, its objects named by identifiers of its own.
    @inlinable
    package mutating func walk<Sink: ArchiveValueSink>(top archive: KeyedArchive, nesting: Int, into sink: inout Sink) {
        rendered.enter(archive)
        walk(archive.top, nesting: nesting, into: &sink)
        rendered.leave()
    }

    /// Fields in order, each placed by its key.
    @inlinable
    package mutating func walk<Sink: ArchiveValueSink>(_ fields: [ArchiveField], nesting: Int, into sink: inout Sink) {
        for field in fields {
            sink.key(.field(field.key))
            walk(field.value, nesting: nesting, into: &sink)
        }
    }

    /// One value, with the objects it refers to; `nesting` counts the archives and property lists
    /// in data it stands in.
    @inlinable
    package mutating func walk<Sink: ArchiveValueSink>(_ value: ArchiveValue, nesting: Int, into sink: inout Sink) {
        // Past the limit nothing more is written; the caller reports `rendered.isExhausted`.
        guard !rendered.isExhausted else { return }
        switch value {
        case .null:
            rendered.charge()
            sink.null()
        case .inline(let primitive), .stored(let primitive):
            rendered.charge(primitive)
            if case .data(let bytes) = primitive, walkNested(bytes, nesting: nesting, into: &sink) { return }
            sink.primitive(primitive)
        case .array(let elements):
            rendered.charge()
            sink.beginCollection(.list, count: elements.count, className: nil, id: nil)
            walk(elements, nesting: nesting, into: &sink)
            sink.endCollection()
        case .dictionary(let fields):
            rendered.charge()
            sink.beginCollection(.keyed, count: fields.count, className: nil, id: nil)
            walk(fields, nesting: nesting, into: &sink)
            sink.endCollection()
        case .cycle(let index, let className):
            rendered.charge()
            sink.reference(id: index, className: className, isCycle: true)
        case .object(let object):
            rendered.charge()
            if let pathProxy, let path = pathProxy(object) { return sink.pathReference(path) }
            let foundation = object.foundationValue
            switch rendered.occurrence(of: object, as: foundation) {
            case .reference(let id): sink.reference(id: id, className: object.className, isCycle: false)
            case .full(let id):
                let form = ObjectForm(object, foundation, everyValue: Sink.writesEveryFoundationValue, decodes: true)
                walk(object, as: form, id: id, nesting: nesting, into: &sink)
            }
        }
    }

    @inlinable
    mutating func walk<Sink: ArchiveValueSink>(
        _ object: ArchiveObject, as form: ObjectForm, id: Int?, nesting: Int, into sink: inout Sink
    ) {
        switch form {
        case .scalar(let scalar):
            if case .value(.string(let string)) = scalar.content { rendered.charge(bytes: string.utf8.count) }
            sink.scalar(scalar)
        case .data(let bytes):
            rendered.charge(bytes: bytes.count)
            if walkNested(bytes, nesting: nesting, into: &sink) { return }
            sink.scalar(PresentedScalar(className: object.className, .value(.data(bytes))))
        case .list(let elements):
            sink.beginCollection(.list, count: elements.count, className: object.className, id: id)
            // NSOrderedSet is no NSSet: its order is the app's.
            if object.className == "NSSet" || object.classChain.contains("NSSet") { sink.membersAreUnordered() }
            walk(elements, nesting: nesting, into: &sink)
            sink.endCollection()
        case .keyed(let keys, let values):
            sink.beginCollection(.keyed, count: keys.count, className: object.className, id: id)
            for (key, value) in zip(keys, values) {
                sink.key(.entry(key.string))
                walk(value, nesting: nesting, into: &sink)
            }
            sink.endCollection()
        case .fields:
            sink.beginObject(object, id: id)
            walk(object.fields, nesting: nesting, into: &sink)
            sink.endObject()
        case .decoded(let value):
            walk(object, decodedAs: value, id: id, nesting: nesting, into: &sink)
        }
    }

    /// An object that reads as `value`: where every Foundation value is written as one, as that
    /// value, an attributed string's runs each placed by `.run` with its attribute dictionary;
    /// elsewhere with its fields, `value` told right after the object begins.
    @inlinable
    mutating func walk<Sink: ArchiveValueSink>(
        _ object: ArchiveObject, decodedAs value: DecodedObject, id: Int?, nesting: Int, into sink: inout Sink
    ) {
        guard Sink.writesEveryFoundationValue else {
            sink.beginObject(object, id: id)
            sink.decoded(value)
            walk(object.fields, nesting: nesting, into: &sink)
            return sink.endObject()
        }
        sink.beginDecoded(value, className: object.className, id: id)
        if case .attributedString(let string) = value {
            rendered.charge(bytes: string.string.utf8.count)
            for run in string.runs {
                sink.key(.run(location: run.location, length: run.length))
                let attributes = run.attributes ?? 0
                if attributes < string.attributeValues.count {
                    walk(string.attributeValues[attributes], nesting: nesting, into: &sink)
                }
            }
        }
        sink.endDecoded()
    }

    @inlinable
    mutating func walk<Sink: ArchiveValueSink>(_ elements: [ArchiveValue], nesting: Int, into sink: inout Sink) {
        for (position, element) in elements.enumerated() {
            sink.key(.position(position))
            walk(element, nesting: nesting, into: &sink)
        }
    }

    /// Data holding a keyed archive as that archive's `$top`, data holding another property list
    /// as its contents, data holding a bookmark as the bookmark; false when the data is to be
    /// written as it is. The data's bytes were charged to the budget already.
    @inlinable
    mutating func walkNested<Sink: ArchiveValueSink>(_ bytes: [UInt8], nesting: Int, into sink: inout Sink) -> Bool {
        guard sink.looksIntoData else { return false }
        switch NestedContent(bytes, nesting: nesting, options: options) {
        case .archive(let archive):
            sink.beginNestedArchive(byteCount: bytes.count, objectCount: archive.objectCount)
            walk(top: archive, nesting: nesting + 1, into: &sink)
            sink.endNestedArchive()
        case .unreadableArchive(let error):
            sink.unreadableNestedArchive(bytes, error: error)
        case .propertyList(let plist):
            sink.beginNestedPropertyList(byteCount: bytes.count)
            walk(plist, nesting: nesting + 1, into: &sink)
            sink.endNestedPropertyList()
        case .bookmark(let bookmark):
            sink.bookmark(bookmark, bytes: bytes)
        case .unreadableBookmark(let error):
            sink.unreadableBookmark(bytes, error: error)
        case .plain:
            return false
        }
        return true
    }
}

/// A walk of archive values into one document per call, of a kind its sink decides (the JSON
/// document, the report's value lists): what a view walks its values with, in the order and under
/// the one budget every output of it shares (`RestorationView.renderedValues(_:)`,
/// `AppKitSavedState.renderedValues(_:)`).
package protocol ArchiveDocumentWalk {
    /// What one call makes.
    associatedtype Document
    /// Fields in order, each placed by its key.
    mutating func render(_ fields: [ArchiveField], nesting: Int) -> Document
    /// One value, with the objects it refers to.
    mutating func render(_ value: ArchiveValue, nesting: Int) -> Document
}
