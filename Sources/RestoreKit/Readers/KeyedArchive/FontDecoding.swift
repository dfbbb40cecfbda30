/// An archived NSFont: `NSName`, `NSSize`, `NSfFlags` and, in newer nibs,
/// `NSFontUsesAppearanceFontSize` (docs/format.md).
package struct FontValue: Sendable, Equatable {
    /// The PostScript or system name (`.AppleSystemUIFont`).
    package var name: String
    /// The size in points.
    package var size: Double
    /// `NSfFlags`, kept as a number: what its bits mean is not known.
    package var flags: Int?
    /// `NSFontUsesAppearanceFontSize`, when stored.
    package var usesAppearanceFontSize: Bool?
}

extension FontValue {
    /// The font in `object`'s fields, or nil without a name, or without a finite size that is not negative.
    init?(_ object: ArchiveObject) {
        guard let name = object["NSName"]?.string else { return nil }
        let size: Double
        switch object["NSSize"]?.primitive {
        case .real(let real, _)?: size = real
        case .integer(let integer)?:
            guard let whole = integer.intValue else { return nil }
            size = Double(whole)
        default: return nil
        }
        guard size.isFinite, size >= 0 else { return nil }
        self.name = name
        self.size = size
        flags = nil
        if let stored = object["NSfFlags"] {
            guard let whole = stored.primitive?.intValue else { return nil }
            flags = whole
        }
        usesAppearanceFontSize = nil
        if let stored = object["NSFontUsesAppearanceFontSize"] {
            guard case .boolean(let uses)? = stored.primitive else { return nil }
            usesAppearanceFontSize = uses
        }
    }

    /// The name in double quotes and the size: `".AppleSystemUIFont" 13 pt`.
    var summary: String { "\"" + name + "\" " + sizeText }

    /// The size as the summary writes it: `13 pt`.
    package var sizeText: String { DecodedObject.numberText(size) + " pt" }
}
