/// Collects the identifier paths of every proxy in a set of values, nested archives included.
enum ProxyCollector {
    static func collect(_ values: [ArchiveValue], into targets: inout [String], nesting: Int = 0) {
        var stack = values
        var visited: Set<Int> = []
        while let value = stack.popLast() {
            if let path = RestorationArchive.proxyPath(value) {
                targets.append(path)
                continue
            }
            switch value {
            case .array(let elements): stack += elements
            case .dictionary(let fields): stack += fields.map(\.value)
            case .object(let object):
                if let index = object.index, !visited.insert(index).inserted { continue }
                stack += object.fields.map(\.value)
                collectNested(value, into: &targets, nesting: nesting)
            case .inline, .stored:
                collectNested(value, into: &targets, nesting: nesting)
            case .null, .cycle: break
            }
        }
    }

    /// The proxies of the archive `value`'s data holds, if it holds one that may have any.
    private static func collectNested(_ value: ArchiveValue, into targets: inout [String], nesting: Int) {
        guard nesting < 4, let bytes = value.dataBytes, mayHoldProxy(bytes),
            case .success(let archive)? = value.nestedArchive()
        else { return }
        collect(archive.top.map(\.value), into: &targets, nesting: nesting + 1)
    }

    /// Whether `bytes` name the proxy class: as the ASCII or the UTF-16 string a binary property
    /// list stores a class name as, which archives nested in them at any depth keep as they are
    /// (data is stored byte for byte). Without it no object of theirs is a proxy, and they need
    /// not be decoded, which took a tenth of `validate` (callgrind).
    static func mayHoldProxy(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(proxyClassASCII, in: bytes) || ByteSearch.contains(proxyClassUTF16, in: bytes)
    }

    private static let proxyClassASCII = Array(RestorationKey.pathProxyClass.utf8)
    private static let proxyClassUTF16 = RestorationKey.pathProxyClass.utf16.flatMap {
        [UInt8($0 >> 8), UInt8($0 & 0xFF)]
    }
}
