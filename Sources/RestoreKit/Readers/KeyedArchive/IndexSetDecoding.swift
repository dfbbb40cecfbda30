/// An archived NSIndexSet: its ranges of indexes, in order.
///
/// `NSRangeCount` ranges: none (Apple writes `NSRangeCount` alone, swift-corelibs-foundation also an
/// empty `NSRangeData`), one in `NSLocation` and `NSLength`, or several in `NSRangeData` as
/// varints, location then length (docs/format.md).
package struct IndexSetValue: Sendable, Equatable {
    /// One range: `length` indexes from `location`.
    package struct IndexRange: Sendable, Equatable {
        /// The first index.
        package var location: Int
        /// How many indexes; never 0.
        package var length: Int
    }

    /// The ranges in increasing order, none overlapping another; each ends at most at `Int.max`.
    package var ranges: [IndexRange]
    /// How many indexes the set holds: the sum of the lengths.
    package var count: Int
}

extension IndexSetValue {
    /// The set in `object`'s fields, or nil when they are not one of the three shapes, a range is
    /// empty, runs past `Int.max`, or is out of order, or the count overflows.
    init?(_ object: ArchiveObject) {
        guard let rangeCount = object["NSRangeCount"]?.primitive?.intValue, rangeCount >= 0 else { return nil }
        // Other keys would be a subclass's own; these four are NSIndexSet's.
        let keys = Set(object.fields.map(\.key)).intersection(["NSRangeCount", "NSRangeData", "NSLocation", "NSLength"])
        var bounds: [Int]
        switch rangeCount {
        case 0:
            guard keys == ["NSRangeCount"] || (keys == ["NSRangeCount", "NSRangeData"] && object.rangeData == [])
            else { return nil }
            bounds = []
        case 1:
            guard keys == ["NSRangeCount", "NSLocation", "NSLength"],
                let location = object["NSLocation"]?.primitive?.intValue,
                let length = object["NSLength"]?.primitive?.intValue
            else { return nil }
            bounds = [location, length]
        default:
            guard keys == ["NSRangeCount", "NSRangeData"], let data = object.rangeData,
                let values = Varint.readAll(data), values.count / 2 == rangeCount, values.count % 2 == 0
            else { return nil }
            bounds = values
        }
        guard let (ranges, count) = Self.ranges(bounds) else { return nil }
        self.ranges = ranges
        self.count = count
    }

    /// Pairs of location and length as ranges, with their total, checked (`init(_:)`).
    private static func ranges(_ bounds: [Int]) -> ([IndexRange], Int)? {
        var ranges: [IndexRange] = []
        ranges.reserveCapacity(bounds.count / 2)
        var count = 0, end = 0
        for pair in stride(from: 0, to: bounds.count, by: 2) {
            let location = bounds[pair], length = bounds[pair + 1]
            guard location >= end, length > 0 else { return nil }
            let (newEnd, endOverflow) = location.addingReportingOverflow(length)
            let (newCount, countOverflow) = count.addingReportingOverflow(length)
            guard !endOverflow, !countOverflow else { return nil }
            ranges.append(IndexRange(location: location, length: length))
            end = newEnd
            count = newCount
        }
        return (ranges, count)
    }

    /// The ranges as `first-last`, a range of one index as the index: `0-49, 100-149`; `empty` when
    /// there is none.
    var summary: String {
        guard !ranges.isEmpty else { return "empty" }
        return ranges.map { range in
            range.length == 1
                ? range.location.description : "\(range.location)-\(range.location + (range.length - 1))"
        }.joined(separator: ", ")
    }
}

extension ArchiveObject {
    /// `NSRangeData`'s bytes, inline or an NSData object.
    fileprivate var rangeData: [UInt8]? { self["NSRangeData"]?.dataBytes }
}
