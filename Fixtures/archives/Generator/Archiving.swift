// Helpers for the fixture generator (main.swift): Foundation's NSKeyedArchiver, an encoder nobody
// on this project wrote, used the way UIKit uses it (see docs/format.md).
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
    // The generated app's record classes (AppArchives.swift), under their runtime names.
    "\(module).SecureRecordStandIn": ["_TtC7Example12SecureRecord", "NSObject"],
    "\(module).LegacyRecordStandIn": ["LegacyRecord", "NSObject"],
]

/// Gives the proxies UIKit's class names: decode with PropertyListSerialization, edit, write back.
func renameClasses(_ data: Data, extra: [String: [String]] = [:]) -> Data {
    let renames = renames.merging(extra) { _, new in new }
    var format = PropertyListSerialization.PropertyListFormat.binary
    guard
        var plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            as? [String: Any],
        var objects = plist["$objects"] as? [Any]
    else { fatalError("cannot re-read an archive Foundation wrote") }
    for (index, object) in objects.enumerated() {
        guard var description = object as? [String: Any], let name = description["$classname"] as? String,
            let chain = renames[name]
        else { continue }
        description["$classname"] = chain[0]
        description["$classes"] = chain
        objects[index] = description
    }
    plist["$objects"] = objects
    return try! PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
}

/// One archive made by encoding keys on an NSKeyedArchiver, as UIKit makes each coder.
func archive(secure: Bool = false, _ encode: (NSKeyedArchiver) -> Void) -> Data {
    let archiver = NSKeyedArchiver(requiringSecureCoding: secure)
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
    /// UIStateRestorationViewControllerStoryboard: the storyboard the view controller came from.
    var storyboard: StoryboardProxy? = nil
    /// UIStateRestorationViewControllerStoryboardIdentifier.
    var storyboardIdentifier: String? = nil
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
            if let storyboard { coder.encode(storyboard, forKey: "UIStateRestorationViewControllerStoryboard") }
            if let storyboardIdentifier {
                coder.encode(
                    storyboardIdentifier as NSString, forKey: "UIStateRestorationViewControllerStoryboardIdentifier")
            }
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
    var majorVersion = 2
    /// The app delegate's keys, from application(_:willEncodeRestorableStateWith:).
    var extras: (NSKeyedArchiver) -> Void = { _ in }
    /// WindowIdentifierToSizeClassMapKey: window identifier → (horizontal, vertical), UIKit's constant names.
    var sizeClasses: [(window: String, horizontal: String, vertical: String)] = []
    var firstResponders: [String]? = nil
    var ignoreSnapshot: Bool? = nil
}

/// The root archive, its keys encoded in the order of UIKit's writer (decompiled iOS 26.1
/// `-[UIApplication _saveApplicationPreservationState:...]`, see the spec): the versions, idiom,
/// timestamp, system and bundle versions, the app delegate's keys, the size-class map, one coder
/// per object, the first responders, every object's path, the class map, the snapshot flag. That
/// order fixes the order of `$objects`; `$top` itself is a dictionary, written in the dictionary's
/// own order (hash order, as CFDictionary's is on Apple's systems).
func rootArchive(_ root: Root) -> Data {
    archive { archiver in
        archiver.encode(root.majorVersion, forKey: "kUIStateRestorationArchiveMajorVersionKey")
        archiver.encode(1, forKey: "kUIStateRestorationArchiveMinorVersionKey")
        archiver.encode(root.idiom, forKey: "UIApplicationStateRestorationUserInterfaceIdiom" + root.keySuffix)
        archiver.encode(root.timestamp as NSDate, forKey: "UIApplicationStateRestorationTimestamp" + root.keySuffix)
        if root.hasSystemVersion {
            archiver.encode(
                root.systemVersion as NSString, forKey: "UIApplicationStateRestorationSystemVersion" + root.keySuffix)
        }
        archiver.encode(
            root.bundleVersion as NSString, forKey: "UIApplicationStateRestorationBundleVersion" + root.keySuffix)
        root.extras(archiver)
        if !root.sizeClasses.isEmpty {
            let map = NSMutableDictionary()
            for entry in root.sizeClasses {
                let traits = NSMutableDictionary()
                traits["VerticalSizeClassStringKey" as NSString] = entry.vertical as NSString
                traits["HorizontalSizeClassStringKey" as NSString] = entry.horizontal as NSString
                map[entry.window as NSString] = traits
            }
            archiver.encode(map, forKey: "WindowIdentifierToSizeClassMapKey")
        }
        for object in root.objects {
            let coder = object.coder
            if object.mutableData {
                archiver.encode(NSMutableData(data: coder), forKey: object.path)
            } else {
                archiver.encode(coder as NSData, forKey: object.path)
            }
        }
        if let firstResponders = root.firstResponders {
            archiver.encode(firstResponders.map { $0 as NSString } as NSArray, forKey: "kFirstRespondersKey")
        }
        let listed = root.objects.filter(\.listed).map(\.path) + root.extraListedPaths
        archiver.encode(listed.map { $0 as NSString } as NSArray, forKey: "kRootRestorationIdentifiersKey")
        let classMap = NSMutableDictionary()
        for object in root.objects {
            if let restorationClass = object.restorationClass {
                classMap[object.path as NSString] = restorationClass as NSString
            }
        }
        archiver.encode(classMap, forKey: "kViewControllerRestorationClassMapKey")
        if let ignoreSnapshot = root.ignoreSnapshot {
            archiver.encode(ignoreSnapshot, forKey: "kIgnoreSnapshotKey")
        }
    }
}

/// `restorationInfo.plist`, which UIKit writes beside data.data: the snapshot flag as a string
/// (written as XML, as NSDictionary writes a file; the spec does not say which format UIKit uses).
func restorationInfo(ignoreSnapshot: Bool) -> Data {
    try! PropertyListSerialization.data(
        fromPropertyList: ["kIgnoreSnapshotKey": ignoreSnapshot ? "YES" : "NO"] as NSDictionary,
        format: .xml, options: 0)
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
    guard
        var plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
            as? [String: Any],
        var objects = plist["$objects"] as? [Any],
        let index = objects.firstIndex(where: { ($0 as? [String: Any])?["$classname"] as? String == className })
    else {
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
