#!/usr/bin/env python3
"""Writes the hand-made adversarial set: one file per trick a hostile binary plist or keyed
archive can play. Run by `make fixtures`; EXPECTED.tsv gives the error each must produce."""
import os, plistlib, struct

HERE = os.path.dirname(os.path.abspath(__file__))


def bplist(objects, top=0, offset_width=1, ref_width=1, count=None, table_offset=None, offsets=None):
    out = b"bplist00"
    positions = []
    for obj in objects:
        positions.append(len(out))
        out += obj
    table = len(out)
    for i, position in enumerate(positions):
        value = (offsets or {}).get(i, position)
        out += value.to_bytes(8, "big")[-offset_width:] if offset_width <= 8 else value.to_bytes(offset_width, "big")
    out += b"\0" * 6 + bytes([offset_width % 256, ref_width % 256])
    out += struct.pack(">QQQ", len(objects) if count is None else count, top, table if table_offset is None else table_offset)
    return out


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


COUNTS = {"2^31": bytes([0x12]) + (1 << 31).to_bytes(4, "big"), "2^40": bytes([0x13]) + (1 << 40).to_bytes(8, "big"),
          "2^64-1": bytes([0x13]) + b"\xff" * 8}
KINDS = {"data": 0x4F, "ascii": 0x5F, "utf16": 0x6F, "array": 0xAF, "set": 0xCF, "dict": 0xDF}
for kind, marker in KINDS.items():
    for label, extension in COUNTS.items():
        write(f"count-{label.replace('^', '')}-{kind}.bplist", bplist([bytes([marker]) + extension]))
for width in (0, 255):
    write(f"offset-width-{width}.bplist", bplist([b"\x09"], offset_width=width if width else 1) if width else
          bplist([b"\x09"])[:-26] + bytes([0, 1]) + bplist([b"\x09"])[-24:])
    write(f"reference-width-{width}.bplist", bplist([b"\x09"], ref_width=width))
write("trailer-table-size-overflows.bplist", bplist([b"\x09"], offset_width=8, count=1 << 62))
write("offset-into-header.bplist", bplist([b"\x09"], offsets={0: 2}))
write("offset-into-table.bplist", bplist([b"\x09"], offsets={0: 9}))
write("offset-into-trailer.bplist", bplist([b"\x09"], offsets={0: 14}))
write("self-referencing-array.bplist", bplist([b"\xa1\x00"]))
write("self-referencing-dictionary.bplist", bplist([b"\xd1\x01\x00", b"\x51k"]))
write("dictionary-key-is-its-dictionary.bplist", bplist([b"\xd1\x00\x01", b"\x09"]))
write("exponential-shared-references.bplist", bplist([bytes([0xA2, i + 1, i + 1]) for i in range(40)] + [b"\x09"]))
deep = [bytes([0xA1]) + (i + 1).to_bytes(4, "big") for i in range(100_000)] + [b"\x09"]
write("nesting-100000-deep.bplist", bplist(deep, offset_width=4, ref_width=4))
write("utf16-lone-surrogate.bplist", bplist([b"\x62\x00\x41\xd8\x00"]))
write("ascii-byte-over-7f.bplist", bplist([b"\x53ab\xe9"]))
write("integer-of-32-bytes.bplist", bplist([b"\x15" + b"\0" * 32]))
write("real-of-2-bytes.bplist", bplist([b"\x21\0\0"]))


def archive(objects, top):
    return plistlib.dumps({"$version": 100000, "$archiver": "NSKeyedArchiver", "$top": top, "$objects": objects},
                          fmt=plistlib.FMT_BINARY, sort_keys=False)


UID = plistlib.UID
dictionary_class = {"$classname": "NSDictionary", "$classes": ["NSDictionary", "NSObject"]}
write("archive-uid-past-objects.bplist", archive(["$null", {"NS.objects": [UID(7)], "$class": UID(2)},
                                                  {"$classname": "NSArray", "$classes": ["NSArray", "NSObject"]}], {"root": UID(1)}))
write("archive-class-not-a-class.bplist", archive(["$null", {"$class": UID(2)}, "NSObject"], {"root": UID(1)}))
write("archive-keys-objects-mismatch.bplist", archive(["$null", {"NS.keys": [UID(3), UID(3)], "NS.objects": [UID(3)], "$class": UID(2)},
                                                       dictionary_class, "k"], {"root": UID(1)}))
coder = archive(["$null", "App.Broken"], {"kUIStateRestorationClassNameKey": UID(1)})[:-12]
write("restoration-coder-malformed.bplist", archive(["$null", ["Main"], coder, "1.0", "17.0"],
                                                    {"kUIStateRestorationArchiveMajorVersionKey": 2,
                                                     "kUIStateRestorationArchiveMinorVersionKey": 1,
                                                     "kRootRestorationIdentifiersKey": UID(1), "Main": UID(2),
                                                     "UIApplicationStateRestorationBundleVersion": UID(3),
                                                     "UIApplicationStateRestorationSystemVersion": UID(4),
                                                     "UIApplicationStateRestorationUserInterfaceIdiom": 0}))
