/// A key that repeats within one object (a NIBArchive's `UINibEncoderEmptyKey`, once per element
/// an object encodes without a key) as JSON keeps it: every JSON reader (jq, Python, JavaScript)
/// keeps only the last member of a name given twice.
extension ArchiveJSONSink {
    /// `members` unchanged when no name after the first `openingCount` (`$class`, `$id`) repeats;
    /// else those opening members, then `"$entries"`: every other member, in order, as
    /// `{"key": name, "value": value}` (the shape of jq's `to_entries`).
    static func keepingRepeatedKeys(_ members: [(String, JSONValue)], openingCount: Int) -> [(String, JSONValue)] {
        let fields = members.dropFirst(openingCount)
        guard hasRepeatedName(fields) else { return members }
        let entries = fields.map { JSONValue.object([("key", .string($0.0)), ("value", $0.1)]) }
        return Array(members.prefix(openingCount)) + [("$entries", .array(entries))]
    }

    /// Whether two of `members` share a name.
    static func hasRepeatedName(_ members: ArraySlice<(String, JSONValue)>) -> Bool {
        guard members.count > 1 else { return false }
        // Most objects have a handful of fields: comparing them costs less than hashing them.
        if members.count <= 8 {
            for (offset, member) in members.enumerated()
            where members.dropFirst(offset + 1).contains(where: { $0.0 == member.0 }) {
                return true
            }
            return false
        }
        var seen = Set<String>(minimumCapacity: members.count)
        return members.contains { !seen.insert($0.0).inserted }
    }
}
