import Foundation
import Testing

/// `report` pages in a real browser: headless Chromium (Debian's `chromium`) reads each page from
/// `file://`, and the DOM it built is read back. Skipped, with a message, where no Chromium is installed.
enum Chromium {
    /// The first Chromium on `PATH`, or nil.
    static let executable: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// Runs Chromium headless on `page` with `arguments`; its standard output, and the console
    /// messages the page logged (Chromium writes them to standard error as `:CONSOLE`).
    static func run(_ arguments: [String], page: URL) throws -> (output: String, console: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(executable))
        let profile = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: profile) }
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                "--user-data-dir=\(profile.path)",
            ] + arguments + [page.absoluteString]
        // Standard error to a file: Chromium writes much there, which a pipe nobody reads would block on.
        let errorFile = profile.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return (text, errors.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init))
    }

    /// Writes the report of `arguments` into `folder` and returns the page's URL.
    static func report(_ arguments: [String], in folder: URL) throws -> URL {
        let page = folder.appendingPathComponent("report.html")
        let result = try Tool.run(["report"] + arguments + ["-o", page.path])
        #expect(result.status == 0, "\(result.error)")
        return page
    }
}

extension Trait where Self == ConditionTrait {
    /// The tests run where Chromium is installed, and are skipped with a message elsewhere.
    static var chromiumInstalled: Self {
        .enabled(
            if: Chromium.executable != nil,
            "Chromium is not installed (apt-get install chromium): the page is not checked in a browser")
    }
}

@Test(
    .chromiumInstalled,
    arguments: ReportFixtures.all)
func chromiumRendersEveryFixturesPageWithoutConsoleErrors(_ fixture: String) throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try Chromium.report([Tool.fixture(fixture)], in: folder)
    let (dom, console) = try Chromium.run(["--dump-dom"], page: page)
    #expect(console.isEmpty, "\(console)")
    // The one script ran: the Content-Security-Policy allowed it, and it threw nothing.
    #expect(dom.contains("data-script=\"ran\""))
    #expect(Set(ReportFixtures.elementNames(dom).keys).isSubset(of: ReportFixtures.pageElements))
    let screenshot = folder.appendingPathComponent("report.png")
    _ = try Chromium.run(
        ["--screenshot=\(screenshot.path)", "--window-size=1280,900", "--hide-scrollbars"], page: page)
    #expect(
        ((try? FileManager.default.attributesOfItem(atPath: screenshot.path)[.size] as? Int) ?? 0) > 10_000,
        "no screenshot")
}

@Test(
    .chromiumInstalled)
func chromiumShowsMarkupFromAnArchiveAsText() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try Chromium.report(
        [try ReportFixtures.markupArchive(in: folder), Tool.fixture("hostile/hostile.savedState")], in: folder)
    let (dom, console) = try Chromium.run(["--dump-dom"], page: page)
    #expect(console.isEmpty, "\(console)")
    let elements = ReportFixtures.elementNames(dom)
    // No element the archive spelled: one script (the page's), no img, iframe, b, extra style.
    #expect(Set(elements.keys).isSubset(of: ReportFixtures.pageElements), "\(elements)")
    #expect(elements["script"] == 1 && elements["style"] == 1)
    // No element has the id a path spelled (in text, the serializer leaves quotes as they are).
    #expect(dom.range(of: "<[a-zA-Z][^<>]*id=\"evil", options: .regularExpression) == nil)
    // The strings are there, as text the DOM serializer escapes again.
    #expect(dom.contains("1&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(dom.contains("&lt;iframe src=javascript:alert(5)&gt;"))
    #expect(dom.contains("RootX\\u{1b}]0;pwned\\u{7}\\u{d}Y"))
}

@Test(
    .chromiumInstalled)
func chromiumShowsMarkupFromABuildAsText() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try HostileBuildTests.hostileApp(in: folder)
    let page = try Chromium.report(
        ["--app", app] + HostileBuildTests.savedStates.map(ExplainAppTests.savedState), in: folder)
    let (dom, console) = try Chromium.run(["--dump-dom"], page: page)
    #expect(console.isEmpty, "\(console)")
    #expect(dom.contains("data-script=\"ran\""))
    let elements = ReportFixtures.elementNames(dom)
    // No element the build spelled: one script (the page's), no b, img or iframe.
    #expect(Set(elements.keys).isSubset(of: ReportFixtures.pageElements), "\(elements)")
    #expect(elements["script"] == 1 && elements["b"] == nil)
    #expect(dom.contains("Default&lt;script&gt;alert(4)&lt;/script&gt;\\u{1b}[31m"))
    #expect(dom.contains("data-scene-outcome=\"fallback\""))
}
