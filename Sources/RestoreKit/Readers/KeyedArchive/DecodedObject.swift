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
        func inherits(_ name: String) -> Bool { className == name || classChain.contains(name) }
        if inherits("NSAttributedString") { return AttributedStringValue(self).map(DecodedObject.attributedString) }
        if inherits("NSIndexSet") { return IndexSetValue(self).map(DecodedObject.indexSet) }
        if inherits("NSColor") { return ColorValue(self).map(DecodedObject.color) }
        if inherits("NSFont") { return FontValue(self).map(DecodedObject.font) }
        return nil
    }
}
