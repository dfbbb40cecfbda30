import RestoreKit

/// `restorectl dump` of UIKit saved state: an archive, a `.savedState` folder, or both.
enum UIKitDump {
    /// Shows `saved`, the objects at `selected` and below only when it is given: one view,
    /// selected once (`RestorationView`), written as text or as its document.
    static func run(
        _ saved: LoadedSavedState, name: String, selected: String?, options: KeyedArchive.Options
    ) throws(CommandFailure) -> CommandResult {
        if let selected, saved.archive?.object(at: selected) == nil {
            let why =
                saved.archive.map {
                    suggestion(for: selected, among: $0.objects.map(\.path)) + " (see restorectl paths)"
                }
                ?? ": saved state without a view-controller archive (no data.data)"
            throw CommandFailure(NotInInput("no object at path '\(selected)'" + why), subject: name)
        }
        let view = RestorationView(saved, within: selected)
        return CommandResult(RestorationDumpView(view: view, name: name, options: options))
    }
}
