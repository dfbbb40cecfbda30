import RestoreKit

/// `restorectl dump APP`: what an app build (`.app`, `.xcarchive`, `.ipa`) offers to restoration.
enum AppDump {
    /// Shows the build at `path`: exit 0 when it was read (a missing or unreadable executable is a
    /// warning on standard error, and shown), 3 when `path` is no app bundle.
    static func run(
        _ path: String, in files: PlatformFiles, limits: ZipLimits
    ) throws(CommandFailure) -> CommandResult {
        let build: AppBuild
        do {
            build = try AppBuild.read(at: path, in: files, zipLimits: limits)
        } catch {
            throw CommandFailure(error, subject: error.path)
        }
        var warnings: [CommandFailure] = []
        if !build.executables.contains(where: { $0.role == .main }) {
            warnings.append(.notice("warning: " + AppBuildView.noMainExecutable, subject: build.bundlePath))
        }
        for executable in build.executables {
            switch executable.outcome {
            case .missing:
                warnings.append(
                    .notice(
                        "warning: missing: the bundle has no such file; its classes are unknown",
                        subject: executable.path))
            case .unreadable(let reason):
                warnings.append(
                    .notice("warning: unreadable, its classes are unknown: " + reason, subject: executable.path))
            case .read: break
            }
        }
        return CommandResult(AppBuildView(build: build), diagnostics: warnings)
    }
}
