/// Names read from a file that become part of a path (a scene folder, an executable, a nib): one
/// check, so that a hostile name (`../../x`) never reaches outside the folder it names a file of.
enum SafeFileName {
    /// Whether `name` names a file or folder inside its folder: not empty, not `.` or `..`, and
    /// without `/`, `..`, NUL or any other control character.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && name != "." && !name.contains("..")
            && !name.unicodeScalars.contains { $0 == "/" || $0.value < 0x20 || $0.value == 0x7F }
    }
}
