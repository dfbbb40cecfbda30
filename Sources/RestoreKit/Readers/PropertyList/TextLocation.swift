/// The 1-based line and column of byte `offset` in UTF-8 text: lines end at LF, CR or CR LF, as
/// CoreFoundation's `lineNumber` counts them; columns count characters (Unicode scalars).
func lineAndColumn(in utf8: [UInt8], at offset: Int) -> (line: Int, column: Int) {
    let target = min(offset, utf8.count)
    var line = 1
    var column = 1
    var index = 0
    while index < target {
        let byte = utf8[index]
        if byte == 0x0A || byte == 0x0D {
            line += 1
            column = 1
            if byte == 0x0D, index + 1 < target, utf8[index + 1] == 0x0A { index += 1 }
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }
    return (line, column)
}

/// The offset of the first byte of `utf8` that does not start a well-formed UTF-8 sequence, or nil.
func firstInvalidUTF8Offset(_ utf8: [UInt8]) -> Int? {
    var iterator = utf8.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): offset += encoded.count
        case .error: return offset
        case .emptyInput: return nil
        }
    }
}
