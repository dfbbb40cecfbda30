/// The JSON writer for property lists: two-space indentation, `[]` and `{}` for empty containers,
/// a one-entry dictionary with a plain scalar value on one line, and the typed wrappers
/// `{"$date": ...}`, `{"$data": ...}`, `{"$uid": ...}` for the values JSON lacks. Sets are written
/// as arrays and the binary null as `null`. It writes what `PropertyListValue.json` serializes to,
/// and every `JSONValue` document (`JSONValue+Events`). Compact (`pretty: false`) it writes no line
/// breaks, indentation or space after the colon.
struct JSONEventWriter: PropertyListTextWriter, ~Copyable {
    private var output: TextOutput
    private let pretty: Bool
    /// How many containers are open.
    private var depth = 0
    /// Whether a value has been written in the open container, so the next needs a comma.
    private var needsComma = false
    /// Whether a key has just been written, so the value follows on its line.
    private var afterKey = false
    /// Whether the last event opened an empty container, which its end event then closes.
    private var openedEmpty = false
    /// A one-entry dictionary's key is held back until its value shows whether the entry
    /// stays on the line of the `{`.
    private var holdNextKey = false
    private var holdingKey = false
    private var heldKey: [UInt8] = []
    /// Whether the open dictionary's one entry went on the line of its `{`.
    private var closesInline = false

    init(capacity: Int = 4096, pretty: Bool = true) {
        output = TextOutput(capacity: capacity)
        self.pretty = pretty
    }

    func piece(following: Bool, capacity: Int) -> JSONEventWriter {
        var writer = JSONEventWriter(capacity: capacity, pretty: pretty)
        writer.depth = depth
        writer.needsComma = following
        return writer
    }

    mutating func finish() {
        output.append(0x0A)
    }

    mutating func flush(ifAtLeast minimum: Int, to sink: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try output.flush(ifAtLeast: minimum, to: sink)
    }

    var text: [UInt8] { output.buffer.array }

    /// What comes before a value: a held key, or a comma and a new line (nothing after a key).
    @inline(__always)
    private mutating func startValue(isPlainScalar: Bool) {
        if holdingKey {
            holdingKey = false
            if isPlainScalar { closesInline = true } else { newline(depth) }
            heldKey.withUnsafeBufferPointer { appendQuoted($0) }
            colon()
        } else if afterKey {
            afterKey = false
        } else {
            if needsComma { output.append(UInt8(ascii: ",")) }
            if depth > 0 { newline(depth) }
        }
    }

    private mutating func newline(_ depth: Int) {
        guard pretty else { return }
        output.append(0x0A)
        output.append(repeating: UInt8(ascii: " "), count: 2 * depth)
    }

    private mutating func open(_ count: Int, _ bracket: StaticString, empty: StaticString) {
        startValue(isPlainScalar: false)
        if count == 0 {
            output.append(empty)
            openedEmpty = true
        } else {
            output.append(bracket)
            depth += 1
            needsComma = false
        }
    }

    private mutating func close(_ bracket: StaticString) {
        if openedEmpty {
            openedEmpty = false
        } else {
            depth -= 1
            if closesInline { closesInline = false } else { newline(depth) }
            output.append(bracket)
        }
        needsComma = true
    }

    mutating func beginArray(count: Int) { open(count, "[", empty: "[]") }
    mutating func endArray() { close("]") }
    mutating func beginSet(count: Int) { open(count, "[", empty: "[]") }
    mutating func endSet() { close("]") }

    mutating func beginDictionary(count: Int) {
        open(count, "{", empty: "{}")
        holdNextKey = count == 1
    }

    mutating func endDictionary() { close("}") }

    mutating func key(_ utf8: UnsafeBufferPointer<UInt8>) {
        if holdNextKey {
            holdNextKey = false
            holdingKey = true
            heldKey.removeAll(keepingCapacity: true)
            heldKey.append(contentsOf: utf8)
            return
        }
        if needsComma { output.append(UInt8(ascii: ",")) }
        newline(depth)
        appendQuoted(utf8)
        colon()
        afterKey = true
    }

    private mutating func colon() {
        if pretty { output.append(": ") } else { output.append(UInt8(ascii: ":")) }
    }

    mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
        startValue(isPlainScalar: true)
        appendQuoted(utf8)
        needsComma = true
    }

    mutating func integer(_ value: PropertyListInteger) {
        startValue(isPlainScalar: true)
        output.appendDecimal(value)
        needsComma = true
    }

    mutating func real(_ value: Double, isSinglePrecision: Bool) {
        startValue(isPlainScalar: true)
        output.buffer.appendJSONReal(value)
        needsComma = true
    }

    mutating func boolean(_ flag: Bool) {
        startValue(isPlainScalar: true)
        if flag { output.append("true") } else { output.append("false") }
        needsComma = true
    }

    mutating func null() {
        startValue(isPlainScalar: true)
        output.append("null")
        needsComma = true
    }

    mutating func date(_ seconds: Double) {
        startValue(isPlainScalar: false)
        wrapperStart("$date")
        output.append(0x22)
        output.buffer.appendISO8601(seconds, fractional: true)
        output.append("\"}")
        needsComma = true
    }

    mutating func data(_ bytes: UnsafeBufferPointer<UInt8>) {
        startValue(isPlainScalar: false)
        wrapperStart("$data")
        output.append(0x22)
        output.buffer.appendBase64(bytes)
        output.append("\"}")
        needsComma = true
    }

    mutating func uid(_ value: UInt64) {
        startValue(isPlainScalar: false)
        wrapperStart("$uid")
        output.appendDecimal(PropertyListInteger(value))
        output.append("}")
        needsComma = true
    }

    /// `{"$date": ` and the like: the start of a typed wrapper.
    private mutating func wrapperStart(_ name: StaticString) {
        output.append("{\"")
        output.append(name)
        output.append(0x22)
        colon()
    }

    private mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        output.append(0x22)
        output.buffer.appendJSONEscaped(utf8)
        output.append(0x22)
    }
}
