#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The value of the environment variable `name`, or nil when it is unset or empty.
func environmentValue(_ name: String) -> String? {
    guard let value = getenv(name), value.pointee != 0 else { return nil }
    return String(cString: value)
}

/// The user's home folder: `HOME`, or the password database's entry when `HOME` is unset
/// (as under some launchd jobs and `env -i`).
func homeFolder() -> String? {
    if let home = environmentValue("HOME") { return home }
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir, directory.pointee != 0 else {
        return nil
    }
    return String(cString: directory)
}

#if RESTORECTL_FAULT_INJECTION
    /// Whether the tests asked the step `point` to fail (`RESTORECTL_FAULT_INJECTION=point`), to check
    /// that a failure there leaves everything as it was. Debug builds only.
    func faultInjected(_ point: String) -> Bool {
        environmentValue("RESTORECTL_FAULT_INJECTION") == point
    }
#endif
