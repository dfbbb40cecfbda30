/// The one order of a timeline, independent of the order folders were read in: by time (rows
/// without one first), then folder and source (byte order), offset (none first), fact, and kind
/// of time (in `TimeKind`'s order).
extension TimelineRow {
    /// Whether `lhs` comes before `rhs` in a timeline.
    package static func precedes(_ lhs: TimelineRow, _ rhs: TimelineRow) -> Bool {
        if (lhs.time == nil) != (rhs.time == nil) { return lhs.time == nil }
        if lhs.timestamp != rhs.timestamp { return lhs.timestamp < rhs.timestamp }
        if lhs.folder != rhs.folder { return lhs.folder.utf8.lexicographicallyPrecedes(rhs.folder.utf8) }
        if lhs.source != rhs.source { return lhs.source.utf8.lexicographicallyPrecedes(rhs.source.utf8) }
        if lhs.offset != rhs.offset { return (lhs.offset ?? -1) < (rhs.offset ?? -1) }
        if lhs.fact != rhs.fact { return lhs.fact < rhs.fact }
        return lhs.timeKind.position < rhs.timeKind.position
    }

    /// `rows` in the timeline's order.
    package static func sorted(_ rows: [TimelineRow]) -> [TimelineRow] {
        rows.sorted(by: precedes)
    }
}

extension TimelineRow.TimeKind {
    /// The position in the enum's order.
    var position: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
