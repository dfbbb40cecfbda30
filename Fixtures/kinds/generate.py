#!/usr/bin/env python3
"""Writes Fixtures/kinds: files of kinds people give restorectl by mistake, each made by Python's
standard library (zlib, zipfile, gzip, plistlib) or byte by byte from its format's published
start, so that a reader can be shown to name the kind from the first bytes. Nothing here comes
from restorectl. Run from anywhere: python3 Fixtures/kinds/generate.py"""
import gzip
import io
import os
import plistlib
import struct
import zipfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as file:
        file.write(data)


def png():
    """A 1x1 RGB PNG: the signature, IHDR, one IDAT (zlib), IEND (PNG specification, 5.2-5.3)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00", 9)) + chunk(b"IEND", b"")


def jpeg():
    """The start of a JFIF file (SOI, then an APP0 JFIF segment) and EOI: what a reader sees first."""
    app0 = b"JFIF\x00" + bytes([1, 1, 0]) + struct.pack(">HH", 72, 72) + bytes([0, 0])
    return b"\xff\xd8" + b"\xff\xe0" + struct.pack(">H", len(app0) + 2) + app0 + b"\xff\xd9"


def zipped(entries):
    """A zip archive of `entries` (name, bytes), with a fixed date so that the bytes never change."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries:
            archive.writestr(zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0)), data)
    return buffer.getvalue()


def pdf():
    """A one-page PDF as its specification starts one: %PDF-1.4, then a comment of bytes over 0x7F."""
    return (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
            b"2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")


def main():
    write("shot.png", png())
    write("photo.jpg", jpeg())
    write("archive.zip", zipped([("notes.txt", b"notes\n")]))
    info = plistlib.dumps({"CFBundleIdentifier": "com.example.app", "CFBundleExecutable": "Example"}, fmt=plistlib.FMT_BINARY)
    write("Example.ipa", zipped([("Payload/Example.app/Info.plist", info)]))
    write("state.gz", gzip.compress(b"not a plist\n", mtime=0))
    write("manual.pdf", pdf())


if __name__ == "__main__":
    main()
