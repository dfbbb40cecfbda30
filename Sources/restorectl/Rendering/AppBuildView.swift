import RestoreKit

/// `dump APP`: what an app build offers to restoration, as lines (`AppBuildTextRenderer`) or as
/// its document.
struct AppBuildView: CommandView {
    let build: AppBuild

    /// What a build without a main executable to read is told.
    static let noMainExecutable =
        "no main executable: CFBundleExecutable is missing or names no file of the bundle; its classes are unknown"

    func document() -> JSONValue { build.json }

    func lines(style: TextStyle) -> [String] {
        var renderer = AppBuildTextRenderer(style: style)
        renderer.render(build)
        return renderer.lines
    }
}

/// `dump` of one part of an app build (a Mach-O file, a compiled storyboard, a compiled nib),
/// as `dump APP` shows that part.
enum AppBuildPartView: CommandView {
    case machO(path: String, slices: [MachOSlice])
    case storyboard(AppStoryboard)
    case nib(path: String, summary: NibSummary)

    func document() -> JSONValue {
        switch self {
        case .machO(let path, let slices): AppBuild.machOFileJSON(path, slices: slices)
        case .storyboard(let part): AppBuild.storyboardFolderJSON(part)
        case .nib(let path, let summary): AppBuild.nibJSON(path, summary: summary)
        }
    }

    func lines(style: TextStyle) -> [String] {
        var renderer = AppBuildTextRenderer(style: style)
        switch self {
        case .machO(let path, let slices): renderer.render(machOFile: path, slices: slices)
        case .storyboard(let part): renderer.render(storyboardFolder: part)
        case .nib(let path, let summary): renderer.render(nib: path, summary: summary)
        }
        return renderer.lines
    }
}
