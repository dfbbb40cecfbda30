import RestoreKit

/// The text of a part of an app build dumped alone (`dump FILE` of a Mach-O file or of a
/// `NAME.storyboardc` folder): a heading, then that part as `dump APP` shows it.
extension AppBuildTextRenderer {
    /// A Mach-O file: its slices as an app's executable line shows them, then each slice's
    /// classes with their superclasses.
    mutating func render(machOFile path: String, slices: [MachOSlice]) {
        line(style.heading(TerminalText.escaped(path)) + ": Mach-O file, " + describe(slices), indent: 0)
        for slice in slices where !slice.isEncrypted {
            line("", indent: 0)
            line(style.heading("classes of " + TerminalText.escaped(slice.architecture)) + " (\(slice.classes.count))", indent: 0)
            for definition in slice.classes {
                line(className(definition.name) + (definition.superclassName.map { " : " + className($0) } ?? ""), indent: 1)
            }
        }
    }

    /// A compiled storyboard folder: the storyboard as an app's list shows it.
    mutating func render(storyboardFolder storyboard: AppStoryboard) {
        line(style.heading(TerminalText.escaped(storyboard.path)) + ": compiled storyboard", indent: 0)
        render(storyboard)
    }
}
