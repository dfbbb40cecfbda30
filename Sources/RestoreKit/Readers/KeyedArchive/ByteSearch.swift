/// Looking for a short marker in the bytes of a data value, as every data value is asked whether it
/// holds a keyed archive (`$archiver`) or, by `validate`, an identifier-path proxy (its class name).
enum ByteSearch {
    /// Whether `pattern` occurs in `bytes` at or after `start`: compared where its first byte is.
    static func contains(_ pattern: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Bool {
        guard let first = pattern.first, start >= 0, bytes.count - start >= pattern.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            pattern.withUnsafeBufferPointer { wanted in
                var index = start
                while index <= buffer.count - wanted.count {
                    if buffer[index] == first {
                        var offset = 1
                        while offset < wanted.count && buffer[index + offset] == wanted[offset] { offset += 1 }
                        if offset == wanted.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
