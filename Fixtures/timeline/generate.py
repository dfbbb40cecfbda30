#!/usr/bin/env python3
"""Writes the timeline fixtures with encoders nobody on this project wrote: plistlib for property
lists and NSKeyedArchiver-shaped archives, the openssl command for AES-128-CBC (the helpers of
../appkit/generate.py), and mac_alias's bookmark (../bookmarks/boot-document.book, copied in as
bytes, never rewritten).

- com.example.Documents.savedState: an AppKit folder whose window 7 has two NSDocument records
  (the older one first), the newer holding a bookmark as NSData, an NSDate and an NSURL in its
  archive and the same bookmark in its surl value; and a record of window 99, which windows.plist
  does not list (undecryptable).
- container-metadata.plist: an iOS app container's .com.apple.mobile_container_manager.metadata.plist
  (MCMMetadataIdentifier), copied beside a saved state by the tests.

Run from the package root (make fixtures); every run writes the same bytes.
"""
import os
import plistlib
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "appkit"))
from generate import Obj, derived_key, keyed_archive, payload, record, tagged, window_list, write  # noqa: E402,F401

# 2024-11-22T09:14:03Z in seconds since 2001-01-01.
LAST_OPENED = 753959643.0


def documents():
    folder = os.path.join(HERE, "com.example.Documents.savedState")
    with open(os.path.join(HERE, "..", "bookmarks", "boot-document.book"), "rb") as handle:
        bookmark = handle.read()
    windows = [{"NSWindowID": 7, "NSTitle": "Invoice.rtf", "NSDataKey": derived_key("documents 7")}]
    write(os.path.join(folder, "windows.plist"), window_list(windows))
    key = windows[0]["NSDataKey"]
    older = keyed_archive({"NSDocumentAutosaveName": "Invoice"})
    newer = keyed_archive({
        "documentBookmark": bookmark,
        "lastOpened": Obj("NSDate", ["NSObject"], **{"NS.time": LAST_OPENED}),
        "link": Obj("NSURL", ["NSObject"], **{"NS.base": None, "NS.relative": "https://example.com/invoices/42"}),
    })
    write(os.path.join(folder, "data.data"), b"".join([
        record(7, key, payload("NSDocument", older)),
        record(7, key, payload("NSDocument", newer,
                               after=[(b"surl", plistlib.dumps([bookmark], fmt=plistlib.FMT_BINARY))])),
        record(99, derived_key("documents 99"), payload("_NSWindow", keyed_archive({"NSTitle": "Closed"}))),
    ]))


def container_metadata():
    write(os.path.join(HERE, "container-metadata.plist"), plistlib.dumps({
        "MCMMetadataIdentifier": "com.example.Both",
        "MCMMetadataContentClass": 2,
        "MCMMetadataUUID": "0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9",
    }, fmt=plistlib.FMT_XML))


if __name__ == "__main__":
    documents()
    container_metadata()
