/// Checks that a binary property list is well formed without building its values: every
/// reachable object is read once, with every check the value decoder makes (markers, sizes,
/// references, string encodings, string keys, cycles, depth), in time linear in the file and
/// memory of one byte per object plus the nesting stack. `lint` uses it, and the streaming
/// writers run it first, so that they never write output for a file that turns out malformed.
public struct BinaryPropertyListValidator {
    public var maximumDepth: Int
    public var maximumObjectCount = BinaryPropertyListReader.defaultMaximumObjectCount
    /// With `.refuse`, a dictionary holding a key twice is an error, as the decoder finds it.
    public var duplicateKeys = DuplicateKeyPolicy.keep

    public init(maximumDepth: Int = BinaryPropertyListReader.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    public init(options: PropertyList.ReadOptions) {
        self.maximumDepth = options.maximumDepth
        self.maximumObjectCount = options.maximumObjectCount
        self.duplicateKeys = options.duplicateKeys
    }

    /// Throws the first problem, with its byte offset.
    public func validate(_ buffer: UnsafeBufferPointer<UInt8>) throws(PropertyListError) {
        let table = try BinaryObjectTable(buffer, maximumObjectCount: maximumObjectCount)
        try validate(table)
    }

    /// A container being checked: where its references start, how many there are, how far we are.
    private struct Frame {
        var index: Int
        var references: Int
        var total: Int
        var keys: Int
        var position = 0
        /// Whether this container is a dictionary key, an error once it has been checked (as the decoder finds it).
        var isKey = false
    }

    func validate(_ table: BinaryObjectTable) throws(PropertyListError) {
        // 0 not seen, 1 on the current path, 2 checked.
        var states = [UInt8](repeating: 0, count: table.objectCount)
        var stack: [Frame] = []

        func visit(_ index: Int) throws(PropertyListError) {
            switch states[index] {
            case 2: return
            case 1:
                let start = stack.lastIndex { $0.index == index } ?? 0
                let chain = (stack[start...].map(\.index) + [index]).map { "object \($0) (\(hexadecimal(table.offset(of: $0))))" }
                throw PropertyListError(.cycle, "object graph contains a cycle: " + chain.joined(separator: " → "), offset: table.offset(of: index))
            default: break
            }
            switch try table.object(at: index) {
            case .array(let references, let count), .set(let references, let count):
                try push(Frame(index: index, references: references, total: count, keys: 0))
            case .dictionary(let references, let count):
                try push(Frame(index: index, references: references, total: 2 * count, keys: count))
            default:
                states[index] = 2
            }
        }

        func push(_ frame: Frame) throws(PropertyListError) {
            guard stack.count < maximumDepth else {
                throw PropertyListError(.tooDeep, "nesting deeper than \(maximumDepth) levels", offset: table.offset(of: frame.index))
            }
            states[frame.index] = 1
            stack.append(frame)
        }

        try visit(table.trailer.topObject)
        while let frame = stack.last {
            guard frame.position < frame.total else {
                if duplicateKeys == .refuse && frame.keys > 0 { try checkDistinctKeys(frame, table) }
                if frame.isKey { throw keyError(frame.index, table) }
                states[frame.index] = 2
                stack.removeLast()
                continue
            }
            // Dictionaries are read key, value, key, value, as the decoder reads them, so that
            // both report the same problem first.
            let isKey = frame.keys > 0 && frame.position % 2 == 0
            let reference = frame.keys == 0 ? frame.position : (isKey ? frame.position / 2 : frame.keys + frame.position / 2)
            let child = try table.reference(reference, from: frame.references)
            stack[stack.count - 1].position += 1
            let depth = stack.count
            try visit(child)
            if isKey {
                if stack.count > depth {
                    stack[stack.count - 1].isKey = true
                } else if !(table.bytes[table.offset(of: child)] >> 4 == 0x5 || table.bytes[table.offset(of: child)] >> 4 == 0x6) {
                    throw keyError(child, table)
                }
            }
        }
    }

    /// Throws when two keys of a checked dictionary spell the same string.
    private func checkDistinctKeys(_ frame: Frame, _ table: BinaryObjectTable) throws(PropertyListError) {
        var seen = Set<[UInt8]>()
        for position in 0..<frame.keys {
            var key: [UInt8] = []
            TranscodingWriter.withUTF8(of: try table.object(at: try table.reference(position, from: frame.references)), in: table) { key = Array($0) }
            guard seen.insert(key).inserted else {
                throw Self.duplicateKeyError(String(decoding: key, as: UTF8.self), dictionary: frame.index, table)
            }
        }
    }

    static func duplicateKeyError(_ key: String, dictionary index: Int, _ table: BinaryObjectTable) -> PropertyListError {
        PropertyListError(.duplicateKey, "key `\(escapedForMessage(key))` is given more than once in the dictionary at object \(index) (CoreFoundation keeps the first)", offset: table.offset(of: index))
    }

    func keyError(_ index: Int, _ table: BinaryObjectTable) -> PropertyListError {
        let kind = (try? table.object(at: index)).map(Self.kindName) ?? "malformed object"
        return PropertyListError(.invalidKey, "dictionary key is \(withArticle(kind)), not a string", offset: table.offset(of: index))
    }

    static func kindName(_ object: BinaryObject) -> String {
        switch object {
        case .null: "null"
        case .boolean: "bool"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        case .ascii, .utf16: "string"
        case .uid: "uid"
        case .array: "array"
        case .set: "set"
        case .dictionary: "dict"
        }
    }
}
