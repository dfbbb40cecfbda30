/// The one pass over a binary property list's object table that every reader relies on.
///
/// Every object reachable from the top object is read once, iteratively, with every check a
/// reader needs: markers, sizes and references (by `BinaryObjectTable`), string keys, cycles (with
/// their chain of objects), nesting depth, and, last, the expansion budget, computed from the graph
/// as the number of values the fully expanded tree would hold. The value decoder, the
/// well-formedness check (`lint`) and the streaming transcoder all run it first, so a file's first
/// error is the same whichever command reads it, and nothing is produced for a file that will be
/// refused. Time is linear in the file; memory is a byte and an integer per object, and the stack.
struct BinaryObjectWalk {
    let table: BinaryObjectTable
    let maximumDepth: Int
    /// The most values the expanded tree may hold.
    let budget: Int
    /// With `.refuse`, a dictionary holding a key twice is an error.
    var duplicateKeys = DuplicateKeyPolicy.keep

    /// A container being checked: where its references start, how many there are, how far we are.
    private struct Frame {
        var index: Int
        var references: Int
        var total: Int
        var keys: Int
        var position = 0
        /// Values the container stands for so far, itself included, shared containers expanded.
        var expansion = 1
        /// Whether this container is a dictionary key, an error once it has been checked (as a
        /// decoder that reads the key first finds it).
        var isKey = false
    }

    /// Throws the first problem, with its byte offset.
    func run() throws(PropertyListError) {
        // Per object: 0 not seen, 1 on the current path, 2 checked.
        var states = [UInt8](repeating: 0, count: table.objectCount)
        // Per checked object: the values it expands to (1 for anything but a container), at most budget + 1.
        var expansions = [Int](repeating: 1, count: table.objectCount)
        var stack: [Frame] = []
        var topExpansion = 1
        // The first container found to exceed the budget on its own: where the error points.
        var overBudget: Int?

        func add(_ values: Int, to total: Int) -> Int {
            let (sum, overflow) = total.addingReportingOverflow(values)
            return overflow ? budget &+ 1 : min(sum, budget &+ 1)
        }

        /// Reads one object; a container is pushed to be walked, anything else is done at once.
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

        let top = table.trailer.topObject
        try visit(top)
        while let frame = stack.last {
            guard frame.position < frame.total else {
                if duplicateKeys == .refuse && frame.keys > 1 { try checkDistinctKeys(frame) }
                if frame.isKey { throw keyError(frame.index) }
                states[frame.index] = 2
                expansions[frame.index] = frame.expansion
                if frame.expansion > budget && overBudget == nil { overBudget = frame.index }
                stack.removeLast()
                if stack.isEmpty {
                    topExpansion = frame.expansion
                } else {
                    stack[stack.count - 1].expansion = add(frame.expansion, to: stack[stack.count - 1].expansion)
                }
                continue
            }
            // Dictionaries are read key, value, key, value, as a decoder reads them, so that the
            // first problem is the same.
            let isKey = frame.keys > 0 && frame.position % 2 == 0
            let reference = frame.keys == 0 ? frame.position : (isKey ? frame.position / 2 : frame.keys + frame.position / 2)
            let child = try table.reference(reference, from: frame.references)
            stack[stack.count - 1].position += 1
            let depth = stack.count
            try visit(child)
            if stack.count > depth {
                // A container, walked next; it adds its expansion to this frame when it is done.
                if isKey { stack[stack.count - 1].isKey = true }
                continue
            }
            stack[depth - 1].expansion = add(expansions[child], to: stack[depth - 1].expansion)
            if isKey && !BinaryMarker.isString(table.bytes[table.offset(of: child)]) {
                throw keyError(child)
            }
        }
        if topExpansion > budget {
            let index = overBudget ?? top
            throw PropertyListError(.limitExceeded, "shared containers expand to more than \(budget) values (1,000,000 + \((budget - 1_000_000) / max(1, table.bytes.count)) per input byte)", offset: table.offset(of: index))
        }
    }

    /// Throws when two keys of a checked dictionary spell the same string (the same scalars).
    private func checkDistinctKeys(_ frame: Frame) throws(PropertyListError) {
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

    func keyError(_ index: Int) -> PropertyListError {
        let kind = (try? table.object(at: index)).map(Self.kindName) ?? "malformed object"
        return PropertyListError(.invalidKey, "dictionary key is \(kind), not a string", offset: table.offset(of: index))
    }

    /// What a key that is not a string is, with its article ("an integer", "a dict").
    static func kindName(_ object: BinaryObject) -> String {
        switch object {
        case .null: withArticle("null")
        case .boolean: withArticle("bool")
        case .integer: withArticle("integer")
        case .real: withArticle("real")
        case .date: withArticle("date")
        case .data: withArticle("data")
        case .ascii, .utf16: withArticle("string")
        case .uid: withArticle("uid")
        case .array: withArticle("array")
        case .set: withArticle("set")
        case .dictionary: withArticle("dict")
        }
    }
}
