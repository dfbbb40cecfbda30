import RestoreKit

/// What `dump` is given, classified once, as far as it decides which view is written: an app
/// build, a part of one, a keyed archive shown as itself (`--raw`), macOS or UIKit saved state.
enum DumpInput {
    case appBuild(String)
    case buildPart(SavedStateInput.BuildPart)
    /// `--raw`: any keyed archive (a nib's included) as its `$top` keys and object graphs.
    case keyedArchive
    case appKit(SavedStateInput.AppKitFolder)
    case uikit

    /// What `input` is shown as, with `--raw` given or not.
    init(_ input: SavedStateInput, raw: Bool, in files: PlatformFiles) {
        if case .appBuild(let path) = input {
            self = .appBuild(path)
        } else if let part = input.buildPart(in: files) {
            // A nib is a keyed archive as well: --raw shows its objects (`KeyedArchive(fileOrNib:)`).
            if case .nib = part, raw { self = .keyedArchive } else { self = .buildPart(part) }
        } else if raw {
            self = .keyedArchive
        } else if case .appKit(let folder) = input {
            self = .appKit(folder)
        } else {
            self = .uikit
        }
    }

    /// Why `--raw` and `--path` do not apply to it, or nil when they may be given.
    var refusesRawAndPath: String? {
        switch self {
        case .appBuild: "--raw and --path read saved state; an app build (.app, .xcarchive, .ipa) has neither"
        case .buildPart(.machO): "--raw and --path read a keyed archive or saved state; a Mach-O file is neither"
        case .buildPart(.storyboard):
            "--raw and --path read a keyed archive or saved state; a compiled storyboard is a folder of nibs: give --raw one of its .nib files"
        case .buildPart(.nib):
            "--raw and --path read a keyed archive or saved state; a nib is no saved state: --raw shows its objects"
        case .appKit: "--path selects a UIKit identifier path; an AppKit saved state has windows"
        case .keyedArchive, .uikit: nil
        }
    }
}
