import Foundation
import RestoreKit
import Testing
@testable import restorectl

/// docs/cli.md is the command-line contract: these keep it current with the tables the parser reads.
let contract: String =
    (try? String(contentsOf: Tool.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)) ?? ""

@Test func theContractNamesEveryCommandAndOption() {
    #expect(!contract.isEmpty)
    for command in CommandTable.commands {
        #expect(
            contract.contains("### `\(command.name)") || contract.contains(", `\(command.name) "), "\(command.name)")
        for option in command.options {
            #expect(
                ["`", " "].contains {
                    contract.contains($0 + option.name + " ") || contract.contains($0 + option.name + "`")
                },
                "\(command.name) \(option.name)")
            if case .value(_, let choices?) = option.kind, command.name != "help" {
                for choice in choices { #expect(contract.contains(choice), "\(option.name) \(choice)") }
            }
        }
    }
}

/// The cells of docs/cli.md's "Validation rules" table, header first, each without the
/// backticks Markdown shows code in.
func contractRuleTable() throws -> [[String]] {
    let start = try #require(contract.range(of: "\n## Validation rules\n")).upperBound
    let section = contract[start...].components(separatedBy: "\n## ").first ?? ""
    let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }
    return rows.map { row in
        row.dropFirst(2).dropLast(2).components(separatedBy: " | ").map { $0.replacingOccurrences(of: "`", with: "") }
    }
}

@Test func theContractsRuleTableIsTheRulesDeclarationsInOrder() throws {
    let table = try contractRuleTable()
    #expect(table.first == ["rule", "severity", "finding", "what UIKit does"])
    let rows = table.dropFirst()
    let rules = ValidationRule.allCases
    for index in 0..<max(rows.count, rules.count) {
        let row = index < rows.count ? rows[rows.startIndex + index] : nil
        let rule = index < rules.count ? rules[index] : nil
        let declared = rule.map { [$0.rawValue, $0.severity.rawValue, $0.summary, $0.consequence] }
        // The row to paste when a rule is added or changed; backticks around code may be added.
        let expected = declared.map { "| `\($0[0])` | " + $0.dropFirst().joined(separator: " | ") + " |" } ?? "no row"
        #expect(row == declared, "docs/cli.md's Validation rules table, row \(index + 1): expected \(expected)")
    }
}

/// The rules that check a macOS saved state are named, not counted from the table's end (issue 52:
/// "the last three" named scene rules once the `--app` rules followed them).
@Test func theContractNamesTheRulesThatCheckAMacOSSavedState() throws {
    let text = contract.replacingOccurrences(of: "\n", with: " ")
    let sentence = "The scene rules apply to `.savedState` folders; a macOS saved state is checked by "
    let start = try #require(text.range(of: sentence), "docs/cli.md: no \"\(sentence)\"").upperBound
    let named = try #require(text[start...].components(separatedBy: " only (").first)
    let rules = ValidationRule.allCases.filter { $0.check == .appKitRecords }.map { "`\($0.rawValue)`" }
    #expect(rules.count == 3)
    #expect(named == rules.dropLast().joined(separator: ", ") + " and " + rules.last!, "\(named)")
}

@Test func readmeLinksToTheRuleTableInsteadOfCopyingIt() throws {
    let readme = try String(contentsOf: Tool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("(docs/cli.md#validation-rules)"))
    for rule in ValidationRule.allCases { #expect(!readme.contains("| `\(rule.rawValue)` |"), "\(rule.rawValue)") }
}

@Test func helpAndTheManualPagesListEveryRuleFromItsDeclaration() throws {
    let help = try Tool.run(["help", "validate"], environment: ["COLUMNS": "1000"]).text
    let page = try Tool.run(["help", "--man", "validate"]).text
    let manual = try Tool.run(["help", "--man"]).text
    let rulesSection = try #require(page.range(of: ".SH RULES\n")).upperBound
    let rules = (page[rulesSection...].components(separatedBy: "\n.SH ").first ?? "") + "\n"
    // Help's tables keep names to 30 columns: a longer rule name stands on a line of its own, its text below.
    let nameWidth = ValidationRule.allCases.map(\.rawValue.count).filter { $0 <= 30 }.max() ?? 0
    for rule in ValidationRule.allCases {
        let text = "\(rule.severity.rawValue): \(rule.summary) \(rule.consequence)"
        let name =
            rule.rawValue.count > nameWidth
            ? rule.rawValue + "\n" + String(repeating: " ", count: 2 + nameWidth) : rule.rawValue
        let row =
            "  " + name.padding(toLength: max(name.count, nameWidth), withPad: " ", startingAt: 0) + "  " + text + "\n"
        #expect(help.contains(row), "help validate: \(rule.rawValue)")
        let item = ".TP\n.B \(ManualPage.escape(rule.rawValue))\n\(ManualPage.escape(text))\n"
        #expect(rules.contains(item), "restorectl-validate(1): \(rule.rawValue)")
        #expect(manual.contains(item), "restorectl(1): \(rule.rawValue)")
    }
}

@Test func readmeHelpAndManualReferOnlyToFilesInTheRepository() throws {
    let readme = try String(contentsOf: Tool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let help = try Tool.run(["--help"]).text + (try Tool.run(["help", "dump"]).text)
    let manual = try Tool.run(["help", "--man"]).text
    for text in [readme, help, manual] {
        #expect(!text.contains("../shared"))
        #expect(!text.contains("the contract's shape"))
    }
    for file in ["docs/cli.md", "docs/format.md", "packaging/restorectl.rb"] {
        #expect(FileManager.default.fileExists(atPath: Tool.packageRoot.appendingPathComponent(file).path), "\(file)")
        #expect(readme.contains(file), "\(file)")
    }
}

/// The names of the environment variables the program reads: the string each
/// `environmentValue(…)` or `getenv(…)` in Sources is given, written there or as a constant
/// (`static let rootVariable = "…"`). Reads only debug builds compile (`#if
/// RESTORECTL_FAULT_INJECTION`, a test hook) are left out; so is `environmentValue`'s own
/// `getenv(name)`, the one read whose name is a parameter.
func environmentVariablesRead() throws -> Set<String> {
    let sources = Tool.packageRoot.appendingPathComponent("Sources")
    var texts: [String] = []
    let files =
        FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    for file in files where file.pathExtension == "swift" {
        var kept: [Substring] = [], debugOnlyDepth = 0
        for line in try String(contentsOf: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            let directive = line.trimmingCharacters(in: .whitespaces)
            if debugOnlyDepth > 0 && directive.hasPrefix("#if") { debugOnlyDepth += 1 }
            if debugOnlyDepth == 0 && directive == "#if RESTORECTL_FAULT_INJECTION" { debugOnlyDepth = 1 }
            if debugOnlyDepth == 0 { kept.append(line) }
            if debugOnlyDepth > 0 && directive.hasPrefix("#endif") { debugOnlyDepth -= 1 }
        }
        texts.append(kept.joined(separator: "\n"))
    }
    let all = texts.joined(separator: "\n")
    func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }
    var names: Set<String> = []
    for groups in try matches(
        #"(?<!func )\b(?:environmentValue|getenv)\(\s*(?:"([^"]+)"|([A-Za-z_][A-Za-z0-9_.]*))\s*\)"#, in: all)
    {
        if !groups[0].isEmpty {
            names.insert(groups[0])
            continue
        }
        let constant = String(groups[1].split(separator: ".").last!)
        if constant == "name" { continue }
        let values = try matches(#"\blet \#(constant)(?:: String)? = "([^"]+)""#, in: all)
        #expect(values.count == 1, "environment read through \(groups[1]): no string constant of that name")
        names.formUnion(values.map { $0[0] })
    }
    return names
}

@Test func theManualAndTheContractListEveryEnvironmentVariableTheProgramReads() throws {
    let names = try environmentVariablesRead()
    #expect(names.isSuperset(of: ["NO_COLOR", "COLUMNS", "HOME", "RESTORECTL_SIMULATOR_ROOT"]), "\(names.sorted())")
    let manual = try Tool.run(["help", "--man"]).text
    let manualSection = try #require(manual.range(of: ".SH ENVIRONMENT\n")).upperBound
    let manualEnvironment = manual[manualSection...].components(separatedBy: "\n.SH ").first ?? ""
    let contractSection = try #require(contract.range(of: "\n## Environment\n")).upperBound
    let contractEnvironment = contract[contractSection...].components(separatedBy: "\n## ").first ?? ""
    for name in names.sorted() {
        #expect(manualEnvironment.contains(".B \(name)\n"), "the manual page's ENVIRONMENT does not list \(name)")
        #expect(contractEnvironment.contains("| `\(name)` |"), "docs/cli.md's Environment does not list \(name)")
    }
}
