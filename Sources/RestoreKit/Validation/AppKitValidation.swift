/// The `validate` findings of an AppKit saved state.
extension AppKitSavedState {
    /// One finding per record that cannot be read, naming its file, offset, window and reason:
    /// `unreadable-record` for damage, `undecryptable-record` for what real folders hold
    /// normally; without `windows.plist`, one `missing-window-list` finding instead of a finding
    /// for every record it leaves without a key.
    package var findings: [ValidationFinding] {
        var findings: [ValidationFinding] = []
        let records = self.records
        if !hasWindowList && !records.isEmpty {
            findings.append(
                ValidationFinding(
                    .missingWindowList,
                    "\(records.count) record\(records.count == 1 ? "" : "s") but no \(Self.windowListName), which holds their keys: none can be decrypted"
                ))
        }
        for record in records {
            guard let error = record.error else { continue }
            // Without windows.plist every framed record fails for that one reason, reported above.
            if !hasWindowList && record.payload != nil { continue }
            var subject = record.location
            if let id = record.windowID { subject += ", window \(id)" }
            if let name = record.className { subject += ", " + name }
            let rule: ValidationRule = record.problem == .undecryptable ? .undecryptableRecord : .unreadableRecord
            findings.append(ValidationFinding(rule, "\(subject): \(error)"))
        }
        return findings
    }
}
