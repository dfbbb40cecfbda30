import RestoreKit

/// A failure already reported on standard error: the command ends with `status`.
struct ReportedFailure: CommandError {
    var status: ExitStatus

    /// A failure that ends the command with `status`.
    init(_ status: ExitStatus) {
        self.status = status
    }

    /// What `body` gives; or, when it fails to find or edit something in an archive, the failure
    /// that ends the command with its kind, after saying why under `subject`, with the closest path
    /// or key there is, and `pointer` after a path that is no object.
    static func reporting<Value>(
        _ subject: String, pointer: String = "", _ console: inout Console,
        _ body: () throws(RestorationEditor.Failure) -> Value
    ) throws(ReportedFailure) -> Value {
        do {
            return try body()
        } catch {
            throw ReportedFailure(
                console.report(
                    error, error.message + error.suggestion + (error.missingObject == nil ? "" : pointer),
                    subject: subject))
        }
    }
}
