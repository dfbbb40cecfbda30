#!/usr/bin/env python3
"""Writes the property-list fixtures in this folder with Python's plistlib, an encoder nobody on
this project wrote. Run by `make fixtures`; the output is committed and reviewed as a diff."""
import datetime, os, plistlib

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, value, fmt=plistlib.FMT_BINARY):
    with open(os.path.join(HERE, name), "wb") as f:
        plistlib.dump(value, f, fmt=fmt, sort_keys=False)


# A little of everything, in the shape of an app's preferences.
sample = {
    "CFBundleIdentifier": "com.example.Restorable",
    "CFBundleVersion": "1.2.2.198",
    "LaunchCount": 42,
    "Ratio": 0.75,
    "LastLaunch": datetime.datetime(2014, 5, 2, 14, 51, 0),
    "Token": b"\x00\x01\x02\x03restorectl",
    "Flags": [True, False],
    "Nested": {"Empty": {}, "List": [], "Unicode": "caf\u00e9 \U0001F600"},
    "UID": plistlib.UID(7),
}
write("sample.bplist", sample)
write("sample.plist", {k: v for k, v in sample.items() if k != "UID"}, plistlib.FMT_XML)
# Integers at every width and sign, including UInt64.max and Int64.min (16- and 8-byte forms).
write("integers.bplist", [0, 255, 256, 65535, 65536, 2**32 - 1, 2**32, 2**63 - 1, 2**63, 2**64 - 1, -1, -(2**63)])
# Counts of 15 and more use the count extension; more than 255 objects need 2-byte references.
write("counts.bplist", {"fifteen": list(range(15)), "many": [str(i) for i in range(300)]})
# Every character an output format must escape or spell specially: each ASCII byte, a key and a
# value of XML's markup characters, DEL and C1 controls, a non-BMP character (a UTF-16 surrogate
# pair in the binary form), and a BOM and U+FFFF.
write("escapes.bplist", {
    "ascii": "".join(chr(c) for c in range(128)),
    "<key & \"quoted\">": "a < b && c > d",
    "c1": "\x7f\x80\x9b\x9f",
    "astral": "\U0001F600 \U00010000 \U0010FFFF",
    "edges": "\ufeff\uffff\ue000",
})
