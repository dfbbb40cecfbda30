import Foundation
import RestoreKit
import Testing
@testable import restorectl

/// docs/cli.md is the command-line contract: these keep it current with the tables the parser reads.
let contract: String = (try? String(contentsOf: Tool.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)) ?? ""

@Test func theContractNamesEveryCommandAndOption() {
    #expect(!contract.isEmpty)
    for command in Restorectl.commands {
        #expect(contract.contains("### `\(command.name)") || contract.contains(", `\(command.name) "), "\(command.name)")
        for option in command.options {
            #expect(["`", " "].contains { contract.contains($0 + option.name + " ") || contract.contains($0 + option.name + "`") },
                    "\(command.name) \(option.name)")
            if case .value(_, let choices?) = option.kind, command.name != "help" {
                for choice in choices { #expect(contract.contains(choice), "\(option.name) \(choice)") }
            }
        }
    }
}

@Test func theContractListsEveryValidationRuleWithItsSeverity() {
    for rule in ValidationRule.allCases {
        #expect(contract.contains("| `\(rule.rawValue)` | \(rule.severity.rawValue) |"), "\(rule.rawValue)")
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
