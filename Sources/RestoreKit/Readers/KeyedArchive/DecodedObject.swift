/// What an archived NSAttributedString, NSIndexSet, NSColor or NSFont stands for, read from its
/// fields.
///
/// Derived, never guessed: `ArchiveObject.decodedObject` is nil unless the fields have wholly a
/// shape the sources describe (docs/format.md, "Attributed strings, index sets, colours and
/// fonts"); the fields themselves stay what they are.
package enum DecodedObject: Sendable, Equatable {
    /// An NSAttributedString (or NSMutableAttributedString): its text and its runs.
    case attributedString(AttributedStringValue)
    /// An NSIndexSet (or NSMutableIndexSet): its ranges.
    case indexSet(IndexSetValue)
    /// An NSColor: its colour space and components, or its catalog and name.
    case color(ColorValue)
    /// An NSFont: its name and size.
    case font(FontValue)

    /// The value in one line of text (docs/format.md): `calibrated RGB 0 0 1`, `".AppleSystemUIFont"
    /// 13 pt`, `0-49, 100-149`, `"0123456789"`. Strings from the file are in it as they are: a
    /// writer escapes the line as it escapes every string.
    package var summary: String {
        switch self {
        case .attributedString(let value): value.summary
        case .indexSet(let value): value.summary
        case .color(let value): value.summary
        case .font(let value): value.summary
        }
    }

    /// A number as the file's text writes it: no `.0` on a whole number that `Int` holds exactly.
    static func numberText(_ number: Double) -> String {
        if number.rounded() == number, let whole = Int(exactly: number) { return whole.description }
        return number.description
    }
}

extension ArchiveObject {
    /// What this object stands for when it is an NSAttributedString, NSIndexSet, NSColor or NSFont
    /// (by its class chain, so subclasses count) whose fields have a shape the sources describe;
    /// nil for other classes and for every other shape.
    package var decodedObject: DecodedObject? {
        // Every object without a Foundation value is asked (the walk's hot path): one pass over the
        // class names, comparing each with the four, before any field is read.
        var decoder = Self.decoder(className)
        if decoder == nil {
            for name in classChain {
                decoder = Self.decoder(name)
                if decoder != nil { break }
            }
        }
        return decoder?(self)
    }

    /// What reads an object of the class `name`, or nil for any other class.
    private static func decoder(_ name: String) -> ((ArchiveObject) -> DecodedObject?)? {
        switch name {
        case "NSAttributedString": { AttributedStringValue($0).map(DecodedObject.attributedString) }
        case "NSIndexSet": { IndexSetValue($0).map(DecodedObject.indexSet) }
        case "NSColor": { ColorValue($0).map(DecodedObject.color) }
        case "NSFont": { FontValue($0).map(DecodedObject.font) }
        default: nil
        }
    }
}
