// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "restorectl",
    // The oldest systems whose standard library has every API RestoreKit uses (checked by
    // `make check-apple`); iOS so that an app's unit tests can depend on RestoreKit.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "restorectl", targets: ["restorectl"]),
        .library(name: "RestoreKit", targets: ["RestoreKit"]),
    ],
    targets: [
        // The core library: property lists, keyed archives, restoration archives. Standard library only.
        .target(name: "RestoreKit"),
        // The command-line front end: argv in, text and exit status out. Platform calls live here.
        // Debug builds, which the tests run, can make a write fail halfway on request
        // (RESTORECTL_FAULT_INJECTION=write); release builds have no such path. Extern declares
        // Linux's sync_file_range by its C symbol, which Glibc's module leaves out (Platform/Writeback.swift).
        .executableTarget(
            name: "restorectl", dependencies: ["RestoreKit"],
            swiftSettings: [
                .define("RESTORECTL_FAULT_INJECTION", .when(configuration: .debug)),
                .enableExperimentalFeature("Extern"),
            ]),
        .testTarget(
            name: "RestoreKitTests",
            dependencies: ["RestoreKit"],
            resources: [.copy("Scripts")]
        ),
        .testTarget(name: "restorectlTests", dependencies: ["restorectl", "RestoreKit"]),
    ]
)
