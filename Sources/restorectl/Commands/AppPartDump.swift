import RestoreKit

/// `restorectl dump FILE` of a part of an app build: a Mach-O file, a `NAME.storyboardc` folder or
/// a compiled nib, shown as `dump APP` shows that part.
enum AppPartDump {
    /// Shows a Mach-O file, a compiled storyboard or a nib alone: exit 3, in one line, when its
    /// header, Info.plist or nib cannot be read (a scene's nib that cannot be is shown as unreadable).
    static func run(
        _ part: SavedStateInput.BuildPart, in files: PlatformFiles, format: OutputFormat, _ console: inout Console
    ) -> ExitStatus {
        // Only the form asked for is made: the JSON document or the text lines.
        var renderer = AppBuildTextRenderer(style: console.style)
        switch part {
        case .machO(let path):
            let slices: [MachOSlice]
            do throws(FileError) {
                let bytes = try files.contents(of: path)
                do throws(MachOError) { slices = try MachOFile.slices(of: bytes) } catch {
                    return console.report(error, "not a readable Mach-O file: \(error)", subject: path)
                }
            } catch {
                return console.report(error, "not a readable Mach-O file: \(error)", subject: path)
            }
            if format.isDocument {
                return WrittenOutput.emit(AppBuild.machOFileJSON(path, slices: slices), format: format, &console)
            }
            renderer.render(machOFile: path, slices: slices)
        case .storyboard(let path):
            let storyboard: CompiledStoryboard
            do throws(NibError) {
                storyboard = try CompiledStoryboard.read(at: path, in: files)
            } catch {
                return console.report(error, "not a readable compiled storyboard: " + error.description, subject: path)
            }
            // Alone, it is in no bundle: its place in one is the app's to say.
            let part = AppStoryboard(
                name: storyboard.name, path: path, location: AppBundleLocation(), contents: .success(storyboard))
            if format.isDocument {
                return WrittenOutput.emit(AppBuild.storyboardFolderJSON(part), format: format, &console)
            }
            renderer.render(storyboardFolder: part)
        case .nib(let path):
            let summary: NibSummary
            do throws(NibError) {
                summary = try CompiledNib.summary(at: path, in: files)
            } catch {
                return console.report(error, "not a readable compiled nib: " + error.description, subject: path)
            }
            if format.isDocument {
                return WrittenOutput.emit(AppBuild.nibJSON(path, summary: summary), format: format, &console)
            }
            renderer.render(nib: path, summary: summary)
        }
        WrittenOutput.emit(lines: renderer.lines, &console)
        return .success
    }
}
