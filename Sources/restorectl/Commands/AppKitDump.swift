import RestoreKit

/// `restorectl dump` of a macOS (AppKit) `.savedState` folder.
enum AppKitDump {
    /// Shows the AppKit saved state `input` names, read through `files`.
    static func run(
        _ input: SavedStateInput.AppKitFolder, in files: PlatformFiles, options: KeyedArchive.Options
    ) throws(CommandFailure) -> CommandResult {
        let folder = input.folder
        let state: AppKitSavedState
        do {
            state = try AppKitSavedState(input, in: files, options: options)
        } catch {
            throw CommandFailure(error, subject: folder)
        }
        let bundleIdentifier = AppKitSavedState.bundleIdentifier(of: folder, in: files)
        return CommandResult(
            AppKitStateView(state: state, folder: folder, bundleIdentifier: bundleIdentifier, options: options))
    }
}
