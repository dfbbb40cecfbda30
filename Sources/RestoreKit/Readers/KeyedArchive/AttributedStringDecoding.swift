/// An archived NSAttributedString: its text and the runs of attributes over it.
///
/// `NSString` holds the text. An empty string has nothing else; a string with one run has
/// `NSAttributes`, one dictionary; one with several runs has `NSAttributes`, an array of the
/// distinct dictionaries, and `NSAttributeInfo`, varint pairs of run length and position in that
/// array, in string order (docs/format.md). Lengths count UTF-16 code units, as NSString does.
package struct AttributedStringValue: Sendable, Equatable {
    /// One run of the string.
    package struct Run: Sendable, Equatable {
        /// Where the run starts, in UTF-16 code units.
        package var location: Int
        /// How long it is, in UTF-16 code units; never 0.
        package var length: Int
        /// Its dictionary's position in `NSAttributes`, or nil when `NSAttributes` is the one dictionary.
        package var attributes: Int?
    }

    /// The text.
    package var string: String
    /// Its length in UTF-16 code units, which the runs cover exactly.
    package var utf16Length: Int
    /// The runs in string order, each starting where the one before ends.
    package var runs: [Run]
    /// The attribute dictionaries the runs point at: `NSAttributes`'s elements, or the one dictionary.
    package var attributeValues: [ArchiveValue]
}

extension AttributedStringValue {
    /// The string in `object`'s fields, or nil when they are not one of the three shapes, a run is
    /// empty or points past `NSAttributes`, a varint cannot be read, bytes follow the last run, or
    /// the runs do not cover the string exactly.
    init?(_ object: ArchiveObject) {
        guard let string = object["NSString"]?.string else { return nil }
        self.string = string
        utf16Length = string.utf16.count
        // Other keys are a subclass's own (NSTextStorage's NSDelegate in Apple's nibs).
        switch (object["NSAttributes"], object["NSAttributeInfo"]) {
        case (nil, nil) where utf16Length == 0:
            runs = []
            attributeValues = []
        case (let dictionary?, nil) where utf16Length > 0:
            guard Self.isDictionary(dictionary) else { return nil }
            runs = [Run(location: 0, length: utf16Length, attributes: nil)]
            attributeValues = [dictionary]
        case (let array?, let info?):
            guard case .array(let dictionaries)? = array.object?.foundationValue,
                dictionaries.allSatisfy(Self.isDictionary), let bytes = info.dataBytes,
                let runs = Self.runs(bytes, count: dictionaries.count, covering: utf16Length)
            else { return nil }
            self.runs = runs
            attributeValues = dictionaries
        default:
            return nil
        }
    }

    /// Whether `value` is an NSDictionary object.
    private static func isDictionary(_ value: ArchiveValue) -> Bool {
        guard case .dictionary? = value.object?.foundationValue else { return false }
        return true
    }

    /// The runs `NSAttributeInfo`'s `bytes` describe over `length` code units, with `count`
    /// dictionaries to point at; nil unless they cover exactly `length` and use every byte.
    private static func runs(_ bytes: [UInt8], count: Int, covering length: Int) -> [Run]? {
        guard let values = Varint.readAll(bytes), values.count % 2 == 0 else { return nil }
        var runs: [Run] = []
        runs.reserveCapacity(values.count / 2)
        var location = 0
        for pair in stride(from: 0, to: values.count, by: 2) {
            let runLength = values[pair], index = values[pair + 1]
            guard runLength > 0, index < count, runLength <= length - location else { return nil }
            runs.append(Run(location: location, length: runLength, attributes: index))
            location += runLength
        }
        return location == length ? runs : nil
    }

    /// The text in double quotes.
    var summary: String { "\"" + string + "\"" }
}
