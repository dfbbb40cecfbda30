import Foundation
import Testing
@testable import restorectl

/// The Markdown pages a reader follows from the README: the README, the changelog and every page
/// under docs/ (the guides included). These tests keep them true: links and anchors resolve, the
/// command lines run as shown (DocumentedCommandTests.swift), every command line names commands
/// and options restorectl has, and the changelog's newest release is the version the binary prints.
enum DocumentationPages {
    /// The pages, as paths relative to the package root, in a stable order.
    static let paths: [String] = {
        let docs = Tool.packageRoot.appendingPathComponent("docs")
        let found = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
        return ["README.md", "CHANGELOG.md"] + found.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: Tool.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced code blocks of `page` whose info string is one of `languages`, without fences;
    /// a block indented in a list item loses its fence's indentation.
    static func blocks(_ page: String, _ languages: Set<String>) -> [[Substring]] {
        var blocks: [[Substring]] = [], current: [Substring] = [], inBlock = false, wanted = false, indent = 0
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            let fence = line.drop { $0 == " " }
            if fence.hasPrefix("```") {
                if inBlock, wanted { blocks.append(current) }
                if !inBlock {
                    wanted = languages.contains(String(fence.dropFirst(3)))
                    indent = line.count - fence.count
                }
                inBlock.toggle()
                current = []
                continue
            }
            if inBlock { current.append(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))) }
        }
        return blocks
    }

    /// The text outside fenced code blocks, where links are.
    static func prose(_ page: String) -> String {
        var inBlock = false
        return page.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.drop(while: { $0 == " " }).hasPrefix("```") { inBlock.toggle(); return false }
            return !inBlock
        }.joined(separator: "\n")
    }

    /// The anchors GitHub gives a page's headings: lower case, punctuation other than `-` and `_`
    /// dropped, spaces as `-`, and `-1`, `-2`... after a repeated one.
    static func anchors(_ page: String) -> Set<String> {
        var anchors: Set<String> = [], counts: [String: Int] = [:]
        for line in prose(page).split(separator: "\n") where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var slug = ""
            for character in title.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                } else if character == " " {
                    slug.append("-")
                }
            }
            let seen = counts[slug, default: 0]
            counts[slug] = seen + 1
            anchors.insert(seen == 0 ? slug : "\(slug)-\(seen)")
        }
        return anchors
    }

    /// Every `[text](target)` link of a page's prose whose target is relative (no scheme).
    static func relativeLinks(_ page: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let text = prose(page)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }.filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
    }

    /// A shell command line's words, with single and double quotes taken off as sh does.
    static func words(_ line: Substring) -> [String] {
        var words: [String] = [], word = "", quote: Character?, inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}

@Test func everyPageIsReachableFromTheReadme() throws {
    var reached: Set<String> = ["README.md"], queue = ["README.md"]
    while let page = queue.popLast() {
        let folder = (page as NSString).deletingLastPathComponent
        for link in try DocumentationPages.relativeLinks(DocumentationPages.text(page)) {
            let file =
                link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            guard file.hasSuffix(".md") else { continue }
            let target = ((folder as NSString).appendingPathComponent(file) as NSString).standardizingPath
            if DocumentationPages.paths.contains(target), reached.insert(target).inserted { queue.append(target) }
        }
    }
    #expect(Set(DocumentationPages.paths).subtracting(reached).sorted() == [])
}

@Test(arguments: DocumentationPages.paths)
func everyRelativeLinkAndAnchorResolves(_ page: String) throws {
    let folder = Tool.packageRoot.appendingPathComponent(page).deletingLastPathComponent()
    let text = try DocumentationPages.text(page)
    for link in try DocumentationPages.relativeLinks(text) {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let target =
            parts[0].isEmpty ? Tool.packageRoot.appendingPathComponent(page) : folder.appendingPathComponent(parts[0])
        #expect(
            FileManager.default.fileExists(atPath: target.standardizedFileURL.path), "\(page): \(link): no such file")
        guard parts.count == 2 else { continue }
        let targetText = try String(contentsOf: target, encoding: .utf8)
        #expect(DocumentationPages.anchors(targetText).contains(parts[1]), "\(page): \(link): no such heading")
    }
}

/// Code fences pair up as the writer meant: no block swallows the page's headings (issue 52:
/// a stray fence in docs/development.md made its "Make targets" and "Layers" sections code).
@Test(arguments: DocumentationPages.paths)
func noCodeBlockHoldsAHeading(_ page: String) throws {
    let languages: Set = ["", "sh", "console", "yaml", "swift", "json", "text", "ruby", "xml"]
    let text = try DocumentationPages.text(page)
    for line in DocumentationPages.blocks(text, languages).joined() where line.hasPrefix("## ") {
        Issue.record("\(page): the heading `\(line)` is inside a code block: a fence is missing or one too many")
    }
}

/// No page keeps a copy of a table another page owns: the exit statuses and the validation rules
/// are docs/cli.md's, linked to from the README and the guides.
@Test func onlyTheContractHasTheExitStatusAndRuleTables() throws {
    for page in DocumentationPages.paths where page != "docs/cli.md" {
        let text = try DocumentationPages.text(page)
        #expect(!text.contains("| status | meaning |"), "\(page)")
        #expect(!text.contains("| rule | severity |"), "\(page)")
    }
    let readme = try DocumentationPages.text("README.md")
    #expect(readme.contains("docs/cli.md#exit-status"))
    #expect(readme.contains("docs/cli.md#validation-rules"))
}

/// The README is the front door: at most about 250 lines, with install, the quick start and the
/// five everyday tasks within its first two screens (about 120 lines).
@Test func theReadmeIsShortAndLeadsWithInstallQuickStartAndTheTasks() throws {
    let lines = try DocumentationPages.text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 250, "README.md has \(lines.count) lines")
    for heading in ["## Install", "## Quick start", "## Five everyday tasks"] {
        let index = try #require(lines.firstIndex { $0 == heading }, "\(heading)")
        #expect(index < 120, "\(heading) is at line \(index + 1)")
    }
}

@Test func theChangelogsNewestReleaseIsTheVersionRestorectlPrints() throws {
    let changelog = try DocumentationPages.text("CHANGELOG.md")
    let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
    let newest = try #require(releases.first)
    #expect(newest.hasPrefix("## [\(Version.current)] - "), "\(newest)")
    #expect(try Tool.run(["--version"]).text == "restorectl \(Version.current)\n")
    for release in releases {
        #expect(release.wholeMatch(of: /## \[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}/) != nil, "\(release)")
    }
}

/// Every `restorectl COMMAND --option` in a page's shell, console and YAML blocks names a command
/// and options that `restorectl help COMMAND` lists.
@Test(arguments: DocumentationPages.paths)
func everyCommandLineUsesCommandsAndOptionsRestorectlHas(_ page: String) throws {
    let text = try DocumentationPages.text(page)
    var helps: [String: String] = [:]
    for line in DocumentationPages.blocks(text, ["sh", "console", "yaml"]).joined() {
        guard let start = line.range(of: "restorectl ")?.upperBound, !line[..<start].contains("#") else { continue }
        let words = line[start...].split(separator: " ").map(String.init)
        guard let command = words.first, command.first?.isLetter == true, !line[..<start].contains("/") else {
            continue
        }
        if helps[command] == nil {
            let help = try Tool.run(["help", command])
            #expect(help.status == 0, "\(page): \(line): no command \(command)")
            helps[command] = help.text
        }
        for option in words.dropFirst() where option.hasPrefix("--") && option.count > 2 {
            let name = option.split(separator: "=").first.map(String.init) ?? option
            #expect(helps[command]?.contains(name) == true, "\(page): \(line): restorectl \(command) has no \(name)")
        }
    }
}

/// The team's own format notes are not in the repository, so nothing in it cites them:
/// docs/format.md is the users' copy of the facts, with their certainty (issue 52). The pages and
/// what restorectl prints (the rules' texts, explain's sentences) do not name "the spec" either.
@Test func nothingCitesTheTeamsSpecOnlyDocsFormat() throws {
    var files = ["README.md"]
    for folder in ["docs", "Sources", "Fixtures"] {
        let root = Tool.packageRoot.appendingPathComponent(folder)
        let found = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        files += found.filter { name in [".md", ".swift", ".py", ".sh"].contains { name.hasSuffix($0) } }.map {
            folder + "/" + $0
        }
    }
    let cited = ["shared/spec", "format specification"]
    // Each condition is a Bool of its own: #expect would show the whole file's text otherwise.
    for file in files {
        let text = (try? DocumentationPages.text(file)) ?? ""
        for citation in cited {
            let cites = text.contains(citation)
            #expect(!cites, "\(file) cites \(citation)")
        }
    }
    let printed = [
        ("restorectl help --man", try Tool.run(["help", "--man"]).text),
        ("restorectl help validate", try Tool.run(["help", "validate"]).text),
    ]
    let pages = try DocumentationPages.paths.filter { $0 != "CHANGELOG.md" }.map {
        ($0, try DocumentationPages.text($0))
    }
    for (name, text) in pages + printed {
        let namesTheSpec = text.contains("the spec ") || text.contains("the spec'")
        #expect(!namesTheSpec, "\(name) names \"the spec\", which users do not have")
    }
    let format = try DocumentationPages.text("docs/format.md")
    for heading in ["### What UIKit does at restore", "### Opting in", "### Scene sessions across builds"] {
        let has = format.contains("\n\(heading)\n")
        #expect(has, "docs/format.md has no \(heading)")
    }
}

/// The README lists every article of RestoreKit's DocC catalog, by its title (issue 52: "Checking
/// saved state against a build" was left out).
@Test func theReadmeListsEveryDocCArticle() throws {
    let readme = try DocumentationPages.text("README.md")
    let catalog = "Sources/RestoreKit/RestoreKit.docc"
    let articles = try FileManager.default.contentsOfDirectory(
        atPath: Tool.packageRoot.appendingPathComponent(catalog).path
    ).filter { $0.hasSuffix(".md") }.sorted()
    #expect(articles.count >= 5)
    for article in articles {
        let text = try DocumentationPages.text(catalog + "/" + article)
        // The catalog's root page is titled with its symbol link, ``RestoreKit``.
        let heading = try #require(text.split(separator: "\n").first { $0.hasPrefix("# ") })
        let title = heading.dropFirst(2).replacingOccurrences(of: "``", with: "")
        let listed = readme.contains("[\(title)](\(catalog)/\(article))")
        #expect(listed, "README.md does not link \(article) as [\(title)](\(catalog)/\(article))")
    }
}
