#!/usr/bin/env python3
"""Writes one property list in every encoding restorectl reads (see README.md in Fixtures).

The XML is plistlib's; each copy re-encodes it with Python's codecs, naming the encoding in the
XML declaration (and adding a byte-order mark where the file name says `bom`). The OpenStep copies
are written here by hand, as old tools wrote them. Run from anywhere: python3 generate.py
"""
import codecs, os, plistlib

HERE = os.path.dirname(os.path.abspath(__file__))
# Every character is in ISO-8859-1, MacRoman and Windows-1252, so one file fits every encoding.
VALUE = {"name": "Café Ñandú ©", "question": "¿Qué? ß ü", "count": 7, "list": ["a", "é"], "bytes": b"\x0f\xbd\x77"}

xml = plistlib.dumps(VALUE, sort_keys=False).decode("utf-8")

# (file, codec, name in the declaration, byte-order mark)
XML_COPIES = [
    ("utf-8.plist", "utf-8", "UTF-8", b""),
    ("utf-8-bom.plist", "utf-8", "UTF-8", codecs.BOM_UTF8),
    ("utf-16le-bom.plist", "utf-16-le", "UTF-16", codecs.BOM_UTF16_LE),
    ("utf-16be-bom.plist", "utf-16-be", "UTF-16", codecs.BOM_UTF16_BE),
    ("utf-16le.plist", "utf-16-le", "UTF-16", b""),
    ("utf-16be.plist", "utf-16-be", "UTF-16", b""),
    ("utf-32le-bom.plist", "utf-32-le", "UTF-32", codecs.BOM_UTF32_LE),
    ("utf-32be-bom.plist", "utf-32-be", "UTF-32", codecs.BOM_UTF32_BE),
    ("utf-32le.plist", "utf-32-le", "UTF-32", b""),
    ("utf-32be.plist", "utf-32-be", "UTF-32", b""),
    ("iso-8859-1.plist", "latin-1", "ISO-8859-1", b""),
    ("macintosh.plist", "mac_roman", "macintosh", b""),
    ("windows-1252.plist", "cp1252", "windows-1252", b""),
]

for name, codec, declared, bom in XML_COPIES:
    text = xml.replace('encoding="UTF-8"', f'encoding="{declared}"', 1)
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(bom + text.encode(codec))

# Refused: an encoding restorectl does not convert (the text itself is ASCII).
with open(os.path.join(HERE, "refused-shift_jis.plist"), "wb") as f:
    f.write(plistlib.dumps({"a": "b"}).replace(b'encoding="UTF-8"', b'encoding="Shift_JIS"', 1))


def openstep(value, indent=""):
    if isinstance(value, dict):
        inner = indent + "    "
        body = "".join(f"{inner}{openstep(k)} = {openstep(v, inner)};\n" for k, v in value.items())
        return "{\n" + body + indent + "}"
    if isinstance(value, list):
        return "(" + ", ".join(openstep(v, indent) for v in value) + ")"
    if isinstance(value, bytes):
        return "<" + value.hex() + ">"
    if isinstance(value, int):
        return str(value)
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


text = "// written by generate.py\n" + openstep(VALUE) + "\n"
with open(os.path.join(HERE, "openstep-utf-8.plist"), "wb") as f:
    f.write(text.encode("utf-8"))
with open(os.path.join(HERE, "openstep-utf-16le-bom.plist"), "wb") as f:
    f.write(codecs.BOM_UTF16_LE + text.encode("utf-16-le"))
# A .strings file: a dictionary without braces, the way Xcode writes them (UTF-16 with a BOM).
strings = "/* greeting */\n\"hello\" = \"Grüß dich\";\n\"bye\" = \"Adiós\";\n\"same\";\n"
with open(os.path.join(HERE, "localizable-utf-16be-bom.strings"), "wb") as f:
    f.write(codecs.BOM_UTF16_BE + strings.encode("utf-16-be"))
