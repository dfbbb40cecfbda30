// swift-tools-version:6.0
// restorectl as a SwiftPM command plugin, in a package of its own so that an app's package that
// uses it gets the prebuilt binary and nothing to compile but the plugin's one file:
//
//     swift package restorectl validate --app build/Example.app saved-state/
//
// runs `restorectl validate --app build/Example.app saved-state/` in the folder swift package was run
// in. The plugin asks for no permissions: restorectl reads, and SwiftPM's sandbox (on macOS) lets a
// plugin read. A command that writes a file inside the package (report -o, set, create, pull -o)
// needs `swift package --allow-writing-to-package-directory restorectl ...` (or
// --allow-writing-to-directory DIR for another folder). See docs/install.md in the repository.
import PackageDescription

/// The release whose binary the plugin runs; Tests/restorectlTests/PackagingTests.swift keeps it equal
/// to `restorectl --version`.
let version = "0.2.0"

/// The binary: restorectl's SE-0305 artifact bundle. The project has no public home yet, so no release
/// can be downloaded, and the bundle is the one `make dist` writes in this repository's dist/ folder
/// (or RESTORECTL_ARTIFACT_BUNDLE, a path relative to this folder: SwiftPM takes no absolute path).
/// Once releases are published, this is the line that changes, to the release's URL and checksum (the
/// value in its .sha256 file), and the package moves to a repository of its own (SwiftPM takes a
/// package from a repository's root):
///
///     .binaryTarget(
///         name: "restorectl",
///         url: "https://github.com/restorectl/restorectl/releases/download/\(version)/restorectl-\(version).artifactbundle.zip",
///         checksum: "...")
let binary: Target = .binaryTarget(
    name: "restorectl",
    path: Context.environment["RESTORECTL_ARTIFACT_BUNDLE"] ?? "../../dist/restorectl-\(version).artifactbundle.zip")

let package = Package(
    name: "restorectl-plugin",
    products: [.plugin(name: "RestorectlCommand", targets: ["RestorectlCommand"])],
    targets: [
        binary,
        .plugin(
            name: "RestorectlCommand",
            capability: .command(
                intent: .custom(verb: "restorectl", description: "Runs restorectl with the arguments given")),
            dependencies: ["restorectl"]),
    ]
)
