import Foundation
import Testing

// Each module's folders are layers, and no layer refers to one above it: a file of a lower layer
// names no type declared in a higher one. `Layering` below is the one list of a module's layers,
// bottom to top; docs/development.md draws the same lists (top to bottom), and a test here checks
// that it does. Folders within one layer may refer to each other.

/// A module's layers, bottom to top, each one or more folders under its sources; `.` stands for
/// the files at the top of the module's folder.
private struct Layering: CustomTestStringConvertible, Sendable {
    /// The module's folder, under the package.
    let root: String
    let layers: [[String]]
    /// The heading of docs/development.md's section that draws them.
    let section: String

    var testDescription: String { root }

    /// The layer of `file` (a path relative to `root`); nil for a file in no layer's folder.
    func layer(of file: String) -> Int? {
        let folder = file.contains("/") ? String(file.prefix { $0 != "/" }) : "."
        return layers.firstIndex { $0.contains(folder) }
    }

    /// The Swift files under `root`, as paths relative to it.
    func sources() throws -> [String] {
        let folder = packageRoot.appendingPathComponent(root).path
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }
}

/// RestoreKit's layers, bottom to top.
private let library = Layering(
    root: "Sources/RestoreKit",
    layers: [["Failures"], ["Files"], ["Readers"], ["Models"], ["Validation"], ["Presentation"]], section: "Layers")

/// The executable's layers, bottom to top: the platform's calls, the command line, what a
/// command reads and writes and how it lays text out, the commands and their documentation, and
/// the runner (Restorectl.swift, main.swift).
private let executable = Layering(
    root: "Sources/restorectl",
    layers: [["Platform"], ["Arguments"], ["Inputs", "Output", "Rendering"], ["Commands", "Documentation"], ["."]],
    section: "The executable's layers")

/// Names a lower layer may mention although a higher layer declares them, each with why.
/// Empty: every upward reference was moved (a helper down, or a function up into an extension).
private let upwardReferencesAllowed: [String: String] = [:]

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

/// The type names the code declares (`struct`, `enum`, `class`, `protocol`, `typealias`, `actor`,
/// then blanks and a capitalized name: not an argument label such as `class:`). An `extension`
/// declares no name: its type is declared elsewhere in the module, or in the standard library.
private func declaredTypes(_ code: String) -> Set<Substring> {
    let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
    var names: Set<Substring> = []
    var rest = code[...]
    while let range = rest.firstRange(of: " ") {
        let before = rest[..<range.lowerBound], after = rest[range.upperBound...]
        rest = after
        let keyword = before.reversed().prefix { $0.isLetter }
        guard keywords.contains(Substring(String(keyword.reversed()))) else { continue }
        let start = after.drop { $0 == " " }
        let name = start.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if name.first?.isUppercase == true { names.insert(name) }
    }
    return names
}

@Test(arguments: [library, executable])
private func everyFileIsInALayer(_ module: Layering) throws {
    let outside = try module.sources().filter { module.layer(of: $0) == nil }
    #expect(outside.isEmpty, "files of \(module.root) in no layer of \(module.layers): \(outside)")
}

@Test(arguments: [library, executable])
private func noLayerRefersToOneAboveIt(_ module: Layering) throws {
    var code: [(file: String, layer: Int, code: String)] = []
    for file in try module.sources() {
        guard let layer = module.layer(of: file) else { continue }
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent(module.root).appendingPathComponent(file), encoding: .utf8)
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
            upward.append("\(source.file) mentions \(name), declared in \(module.layers[layer])")
        }
    }
    #expect(upward.sorted() == [], "a lower layer refers to a higher one")
}

@Test(arguments: [library, executable])
private func theDevelopmentGuideDrawsTheLayers(_ module: Layering) throws {
    let guide = try String(contentsOf: packageRoot.appendingPathComponent("docs/development.md"), encoding: .utf8)
    let section = try #require(guide.components(separatedBy: "\n## \(module.section)\n").dropFirst().first)
    let diagram = try #require(section.components(separatedBy: "```").dropFirst().first)
    // Each unindented line of the diagram starts with a layer's folders, top layer first.
    let drawn = diagram.split(separator: "\n").filter { $0.first != " " }.map { line in
        line.split(separator: " ").prefix { $0.hasSuffix("/") }.map { String($0.dropLast()) }
    }
    #expect(drawn == module.layers.reversed(), "docs/development.md's layer diagram, top to bottom")
}
