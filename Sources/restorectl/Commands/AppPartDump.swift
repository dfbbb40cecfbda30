import RestoreKit

/// `restorectl dump FILE` of a part of an app build: a Mach-O file, a `NAME.storyboardc` folder or
/// a compiled nib, shown as `dump APP` shows that part.
enum AppPartDump {
    /// Shows a Mach-O file, a compiled storyboard or a nib alone: exit 3, in one line, when its
    /// header, Info.plist or nib cannot be read (a scene's nib that cannot be is shown as unreadable).
    static func run(_ part: SavedStateInput.BuildPart, in files: PlatformFiles) throws(CommandFailure)
        -> CommandResult
    {
        switch part {
        case .machO(let path):
            let bytes: [UInt8]
            do throws(FileError) { bytes = try files.contents(of: path) } catch {
                throw CommandFailure(error, "not a readable Mach-O file: \(error)", subject: path)
            }
            do throws(MachOError) {
                return CommandResult(AppBuildPartView.machO(path: path, slices: try MachOFile.slices(of: bytes)))
            } catch {
                throw CommandFailure(error, "not a readable Mach-O file: \(error)", subject: path)
            }
        case .storyboard(let path):
            let storyboard: CompiledStoryboard
            do throws(NibError) {
                storyboard = try CompiledStoryboard.read(at: path, in: files)
            } catch {
                throw CommandFailure(error, "not a readable compiled storyboard: " + error.description, subject: path)
            }
            // Alone, it is in no bundle: its place in one is the app's to say.
            return CommandResult(
                AppBuildPartView.storyboard(
                    AppStoryboard(
                        name: storyboard.name, path: path, location: AppBundleLocation(),
                        contents: .success(storyboard))))
        case .nib(let path):
            do throws(NibError) {
                return CommandResult(
                    AppBuildPartView.nib(path: path, summary: try CompiledNib.summary(at: path, in: files)))
            } catch {
                throw CommandFailure(error, "not a readable compiled nib: " + error.description, subject: path)
            }
        }
    }
}
