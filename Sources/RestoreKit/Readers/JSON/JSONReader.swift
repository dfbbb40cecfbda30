/// Reads JSON text (RFC 8259) into a `JSONValue`, strictly, for documents from anywhere.
///
/// Nothing is recursive: containers are kept on an explicit stack bounded by `maximumDepth`, so
/// deep nesting is an error, never a crash. Numbers without a decimal point or exponent are
/// integers, read exactly (to 128 bits); the others are reals. Strings must be well-formed UTF-8,
/// escapes are checked (a `\u` surrogate must be one half of a pair), and every error names the
/// line and column where it was found. Object members keep their order; a name given twice
/// keeps both members, for the caller to judge.
package struct JSONReader {
    /// Limits for untrusted documents.
    package struct Options: Sendable {
        /// Arrays and objects nested deeper than this are an error (default 512).
        package var maximumDepth = 512
        /// Documents longer than this many bytes are an error (default 256 MiB).
        var maximumBytes = 256 << 20

        /// The default limits.
        package init() {}
    }

    private let bytes: [UInt8]
    private let options: Options
    private var index = 0

    /// An open container. Its elements are appended in place on the stack (a popped enum's
    /// payload is a second reference, so each append copied the whole container: quadratic).
    private struct Frame {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [(String, JSONValue)] = []
        var key = ""
    }

    /// Reads one JSON document: a value, with only whitespace around it.
    package static func read(_ bytes: [UInt8], options: Options = Options()) throws(JSONReadError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, options: options)
        guard bytes.count <= options.maximumBytes else {
            throw JSONReadError(
                line: 1, column: 1,
                "the document is \(bytes.count) bytes, more than the limit of \(options.maximumBytes)")
        }
        return try reader.document()
    }

    private init(bytes: [UInt8], options: Options) {
        self.bytes = bytes
        self.options = options
    }

    private mutating func document() throws(JSONReadError) -> JSONValue {
        var stack: [Frame] = []
        while true {
            skipWhitespace()
            var value: JSONValue
            switch peek() {
            case UInt8(ascii: "{"):
                index += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    index += 1
                    value = .object([])
                } else {
                    try checkDepth(stack.count)
                    stack.append(Frame(isObject: true, key: try memberName()))
                    continue
                }
            case UInt8(ascii: "["):
                index += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                } else {
                    try checkDepth(stack.count)
                    stack.append(Frame(isObject: false))
                    continue
                }
            default:
                value = try scalar()
            }
            // Hand the finished value to its container; close containers that end here.
            while true {
                guard !stack.isEmpty else {
                    skipWhitespace()
                    guard index == bytes.count else { throw error("unexpected text after the document") }
                    return value
                }
                skipWhitespace()
                let next = peek()
                index += 1
                let top = stack.count - 1
                if !stack[top].isObject {
                    stack[top].elements.append(value)
                    if next == UInt8(ascii: ",") { break }
                    guard next == UInt8(ascii: "]") else { index -= 1; throw error("expected ',' or ']' in an array") }
                    value = .array(stack.removeLast().elements)
                } else {
                    stack[top].members.append((stack[top].key, value))
                    if next == UInt8(ascii: ",") {
                        skipWhitespace()
                        stack[top].key = try memberName()
                        break
                    }
                    guard next == UInt8(ascii: "}") else { index -= 1; throw error("expected ',' or '}' in an object") }
                    value = .object(stack.removeLast().members)
                }
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONReadError) {
        guard depth < options.maximumDepth else {
            throw error("nested deeper than the limit of \(options.maximumDepth) levels")
        }
    }

    /// `"name"` and the `:` after it.
    private mutating func memberName() throws(JSONReadError) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
        let name = try string()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after a member name") }
        index += 1
        return name
    }

    private mutating func scalar() throws(JSONReadError) -> JSONValue {
        guard let byte = peek() else { throw error("the document ends where a value should be") }
        switch byte {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .boolean(true)
        case UInt8(ascii: "f"): try literal("false"); return .boolean(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a value")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONReadError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count, (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] }) else {
            throw error("expected a value")
        }
        index += count
    }

    private mutating func number() throws(JSONReadError) -> JSONValue {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw error("a number needs digits") }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) { throw error("a number cannot start with 0") }
        skipDigits()
        var isReal = false
        if peek() == UInt8(ascii: ".") {
            isReal = true
            index += 1
            guard peek().map(isDigit) == true else { throw error("a decimal point needs digits after it") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isReal = true
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard peek().map(isDigit) == true else { throw error("an exponent needs digits") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isReal {
            guard let value = Double(text), value.isFinite else {
                index = start; throw error("\(text) is out of the range of a double")
            }
            return .real(value)
        }
        guard let value = PropertyListInteger(parsing: Substring(text)) else {
            index = start; throw error("\(text) is out of the 128-bit integer range")
        }
        return .integer(value)
    }

    private mutating func string() throws(JSONReadError) -> String {
        index += 1
        var output: [UInt8] = []
        var runStart = index
        while true {
            guard let byte = peek() else { throw error("a string is not closed") }
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 {
                throw error("a control character (0x\(String(byte, radix: 16))) must be escaped in a string")
            }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            output.append(contentsOf: bytes[runStart..<index])
            index += 1
            try escape(into: &output)
            runStart = index
        }
        output.append(contentsOf: bytes[runStart..<index])
        guard let text = validUTF8String(output) else { throw error("a string is not valid UTF-8") }
        index += 1
        return text
    }

    private mutating func escape(into output: inout [UInt8]) throws(JSONReadError) {
        guard let byte = peek() else { throw error("a string is not closed") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error("a high surrogate \\u\(String(scalar, radix: 16)) is not followed by a low one")
                }
                index += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error("\\u\(String(low, radix: 16)) is not a low surrogate")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("a lone low surrogate \\u\(String(scalar, radix: 16))")
            }
            guard Unicode.Scalar(scalar) != nil else { throw error("\\u escape is not a Unicode scalar") }
            appendUTF8(scalar, to: &output)
        default:
            index -= 1
            throw error("unknown escape \\\(Character(Unicode.Scalar(byte)))")
        }
    }

    private mutating func hexQuad() throws(JSONReadError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexadecimalDigit(byte).map(UInt32.init) else {
                throw error("\\u needs four hexadecimal digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private mutating func skipDigits() { while let byte = peek(), isDigit(byte) { index += 1 } }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// An error at the current position, with its line and column (in bytes, from 1).
    private func error(_ message: String) -> JSONReadError {
        let position = min(index, bytes.count)
        var line = 1, lineStart = 0
        for offset in 0..<position where bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        return JSONReadError(line: line, column: position - lineStart + 1, message)
    }
}

/// Why JSON text could not be read, and where.
package struct JSONReadError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column in bytes, from 1.
    package var column: Int
    /// What is wrong.
    package var message: String

    /// `unreadableInput`: the text is no JSON (a caller reading a value it was given says
    /// `badValue` of its own).
    package var failureKind: FailureKind { .unreadableInput }

    /// Makes an error at a line and column.
    package init(line: Int, column: Int, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line 3, column 14: expected ',' or '}' in an object`.
    package var description: String { "line \(line), column \(column): \(message)" }
}
