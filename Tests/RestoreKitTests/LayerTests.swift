import Foundation
import Testing

// RestoreKit's folders are layers, and no layer refers to one above it: a file of a lower layer
// names no type declared in a higher one. `layers` below is the one list of them, bottom to top;
// docs/development.md draws the same list (top to bottom), and a test here checks that it does.
// Folders within one layer may refer to each other.

/// RestoreKit's layers, bottom to top: folders under Sources/RestoreKit.
private let layers = ["Failures", "Files", "Readers", "Models", "Validation", "Presentation"]

/// Names a lower layer may mention although a higher layer declares them, each with why.
/// Empty: every upward reference was moved (a helper down, or a function up into an extension).
private let upwardReferencesAllowed: [String: String] = [:]

private let libraryRoot = packageRoot.appendingPathComponent("Sources/RestoreKit")

/// The Swift files under Sources/RestoreKit, as paths relative to it.
private func librarySources() throws -> [String] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: libraryRoot.path))
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
}

/// The source text without comments and string literals, where type names are not references.
private func codeOnly(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var code: [UInt8] = []
    var index = 0
    func starts(_ literal: String, at position: Int) -> Bool {
        let pattern = Array(literal.utf8)
        return position + pattern.count <= bytes.count && Array(bytes[position..<position + pattern.count]) == pattern
    }
    while index < bytes.count {
        if starts("//", at: index) {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        } else if starts("/*", at: index) {
            index += 2
            while index < bytes.count, !starts("*/", at: index) { index += 1 }
            index += 2
        } else if starts("\"\"\"", at: index) {
            index += 3
            while index < bytes.count, !starts("\"\"\"", at: index) {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 3
            code.append(UInt8(ascii: " "))
        } else if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
            code.append(UInt8(ascii: " "))
        } else {
            code.append(bytes[index])
            index += 1
        }
    }
    return String(decoding: code, as: UTF8.self)
}

/// The words of the code: identifiers and keywords, in order.
private func words(_ code: String) -> [Substring] {
    code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
}

/// The type names the code declares (`struct`, `enum`, `class`, `protocol`, `typealias`, `actor`
/// and a capitalized name). An `extension` declares no name: its type is declared elsewhere in
/// RestoreKit, or in the standard library.
private func declaredTypes(_ code: String) -> Set<Substring> {
    let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
    let all = words(code)
    var names: Set<Substring> = []
    for (keyword, name) in zip(all, all.dropFirst()) where keywords.contains(keyword) && name.first?.isUppercase == true
    {
        names.insert(name)
    }
    return names
}

@Test func everyLibraryFileIsInALayer() throws {
    let outside = try librarySources().filter { file in !layers.contains { file.hasPrefix($0 + "/") } }
    #expect(outside.isEmpty, "files of Sources/RestoreKit in no layer of \(layers): \(outside)")
}

@Test func noLayerRefersToOneAboveIt() throws {
    var code: [(file: String, layer: Int, code: String)] = []
    for file in try librarySources() {
        guard let layer = layers.firstIndex(where: { file.hasPrefix($0 + "/") }) else { continue }
        let text = try String(contentsOf: libraryRoot.appendingPathComponent(file), encoding: .utf8)
        code.append((file, layer, codeOnly(text)))
    }
    // The lowest layer that declares each name: a name declared in two layers (a nested type's
    // short name) belongs to the lower.
    var layerOfName: [Substring: Int] = [:]
    for source in code {
        for name in declaredTypes(source.code) {
            layerOfName[name] = min(layerOfName[name] ?? source.layer, source.layer)
        }
    }
    var upward: [String] = []
    for source in code {
        for name in Set(words(source.code)) {
            guard let layer = layerOfName[name], layer > source.layer, upwardReferencesAllowed[String(name)] == nil
            else { continue }
            upward.append("\(source.file) mentions \(name), declared in \(layers[layer])")
        }
    }
    #expect(upward.sorted() == [], "a lower layer refers to a higher one")
}

@Test func theDevelopmentGuideDrawsTheLayers() throws {
    let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/development.md"), encoding: .utf8)
    let section = try #require(guide.components(separatedBy: "\n## Layers\n").dropFirst().first)
    let diagram = try #require(section.components(separatedBy: "```").dropFirst().first)
    // Each unindented line of the diagram starts with a layer's folder, top layer first.
    let drawn = diagram.split(separator: "\n").filter { $0.first != " " }.compactMap { line in
        line.split(separator: " ").first.flatMap { $0.hasSuffix("/") ? String($0.dropLast()) : nil }
    }
    #expect(drawn == layers.reversed(), "docs/development.md's layer diagram, top to bottom")
}
