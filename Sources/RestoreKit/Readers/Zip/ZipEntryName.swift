/// Checking an entry's name before it is used as a path: one that would reach outside the
/// archive (absolute, a `..` component, a backslash a Windows tool reads as a separator, a NUL
/// that ends a C string early) is refused, and so is one that is not UTF-8.
package enum ZipEntryName {
    /// `entry "NAME"` for a message, the name's control characters spelled out (a name is the
    /// archive's, hostile: it may hold a newline).
    package static func shown(_ name: some StringProtocol) -> String {
        "entry \"" + escapedForMessage(name) + "\""
    }

    /// The name `bytes` stand for, or why it is refused (at `offset`, its central header).
    package static func checked(_ bytes: ArraySlice<UInt8>, at offset: Int) throws(ZipError) -> String {
        func refused(_ message: String) -> ZipError { ZipError(at: offset, message + ": refused") }
        guard !bytes.isEmpty else { throw refused("an entry has an empty name") }
        let name = String(decoding: bytes, as: UTF8.self)
        let shown = shown(name)
        guard name.utf8.elementsEqual(bytes) else { throw refused("\(shown): the name is not UTF-8") }
        if bytes.contains(0) { throw refused("\(shown): the name holds a NUL byte") }
        if bytes.contains(UInt8(ascii: "\\")) {
            throw refused("\(shown): the name holds a backslash, which some tools read as a folder separator")
        }
        if bytes.first == UInt8(ascii: "/") { throw refused("\(shown): the name is an absolute path") }
        let components = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        for (index, component) in components.enumerated() {
            if component.elementsEqual("..".utf8) || component.elementsEqual(".".utf8) {
                throw refused(
                    "\(shown): the name has a `\(String(decoding: component, as: UTF8.self))` component, which leads outside its folder"
                )
            }
            // Only a folder's name ends with `/` (its last component empty).
            if component.isEmpty && index != components.count - 1 {
                throw refused("\(shown): the name has an empty component (`//`)")
            }
        }
        return name
    }
}
