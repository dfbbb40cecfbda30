// Helpers for the fixture generator (main.swift): Foundation's NSKeyedArchiver, an encoder nobody
// on this project wrote, used the way UIKit uses it (see ../../../shared/spec/restoration-archive.md).
import Foundation

/// Stands in for UIKit's `_UIObjectIdentifierPathProxy`; renamed after encoding, because
/// Foundation on Linux ignores `setClassName(_:for:)`.
final class PathProxy: NSObject, NSCoding {
    let path: String
    init(_ path: String) { self.path = path }
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) {
        coder.encode(path as NSString, forKey: "kObjectIdentifierPathProxyIdentifierPathKey")
    }
}

/// Stands in for UIKit's `_UIStoryboardProxy`.
final class StoryboardProxy: NSObject, NSCoding {
    let name: String
    let bundlePath: String?
    init(_ name: String, bundlePath: String? = nil) { self.name = name; self.bundlePath = bundlePath }
    required init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) {
        coder.encode(name as NSString, forKey: "kStoryboardNameKey")
        if let bundlePath { coder.encode(bundlePath as NSString, forKey: "kStoryboardBundlePathKey") }
    }
}

let module = String(reflecting: PathProxy.self).split(separator: ".").first.map(String.init) ?? "generate"
let renames: [String: [String]] = [
    "\(module).PathProxy": ["_UIObjectIdentifierPathProxy", "NSObject"],
    "\(module).StoryboardProxy": ["_UIStoryboardProxy", "NSObject"],
]

/// Gives the proxies UIKit's class names: decode with PropertyListSerialization, edit, write back.
func renameClasses(_ data: Data, extra: [String: [String]] = [:]) -> Data {
    let renames = renames.merging(extra) { _, new in new }
    var format = PropertyListSerialization.PropertyListFormat.binary
    guard var plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format) as? [String: Any],
          var objects = plist["$objects"] as? [Any] else { fatalError("cannot re-read an archive Foundation wrote") }
    for (index, object) in objects.enumerated() {
        guard var description = object as? [String: Any], let name = description["$classname"] as? String,
              let chain = renames[name] else { continue }
        description["$classname"] = chain[0]
        description["$classes"] = chain
        objects[index] = description
    }
    plist["$objects"] = objects
    return try! PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
}

/// One archive made by encoding keys on an NSKeyedArchiver, as UIKit makes each coder.
func archive(_ encode: (NSKeyedArchiver) -> Void) -> Data {
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    encode(archiver)
    archiver.finishEncoding()
    return renameClasses(archiver.encodedData)
}

/// A preserved object's coder: UIKit's bookkeeping keys, then the app's own.
struct Preserved {
    var path: String
    var className: String
    var isViewController = true
    var restorationClass: String? = nil
    var mutableData = false
    /// Whether kRootRestorationIdentifiersKey lists the path (UIKit always lists what it saves).
    var listed = true
    /// Bytes to store instead of an encoded coder, for a fixture whose coder is broken.
    var coderBytes: Data? = nil
    var state: (NSKeyedArchiver) -> Void = { _ in }

    var coder: Data {
        if let coderBytes { return coderBytes }
        return archive { coder in
            coder.encode(className as NSString, forKey: "kUIStateRestorationClassNameKey")
            coder.encode(isViewController, forKey: "kObjectIsViewControllerKey")
            if isViewController { coder.encode(true, forKey: "kViewControllerViewWasLoadedKey") }
            state(coder)
        }
    }
}

/// What goes into a root archive besides the objects.
struct Root {
    var bundleVersion = "1.2.2.198"
    var systemVersion = "17.4"
    var idiom = 0
    var timestamp = Date(timeIntervalSinceReferenceDate: 420_735_060)
    /// Hand-made archives spell the metadata keys with `Key`; UIKit without.
    var keySuffix = ""
    var objects: [Preserved] = []
    /// Paths listed in kRootRestorationIdentifiersKey beyond the objects' own (duplicates, missing ones).
    var extraListedPaths: [String] = []
    var hasSystemVersion = true
    var extras: (NSKeyedArchiver) -> Void = { _ in }
}

func rootArchive(_ root: Root) -> Data {
    archive { archiver in
        archiver.encode(2, forKey: "kUIStateRestorationArchiveMajorVersionKey")
        archiver.encode(1, forKey: "kUIStateRestorationArchiveMinorVersionKey")
        archiver.encode(root.bundleVersion as NSString, forKey: "UIApplicationStateRestorationBundleVersion" + root.keySuffix)
        if root.hasSystemVersion {
            archiver.encode(root.systemVersion as NSString, forKey: "UIApplicationStateRestorationSystemVersion" + root.keySuffix)
        }
        archiver.encode(root.idiom, forKey: "UIApplicationStateRestorationUserInterfaceIdiom" + root.keySuffix)
        archiver.encode(root.timestamp as NSDate, forKey: "UIApplicationStateRestorationTimestamp" + root.keySuffix)
        let listed = root.objects.filter(\.listed).map(\.path) + root.extraListedPaths
        archiver.encode(listed.map { $0 as NSString } as NSArray, forKey: "kRootRestorationIdentifiersKey")
        let classMap = NSMutableDictionary()
        for object in root.objects {
            if let restorationClass = object.restorationClass { classMap[object.path as NSString] = restorationClass as NSString }
        }
        archiver.encode(classMap, forKey: "kViewControllerRestorationClassMapKey")
        for object in root.objects {
            let coder = object.coder
            if object.mutableData {
                archiver.encode(NSMutableData(data: coder), forKey: object.path)
            } else {
                archiver.encode(coder as NSData, forKey: object.path)
            }
        }
        root.extras(archiver)
    }
}

func children(_ paths: [String]) -> NSArray {
    paths.map { PathProxy($0) } as NSArray
}

/// A view's own nested archive, as `kViewRestorationDataKey` holds one per view.
func viewState(contentOffset: String, selectedRow: Int) -> Data {
    archive { view in
        view.encode(contentOffset as NSString, forKey: "kContentOffsetKey")
        view.encode(selectedRow, forKey: "kSelectedRowKey")
    }
}

/// Replaces the first class description named `className` by a string, so that every `$class`
/// pointing at it points at something that is not a class description.
func breakClassDescription(_ data: Data, className: String) -> Data {
    var format = PropertyListSerialization.PropertyListFormat.binary
    guard var plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format) as? [String: Any],
          var objects = plist["$objects"] as? [Any],
          let index = objects.firstIndex(where: { ($0 as? [String: Any])?["$classname"] as? String == className }) else {
        fatalError("no class description \(className) to break")
    }
    objects[index] = "not a class description"
    plist["$objects"] = objects
    return try! PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
}

func write(_ data: Data, to path: String) {
    let url = URL(fileURLWithPath: path)
    try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try! data.write(to: url)
}

/// The folder the fixtures go to: the first argument, else the current folder.
let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
