#!/usr/bin/env python3
"""Writes bookmarks of known shapes with mac_alias's writer (`Bookmark(...).to_bytes()`, an
encoder independent of restorectl), one shape a file, and EXPECTED.json: what the writer was given
(the oracle is the writer's input, not restorectl's reading). Needs mac_alias 2.2.3:
`python3 -m pip install mac-alias==2.2.3`."""
import base64, datetime, json, os, sys, uuid

try:
    from mac_alias.bookmark import Bookmark, Data, URL
except ImportError:
    sys.exit("generate.py needs mac_alias: python3 -m pip install mac-alias==2.2.3")

HERE = os.path.dirname(os.path.abspath(__file__))
UTC = datetime.timezone.utc
EPOCH = datetime.datetime(2001, 1, 1, tzinfo=UTC)


def flags(value, valid, third=0):
    return Data(value.to_bytes(8, "little") + valid.to_bytes(8, "little") + third.to_bytes(8, "little"))


VOLUME_UUID = "8A829A03-9B24-4085-8051-18978712E4BE"
CREATED = datetime.datetime(2022, 11, 3, 17, 16, 54, 608895, tzinfo=UTC)
VOLUME_CREATED = datetime.datetime(2020, 1, 1, 8, 0, tzinfo=UTC)

# sample2's keys (fq's testdata), 0xf000f included.
BOOT = {
    0x1004: ["Users", "alice", "Invoice.rtf"], 0x1005: [23307, 564764, 54838727],
    0x1010: flags(1, 0x21F, 0x21A), 0x1040: CREATED, 0x2002: "/", 0x2005: URL("file:///"),
    0x2010: "Macintosh HD", 0x2011: VOLUME_UUID, 0x2012: 499963174912, 0x2013: VOLUME_CREATED,
    0x2020: flags(0x100000081, 0x1000013EF), 0x2030: True, 0xC001: 1, 0xC011: "alice", 0xC012: 501,
    0xD010: 0x20000000, 0xF017: "Invoice.rtf", 0xF000F: True,
}
EXTERNAL = {
    0x1004: ["Photos", "2024", "beach.jpg"], 0x1005: [2, 41, 97], 0x2002: "/Volumes/USB",
    0x2005: URL("file:///Volumes/USB/"), 0x2010: "USB", 0x2050: URL("file:///Volumes/USB/"), 0x2030: False,
}
TWO_TOCS = [
    (1, {0x1004: ["Volumes", "Disk", "notes.txt"], 0x2002: "/Volumes/Disk", 0x2010: "Disk", 0x2040: 2}),
    (2, {0x1004: ["Users", "alice", "Disk.dmg"], 0x2010: "Macintosh HD", 0x2002: "/"}),
]
STRING_KEY = {0x1004: ["Users", "alice", "a.txt"], "NSURLDocumentIdentifierKey": 42}
RELATIVE = {0x1003: URL(URL("file:///Users/alice/"), "Documents/a.txt"), 0x1004: ["Users", "alice", "Documents", "a.txt"]}
EVERY_TYPE = {
    0x1004: ["Users", "alice"], 0x9001: "text", 0x9002: Data(b"\x00\x01\xfe\xff"), 0x9003: -7, 0x9004: 1 << 40,
    0x9005: 2.5, 0x9006: datetime.datetime(2024, 2, 29, 12, 0, 0, 500000, tzinfo=UTC), 0x9007: True,
    0x9008: False, 0x9009: ["a", 1], 0x900A: {"k": "v"}, 0x900B: uuid.UUID(VOLUME_UUID),
    0x900C: URL("https://example.com/"), 0x900D: None,
}
SCOPE = b"a1b2c3;00;00000000;0000000000000020;com.apple.app-sandbox.read-write;01;01000010;000000000034ab12;/Users/alice/Invoice.pdf\x00"
SECURITY = {0x1004: ["Users", "alice", "Invoice.pdf"], 0xD010: 0x800, 0xF080: Data(SCOPE)}

SHAPES = {
    "boot-document": [(1, BOOT)], "external-volume": [(1, EXTERNAL)], "two-tocs": TWO_TOCS,
    "string-key": [(1, STRING_KEY)], "relative-url": [(1, RELATIVE)], "every-type": [(1, EVERY_TYPE)],
    "security-scope": [(1, SECURITY)],
}


def as_json(value):
    """The writer's input as JSON: keys as 0x… text, data as base64, dates as seconds since 2001,
    booleans wrapped (so that no reader takes them for numbers)."""
    if isinstance(value, bool):
        return {"bool": value}
    if value is None or isinstance(value, (int, float, str)):
        return value
    if isinstance(value, Data):
        return {"data": base64.b64encode(bytes(value.bytes)).decode()}
    if isinstance(value, datetime.datetime):
        return {"date": (value - EPOCH).total_seconds()}
    if isinstance(value, uuid.UUID):
        return {"uuid": str(value).upper()}
    if isinstance(value, URL):
        if value.base:
            return {"base": as_json(value.base), "relative": value.relative}
        return {"url": value.relative}
    if isinstance(value, list):
        return [as_json(v) for v in value]
    if isinstance(value, dict):
        return {(k if isinstance(k, str) else "0x%04x" % k): as_json(v) for k, v in value.items()}
    raise TypeError(value)


expected = {}
for name, tocs in SHAPES.items():
    with open(os.path.join(HERE, name + ".book"), "wb") as f:
        f.write(Bookmark(tocs).to_bytes())
    expected[name + ".book"] = [{"toc": tid, "entries": as_json(toc)} for tid, toc in tocs]
with open(os.path.join(HERE, "EXPECTED.json"), "w") as f:
    json.dump(expected, f, indent=1, sort_keys=True)
    f.write("\n")
