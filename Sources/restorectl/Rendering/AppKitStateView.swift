import RestoreKit

/// `dump` of a macOS (AppKit) saved state: its windows and records as lines
/// (`AppKitTextRenderer`) or as its document.
struct AppKitStateView: CommandView {
    let state: AppKitSavedState
    /// The folder, as the header says it.
    let folder: String
    let bundleIdentifier: String
    let options: KeyedArchive.Options

    func document() -> JSONValue { state.json(file: folder, bundleIdentifier: bundleIdentifier, options: options) }

    func lines(style: TextStyle) -> [String] {
        var renderer = AppKitTextRenderer(options: options, style: style)
        renderer.render(state, file: folder, bundleIdentifier: bundleIdentifier)
        return renderer.values.lines
    }
}
