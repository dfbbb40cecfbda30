/// A failure already reported on standard error: the command ends with `status`.
struct ReportedFailure: Error {
    var status: ExitStatus

    /// A failure that ends the command with `status`.
    init(_ status: ExitStatus) {
        self.status = status
    }
}
