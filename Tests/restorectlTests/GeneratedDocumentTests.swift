import Foundation
import RestoreKit
import Testing

/// SplitMix64: a small seeded generator, so every run makes the same documents.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Documents in the exact shape `dump --format json` prints, made at random from a seed: a tree of
/// objects with every kind of typed value, so that the round trip is checked beyond the fixtures.
struct DocumentGenerator {
    var random: SeededGenerator
    var paths: [String] = []

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func text() -> JSONValue {
        .string(
            pick([
                "", "plain", "quote \" backslash \\ newline \n", "Boîte de réception", "詳細 𝄞", "tab\tcontrol\u{1}",
                "$dollar", "a.b",
            ]))
    }

    mutating func scalar() -> JSONValue {
        switch random.next() % 9 {
        case 0: return text()
        case 1: return .integer(PropertyListInteger(Int64(bitPattern: random.next()) >> Int64(random.next() % 64)))
        case 2: return .integer(PropertyListInteger(UInt64.max - random.next() % 3))
        case 3: return .real(pick([0.5, -120.25, 1e300, 3.0, -0.0]))
        case 4: return .boolean(chance(50))
        case 5:
            return .wrapper(
                "$date", .string(pick(["2014-05-02T14:51:00Z", "2001-01-01T00:00:00.25Z", "1970-01-01T00:00:00Z"])))
        case 6: return .wrapper("$data", .string(pick(["", "AAECAw==", "aGVsbG8gd29ybGQ="])))
        case 7: return paths.isEmpty ? .null : .wrapper("$ref", .string(pick(paths)))
        default: return .null
        }
    }

    mutating func value(depth: Int) -> JSONValue {
        guard depth < 4 else { return scalar() }
        switch random.next() % 7 {
        case 0: return .array((0..<random.next() % 4).map { _ in value(depth: depth + 1) })
        case 1: return .object((0..<random.next() % 4).map { "key\($0)" }.map { ($0, value(depth: depth + 1)) })
        case 2:
            return .wrapper(
                "$archive", .object([("inner", value(depth: depth + 1)), ("count", .integer(PropertyListInteger(7)))]))
        case 3: return .object([("$class", .string("Example.Model")), ("name", text()), ("size", scalar())])
        default: return scalar()
        }
    }

    mutating func document() -> JSONValue {
        var tree = ["Root"]
        for _ in 0..<(1 + random.next() % 6) {
            let parent = pick(tree)
            tree.append("\(parent)/:[\(random.next() % 3)]:/Child\(tree.count)")
        }
        paths = tree
        let set = PathSetOracle(paths: tree)
        let objects: [JSONValue] = tree.enumerated().map { position, path in
            let name = pick(["UINavigationController", "Example.ListViewController", "_TtC7Example4Grid"])
            // The dump adds the demangled name after a Swift runtime name, as written here by hand.
            let swiftName: [(String, JSONValue)] =
                name == "_TtC7Example4Grid" ? [("swiftClassName", .string("Example.Grid"))] : []
            let storyboard: JSONValue =
                chance(30)
                ? .object([
                    ("name", .string("Main")),
                    ("bundlePath", chance(50) ? .string("/x/Frameworks/Kit.framework") : .null),
                    ("identifier", chance(50) ? .string("List") : .null),
                ])
                : .null
            var state: [(String, JSONValue)] = [("kViewControllerViewWasLoadedKey", .boolean(true))]
            for index in 0..<(random.next() % 5) { state.append(("value\(index)", value(depth: 0))) }
            return .object(
                [
                    ("path", .string(path)),
                    ("components", .array(IdentifierPath.components(path).map(JSONValue.string))),
                    ("parent", set.parent(of: path).map(JSONValue.string) ?? .null),
                    ("restorationClass", chance(30) ? .string("Example.Restorer") : .null),
                    ("className", .string(name)),
                ] + swiftName + [
                    ("isViewController", .boolean(position == 0 || chance(70))),
                    ("storyboard", storyboard),
                    ("listed", .boolean(true)),
                    ("storage", .string(chance(50) ? "data" : "mutableData")),
                    ("error", .null),
                    ("state", .object(state)),
                ])
        }
        let metadata: JSONValue = .object([
            ("bundleVersion", .string("4.2")), ("systemVersion", .string("26.1")), ("idiom", .string("pad")),
            ("idiomValue", .integer(PropertyListInteger(1))), ("timestamp", .string("2025-11-22T09:14:03.5Z")),
            ("archiveVersion", .string("2.1")),
            (
                "keys",
                .object([
                    ("bundleVersion", .string("UIApplicationStateRestorationBundleVersion")),
                    ("systemVersion", .string("UIApplicationStateRestorationSystemVersionKey")),
                    ("idiom", .string("UIApplicationStateRestorationUserInterfaceIdiom")),
                    ("timestamp", .string("UIApplicationStateRestorationTimestamp")),
                ])
            ),
        ])
        return .object([
            ("metadata", metadata),
            ("firstResponders", .array(chance(50) ? [.string(pick(tree))] : [])),
            (
                "sizeClasses",
                .object(
                    chance(50)
                        ? [("Main", .object([("horizontal", .string("compact")), ("vertical", .string("regular"))]))]
                        : [])
            ),
            ("ignoreSnapshot", chance(50) ? .boolean(chance(50)) : .null),
            ("objects", .array(objects)),
            (
                "extra",
                .object([
                    ("launchCount", .integer(PropertyListInteger(Int(random.next() % 100)))), ("lastDocument", text()),
                ])
            ),
            ("inProgress", .null),
            ("scenes", .array([])),
        ])
    }
}

/// The nearest preserved ancestor of each path, as the dump computes `parent`.
struct PathSetOracle {
    var paths: [String]
    func parent(of path: String) -> String? {
        paths.filter { $0 != path && path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }
}

@Test(arguments: 1...24)
func createRoundTripsGeneratedDocuments(seed: UInt64) throws {
    var generator = DocumentGenerator(random: SeededGenerator(state: seed))
    let document = generator.document()
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("data.data")
    let created = try Tool.run(["create", "-", "-o", output.path], input: Data(document.serialized().utf8))
    #expect(created.status == 0, "seed \(seed): \(created.error)")
    let dumped = try Tool.run(["dump", "--format", "json", output.path])
    #expect(dumped.status == 0, "seed \(seed): \(dumped.error)")
    #expect(
        withoutFile(dumped.text) == document,
        "seed \(seed): dump differs from the document\n\(document.serialized())\n\(dumped.text)")
    #expect(try Tool.run(["validate", output.path]).status == 0, "seed \(seed)")
}

/// `{"$uid": n}` names the object at index n of the written coder archive, one that contains it:
/// here the first object placed, so a cycle comes back as the same back reference.
@Test func createWritesBackReferencesAsCycles() throws {
    let folder = try Tool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("data.data")
    let document =
        #"{"objects": [{"path": "A", "state": {"node": {"$class": "Node", "name": "n", "me": {"$uid": 1}}}}]}"#
    let created = try Tool.run(["create", "-", "-o", output.path], input: Data(document.utf8))
    #expect(created.status == 0, "\(created.error)")
    let value = try Tool.run(["get", output.path, "A", "node", "--format", "json"])
    #expect(value.text.contains(#""me": {"$uid": 1}"#), "\(value.text)")
}
