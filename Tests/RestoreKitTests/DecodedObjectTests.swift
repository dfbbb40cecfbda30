import Testing
@testable import RestoreKit

/// Each decoder on the Blobs fixture (Generator/Blobs.swift), with the values the generator gave.
struct DecodedObjectTests {
    typealias Run = AttributedStringValue.Run
    typealias IndexRange = IndexSetValue.IndexRange

    @Test func attributedStringsDecodeToTheirTextAndRuns() throws {
        guard case .attributedString(let empty)? = try BlobFixtures.decoded("attributedEmpty") else {
            Issue.record("attributedEmpty")
            return
        }
        #expect(empty.string == "" && empty.utf16Length == 0 && empty.runs == [] && empty.attributeValues == [])
        guard case .attributedString(let one)? = try BlobFixtures.decoded("attributedOneRun"),
            case .attributedString(let runs)? = try BlobFixtures.decoded("attributedRuns"),
            case .attributedString(let emoji)? = try BlobFixtures.decoded("attributedEmoji"),
            case .attributedString(let mutable)? = try BlobFixtures.decoded("attributedMutable")
        else {
            Issue.record("an attributed string did not decode")
            return
        }
        #expect(one.string == "Hello" && one.utf16Length == 5)
        #expect(one.runs == [Run(location: 0, length: 5, attributes: nil)])
        #expect(one.attributeValues.count == 1)
        #expect(runs.string == "0123456789")
        #expect(
            runs.runs == [
                Run(location: 0, length: 1, attributes: 0), Run(location: 1, length: 1, attributes: 1),
                Run(location: 2, length: 4, attributes: 2), Run(location: 6, length: 2, attributes: 1),
                Run(location: 8, length: 2, attributes: 0),
            ])
        #expect(runs.attributeValues.count == 3)
        #expect(emoji.string == "a\u{1F600}b\u{1F469}\u{200D}\u{1F467}c")
        #expect(emoji.utf16Length == 10)
        #expect(
            emoji.runs == [
                Run(location: 0, length: 1, attributes: 0), Run(location: 1, length: 2, attributes: 1),
                Run(location: 3, length: 1, attributes: 0), Run(location: 4, length: 5, attributes: 1),
                Run(location: 9, length: 1, attributes: 0),
            ])
        #expect(mutable.string == "Mutable" && mutable.runs == [Run(location: 0, length: 7, attributes: nil)])
    }

    @Test func indexSetsDecodeToTheirRanges() throws {
        let expected: [(String, [IndexRange], Int)] = [
            ("indexSetEmpty", [], 0),
            ("indexSetOne", [IndexRange(location: 7, length: 1)], 1),
            (
                "indexSetMany",
                [
                    IndexRange(location: 0, length: 50), IndexRange(location: 100, length: 50),
                    IndexRange(location: 1000, length: 50),
                ], 150
            ),
            (
                "indexSetToMax", [IndexRange(location: 3, length: 1), IndexRange(location: Int.max - 50, length: 50)],
                51
            ),
            ("indexSetOneRangeToMax", [IndexRange(location: Int.max - 3, length: 3)], 3),
        ]
        for (key, ranges, count) in expected {
            #expect(try BlobFixtures.decoded(key) == .indexSet(IndexSetValue(ranges: ranges, count: count)), "\(key)")
        }
    }

    @Test func colorsDecodeToTheirSpaceAndComponents() throws {
        func color(
            _ space: ColorValue.Space, _ components: [Double], alpha: Double?, inSpace: [Double]? = nil,
            custom: ColorValue.CustomSpace? = nil
        ) -> DecodedObject {
            .color(
                ColorValue(
                    space: space, components: components, alpha: alpha, componentsInSpace: inSpace,
                    customSpace: custom, catalog: nil, name: nil))
        }
        let expected: [(String, DecodedObject)] = [
            ("rgb", color(.calibratedRGB, [0, 0, 1], alpha: 1)),
            (
                "rgbInSpace",
                color(
                    .calibratedRGB, [0.04081488401, 0.3748140335, 0.998367548], alpha: 1,
                    inSpace: [0, 0.4784313725, 1, 1], custom: .init(id: 7, model: nil, iccBytes: 3144))
            ),
            ("deviceRGB", color(.deviceRGB, [1, 0.5, 0.25], alpha: 0.5)),
            ("white", color(.calibratedWhite, [0.6666666667], alpha: 1)),
            (
                "whiteInSpace",
                color(.calibratedWhite, [0], alpha: 1, inSpace: [0, 1], custom: .init(id: 9, model: 0, iccBytes: 4508))
            ),
            ("deviceWhite", color(.deviceWhite, [0.25], alpha: 0.75)),
            ("cmyk", color(.deviceCMYK, [0.1, 0.2, 0.3, 0.4], alpha: 1)),
            ("cymk", color(.deviceCMYK, [0.1, 0.2, 0.3, 0.4], alpha: 0.5)),
            (
                "catalog",
                .color(
                    ColorValue(
                        space: .catalog, components: [], alpha: nil, componentsInSpace: nil, customSpace: nil,
                        catalog: "System", name: "controlColor"))
            ),
        ]
        for (key, value) in expected { #expect(try BlobFixtures.decoded(key) == value, "\(key)") }
    }

    @Test func fontsDecodeToTheirNameAndSize() throws {
        #expect(
            try BlobFixtures.decoded("font")
                == .font(FontValue(name: ".AppleSystemUIFont", size: 13, flags: 1044, usesAppearanceFontSize: nil)))
        #expect(
            try BlobFixtures.decoded("appearanceFont")
                == .font(FontValue(name: "Helvetica-Bold", size: 10.5, flags: 1044, usesAppearanceFontSize: true)))
    }

    /// A space no source describes and an `NSRGB` that is no numbers are left as fields.
    @Test func colorsOfNoDescribedShapeAreNotDecoded() throws {
        #expect(try BlobFixtures.decoded("unknownSpace") == nil)
        #expect(try BlobFixtures.decoded("rgbNotNumbers") == nil)
        let archive = try KeyedArchive(bytes: BlobFixtures.bytes())
        #expect(archive["unknownSpace"]?.object?.className == "NSColor")
    }

    /// The one line of text and the `$decoded` JSON of each kind.
    @Test func summariesAndJSONSayWhatWasDecoded() throws {
        let summaries: [(String, String)] = [
            ("attributedRuns", "\"0123456789\""), ("attributedEmpty", "\"\""),
            ("indexSetMany", "0-49, 100-149, 1000-1049"), ("indexSetEmpty", "empty"),
            ("indexSetToMax", "3, 9223372036854775757-9223372036854775806"),
            ("rgb", "calibrated RGB 0 0 1"), ("deviceRGB", "device RGB 1 0.5 0.25, alpha 0.5"),
            (
                "rgbInSpace",
                "calibrated RGB 0.04081488401 0.3748140335 0.998367548 (color space 7: 0 0.4784313725 1, alpha 1)"
            ),
            ("whiteInSpace", "calibrated white 0 (color space 9: 0, alpha 1)"),
            ("cymk", "device CMYK 0.1 0.2 0.3 0.4, alpha 0.5"), ("catalog", "System controlColor"),
            ("font", "\".AppleSystemUIFont\" 13 pt"), ("appearanceFont", "\"Helvetica-Bold\" 10.5 pt"),
        ]
        for (key, summary) in summaries { #expect(try BlobFixtures.decoded(key)?.summary == summary, "\(key)") }
        let json: [(String, String)] = [
            (
                "attributedRuns",
                #"{"kind":"attributedString","string":"0123456789","length":10,"runs":[{"location":0,"length":1,"attributes":0},{"location":1,"length":1,"attributes":1},{"location":2,"length":4,"attributes":2},{"location":6,"length":2,"attributes":1},{"location":8,"length":2,"attributes":0}]}"#
            ),
            (
                "attributedOneRun",
                #"{"kind":"attributedString","string":"Hello","length":5,"runs":[{"location":0,"length":5,"attributes":null}]}"#
            ),
            (
                "indexSetMany",
                #"{"kind":"indexSet","count":150,"ranges":[{"location":0,"length":50},{"location":100,"length":50},{"location":1000,"length":50}]}"#
            ),
            (
                "rgbInSpace",
                #"{"kind":"color","space":"calibratedRGB","components":[0.04081488401,0.3748140335,0.998367548],"alpha":1.0,"componentsInSpace":[0.0,0.4784313725,1.0,1.0],"customSpace":{"id":7,"model":null,"iccBytes":3144},"text":"calibrated RGB 0.04081488401 0.3748140335 0.998367548 (color space 7: 0 0.4784313725 1, alpha 1)"}"#
            ),
            (
                "catalog",
                #"{"kind":"color","space":"catalog","catalog":"System","name":"controlColor","text":"System controlColor"}"#
            ),
            ("font", #"{"kind":"font","name":".AppleSystemUIFont","size":13.0,"flags":1044}"#),
            (
                "appearanceFont",
                #"{"kind":"font","name":"Helvetica-Bold","size":10.5,"flags":1044,"usesAppearanceFontSize":true}"#
            ),
        ]
        for (key, text) in json {
            #expect(try BlobFixtures.decoded(key)?.json.serialized(pretty: false) == text, "\(key)")
        }
    }
}
