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


# NSURL bookmarks: the layout mac_alias writes (48-byte header, the first TOC's offset, items of an
# 8-byte header and a payload padded to 4 bytes, TOCs of a 20-byte header and 12-byte entries), one
# trick a file. bookmark-loop.book is fq's (see Fixtures/README.md), not written here.
def bm_item(type_code, payload, length=None):
    data = struct.pack("<II", len(payload) if length is None else length, type_code) + payload
    return data + b"\0" * (-len(data) % 4)


def bm_toc(entries, identifier=1, next_offset=0, count=None, magic=0xFFFFFFFE):
    data = b"".join(struct.pack("<III", key, offset, 0) for key, offset in entries)
    return struct.pack("<IIIII", 12 + 12 * len(entries), magic, identifier, next_offset,
                       len(entries) if count is None else count) + data


def bm(items, toc_offset, tocs, size=None, header_size=48):
    """A bookmark of `items` (from offset 4) and `tocs` after them; offsets count from byte 48."""
    body = struct.pack("<I", toc_offset) + items + tocs
    return struct.pack("<4sIII", b"book", 48 + len(body) if size is None else size, 0x10040000, header_size) + \
        b"\0" * 32 + body


NAME = bm_item(0x0101, b"a")  # 12 bytes at offset 4: the TOC follows at 16
GOOD = bm(NAME, 16, bm_toc([(0xF017, 4)]))
write("bookmark-cut-header.book", GOOD[:40])
write("bookmark-size-mismatch.book", bm(NAME, 16, bm_toc([(0xF017, 4)]), size=len(GOOD) + 4))
write("bookmark-header-size-past-end.book", bm(NAME, 16, bm_toc([(0xF017, 4)]), header_size=len(GOOD)))
write("bookmark-toc-past-end.book", bm(NAME, 16 + 32, bm_toc([(0xF017, 4)])))
write("bookmark-toc-bad-magic.book", bm(NAME, 16, bm_toc([(0xF017, 4)], magic=0xFFFFFFFF)))
write("bookmark-toc-cycle.book", bm(NAME, 16, bm_toc([(0xF017, 4)], next_offset=16)))
write("bookmark-entries-past-end.book", bm(NAME, 16, bm_toc([(0xF017, 4)], count=1 << 31)))
write("bookmark-item-past-end.book", bm(NAME, 16, bm_toc([(0xF017, 0x9000)])))
write("bookmark-item-length-ffffffff.book", bm(bm_item(0x0101, b"a", length=0xFFFFFFFF), 16, bm_toc([(0xF017, 4)])))
# An array at offset 4 whose one element is the array itself.
write("bookmark-array-self.book", bm(bm_item(0x0601, struct.pack("<I", 4)), 16, bm_toc([(0x1004, 4)])))
write("bookmark-array-odd-length.book", bm(bm_item(0x0601, b"\x04\0\0\0\0\0"), 20, bm_toc([(0x1004, 4)])))
write("bookmark-dictionary-odd-length.book", bm(bm_item(0x0701, struct.pack("<III", 4, 4, 4)), 24,
                                                bm_toc([(0x1004, 4)])))
# 40 arrays, each the one element of the one before (12 bytes each), then a string: deeper than 32.
chain = b"".join(bm_item(0x0601, struct.pack("<I", 4 + 12 * (i + 1))) for i in range(40)) + NAME
write("bookmark-deep-arrays.book", bm(chain, 4 + len(chain), bm_toc([(0x1004, 4)])))
write("bookmark-date-short.book", bm(bm_item(0x0400, b"\0\0\0\0"), 16, bm_toc([(0x1040, 4)])))
write("bookmark-string-not-utf8.book", bm(bm_item(0x0101, b"\xff"), 16, bm_toc([(0xF017, 4)])))
# 65 TOCs of one entry each (32 bytes), each pointing to the next.
tocs = b"".join(bm_toc([(0xF017, 4)], identifier=i + 1, next_offset=0 if i == 64 else 16 + 32 * (i + 1))
                for i in range(65))
write("bookmark-too-many-tocs.book", bm(NAME, 16, tocs))
