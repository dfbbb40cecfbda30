/// The JSON forms of a part of an app build dumped alone (`dump FILE` of a Mach-O file, of a
/// `NAME.storyboardc` folder or of a compiled nib): the same members as that part of `dump APP`'s document, after
/// `file` and `kind` (docs/cli.md documents both shapes).
extension AppBuild {
    /// `{"file", "kind": "machO", "slices": [{"architecture", "fileOffset", "size", "encrypted",
    /// "classCount", "classes": [{"name", "displayName", "superclassName"}]}]}`: each slice with
    /// its classes in class-list order (an encrypted slice's are unknown: empty, `classCount` null).
    package static func machOFileJSON(_ path: String, slices: [MachOSlice]) -> JSONValue {
        .object([
            ("file", .string(path)), ("kind", .string("machO")),
            (
                "slices",
                .array(
                    slices.map { slice in
                        .object(members(slice) + [("classes", .array(slice.classes.map { .object(members($0)) }))])
                    })
            ),
        ])
    }

    /// `{"file", "kind": "storyboard", "name", "path", "framework", "localization", "error",
    /// "entryPoint", "scenes"}`: a storyboard as `dump APP`'s `storyboards` show each.
    package static func storyboardFolderJSON(_ storyboard: AppStoryboard) -> JSONValue {
        .object([("file", .string(storyboard.path)), ("kind", .string("storyboard"))] + members(storyboard))
    }

    /// `{"file", "kind": "nib", "format", "fileInFolder", "topObjects": [{"className", "displayName",
    /// "originalClassName", "placeholderIdentifier"}], "viewControllers"}`: `format` is `NIBArchive`
    /// or `keyedArchive`; `fileInFolder` the file UIKit reads in a nib folder (null for a file);
    /// each view controller as a storyboard scene's.
    package static func nibJSON(_ path: String, summary: NibSummary) -> JSONValue {
        .object([
            ("file", .string(path)), ("kind", .string("nib")),
            ("format", .string(summary.isNIBArchive ? "NIBArchive" : "keyedArchive")),
            ("fileInFolder", json(summary.fileInFolder)),
            (
                "topObjects",
                .array(
                    summary.topObjects.map { object in
                        .object([
                            ("className", .string(object.className)),
                            ("displayName", .string(SwiftClassName.demangled(object.className) ?? object.className)),
                            ("originalClassName", json(object.originalClassName)),
                            ("placeholderIdentifier", json(object.placeholderIdentifier)),
                        ])
                    })
            ),
            ("viewControllers", .array(summary.contents.viewControllers.map(json))),
        ])
    }
}
