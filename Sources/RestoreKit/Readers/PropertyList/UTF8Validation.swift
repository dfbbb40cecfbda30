/// The string `bytes` spell when they are well-formed UTF-8, else nil.
///
/// The standard library's validating String initializer would say this directly, but it exists
/// only from macOS 15 and iOS 18.
/// Decoding repairs each ill-formed sequence into U+FFFD, whose encoding is itself well-formed,
/// so the decoded string has the input's exact bytes if and only if nothing was repaired.
func validUTF8String(_ bytes: some Collection<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
}
