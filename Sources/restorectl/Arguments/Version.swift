/// restorectl's version, as `--version`, the manual page and the SARIF report give it; the newest
/// release of CHANGELOG.md (a test checks that they agree).
enum Version {
    static let current = "0.2.0"
}
