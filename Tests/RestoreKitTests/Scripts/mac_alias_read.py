#!/usr/bin/env python3
"""Reads NSURL bookmarks with mac_alias (an independent reader) and writes, as JSON to OUTPUT, what
it reads of each: path components, file IDs, dates (seconds since 2001), volume, creator, display
name, creation options. Usage: mac_alias_read.py OUTPUT FILE...; exit 3 when mac_alias is missing."""
import datetime, json, sys

try:
    from mac_alias.bookmark import Bookmark, URL
except ImportError:
    sys.exit(3)

EPOCH = datetime.datetime(2001, 1, 1, tzinfo=datetime.timezone.utc)


def plain(value):
    if isinstance(value, datetime.datetime):
        return (value - EPOCH).total_seconds()
    if isinstance(value, URL):
        return value.relative
    return value


result = {}
for path in sys.argv[2:]:
    with open(path, "rb") as f:
        bookmark = Bookmark.from_bytes(f.read())
    toc = dict(bookmark.tocs[0][1])
    keys = {"components": 0x1004, "fileIDs": 0x1005, "created": 0x1040, "volumePath": 0x2002, "volumeURL": 0x2005,
            "volumeName": 0x2010, "volumeUUID": 0x2011, "volumeSize": 0x2012, "volumeCreated": 0x2013,
            "volumeIsRoot": 0x2030, "containingFolderIndex": 0xC001, "creatorName": 0xC011, "creatorUID": 0xC012,
            "creationOptions": 0xD010, "displayName": 0xF017}
    result[path] = {name: plain(toc.get(key)) for name, key in keys.items()}
with open(sys.argv[1], "w") as f:
    json.dump(result, f)
