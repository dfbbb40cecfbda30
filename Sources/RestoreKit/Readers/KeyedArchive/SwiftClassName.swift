/// The readable form of a Swift class's Objective-C runtime name.
///
/// An archive stores the name `NSStringFromClass` gives, which for a Swift class without an
/// `@objc(Name)` is its runtime mangling: `_TtC4Mail21MessageViewController` for
/// `Mail.MessageViewController`. This reads the forms that mangling takes for classes: `_TtC`
/// (a class in a module), nested classes (`_TtCC…`, and classes in structs or enums, `_TtCV…`,
/// `_TtCO…`), the Swift module (`s`, as in `_TtCs12_SwiftObject`), the Objective-C module
/// (`So`), private classes (`P33_<discriminator>`) and generic classes (`_TtGC…_`, with
/// standard-library (`Si`, `SS`, ...) and nominal type arguments). Anything else is not
/// demangled; this is no general demangler.
package enum SwiftClassName {
    /// The demangled name (`Mail.MessageViewController`), or nil when `name` is no Swift runtime
    /// class name this reads (an Objective-C class name such as `UIViewController`, say).
    ///
    /// - Parameter name: a class name as an archive's `$classname` stores it.
    package static func demangled(_ name: String) -> String? {
        guard name.hasPrefix("_Tt") else { return nil }
        var reader = Reader(Array(name.utf8.dropFirst(3)))
        guard let type = reader.type(), reader.isAtEnd else { return nil }
        return type
    }

    /// A cursor over the mangled bytes after `_Tt`.
    struct Reader {
        let bytes: [UInt8]
        var position = 0
        /// Nesting of generic arguments, bounded so that hostile names cannot recurse deeply.
        var depth = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { position == bytes.count }

        func peek(_ offset: Int = 0) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }

        /// A class, struct or enum (`C`, `V`, `O`), a bound generic (`G…_`) or a standard type (`S?`).
        mutating func type() -> String? {
            guard let marker = peek(), depth < 16 else { return nil }
            depth += 1
            defer { depth -= 1 }
            switch marker {
            case UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "O"):
                position += 1
                guard let context = context(), let name = identifier() else { return nil }
                return context.isEmpty ? name : context + "." + name
            case UInt8(ascii: "G"):
                position += 1
                guard let base = type() else { return nil }
                var arguments: [String] = []
                while peek() != UInt8(ascii: "_") {
                    guard let argument = type() else { return nil }
                    arguments.append(argument)
                }
                position += 1
                guard !arguments.isEmpty else { return nil }
                var text = base + "<"
                for (index, argument) in arguments.enumerated() { text += (index > 0 ? ", " : "") + argument }
                return text + ">"
            case UInt8(ascii: "S"):
                guard let code = peek(1), let known = Self.standardTypes.first(where: { $0.code == code }) else {
                    return nil
                }
                position += 2
                return known.name
            default:
                return nil
            }
        }

        /// What a nominal type is declared in: a module, `s` (Swift), `So` (Objective-C, shown
        /// as nothing, since Objective-C names are unqualified) or an enclosing type.
        mutating func context() -> String? {
            switch peek() {
            case UInt8(ascii: "s")?:
                position += 1
                return "Swift"
            case UInt8(ascii: "S")? where peek(1) == UInt8(ascii: "o"):
                position += 2
                return ""
            case UInt8(ascii: "C")?, UInt8(ascii: "V")?, UInt8(ascii: "O")?:
                return type()
            default:
                return identifier()
            }
        }

        /// A length-prefixed name, after an optional private discriminator (`P33_…`).
        mutating func identifier() -> String? {
            if peek() == UInt8(ascii: "P") {
                position += 1
                // The discriminator's length counts its leading underscore.
                guard let length = number(), peek() == UInt8(ascii: "_"), length <= bytes.count - position else {
                    return nil
                }
                position += length
            }
            guard let length = number(), length > 0, length <= bytes.count - position else { return nil }
            let name = bytes[position..<position + length]
            position += length
            return String(decoding: name, as: UTF8.self)
        }

        /// A decimal length; nil when there is none or it has more than six digits.
        mutating func number() -> Int? {
            var value = 0, digits = 0
            while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 6 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                position += 1
            }
            return digits == 0 || peek().map({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) == true
                ? nil : value
        }

        /// The standard-library types the runtime mangling abbreviates as `S` and one letter.
        static let standardTypes: [(code: UInt8, name: String)] = [
            (UInt8(ascii: "a"), "Swift.Array"), (UInt8(ascii: "b"), "Swift.Bool"),
            (UInt8(ascii: "c"), "Swift.UnicodeScalar"),
            (UInt8(ascii: "d"), "Swift.Double"), (UInt8(ascii: "f"), "Swift.Float"), (UInt8(ascii: "i"), "Swift.Int"),
            (UInt8(ascii: "P"), "Swift.UnsafePointer"), (UInt8(ascii: "p"), "Swift.UnsafeMutablePointer"),
            (UInt8(ascii: "q"), "Swift.Optional"), (UInt8(ascii: "S"), "Swift.String"),
            (UInt8(ascii: "u"), "Swift.UInt"),
        ]
    }
}
