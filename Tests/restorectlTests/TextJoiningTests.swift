import Testing
@testable import restorectl

@Test func joinedTextJoinsAsTheStandardLibraryDoes() {
    for parts in [[], [""], ["a"], ["a", "b"], ["", "x", ""], ["Ünï", "code", "→"]] as [[String]] {
        for separator in ["", ", ", "|"] {
            #expect(parts.joinedText(separator: separator) == parts.joined(separator: separator))
        }
    }
}

/// The literal indentations are the ones `String(repeating:count:)` makes, below and past the last literal.
@Test func indentationIsTwoSpacesPerLevel() {
    for level in 0...12 {
        #expect(TextLayout.indentation(level) == String(repeating: "  ", count: level))
    }
}
