/// An archived NSColor: its colour space and components, or its catalog and name.
///
/// `NSColorSpace` chooses the form: 1 and 2 (RGB) keep `NSRGB`, 3 and 4 (white) `NSWhite`, 5
/// (CMYK) `NSCMYK` or `NSCYMK` (readers disagree on the spelling), each the components as ASCII
/// numbers with alpha last when it is not 1, Apple ending the text with a NUL; 6 names a colour of
/// a catalog (`NSCatalogName`, `NSColorName`, and a fallback colour in `NSColor`). Newer AppKit adds
/// `NSComponents` (the components with alpha in the space `NSCustomColorSpace` describes).
/// docs/format.md says how sure each fact is.
package struct ColorValue: Sendable, Equatable {
    /// The colour space `NSColorSpace` names.
    package enum Space: Int, Sendable, Equatable {
        /// 1: calibrated (generic) RGB.
        case calibratedRGB = 1
        /// 2: device RGB.
        case deviceRGB = 2
        /// 3: calibrated white.
        case calibratedWhite = 3
        /// 4: device white.
        case deviceWhite = 4
        /// 5: device CMYK.
        case deviceCMYK = 5
        /// 6: a named colour of a catalog.
        case catalog = 6

        /// The member name in JSON: `calibratedRGB`.
        package var name: String {
            switch self {
            case .calibratedRGB: "calibratedRGB"
            case .deviceRGB: "deviceRGB"
            case .calibratedWhite: "calibratedWhite"
            case .deviceWhite: "deviceWhite"
            case .deviceCMYK: "deviceCMYK"
            case .catalog: "catalog"
            }
        }

        /// The name in text: `calibrated RGB`.
        var words: String {
            switch self {
            case .calibratedRGB: "calibrated RGB"
            case .deviceRGB: "device RGB"
            case .calibratedWhite: "calibrated white"
            case .deviceWhite: "device white"
            case .deviceCMYK: "device CMYK"
            case .catalog: "catalog"
            }
        }

        /// How many components the space has, alpha not counted (0 for a catalog).
        var componentCount: Int {
            switch self {
            case .calibratedRGB, .deviceRGB: 3
            case .calibratedWhite, .deviceWhite: 1
            case .deviceCMYK: 4
            case .catalog: 0
            }
        }
    }

    /// `NSCustomColorSpace`: the NSColorSpace object a colour's `NSComponents` are in.
    package struct CustomSpace: Sendable, Equatable {
        /// `NSID`, when present (7 held an sRGB profile and 9 a gray one in Apple's files).
        package var id: Int?
        /// `NSModel`, when present (0 is gray, as NSColorSpaceModel numbers it).
        package var model: Int?
        /// The size of its `NSICC` profile in bytes, 0 when it has none.
        package var iccBytes: Int
    }

    /// The colour space.
    package var space: Space
    /// The components without alpha (three for RGB, one for white, four for CMYK, none for a catalog colour).
    package var components: [Double]
    /// Alpha: the last stored number, or 1 when the text leaves it out; nil for a catalog colour.
    package var alpha: Double?
    /// `NSComponents`: the components with alpha in `customSpace`, when stored.
    package var componentsInSpace: [Double]?
    /// `NSCustomColorSpace`, when stored.
    package var customSpace: CustomSpace?
    /// A catalog colour's `NSCatalogName` (`System`).
    package var catalog: String?
    /// A catalog colour's `NSColorName` (`controlColor`).
    package var name: String?
}

extension ColorValue {
    /// The colour in `object`'s fields, or nil for another space or when a component text is not
    /// the space's count of finite numbers (alpha optional).
    init?(_ object: ArchiveObject) {
        guard let number = object["NSColorSpace"]?.primitive?.intValue, let space = Space(rawValue: number) else {
            return nil
        }
        self.space = space
        if space == .catalog {
            guard let catalog = object["NSCatalogName"]?.string, let name = object["NSColorName"]?.string,
                object["NSColor"]?.object != nil
            else { return nil }
            (self.catalog, self.name) = (catalog, name)
            (components, alpha, componentsInSpace, customSpace) = ([], nil, nil, nil)
            return
        }
        let key =
            switch space {
            case .calibratedRGB, .deviceRGB: "NSRGB"
            case .calibratedWhite, .deviceWhite: "NSWhite"
            default: object["NSCMYK"] != nil ? "NSCMYK" : "NSCYMK"
            }
        guard let numbers = object[key]?.dataBytes.flatMap(Self.numbers),
            numbers.count == space.componentCount || numbers.count == space.componentCount + 1
        else { return nil }
        components = Array(numbers.prefix(space.componentCount))
        alpha = numbers.count > space.componentCount ? numbers[space.componentCount] : 1
        (catalog, name) = (nil, nil)
        switch (object["NSComponents"], object["NSCustomColorSpace"]) {
        case (nil, nil):
            (componentsInSpace, customSpace) = (nil, nil)
        case (let stored?, let spaceObject?):
            guard let inSpace = stored.dataBytes.flatMap(Self.numbers), !inSpace.isEmpty,
                let custom = spaceObject.object.flatMap(Self.customSpace)
            else { return nil }
            (componentsInSpace, customSpace) = (inSpace, custom)
        default:
            return nil
        }
    }

    /// The numbers of a component text: ASCII numbers separated by spaces, a final NUL dropped;
    /// nil when any is not a finite number or the text is empty.
    static func numbers(_ bytes: [UInt8]) -> [Double]? {
        var text = bytes[...]
        if text.last == 0 { text = text.dropLast() }
        guard text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        let words = String(decoding: text, as: UTF8.self).split(separator: " ")
        guard !words.isEmpty else { return nil }
        var numbers: [Double] = []
        numbers.reserveCapacity(words.count)
        for word in words {
            guard let number = Double(word), number.isFinite else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// An NSColorSpace object's `NSID`, `NSModel` and the size of `NSICC`.
    private static func customSpace(_ object: ArchiveObject) -> CustomSpace? {
        guard object.className == "NSColorSpace" || object.classChain.contains("NSColorSpace") else { return nil }
        return CustomSpace(
            id: object["NSID"]?.primitive?.intValue, model: object["NSModel"]?.primitive?.intValue,
            iccBytes: object["NSICC"]?.dataBytes?.count ?? 0)
    }

    /// `calibrated RGB 0 0 1`, alpha after a comma when it is not 1, then `NSComponents` in its
    /// space: `(color space 7: 0 0.4784313725 1, alpha 1)`; a catalog colour as `System controlColor`.
    var summary: String {
        if space == .catalog { return (catalog ?? "") + " " + (name ?? "") }
        var text = space.words + " " + Self.text(components)
        if let alpha, alpha != 1 { text += ", alpha " + DecodedObject.numberText(alpha) }
        if let componentsInSpace {
            let spaceName = customSpace?.id.map { "color space \($0)" } ?? "custom color space"
            text += " (" + spaceName + ": " + Self.text(componentsInSpace.dropLast())
            text += ", alpha " + DecodedObject.numberText(componentsInSpace.last ?? 1) + ")"
        }
        return text
    }

    /// Numbers separated by spaces.
    static func text(_ numbers: some Sequence<Double>) -> String {
        numbers.map(DecodedObject.numberText).joined(separator: " ")
    }
}
