import Foundation
import PackagePlugin

/// `swift package restorectl ARGUMENTS`: runs the artifact bundle's restorectl with ARGUMENTS, in
/// the folder swift package was run in, its output and errors passed through as they come. When
/// restorectl exits non-zero the plugin fails, naming the status (swift package itself then exits 1:
/// SwiftPM gives a failed plugin no exit status of its own), so a CI step fails with it.
@main
struct RestorectlCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "restorectl").url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal)
        }
    }
}

/// restorectl's non-zero exit, as the one line swift package shows for a failed plugin.
struct Failure: Error, CustomStringConvertible {
    let status: Int32
    let signalled: Bool

    var description: String {
        signalled
            ? "restorectl was ended by signal \(status)"
            : "restorectl exited with status \(status)"
    }
}
