#!/usr/bin/env python3
"""Writes an AppKit saved state like TextEdit's, whose records hold NSURL bookmarks: the bytes of
../bookmarks/boot-document.book (written by mac_alias) as a `surl` document and as NSData in the
record's keyed archive, under a neutral key (the key real TextEdit records use is the held-out
corpus's and is not copied here).

plistlib writes the property lists and the NSKeyedArchiver-shaped archives, the openssl command
encrypts the records (the helpers of ../appkit/generate.py). Run from the package root (make
fixtures); every run writes the same bytes. A folder of its own, so that `find Fixtures/appkit`
and its golden stay as they are.
"""
import os
import plistlib
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "appkit"))
from generate import (GLOBAL_WINDOW, Obj, derived_key, document_url, keyed_archive, payload,  # noqa: E402
                      record, window_list, write)

ROOT = os.path.dirname(os.path.abspath(__file__))


def textedit():
    """Window 51: an older document record (its surl the document's URL text), then the newest
    (its surl the bookmark, its archive the bookmark as NSData), and the app's global record."""
    folder = os.path.join(ROOT, "com.apple.TextEdit.savedState")
    with open(os.path.join(ROOT, "..", "bookmarks", "boot-document.book"), "rb") as handle:
        bookmark = handle.read()
    windows = [
        {"NSWindowID": 51, "NSTitle": "Invoice.rtf", "NSDataKey": derived_key("textedit bookmarks 51"),
         "NSWindowFrame": "120 160 700 520 0 0 1512 944 "},
        {"NSWindowID": GLOBAL_WINDOW, "NSDataKey": derived_key("textedit bookmarks global"), "NSIsGlobal": True},
    ]
    write(os.path.join(folder, "windows.plist"), window_list(windows))
    older = keyed_archive({"NSDocumentAutosaveName": "Invoice"})
    newest = keyed_archive({
        "NSDocumentAutosaveName": "Invoice",
        "savedDocument": Obj("Document", ["NSDocument", "NSObject"], bookmarkData=bookmark, fileType="rtf"),
    })
    key = windows[0]["NSDataKey"]
    records = [
        record(GLOBAL_WINDOW, windows[1]["NSDataKey"],
               payload("NSApplication", keyed_archive({"NSRestorationHadKeyWindow": True}))),
        record(51, key, payload("Document", older, after=[(b"surl", document_url("file:///Users/alice/Invoice.rtf"))])),
        record(51, key, payload("Document", newest, after=[(b"surl", plistlib.dumps([bookmark], fmt=plistlib.FMT_BINARY))])),
    ]
    write(os.path.join(folder, "data.data"), b"".join(records))


if __name__ == "__main__":
    textedit()
