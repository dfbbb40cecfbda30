import RestoreKit

/// `restorectl remove FILE PATH [KEY]`.
enum RemoveCommand {
    static let spec = CommandSpec(
        name: "remove",
        summary: "remove an object and everything below it, or one key of its coder",
        details: """
            Without KEY, removes the object at PATH and every object below its path, with their entries in \
            kRootRestorationIdentifiersKey and the restoration class map, so that the archive stays \
            consistent: use it to strip a screen that crashes on restore. References from other objects \
            into the removed subtree are left as they are (UIKit decodes a missing object as nil) and each \
            is named on standard error; validate reports them as dangling-reference. With KEY, removes that \
            key from the object's coder. FILE is replaced atomically unless -o is given.
            """,
        positionals: [
            PositionalSpec("FILE", help: "The archive to edit; - reads standard input and writes standard output."),
            PositionalSpec("PATH", help: "The identifier path of the object."),
            PositionalSpec("KEY", optional: true, help: "The coder key to remove; without it, the object goes."),
        ],
        ownOptions: EditSupport.options,
        examples: [
            ("restorectl remove data.data 'TabController/:[1]:/NavigationController/:[1]:/DetailViewController'", "strip a screen that crashes on restore"),
            ("restorectl remove data.data TabController kTabBarSelectedViewControllerKey -o test.data", "drop one saved value"),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ console: inout Console) -> ExitStatus {
        let file = ArchiveLoading.archivePath(arguments.positionals[0]), path = arguments.positionals[1]
        let name = ArchiveLoading.displayName(file)
        guard EditSupport.checkOutputOptions(file, arguments, command: "remove", &console) else { return .usage }
        guard let (original, editorRead) = EditSupport.load(file, arguments, &console) else { return .badInput }
        var editor = editorRead
        var references: [(from: String, to: String)] = []
        do throws(RestorationEditor.Failure) {
            if arguments.positionals.count > 2 {
                try editor.remove(path: path, key: arguments.positionals[2])
            } else {
                let removed = try editor.removeObject(at: path)
                references = editor.references(into: removed)
            }
        } catch {
            let paths = RestorationArchive(archive: editor.archive).objects.map(\.path)
            console.error(error.message + (error.message.hasPrefix("no object") ? suggestion(for: path, among: paths) : ""), subject: name)
            return .usage
        }
        let status = EditSupport.write(editor, original: original, file: file, arguments, &console)
        if status == .success {
            for reference in references {
                console.error("warning: `\(reference.from)` still refers to removed `\(reference.to)`", subject: name)
            }
        }
        return status
    }
}
