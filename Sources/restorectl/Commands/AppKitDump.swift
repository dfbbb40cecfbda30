import RestoreKit

/// `restorectl dump` of a macOS (AppKit) `.savedState` folder.
enum AppKitDump {
    /// Shows the AppKit saved state `input` names, read through `files`.
    static func run(
        _ input: SavedStateInput.AppKitFolder, in files: PlatformFiles, format: OutputFormat,
        options: KeyedArchive.Options, _ console: inout Console
    ) -> ExitStatus {
        let folder = input.folder
        let state: AppKitSavedState
        do {
            state = try AppKitSavedState(input, in: files, options: options)
        } catch {
            return console.report(error, subject: folder)
        }
        let bundleIdentifier = AppKitSavedState.bundleIdentifier(of: folder, in: files)
        if format.isDocument {
            let document = state.json(file: folder, bundleIdentifier: bundleIdentifier, options: options)
            KeptUntilExit.keep((state, document))
            return WrittenOutput.emit(document, format: format, &console)
        }
        var renderer = AppKitTextRenderer(options: options, style: console.style)
        renderer.render(state, file: folder, bundleIdentifier: bundleIdentifier)
        KeptUntilExit.keep((state, renderer.values.lines))
        WrittenOutput.emit(lines: renderer.values.lines, &console)
        return .success
    }
}
