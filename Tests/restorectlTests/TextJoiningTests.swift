import Testing
@testable import restorectl

@Test func joinedTextJoinsAsTheStandardLibraryDoes() {
    for parts in [[], [""], ["a"], ["a", "b"], ["", "x", ""], ["Ünï", "code", "→"]] as [[String]] {
        for separator in ["", ", ", "|"] {
            #expect(parts.joinedText(separator: separator) == parts.joined(separator: separator))
        }
    }
}
