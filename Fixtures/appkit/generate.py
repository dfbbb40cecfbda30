#!/usr/bin/env python3
"""Writes the AppKit saved-state fixtures with encoders nobody on this project wrote: plistlib for
property lists and NSKeyedArchiver-shaped archives, the openssl command for AES-128-CBC.

Run from the package root (make fixtures). Every key is fixed or derived from a label, so the
output is the same on every run. See Fixtures/README.md for what each folder holds.
"""
import hashlib
import os
import plistlib
import struct
import subprocess
import zlib

ROOT = os.path.dirname(os.path.abspath(__file__))
GLOBAL_WINDOW = 0xFFFFFFFF


class Obj:
    """An archived object of class `name` whose coder holds `fields`."""

    def __init__(self, name, supers, **fields):
        self.name, self.supers, self.fields = name, supers, fields


def keyed_archive(top):
    """An NSKeyedArchiver archive of `top` (key -> value), laid out as Foundation lays one out:
    `$null` first, each object appended when first met and before its children, class
    descriptions shared; numbers and booleans inline in an object's coder, all else by UID."""
    objects = ["$null"]
    classes = {}

    def class_uid(name, supers):
        if name not in classes:
            objects.append({"$classname": name, "$classes": [name] + supers})
            classes[name] = plistlib.UID(len(objects) - 1)
        return classes[name]

    def ref(value):
        if value is None:
            return plistlib.UID(0)
        index = len(objects)
        objects.append(None)
        if isinstance(value, dict):
            keys = [ref(k) for k in value]
            values = [ref(v) for v in value.values()]
            objects[index] = {"NS.keys": keys, "NS.objects": values, "$class": class_uid("NSDictionary", ["NSObject"])}
        elif isinstance(value, list):
            objects[index] = {"NS.objects": [ref(v) for v in value], "$class": class_uid("NSArray", ["NSObject"])}
        elif isinstance(value, Obj):
            coded = {k: field(v) for k, v in value.fields.items()}
            coded["$class"] = class_uid(value.name, value.supers)
            objects[index] = coded
        else:
            objects[index] = value
        return plistlib.UID(index)

    def field(value):
        return value if isinstance(value, (bool, int, float)) else ref(value)

    return plistlib.dumps({"$version": 100000, "$archiver": "NSKeyedArchiver",
                           "$top": {k: field(v) for k, v in top.items()}, "$objects": objects},
                          fmt=plistlib.FMT_BINARY, sort_keys=False)


def aes_128_cbc(key, plaintext):
    """AES-128-CBC with an all-zero IV and no padding, by the openssl command."""
    result = subprocess.run(["openssl", "enc", "-aes-128-cbc", "-nopad", "-K", key.hex(), "-iv", "00" * 16],
                            input=plaintext, stdout=subprocess.PIPE, check=True)
    return result.stdout


def tagged(tag, value):
    """One tagged value of a payload: the 4-letter tag, a big-endian length, the bytes."""
    return tag + struct.pack(">I", len(value)) + value


def payload(class_name, archive, before=(), after=(), first=0):
    """A record's plaintext: 4 unknown bytes (`first`: 0 or 2 in real files), the class name,
    the tagged values `before`, `rchv` and the archive, the tagged values `after`, then zero
    padding to whole AES blocks."""
    name = class_name.encode("ascii")
    values = [tagged(t, v) for t, v in before] + [tagged(b"rchv", archive)] + [tagged(t, v) for t, v in after]
    body = struct.pack(">II", first, len(name)) + name + b"".join(values)
    return body + b"\0" * (-len(body) % 16)


def record(window_id, key, plaintext, damage=None, magic=b"NSCR1000"):
    """One record (`NSCR1000`, or `NSCR0006` as older systems wrote); `damage` may change the
    ciphertext before it is framed."""
    ciphertext = aes_128_cbc(key, plaintext)
    if damage:
        ciphertext = damage(ciphertext)
    return magic + struct.pack(">II", window_id, 16 + len(ciphertext)) + ciphertext


def snapshot(label, size):
    """A window_N.data stand-in: zlib-compressed pseudo-image bytes encrypted by openssl with a key
    that is not in the folder, padded to whole AES blocks, as the real snapshots are."""
    # Hashes do not compress: the snapshot keeps about the size asked for.
    image = b"".join(hashlib.sha256(("%s %d" % (label, i)).encode()).digest() for i in range(size // 32))
    compressed = zlib.compress(image, 9)
    return aes_128_cbc(derived_key("snapshot " + label), compressed + b"\0" * (-len(compressed) % 16))


def document_url(url):
    """A `surl` value: a binary plist array holding the document's URL as data."""
    return plistlib.dumps([url.encode()], fmt=plistlib.FMT_BINARY)


def derived_key(label):
    return hashlib.sha256(label.encode()).digest()[:16]


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)


def window_list(windows):
    return plistlib.dumps(windows, fmt=plistlib.FMT_BINARY, sort_keys=False)


def iterm2():
    """The real iTerm2 windows.plist (a copy of ../shared/samples/appkit/iTerm2-3.4.16-windows.plist,
    committed and never rewritten here), with records written against its keys."""
    folder = os.path.join(ROOT, "com.googlecode.iterm2.savedState")
    with open(os.path.join(folder, "windows.plist"), "rb") as handle:
        windows = plistlib.load(handle)
    keys = {window["NSWindowID"]: window["NSDataKey"] for window in windows}
    application = keyed_archive({
        "NSApplicationWindowsMenuTitle": "Window",
        "NSRestorationHadKeyWindow": True,
        "iTermOpenArrangement": {"Name": "Default", "Windows": 1},
    })
    window = keyed_archive({
        "NSFrame": "{{0, 0}, {3440, 1440}}",
        "NSIsFullScreen": True,
        "NSToolbarVisible": False,
        "NSWindowTabbingIdentifier": "iTerm2",
    })
    controller = keyed_archive({
        "root": Obj("PseudoTerminal", ["NSWindowController", "NSResponder", "NSObject"],
                    sessionCount=2, tabTitles=["~/repositories/profile", "vim README.md"],
                    workingDirectory="/Users/jweispfenning/repositories/profile"),
    })
    flip_first_block = lambda data: bytes([data[0] ^ 0xFF]) + data[1:]
    records = [
        record(GLOBAL_WINDOW, keys[GLOBAL_WINDOW], payload("NSApplication", application)),
        record(2, keys[2], payload("_NSWindow", window)),
        # Window 7 is not in windows.plist: no key.
        record(7, derived_key("window 7"), payload("_NSWindow", window)),
        # A flipped byte in the first block: the class-name length decrypts to noise.
        record(2, keys[2], payload("_NSWindow", window), damage=flip_first_block),
        record(2, keys[2], payload("PseudoTerminal", controller)),
        # The archive cut 20 bytes short, its length field adjusted: decrypts, but is not a plist.
        record(GLOBAL_WINDOW, keys[GLOBAL_WINDOW], payload("NSApplication", application[:-20])),
    ]
    write(os.path.join(folder, "data.data"), b"".join(records))


def terminal():
    """A Terminal-like app: two windows whose _NSWindow records hold tab contents as UTF-8."""
    folder = os.path.join(ROOT, "com.apple.Terminal.savedState")
    windows = [
        {"NSWindowID": 11, "NSTitle": "user — -zsh — 80×24", "NSDataKey": derived_key("terminal 11"),
         "NSWindowFrame": "100 200 640 480 0 0 1512 944 ", "NSWindowLevel": 0},
        {"NSWindowID": 12, "NSTitle": "user — make test — 120×40", "NSDataKey": derived_key("terminal 12"),
         "NSWindowFrame": "760 200 960 640 0 0 1512 944 ", "NSWindowLevel": 0},
        {"NSWindowID": GLOBAL_WINDOW, "NSDataKey": derived_key("terminal global"), "NSIsGlobal": True,
         "NSWindowZOrder": [412, 411], "CFBundleVersion": "455"},
    ]
    write(os.path.join(folder, "windows.plist"), window_list(windows))
    first = keyed_archive({
        "NSTitle": "user — -zsh — 80×24",
        "TTWindowState": {"Window Settings": [{
            "Tab Contents v2": [b"Last login: Sat Nov 22 09:14:03 on ttys001\n",
                                "user@mac ~ % ls\nDocuments\tDownloads\tcafé.txt\nuser@mac ~ % ".encode()],
            "Tab Working Directory URL String": "file:///Users/user/",
            "Tab Title": "-zsh",
        }]},
    })
    second = keyed_archive({
        "NSTitle": "user — make test — 120×40",
        "TTWindowState": {"Window Settings": [{
            "Tab Contents": "$ make test\nswift test\n\x1b[32m✔\x1b[0m 241 tests passed\n$ ".encode(),
            "Tab Working Directory URL String": "file:///Users/user/src/restorectl/",
        }]},
    })
    application = keyed_archive({"NSRestorationHadKeyWindow": True})
    records = [
        record(GLOBAL_WINDOW, windows[2]["NSDataKey"], payload("NSApplication", application)),
        record(11, windows[0]["NSDataKey"], payload("_NSWindow", first)),
        record(12, windows[1]["NSDataKey"], payload("_NSWindow", second)),
    ]
    write(os.path.join(folder, "data.data"), b"".join(records))


def old_style():
    """windows.plist and window_N.data snapshots, no data.data. (Until issue 35 the window_N.data
    files held records, as the open parsers' descriptions had it; real ones are snapshots.)"""
    folder = os.path.join(ROOT, "com.example.OldStyle.savedState")
    windows = [{"NSWindowID": n, "NSTitle": title, "NSDataKey": derived_key("old %d" % n)}
               for n, title in [(1, "Untitled"), (2, "Notes.txt")]]
    write(os.path.join(folder, "windows.plist"), window_list(windows))
    write(os.path.join(folder, "window_1.data"), snapshot("old 1", 4096))
    write(os.path.join(folder, "window_2.data"), snapshot("old 2", 8192))


def preview():
    """Preview as real folders show it: kyds before rchv, surl after it, an unknown tag, records of
    an unlisted window and of a reused window ID, and window_N.data snapshots."""
    folder = os.path.join(ROOT, "com.apple.Preview.savedState")
    windows = [
        {"NSWindowID": 21, "NSTitle": "Invoice.pdf", "NSDataKey": derived_key("preview 21"),
         "NSWindowFrame": "80 120 900 700 0 0 1512 944 ", "NSSystemVersion": ["11.7.10", "20G1427"]},
        {"NSWindowID": 22, "NSTitle": "Map.png", "NSDataKey": derived_key("preview 22 new"),
         "NSWindowFrame": "300 60 640 480 0 0 1512 944 "},
    ]
    write(os.path.join(folder, "windows.plist"), window_list(windows))
    kyds = plistlib.dumps({"PVSidebarVisible": True, "PVZoom": 1.5}, fmt=plistlib.FMT_BINARY)
    frame = keyed_archive({"NSFrame": "{{80, 120}, {900, 700}}"})
    document = keyed_archive({"NSDocumentAutosaveName": "Invoice"})
    records = [
        record(21, windows[0]["NSDataKey"], payload("_NSWindow", frame, before=[(b"kyds", kyds)], first=2)),
        record(21, windows[0]["NSDataKey"], payload("PVWindowController", document, after=[
            (b"surl", document_url("file:///Users/user/Documents/Invoice.pdf")), (b"xtra", b"\x01" * 12)])),
        # Window 9 is closed: windows.plist no longer lists it, so there is no key.
        record(9, derived_key("preview 9"), payload("_NSWindow", frame)),
        # Window ID 22 was reused: this record has the old window's key, windows.plist the new one.
        record(22, derived_key("preview 22 old"), payload("_NSWindow", frame)),
        record(22, windows[1]["NSDataKey"], payload("PVWindowController", document, after=[
            (b"surl", document_url("file:///Users/user/Pictures/Map.png"))])),
    ]
    write(os.path.join(folder, "data.data"), b"".join(records))
    write(os.path.join(folder, "window_21.data"), snapshot("preview 21", 2048))
    write(os.path.join(folder, "window_22.data"), snapshot("preview 22", 1024))


def legacy():
    """Older systems (before about macOS 10.10): NSCR0006 records, windows.plist without NSSystemVersion."""
    folder = os.path.join(ROOT, "com.example.Legacy.savedState")
    windows = [{"NSWindowID": 3, "NSTitle": "Untitled", "NSDataKey": derived_key("legacy 3")},
               {"NSWindowID": GLOBAL_WINDOW, "NSDataKey": derived_key("legacy global"), "NSIsGlobal": True}]
    write(os.path.join(folder, "windows.plist"), window_list(windows))
    write(os.path.join(folder, "data.data"), b"".join([
        record(GLOBAL_WINDOW, windows[1]["NSDataKey"], payload("NSApplication", keyed_archive({"NSRestorationHadKeyWindow": True})), magic=b"NSCR0006"),
        record(3, windows[0]["NSDataKey"], payload("_NSWindow", keyed_archive({"NSFrame": "{{0, 0}, {400, 300}}"})), magic=b"NSCR0006"),
    ]))


def sandboxed():
    """A sandboxed app's saved state, in its container: same layout, found by find over a home folder."""
    states = os.path.join(ROOT, "Containers", "com.apple.TextEdit", "Data", "Library", "Saved Application State")
    folder = os.path.join(states, "com.apple.TextEdit.savedState")
    windows = [{"NSWindowID": 41, "NSTitle": "Letter.rtf", "NSDataKey": derived_key("sandboxed 41")}]
    write(os.path.join(folder, "windows.plist"), window_list(windows))
    write(os.path.join(folder, "data.data"), record(41, windows[0]["NSDataKey"], payload(
        "NSDocument", keyed_archive({"NSDocumentAutosaveName": "Letter"}),
        after=[(b"surl", document_url("file:///Users/user/Documents/Letter.rtf"))])) +
        # TextEdit's text view saves its state under a class name with spaces (issue 43).
        record(41, windows[0]["NSDataKey"], payload(
            "First Text View", keyed_archive({"NSSelectedRange": "{12, 0}", "NSRulerVisible": False}))))


def sequoia():
    """macOS 15: a daemon container whose saved state is named by UUID, and the mapping to its app."""
    states = os.path.join(ROOT, "Daemon Containers", "5C4E1D2B-7A90-4F3E-8B61-0D9C2A4E6F18",
                          "Data", "Library", "Saved Application State")
    app = "A1B2C3D4-E5F6-4789-9ABC-DEF012345678"
    write(os.path.join(states, "ApplicationMapping.plist"), plistlib.dumps(
        ["0F0E0D0C-0B0A-4908-8706-050403020100", {"signingIdentifier": "com.apple.Preview"},
         app, {"signingIdentifier": "com.apple.TextEdit"}], fmt=plistlib.FMT_BINARY))
    folder = os.path.join(states, app + ".savedState")
    windows = [{"NSWindowID": 31, "NSTitle": "Groceries.rtf", "NSDataKey": derived_key("textedit 31")}]
    write(os.path.join(folder, "windows.plist"), window_list(windows))
    write(os.path.join(folder, "data.data"), record(31, windows[0]["NSDataKey"], payload(
        "NSDocument", keyed_archive({"NSDocumentURL": "file:///Users/user/Documents/Groceries.rtf"}))))


def no_window_list():
    """Records without windows.plist: nothing can decrypt them."""
    folder = os.path.join(ROOT, "com.example.NoWindowList.savedState")
    write(os.path.join(folder, "data.data"),
          record(5, derived_key("lost 5"), payload("_NSWindow", keyed_archive({"NSFrame": "{{0, 0}, {10, 10}}"}))))


if __name__ == "__main__":
    iterm2()
    terminal()
    old_style()
    sequoia()
    no_window_list()
    preview()
    legacy()
    sandboxed()
