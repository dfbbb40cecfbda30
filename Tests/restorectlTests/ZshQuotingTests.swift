import Foundation
import Testing
@testable import restorectl

/// zsh, macOS's default shell, takes an unquoted `[1]` as a glob and stops with "no matches
/// found": an identifier path such as `TabController/:[1]:/NavigationController` must be quoted in
/// every example a user may paste. Each example of `restorectl help` (and so of the manual page)
/// and each `restorectl` command line of the code blocks of the README and every page under docs/
/// (the contract, the guides) is given to
/// zsh as it stands, with `restorectl` a function that does nothing, in a folder that holds one
/// file for the globs an example means (`*.plist`).
private func exampleLines() throws -> [String] {
    var lines = CommandTable.commands.flatMap { $0.examples.map(\.0) }.filter { $0.hasPrefix("restorectl ") }
    for document in DocumentationPages.paths {
        let text = try String(contentsOf: Tool.packageRoot.appendingPathComponent(document), encoding: .utf8)
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inBlock.toggle(); continue }
            guard inBlock else { continue }
            let command = line.hasPrefix("$ ") ? line.dropFirst(2) : line[...]
            // Command substitution would run something; `[-o DIR]` is a synopsis, not a command.
            if command.hasPrefix("restorectl "), !command.contains("$("), !command.contains("`"),
                !command.contains("[-")
            {
                lines.append(String(command))
            }
        }
    }
    return lines
}

/// The line up to where a pipe, a redirection, a list or a comment starts: only the words matter.
private func words(_ line: String) -> String {
    var cut = line[...]
    for separator in [" | ", " > ", " 2>", " < ", "; ", " && ", " || ", " # ", " >("] {
        if let range = cut.range(of: separator) { cut = cut[..<range.lowerBound] }
    }
    return String(cut)
}

@Test func everyExampleRunsAsWrittenInZsh() throws {
    guard
        let zsh = ["/bin/zsh", "/usr/bin/zsh", "/usr/local/bin/zsh", "/opt/homebrew/bin/zsh"].first(
            where: FileManager.default.isExecutableFile)
    else {
        print("zsh is not installed: examples not checked against zsh's globbing (apt-get install zsh)")
        return
    }
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("Info.plist"))
    let lines = try exampleLines()
    #expect(lines.count > 30, "examples found: \(lines.count)")
    for line in lines {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: zsh)
        process.arguments = ["-f", "-c", "restorectl() { :; }; " + words(line)]
        process.currentDirectoryURL = folder
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && message.isEmpty, "zsh: \(line)\n\(message)")
    }
}
