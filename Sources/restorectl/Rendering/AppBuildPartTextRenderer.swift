import RestoreKit

/// The text of a part of an app build dumped alone (`dump FILE` of a Mach-O file, of a
/// `NAME.storyboardc` folder or of a compiled nib): a heading, then that part as `dump APP` shows it.
extension AppBuildTextRenderer {
    /// A Mach-O file: its slices as an app's executable line shows them, then each slice's
    /// classes with their superclasses.
    mutating func render(machOFile path: String, slices: [MachOSlice]) {
        line(style.heading(TerminalText.escaped(path)) + ": Mach-O file, " + describe(slices), indent: 0)
        for slice in slices where !slice.isEncrypted {
            line("", indent: 0)
            line(
                style.heading("classes of " + TerminalText.escaped(slice.architecture)) + " (\(slice.classes.count))",
                indent: 0)
            for definition in slice.classes {
                line(
                    className(definition.name) + (definition.superclassName.map { " : " + className($0) } ?? ""),
                    indent: 1)
            }
        }
    }

    /// A compiled storyboard folder: the storyboard as an app's list shows it.
    mutating func render(storyboardFolder storyboard: AppStoryboard) {
        line(style.heading(TerminalText.escaped(storyboard.path)) + ": compiled storyboard", indent: 0)
        render(storyboard)
    }

    /// A compiled nib: its form (and the file UIKit reads in a folder), its top-level objects, and
    /// its view controllers as a storyboard's scenes show them.
    mutating func render(nib path: String, summary: NibSummary) {
        let form = summary.isNIBArchive ? "NIBArchive" : "keyed archive"
        line(
            style.heading(TerminalText.escaped(path)) + ": compiled nib (" + form + ")"
                + (summary.fileInFolder.map { ", UIKit reads " + quoted($0) } ?? ""), indent: 0)
        line(style.heading("top objects") + " (\(summary.topObjects.count))", indent: 1)
        for object in summary.topObjects {
            var text = className(object.className)
            if let original = object.originalClassName { text += " standing for " + className(original) }
            if let placeholder = object.placeholderIdentifier { text += " placeholder " + quoted(placeholder) }
            line(text, indent: 2)
        }
        line(style.heading("view controllers") + " (\(summary.contents.viewControllers.count))", indent: 1)
        for controller in summary.contents.viewControllers {
            line(describe(controller, sceneIdentifier: nil), indent: 2)
        }
    }
}
