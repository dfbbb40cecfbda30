import RestoreKit

/// `restorectl dump APP`: what an app build (`.app`, `.xcarchive`) offers to restoration.
enum AppDump {
    /// What a build without a main executable to read is told.
    static let noMainExecutable = "no main executable: CFBundleExecutable is missing or names no file of the bundle; its classes are unknown"

    /// Shows `input` when it is an app build or a part of one (a Mach-O file, a compiled
    /// storyboard, a nib without --raw); nil for anything else, which dump reads as saved state.
    static func run(_ input: SavedStateInput, _ arguments: ParsedArguments, in files: PlatformFiles, format: OutputFormat,
                    _ console: inout Console) -> ExitStatus? {
        guard case .appBuild = input else {
            guard let part = input.buildPart(in: files) else { return nil }
            // A nib is a keyed archive as well: --raw shows its objects (`KeyedArchive(fileOrNib:)`).
            if case .nib = part, arguments.has(DumpCommand.raw) { return nil }
            guard !arguments.has(DumpCommand.raw), !arguments.has(DumpCommand.path) else {
                let what: String
                switch part {
                case .machO: what = "a Mach-O file is neither"
                case .storyboard: what = "a compiled storyboard is a folder of nibs: give --raw one of its .nib files"
                case .nib: what = "a nib is no saved state: --raw shows its objects"
                }
                return DumpCommand.usage("--raw and --path read a keyed archive or saved state; " + what + " (see restorectl help dump)", &console)
            }
            return AppPartDump.run(part, in: files, format: format, &console)
        }
        guard !arguments.has(DumpCommand.raw), !arguments.has(DumpCommand.path) else {
            return DumpCommand.usage("--raw and --path read saved state; an app build (.app, .xcarchive) has neither (see restorectl help dump)", &console)
        }
        return run(input.path, in: files, format: format, &console)
    }

    /// Shows the build at `path`: exit 0 when it was read (a missing or unreadable executable is a
    /// warning on standard error, and shown), 3 when `path` is no app bundle.
    static func run(_ path: String, in files: PlatformFiles, format: OutputFormat, _ console: inout Console) -> ExitStatus {
        let build: AppBuild
        do {
            build = try AppBuild.read(at: path, in: files)
        } catch {
            return console.report(error, subject: error.path)
        }
        if !build.executables.contains(where: { $0.role == .main }) { console.error("warning: " + noMainExecutable, subject: build.bundlePath) }
        for executable in build.executables {
            switch executable.outcome {
            case .missing: console.error("warning: missing: the bundle has no such file; its classes are unknown", subject: executable.path)
            case .unreadable(let reason): console.error("warning: unreadable, its classes are unknown: " + reason, subject: executable.path)
            case .read: break
            }
        }
        if format.isDocument { return WrittenOutput.emit(build.json, format: format, &console) }
        var renderer = AppBuildTextRenderer(style: console.style)
        renderer.render(build)
        WrittenOutput.emit(lines: renderer.lines, &console)
        return .success
    }
}
