/// The XML writer: Apple's layout (tab indentation, `<array/>` for an empty container, base64
/// wrapped as Apple wraps it, UIDs as `CF$UID` dictionaries), written from events, whether they
/// come from a value tree or straight from a binary file.
struct XMLEventWriter: PropertyListTextWriter, ~Copyable {
    private var output: TextOutput
    /// How many containers are open: the tabs before each line.
    private var depth = 0
    /// Whether the last event opened an empty container, which its end event then closes.
    private var openedEmpty = false

    init(capacity: Int = 4096) {
        output = TextOutput(capacity: capacity)
        XMLPropertyListWriter.header.withUnsafeBufferPointer { output.append($0) }
    }

    private init(depth: Int, capacity: Int) {
        output = TextOutput(capacity: capacity)
        self.depth = depth
    }

    func piece(following: Bool, capacity: Int) -> XMLEventWriter {
        XMLEventWriter(depth: depth, capacity: capacity)
    }

    mutating func finish() {
        output.append("</plist>\n")
    }

    mutating func flush(ifAtLeast minimum: Int, to sink: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try output.flush(ifAtLeast: minimum, to: sink)
    }

    var text: [UInt8] { output.buffer.array }

    @inline(__always)
    private mutating func indent(_ extra: Int = 0) {
        output.append(repeating: 0x09, count: depth + extra)
    }

    private mutating func open(_ count: Int, _ tag: StaticString, empty: StaticString) {
        indent()
        if count == 0 {
            output.append(empty)
            openedEmpty = true
        } else {
            output.append(tag)
            depth += 1
        }
    }

    private mutating func close(_ tag: StaticString) {
        if openedEmpty {
            openedEmpty = false
            return
        }
        depth -= 1
        indent()
        output.append(tag)
    }

    mutating func beginArray(count: Int) { open(count, "<array>\n", empty: "<array/>\n") }
    mutating func endArray() { close("</array>\n") }
    mutating func beginDictionary(count: Int) { open(count, "<dict>\n", empty: "<dict/>\n") }
    mutating func endDictionary() { close("</dict>\n") }

    mutating func beginSet(count: Int) throws(UnrepresentableValue) {
        throw UnrepresentableValue("a set, which XML property lists cannot hold")
    }

    mutating func endSet() {}

    mutating func null() throws(UnrepresentableValue) {
        throw UnrepresentableValue("a null, which XML property lists cannot hold")
    }

    mutating func key(_ utf8: UnsafeBufferPointer<UInt8>) {
        indent()
        output.append("<key>")
        appendEscaped(utf8)
        output.append("</key>\n")
    }

    mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
        indent()
        output.append("<string>")
        appendEscaped(utf8)
        output.append("</string>\n")
    }

    mutating func boolean(_ flag: Bool) {
        indent()
        if flag { output.append("<true/>\n") } else { output.append("<false/>\n") }
    }

    mutating func integer(_ value: PropertyListInteger) throws(UnrepresentableValue) {
        guard XMLPropertyListWriter.isReadableFromXML(value) else {
            throw UnrepresentableValue(XMLPropertyListWriter.wideIntegerProblem)
        }
        indent()
        output.append("<integer>")
        output.appendDecimal(value)
        output.append("</integer>\n")
    }

    mutating func real(_ value: Double, isSinglePrecision: Bool) {
        indent()
        output.append("<real>")
        // Apple's spelling of special reals; otherwise the shortest text that reads back exactly.
        if value.isNaN {
            output.append("nan")
        } else if value.isInfinite {
            output.append(value < 0 ? "-infinity" : "+infinity")
        } else {
            output.buffer.appendReal(value)
        }
        output.append("</real>\n")
    }

    mutating func date(_ seconds: Double) {
        indent()
        output.append("<date>")
        output.buffer.appendISO8601(seconds)
        output.append("</date>\n")
    }

    mutating func data(_ bytes: UnsafeBufferPointer<UInt8>) {
        indent()
        output.append("<data>\n")
        // Apple's and plistlib's wrapping: 76 columns less the indentation, tabs counted as 8.
        let lineLength = max(16, 76 - 8 * depth) / 4 * 4
        if !bytes.isEmpty {
            indent()
            output.buffer.appendBase64(bytes, lineLength: lineLength, indentation: depth)
            output.append(0x0A)
        }
        indent()
        output.append("</data>\n")
    }

    mutating func uid(_ value: UInt64) throws(UnrepresentableValue) {
        guard value <= UInt64(UInt32.max) else { throw UnrepresentableValue(XMLPropertyListWriter.largeUIDProblem) }
        indent()
        output.append("<dict>\n")
        indent(1)
        output.append("<key>CF$UID</key>\n")
        indent(1)
        output.append("<integer>")
        output.appendDecimal(PropertyListInteger(value))
        output.append("</integer>\n")
        indent()
        output.append("</dict>\n")
    }

    /// Escapes `&`, `<` and `>`, and writes control characters XML 1.0 forbids as character
    /// references; the runs between them are copied whole.
    private mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while true {
            let position = EscapeScan.next(
                in: source, from: start, mayHoldSpecial: Self.mayNeedEscape, isSpecial: Self.needsEscape)
            output.append(UnsafeBufferPointer(rebasing: source[start..<position]))
            guard position < source.count else { return }
            let byte = source[position]
            switch byte {
            case 0x26: output.append("&amp;")
            case 0x3C: output.append("&lt;")
            case 0x3E: output.append("&gt;")
            default: output.buffer.append(contentsOf: "&#\(byte);")
            }
            start = position + 1
        }
    }

    /// The bytes `appendEscaped` replaces, as bits: `&`, `<`, `>` and the control characters
    /// but tab, line feed and carriage return.
    private static let escapedBelow0x40: UInt64 =
        0xFFFF_FFFF & ~(1 << 0x09 | 1 << 0x0A | 1 << 0x0D) | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E

    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x40 && escapedBelow0x40 &>> UInt64(byte) & 1 != 0
    }

    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        EscapeScan.bytes(below: 0x20, in: word) | EscapeScan.bytes(equalTo: 0x26, in: word)
            | EscapeScan.bytes(equalTo: 0x3E, in: EscapeScan.setting(0x02, in: word)) != 0
    }
}
