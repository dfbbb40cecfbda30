#!/usr/bin/env python3
"""Writes the compiled storyboards and nibs of Fixtures/apps/nib: NIBArchive files built byte by
byte from the public description of the format (nibsqueeze's NibArchive.md, see README.md), the
storyboards' Info.plist and the old keyed-archive nib with Python's plistlib. Nothing here comes
from restorectl. Run from anywhere: python3 Fixtures/apps/nib/generate.py"""
import os
import plistlib
import shutil
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
UID = plistlib.UID

# Value types of the NibArchive value table.
INT8, INT16, INT32, INT64, TRUE, FALSE, FLOAT, DOUBLE, DATA, NIL, OBJECT = range(11)


def varint(number):
    """7-bit groups, least significant first; the high bit is set on the LAST byte."""
    out = bytearray()
    while True:
        group = number & 0x7F
        number >>= 7
        if number == 0:
            out.append(group | 0x80)
            return bytes(out)
        out.append(group)


class Nib:
    """A NIBArchive built object by object: `add` returns an object's index; each object is a class
    name and a list of (key, type, payload) values."""

    def __init__(self):
        self.objects = []

    def add(self, class_name, values=()):
        self.objects.append((class_name, list(values)))
        return len(self.objects) - 1

    def set_values(self, index, values):
        self.objects[index] = (self.objects[index][0], list(values))

    def string(self, text):
        """An NSString as UIKit's nib encoder writes one: its UTF-8 bytes under NS.bytes."""
        return self.add("NSString", [("NS.bytes", DATA, text.encode("utf-8"))])

    def array(self, indexes, class_name="NSArray"):
        """An NSArray: NSInlinedValue, then each element under UINibEncoderEmptyKey."""
        return self.add(class_name, [("NSInlinedValue", TRUE, None)] + [("UINibEncoderEmptyKey", OBJECT, i) for i in indexes])

    def dictionary(self, pairs):
        """An NSDictionary: NSInlinedValue, then key and object alternating under UINibEncoderEmptyKey."""
        values = [("NSInlinedValue", TRUE, None)]
        for key, value in pairs:
            values += [("UINibEncoderEmptyKey", OBJECT, key), ("UINibEncoderEmptyKey", OBJECT, value)]
        return self.add("NSDictionary", values)

    def serialize(self):
        keys, classes = [], []
        def key_index(key):
            if key not in keys:
                keys.append(key)
            return keys.index(key)
        def class_index(name):
            if name not in classes:
                classes.append(name)
            return classes.index(name)
        object_bytes, value_bytes, value_count = bytearray(), bytearray(), 0
        for class_name, values in self.objects:
            object_bytes += varint(class_index(class_name)) + varint(value_count) + varint(len(values))
            for key, kind, payload in values:
                value_bytes += varint(key_index(key)) + bytes([kind])
                value_bytes += encode_payload(kind, payload)
                value_count += 1
        key_bytes = b"".join(varint(len(k.encode())) + k.encode() for k in keys)
        # A class name's length counts its terminating NUL; no extra int32 values.
        class_bytes = b"".join(varint(len(c.encode()) + 1) + varint(0) + c.encode() + b"\0" for c in classes)
        header_size = 10 + 4 * 10
        objects_at = header_size
        keys_at = objects_at + len(object_bytes)
        values_at = keys_at + len(key_bytes)
        classes_at = values_at + len(value_bytes)
        header = b"NIBArchive" + struct.pack("<10I", 1, 9, len(self.objects), objects_at, len(keys), keys_at,
                                             value_count, values_at, len(classes), classes_at)
        return header + bytes(object_bytes) + key_bytes + bytes(value_bytes) + class_bytes


def encode_payload(kind, payload):
    if kind == INT8: return struct.pack("<b", payload)
    if kind == INT16: return struct.pack("<h", payload)
    if kind == INT32: return struct.pack("<i", payload)
    if kind == INT64: return struct.pack("<q", payload)
    if kind in (TRUE, FALSE, NIL): return b""
    if kind == FLOAT: return struct.pack("<f", payload)
    if kind == DOUBLE: return struct.pack("<d", payload)
    if kind == DATA: return varint(len(payload)) + payload
    if kind == OBJECT: return struct.pack("<I", payload)
    raise ValueError(kind)


def scene_nib(controller_class, controller_values, extra_objects=()):
    """A storyboard scene's nib as ibtool lays one out: a root object with UIKit's top keys, the
    File's Owner and storyboard placeholders (UIProxyObject), the view controller, and the outlet
    connection that sets the owner's sceneViewController."""
    nib = Nib()
    root = nib.add("NSObject")
    owner = nib.add("UIProxyObject", [("UIProxiedObjectIdentifier", OBJECT, nib.string("IBFilesOwner"))])
    storyboard = nib.add("UIProxyObject", [("UIProxiedObjectIdentifier", OBJECT, nib.string("UIStoryboardPlaceholder"))])
    controller = nib.add(controller_class)
    nib.set_values(controller, [(key, OBJECT, nib.string(text)) for key, text in controller_values])
    extras = [make(nib) for make in extra_objects]
    connection = nib.add("UIRuntimeOutletConnection", [("UILabel", OBJECT, nib.string("sceneViewController")),
                                                        ("UISource", OBJECT, owner), ("UIDestination", OBJECT, controller)])
    nib.set_values(root, [
        ("UINibTopLevelObjectsKey", OBJECT, nib.array([owner, storyboard, controller])),
        ("UINibObjectsKey", OBJECT, nib.array([owner, storyboard, controller] + extras)),
        ("UINibConnectionsKey", OBJECT, nib.array([connection])),
        ("UINibVisibleWindowsKey", OBJECT, nib.array([])),
        ("UINibKeyValuePairsKey", OBJECT, nib.array([])),
    ])
    return nib


def swapped(custom, original, identifier, restoration):
    return ("UIClassSwapper", [("UIClassName", custom), ("UIOriginalClassName", original),
                               ("UIStoryboardIdentifier", identifier), ("UIRestorationIdentifier", restoration)])


def settings_reference(nib):
    """A storyboard reference as ibtool compiles one: a placeholder whose UIStoryboardIdentifier
    is a key of the storyboard's UIViewControllerIdentifiersToExternalStoryboardReferences."""
    return nib.add("UIStoryboardViewControllerPlaceholder", [("UIStoryboardIdentifier", OBJECT, nib.string("Settings-Ref-7-abc"))])


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as file:
        file.write(data)


def info_plist(entry, identifiers, references=None):
    plist = {"UIStoryboardVersion": 1, "UIViewControllerIdentifiersToNibNames": identifiers}
    if entry:
        plist["UIStoryboardDesignatedEntryPointIdentifier"] = entry
    if references:
        plist["UIViewControllerIdentifiersToExternalStoryboardReferences"] = references
    return plistlib.dumps(plist, fmt=plistlib.FMT_BINARY, sort_keys=True)


def keyed_archive_nib(controller):
    """The old nib form (before iOS 6): an NSKeyedArchiver archive with UIKit's top keys."""
    objects = ["$null"]
    def add(value):
        objects.append(value)
        return UID(len(objects) - 1)
    array_class = add({"$classname": "NSArray", "$classes": ["NSArray", "NSObject"]})
    swapper_class = add({"$classname": "UIClassSwapper", "$classes": ["UIClassSwapper", "NSObject"]})
    proxy_class = add({"$classname": "UIProxyObject", "$classes": ["UIProxyObject", "NSObject"]})
    owner = add({"$class": proxy_class, "UIProxiedObjectIdentifier": add("IBFilesOwner")})
    fields = {"$class": swapper_class}
    for key, text in controller:
        fields[key] = add(text)
    vc = add(fields)
    top = add({"$class": array_class, "NS.objects": [owner, vc]})
    every = add({"$class": array_class, "NS.objects": [owner, vc]})
    archive = {"$archiver": "NSKeyedArchiver", "$version": 100000, "$objects": objects,
               "$top": {"UINibTopLevelObjectsKey": top, "UINibObjectsKey": every}}
    return plistlib.dumps(archive, fmt=plistlib.FMT_BINARY, sort_keys=False)


def main_storyboard(main, detail="Detail", settings="Settings"):
    """Main.storyboardc: its entry point, a navigation controller, and the scenes Master and Detail;
    Master refers to the storyboard `settings`. `detail` is Detail's storyboard identifier: another
    one is what ibtool generates once the identifier is cleared (the nib named by it, one file)."""
    nav = scene_nib("UINavigationController", [("UIStoryboardIdentifier", "UINavigationController-Nav-12-abc"),
                                               ("UIRestorationIdentifier", "NavigationController")])
    write(os.path.join(main, "UINavigationController-Nav-12-abc.nib"), nav.serialize())
    master = scene_nib(*swapped("_TtC7Example20MasterViewController", "UITableViewController", "Master", "Master"),
                       extra_objects=[settings_reference])
    write(os.path.join(main, "Master.nib"), master.serialize())
    detail_nib = scene_nib(*swapped("_TtC7Example20DetailViewController", "UIViewController", detail, "Detail"))
    if detail == "Detail":
        # A nib folder: UIKit reads objects-13.0+.nib before runtime.nib; runtime.nib here holds the
        # same scene without the restoration identifier, so a reader that picks the wrong file shows.
        write(os.path.join(main, "Detail.nib", "objects-13.0+.nib"), detail_nib.serialize())
        older = scene_nib("UIClassSwapper", [("UIClassName", "_TtC7Example20DetailViewController"),
                                             ("UIOriginalClassName", "UIViewController"), ("UIStoryboardIdentifier", "Detail")])
        write(os.path.join(main, "Detail.nib", "runtime.nib"), older.serialize())
    else:
        write(os.path.join(main, detail + ".nib"), detail_nib.serialize())
    write(os.path.join(main, "Info.plist"), info_plist("UINavigationController-Nav-12-abc", {
        "UINavigationController-Nav-12-abc": "UINavigationController-Nav-12-abc", "Master": "Master", detail: detail},
        {"Settings-Ref-7-abc": {"UIReferencedStoryboardName": settings, "UIReferencedControllerIdentifier": "Settings"}}))


def storyboards():
    main_storyboard(os.path.join(HERE, "Main.storyboardc"))
    # Issue 55's releases (Fixtures/apps/breaking): Detail's storyboard identifier cleared, and
    # Settings.storyboard renamed Preferences (Xcode changes the reference with it).
    main_storyboard(os.path.join(HERE, "MainNoDetail.storyboardc"), detail="UIViewController-Dtl-5-abc")
    main_storyboard(os.path.join(HERE, "MainPreferences.storyboardc"), settings="Preferences")

    settings = os.path.join(HERE, "Settings.storyboardc")
    write(os.path.join(settings, "Settings.nib"), keyed_archive_nib([
        ("UIClassName", "SettingsViewController"), ("UIOriginalClassName", "UIViewController"),
        ("UIStoryboardIdentifier", "Settings"), ("UIRestorationIdentifier", "Settings")]))
    write(os.path.join(settings, "Info.plist"), info_plist("Settings", {"Settings": "Settings"}))

    kit = os.path.join(HERE, "Kit.storyboardc")
    home = scene_nib(*swapped("KitViewController", "UIViewController", "KitHome", "KitHome"))
    write(os.path.join(kit, "KitHome.nib"), home.serialize())
    write(os.path.join(kit, "Info.plist"), info_plist(None, {"KitHome": "KitHome"}))


def entry_chain_nib():
    """The initial scene of Tabs.storyboardc as storyboard compilers lay out a container's scene
    (viraptor/ibtool's xibparser.py, and a second compiler's _build_swapper): the relationship
    children are made by the container's own nib, listed under both UIChildViewControllers and
    UIViewControllers, each pointing back with UIParentViewController. A tab bar controller whose
    first tab is a navigation controller with its root, and whose second is a storyboard reference
    (a placeholder UIKit replaces by Settings.storyboardc's Settings as it decodes it)."""
    nib = Nib()
    root = nib.add("NSObject")
    owner = nib.add("UIProxyObject", [("UIProxiedObjectIdentifier", OBJECT, nib.string("IBFilesOwner"))])
    storyboard = nib.add("UIProxyObject", [("UIProxiedObjectIdentifier", OBJECT, nib.string("UIStoryboardPlaceholder"))])
    tabs, navigation, feed = nib.add("UITabBarController"), nib.add("UINavigationController"), nib.add("UIViewController")
    reference = nib.add("UIStoryboardViewControllerPlaceholder")
    nib.set_values(reference, [("UIStoryboardIdentifier", OBJECT, nib.string("Settings-Ref-9-abc")),
                               ("UIParentViewController", OBJECT, tabs)])

    def controller(index, values, parent=None, children=()):
        values = [(key, OBJECT, nib.string(text)) for key, text in values]
        if children:
            values += [("UIChildViewControllers", OBJECT, nib.array(children)),
                       ("UIViewControllers", OBJECT, nib.array(children, "NSMutableArray"))]
        if parent is not None:
            values.append(("UIParentViewController", OBJECT, parent))
        nib.set_values(index, values)

    controller(tabs, [("UIStoryboardIdentifier", "UITabBarController-Tab-1-abc"), ("UIRestorationIdentifier", "TabController")],
               children=[navigation, reference])
    controller(navigation, [("UIRestorationIdentifier", "NavigationController")], parent=tabs, children=[feed])
    controller(feed, [("UIStoryboardIdentifier", "Feed"), ("UIRestorationIdentifier", "FeedViewController")], parent=navigation)
    connection = nib.add("UIRuntimeOutletConnection", [("UILabel", OBJECT, nib.string("sceneViewController")),
                                                        ("UISource", OBJECT, owner), ("UIDestination", OBJECT, tabs)])
    nib.set_values(root, [
        ("UINibTopLevelObjectsKey", OBJECT, nib.array([owner, storyboard, tabs])),
        ("UINibObjectsKey", OBJECT, nib.array([owner, storyboard, tabs, navigation, feed, reference])),
        ("UINibConnectionsKey", OBJECT, nib.array([connection])),
        ("UINibVisibleWindowsKey", OBJECT, nib.array([])),
        ("UINibKeyValuePairsKey", OBJECT, nib.array([])),
    ])
    return nib


def tabs_storyboard(folder, fixed):
    """Tabs.storyboardc (issue 53), the main storyboard of Fixtures/apps/migration's Routes builds:
    its entry chain (entry_chain_nib) and pushed scenes. Unless `fixed`: Compose's view controller has
    no restoration identifier, Profile's nib is missing, and Broken's nib is cut inside its header."""
    entry = "UITabBarController-Tab-1-abc"
    write(os.path.join(folder, entry + ".nib"), entry_chain_nib().serialize())
    write(os.path.join(folder, "Feed.nib"), scene_nib("UIViewController", [
        ("UIStoryboardIdentifier", "Feed"), ("UIRestorationIdentifier", "FeedViewController")]).serialize())
    compose = [("UIStoryboardIdentifier", "Compose")] + ([("UIRestorationIdentifier", "Compose")] if fixed else [])
    write(os.path.join(folder, "Compose.nib"), scene_nib("UIViewController", compose).serialize())
    profile = scene_nib("UIViewController", [("UIStoryboardIdentifier", "Profile"), ("UIRestorationIdentifier", "Profile")])
    if fixed:
        write(os.path.join(folder, "Profile.nib"), profile.serialize())
    broken = scene_nib("UIViewController", [("UIStoryboardIdentifier", "Broken"), ("UIRestorationIdentifier", "Broken")])
    write(os.path.join(folder, "Broken.nib"), broken.serialize() if fixed else broken.serialize()[:30])
    write(os.path.join(folder, "Info.plist"), info_plist(entry, {
        entry: entry, "Feed": "Feed", "Compose": "Compose", "Profile": "Profile", "Broken": "Broken"},
        {"Settings-Ref-9-abc": {"UIReferencedStoryboardName": "Settings", "UIReferencedControllerIdentifier": "Settings"}}))


def standalone():
    """One nib per value type, and one whose objects refer to themselves and to each other."""
    nib = Nib()
    root = nib.add("NSObject")
    other = nib.add("UIView")
    nib.set_values(root, [
        ("int8", INT8, -100), ("int16", INT16, -30000), ("int32", INT32, -2000000000),
        ("int64", INT64, -9000000000000000000), ("true", TRUE, None), ("false", FALSE, None),
        ("float", FLOAT, 1.5), ("double", DOUBLE, -2.25), ("data", DATA, bytes([0, 1, 0xFE, 0xFF])),
        ("nil", NIL, None), ("object", OBJECT, other), ("string", OBJECT, nib.string("Grüße")),
        ("dictionary", OBJECT, nib.dictionary([(nib.string("key"), nib.string("value"))])),
    ])
    write(os.path.join(HERE, "values.nib"), nib.serialize())

    cycle = Nib()
    first = cycle.add("NSObject")
    second = cycle.add("UIView")
    cycle.set_values(first, [("self", OBJECT, first), ("next", OBJECT, second)])
    cycle.set_values(second, [("back", OBJECT, first), ("self", OBJECT, second)])
    write(os.path.join(HERE, "cycle.nib"), cycle.serialize())

    # UINibEncoder writes a value encoded without a key (-encodeObject:) under UINibEncoderEmptyKey,
    # once per call: outside the NSInlinedValue collection form the key repeats, in the root's keys
    # too, and interleaved with other keys.
    repeated = Nib()
    top = repeated.add("NSObject")
    coder = repeated.add("UnkeyedCoder")
    repeated.set_values(coder, [
        ("UINibEncoderEmptyKey", OBJECT, repeated.string("first")), ("title", OBJECT, repeated.string("between")),
        ("UINibEncoderEmptyKey", OBJECT, repeated.string("second")), ("UINibEncoderEmptyKey", INT8, 3),
    ])
    repeated.set_values(top, [("coder", OBJECT, coder), ("UINibEncoderEmptyKey", INT8, 1), ("UINibEncoderEmptyKey", INT8, 2)])
    write(os.path.join(HERE, "repeated.nib"), repeated.serialize())


def main():
    for name in ("Main.storyboardc", "MainNoDetail.storyboardc", "MainPreferences.storyboardc", "Settings.storyboardc",
                 "Kit.storyboardc", "Tabs.storyboardc", "TabsFixed.storyboardc"):
        shutil.rmtree(os.path.join(HERE, name), ignore_errors=True)
    storyboards()
    tabs_storyboard(os.path.join(HERE, "Tabs.storyboardc"), fixed=False)
    tabs_storyboard(os.path.join(HERE, "TabsFixed.storyboardc"), fixed=True)
    standalone()


if __name__ == "__main__":
    main()
