/// The type of a value already in an archive, as `set` speaks of it: the kind of `NewValue` that
/// writes a value of that type, and the type in words for messages.
///
/// An app decodes a key with the method for the type it encoded (`decodeInteger(forKey:)`,
/// `decodeObject(of: NSDate.self, forKey:)`); a value of another type reads as 0 or nil, so an edit
/// keeps the type unless asked to change it.
package struct StoredType: Sendable, Equatable, CustomStringConvertible {
    /// The kind of value that writes this type: `integer` for an NSNumber or inline integer, `date`
    /// for an NSDate, `ref` for an identifier-path proxy, `json` for arrays, dictionaries and other objects.
    package var kind: RestorationEditor.NewValue.Kind
    /// The type in words: `an integer`, `a date`, `an array`, `an object of class NSURL`.
    package var description: String

    /// A type written as `kind`, called `description`.
    package init(kind: RestorationEditor.NewValue.Kind, description: String) {
        self.kind = kind
        self.description = description
    }

    /// The type of `value`, or nil for nil (`$null`, NSNull), which has none.
    package init?(of value: ArchiveValue) {
        if RestorationArchive.proxyPath(value) != nil {
            self.init(kind: .ref, description: "a reference")
            return
        }
        switch value {
        case .null: return nil
        case .inline(let primitive), .stored(let primitive):
            guard let type = Self.type(of: primitive) else { return nil }
            self = type
        case .array: self.init(kind: .json, description: "an array")
        case .dictionary: self.init(kind: .json, description: "a dictionary")
        case .cycle(_, let className): self.init(kind: .json, description: "an object of class \(className)")
        case .object(let object):
            switch object.foundationValue {
            case .string?: self.init(kind: .string, description: "a string")
            case .data?: self.init(kind: .data, description: "data")
            case .date?: self.init(kind: .date, description: "a date")
            case .array?, .orderedSet?: self.init(kind: .json, description: "an array")
            case .set?: self.init(kind: .json, description: "a set")
            case .dictionary?: self.init(kind: .json, description: "a dictionary")
            case .null?: return nil
            default: self.init(kind: .json, description: "an object of class \(object.className)")
            }
        }
    }

    private static func type(of primitive: PropertyListValue) -> StoredType? {
        switch primitive {
        case .string: StoredType(kind: .string, description: "a string")
        case .integer: StoredType(kind: .integer, description: "an integer")
        case .real: StoredType(kind: .real, description: "a real number")
        case .boolean: StoredType(kind: .bool, description: "a bool")
        case .date: StoredType(kind: .date, description: "a date")
        case .data: StoredType(kind: .data, description: "data")
        case .array: StoredType(kind: .json, description: "an array")
        case .set: StoredType(kind: .json, description: "a set")
        case .dictionary: StoredType(kind: .json, description: "a dictionary")
        case .uid: StoredType(kind: .json, description: "a UID")
        case .null: nil
        }
    }
}
