/// A key path over a snapshot's JSON, for `--ignore` and `--keep` and for naming a difference:
/// `metadata.timestamp`, `objects.TabController/:[0]:/FeedViewController.state.selectedIndex`,
/// `scenes.*.activity.title`.
///
/// The syntax is `get`'s and `set`'s (`ArchiveKeyPath`): steps separated by dots, `\.` for a dot
/// inside a step and `\\` for a backslash, and a step that holds dots unescaped still matches a
/// member of that name (the longest that matches wins). A step matches an object's member by name
/// or an array's element by its index (`firstResponders.0`); the step `*` matches any one member
/// or element, and `\*` a member named `*`. A path matches from the document's top.
package struct SnapshotKeyPath: Sendable, Equatable {
    /// The steps as written, escapes of dots and backslashes already undone.
    let steps: [String]

    /// Reads `text`; any text is a key path (an empty one matches a member named "").
    package init(_ text: String) {
        steps = ArchiveKeyPath.components(text)
    }

    /// Whether the path names the value at `location`: the member names and array indexes that
    /// lead to it from the top.
    package func matches(_ location: [String]) -> Bool {
        Self.matches(steps[...], location[...])
    }

    private static func matches(_ steps: ArraySlice<String>, _ location: ArraySlice<String>) -> Bool {
        guard let name = location.first else { return steps.isEmpty }
        guard let step = steps.first else { return false }
        if step == "*" { return matches(steps.dropFirst(), location.dropFirst()) }
        // A name with dots in it may have been written across several steps.
        for count in 1...steps.count {
            let written = count == 1 && step == "\\*" ? "*" : steps.prefix(count).joined(separator: ".")
            if written == name && matches(steps.dropFirst(count), location.dropFirst()) { return true }
        }
        return false
    }

    /// `location` written as a key path that matches it: dots and backslashes in a name escaped,
    /// and a name that is `*` written `\*`.
    package static func text(_ location: [String]) -> String {
        location.map { name in
            name == "*" ? "\\*" : name.replacingEvery("\\", with: "\\\\").replacingEvery(".", with: "\\.")
        }.joined(separator: ".")
    }
}

extension String {
    /// The text with every `target` character replaced by `replacement` (the standard library of
    /// macOS 13 has no `replacing(_:with:)`).
    fileprivate func replacingEvery(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
