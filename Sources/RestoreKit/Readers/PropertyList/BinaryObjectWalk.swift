/// The one walk over a binary property list's object table that every reader relies on.
///
/// Every object reachable from the top object is read once, iteratively, with every check a
/// reader needs: markers, sizes and references (by `BinaryObjectTable`), string keys, repeated keys
/// when asked, cycles (with their chain of objects), nesting depth, and, last, the expansion
/// budget: the number of values the fully expanded tree would hold. The value decoder, the
/// well-formedness check (`lint`) and the streaming transcoder all run it first, so a file's first
/// error is the same whichever command reads it, and nothing is produced for a file that will be
/// refused. Time is linear in the file; memory is a byte per object and the stack.
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
        /// Whether this container is a dictionary key, an error once it has been checked (as a
        /// decoder that reads the key first finds it).
        var isKey = false
    }

    /// Throws the first problem, with its byte offset; returns which objects are referenced
    /// more than once, for a decoder to keep the values of those alone.
    @discardableResult
    func run() throws(PropertyListError) -> BinaryObjectSharing {
        let (sharesContainers, states) = try checkStructure()
        if sharesContainers { try checkExpansion() }
        return BinaryObjectSharing(states: states)
    }

    /// The open containers: `current` the innermost (when `depth` > 0), `parents` the others.
    private struct OpenContainers {
        var parents: [Frame] = []
        var current = Frame(index: 0, references: 0, total: 0, keys: 0)
        var depth = 0

        mutating func push(_ frame: Frame) {
            if depth > 0 { parents.append(current) }
            current = frame
            depth += 1
        }

        mutating func pop() {
            depth -= 1
            if depth > 0 { current = parents.removeLast() }
        }

        /// The indexes of the open containers, outermost first.
        var path: [Int] { (parents + [current]).map(\.index) }
    }

    /// What reading one object found.
    private enum Visit {
        /// A value, or an object checked before.
        case checked
        /// A container to walk.
        case container(Frame)
        /// A container still open: a cycle.
        case onPath
    }

    /// Checks everything but the budget; returns whether some container is referenced twice,
    /// and the state of every object.
    ///
    /// The open containers are a local value and the states a buffer of their own: in arrays
    /// captured by nested functions, every step paid a uniqueness check and the runtime's
    /// exclusivity check (a quarter of the walk, callgrind).
    private func checkStructure() throws(PropertyListError) -> (sharesContainers: Bool, states: [UInt8]) {
        // Per object: 0 not seen, 1 on the current path, 2 checked, 3 a container checked,
        // `BinaryObjectSharing.referencedAgain` checked and referenced again.
        let objectCount = table.objectCount
        let states = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: objectCount)
        states.initialize(repeating: 0)
        defer { states.deallocate() }
        var open = OpenContainers()
        var sharesContainers = false
        // Only `lint` and `convert` refuse repeated keys; other readers keep them and pay nothing.
        var keyIdentities = duplicateKeys == .refuse ? BinaryKeyIdentities(objectCount: objectCount) : nil

        if case .container(let frame) = try visit(table.trailer.topObject, states, sharesContainers: &sharesContainers)
        {
            try checkDepth(open.depth, frame)
            states[frame.index] = 1
            open.push(frame)
        }
        while open.depth > 0 {
            guard open.current.position < open.current.total else {
                if open.current.keys > 1,
                    let repeated = try keyIdentities?.firstRepeat(
                        references: open.current.references, count: open.current.keys, in: table),
                    let text = keyIdentities?.texts[Int(repeated.identity)]
                {
                    throw Self.duplicateKeyError(
                        String(decoding: text, as: UTF8.self), dictionary: open.current.index, table)
                }
                if open.current.isKey { throw keyError(open.current.index) }
                states[open.current.index] = 3
                open.pop()
                continue
            }
            // Dictionaries are read key, value, key, value, as a decoder reads them, so that the
            // first problem is the same.
            let frame = open.current
            let isKey = frame.keys > 0 && frame.position % 2 == 0
            let reference =
                frame.keys == 0 ? frame.position : (isKey ? frame.position / 2 : frame.keys + frame.position / 2)
            let child = try table.reference(reference, from: frame.references)
            open.current.position += 1
            switch try visit(child, states, sharesContainers: &sharesContainers) {
            case .checked:
                if isKey && !BinaryMarker.isString(table.bytes[table.offset(of: child)]) { throw keyError(child) }
            case .container(let frame):
                try checkDepth(open.depth, frame)
                states[frame.index] = 1
                open.push(frame)
                if isKey { open.current.isKey = true }
            case .onPath:
                throw cycleError(child, path: open.path)
            }
        }
        let found = [UInt8](unsafeUninitializedCapacity: objectCount) { target, initialized in
            if let start = target.baseAddress, let source = states.baseAddress {
                start.initialize(from: source, count: objectCount)
            }
            initialized = objectCount
        }
        return (sharesContainers, found)
    }

    /// Reads object `index` for the structural check, unless it has been checked before.
    @inline(__always)
    private func visit(_ index: Int, _ states: UnsafeMutableBufferPointer<UInt8>, sharesContainers: inout Bool)
        throws(PropertyListError) -> Visit
    {
        switch states[index] {
        case 2:
            states[index] = BinaryObjectSharing.referencedAgain
            return .checked
        case 3:
            sharesContainers = true
            states[index] = BinaryObjectSharing.referencedAgain
            return .checked
        case BinaryObjectSharing.referencedAgain: return .checked
        case 1: return .onPath
        default: break
        }
        switch try table.object(at: index) {
        case .array(let references, let count), .set(let references, let count):
            return .container(Frame(index: index, references: references, total: count, keys: 0))
        case .dictionary(let references, let count):
            return .container(Frame(index: index, references: references, total: 2 * count, keys: count))
        default:
            states[index] = 2
            return .checked
        }
    }

    /// Refuses to open `frame` inside `depth` open containers when that reaches the limit.
    @inline(__always)
    private func checkDepth(_ depth: Int, _ frame: Frame) throws(PropertyListError) {
        guard depth < maximumDepth else {
            throw PropertyListError(
                .tooDeep, "nesting deeper than \(maximumDepth) levels", offset: table.offset(of: frame.index))
        }
    }

    /// The error for a reference back to `index`, a container on `path` (the open containers,
    /// outermost first): the chain of objects from it back to itself.
    private func cycleError(_ index: Int, path: [Int]) -> PropertyListError {
        let start = path.lastIndex(of: index) ?? 0
        let chain = (path[start...] + [index]).map { "object \($0) (\(hexadecimal(table.offset(of: $0))))" }
        return PropertyListError(
            .cycle, "object graph contains a cycle: " + chain.joined(separator: " → "), offset: table.offset(of: index))
    }

    /// Counts the values of the expanded tree against the budget, for a graph the structural
    /// check found acyclic and shallow enough. Without shared containers it is not needed: every
    /// value then takes a reference of at least a byte, so a file holds fewer than the budget.
    private func checkExpansion() throws(PropertyListError) {
        // Per container, once counted: the values it expands to, at most budget + 1.
        var expansions = [Int](repeating: 0, count: table.objectCount)
        // A container being counted: where its references start, how many, how far, its count so far.
        var stack: [(index: Int, references: Int, total: Int, position: Int, expansion: Int)] = []

        // Counts stop one past the budget: enough to know it is exceeded, and never overflowing.
        let ceiling = budget == .max ? budget : budget + 1
        func add(_ values: Int, to total: Int) -> Int {
            let (sum, overflow) = total.addingReportingOverflow(values)
            return overflow ? ceiling : min(sum, ceiling)
        }

        func start(_ index: Int) throws(PropertyListError) -> Bool {
            // The structural check has read every object and reference this reads again.
            switch try table.object(at: index, walked: true) {
            case .array(let references, let count), .set(let references, let count):
                stack.append((index, references, count, 0, 1))
                return true
            case .dictionary(let references, let count):
                stack.append((index, references, 2 * count, 0, 1))
                return true
            default:
                return false
            }
        }

        let top = table.trailer.topObject
        guard try start(top) else { return }
        while let frame = stack.last {
            if frame.position == frame.total {
                stack.removeLast()
                expansions[frame.index] = frame.expansion
                if frame.expansion > budget {
                    // The first container found past the budget on its own: the deepest such.
                    throw PropertyListError(
                        .limitExceeded,
                        "shared containers expand to more than \(budget) values (1,000,000 + \((budget - 1_000_000) / max(1, table.bytes.count)) per input byte)",
                        offset: table.offset(of: frame.index))
                }
                if !stack.isEmpty {
                    stack[stack.count - 1].expansion = add(frame.expansion, to: stack[stack.count - 1].expansion)
                }
                continue
            }
            let child = try table.reference(frame.position, from: frame.references, walked: true)
            stack[stack.count - 1].position += 1
            if expansions[child] > 0 {
                stack[stack.count - 1].expansion = add(expansions[child], to: stack[stack.count - 1].expansion)
            } else if try !start(child) {
                stack[stack.count - 1].expansion = add(1, to: stack[stack.count - 1].expansion)
            }
        }
    }

    func keyError(_ index: Int) -> PropertyListError {
        let kind = (try? table.object(at: index)).map(Self.kindName) ?? "malformed object"
        return PropertyListError(
            .invalidKey, "dictionary key is \(kind), not a string", offset: table.offset(of: index))
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

/// Which objects the walk found referenced from more than one place: those a decoder keeps, so
/// that each is read once, and no other.
struct BinaryObjectSharing {
    static let referencedAgain: UInt8 = 4
    /// The walk's state of each object.
    fileprivate let states: [UInt8]

    /// Whether object `index` is referenced more than once.
    @inline(__always)
    func isShared(_ index: Int) -> Bool { states[index] == Self.referencedAgain }
}
