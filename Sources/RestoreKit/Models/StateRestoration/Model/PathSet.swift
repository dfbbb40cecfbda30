/// A set of identifier paths that answers "which ancestors of this path are in the set" in time
/// linear in the path's length: each prefix's hash is extended byte by byte instead of hashing
/// every prefix anew, so a hostile path of 100,000 components costs 100,000 steps, not 10^10.
struct PathSet {
    private var byHash: [UInt64: [String]] = [:]

    init<Paths: Sequence<String>>(_ paths: Paths) {
        for path in paths { byHash[Self.hash(path.utf8), default: []].append(path) }
    }

    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }

    mutating func insert(_ path: String) {
        byHash[Self.hash(path.utf8), default: []].append(path)
    }

    func contains(_ path: String) -> Bool {
        byHash[Self.hash(path.utf8)]?.contains(path) ?? false
    }

    /// The ancestors of `path` (prefixes ending before a `/` whose last component is not
    /// positional), shortest first, each with whether the set holds it.
    func ancestors(of path: String) -> [(path: Substring, isMember: Bool)] {
        var result: [(path: Substring, isMember: Bool)] = []
        visitAncestors(of: path) { prefix, isMember in result.append((prefix, isMember)) }
        return result
    }

    /// The longest ancestor of `path` that the set holds (its parent among the set's paths), or
    /// nil: `ancestors(of:)`'s last member, without an array of them all.
    func nearestMemberAncestor(of path: String) -> Substring? {
        var nearest: Substring?
        visitAncestors(of: path) { prefix, isMember in
            if isMember { nearest = prefix }
        }
        return nearest
    }

    /// Calls `body` with each ancestor of `path`, shortest first, and whether the set holds it.
    private func visitAncestors(of path: String, _ body: (Substring, Bool) -> Void) {
        // Walked on the contiguous bytes by offset: stepping a `String.UTF8View` index and cutting
        // a substring at every `/` cost more than the rest of reading an archive's paths. A
        // prefix is made only for an ancestor, or when the hash matches.
        var bytes = path
        bytes.withUTF8 { bytes in
            var value: UInt64 = 0xcbf2_9ce4_8422_2325
            var componentStart = 0
            for offset in bytes.indices {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "/") && offset > 0 {
                    if !IdentifierPath.isPositional(
                        bytes: UnsafeBufferPointer(rebasing: bytes[componentStart..<offset]))
                    {
                        let prefix = path[..<path.utf8.index(path.utf8.startIndex, offsetBy: offset)]
                        // Compare the text only when the hash matches.
                        let member =
                            byHash[value].map { $0.contains { $0.utf8.count == offset && $0[...] == prefix } } ?? false
                        body(prefix, member)
                    }
                    componentStart = offset + 1
                }
                value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
    }
}
