#!/usr/bin/env python3
"""Writes the .ipa fixtures from the committed fixture apps with Python's zipfile and zlib, the
independent encoders the zip reader is checked against (issue 46).

Good ones (the same build as the .app they come from):
  apps/NAME.ipa            every Fixtures/apps/*.app and Fixtures/apps/migration/*.app, deflate level 6
  forms/Example-*.ipa      Example.app deflated at levels 1 and 9, with ZIP64 records and extra
                           fields, and with data descriptors (written to a non-seekable stream)
  forms/Legacy-stored.ipa  migration/Legacy.app stored
  seeds/*.zip              small zips for the fuzz target's corpus
Broken ones (broken/*.ipa), each an unusable input: not a zip, truncated at three points, a corrupt
deflate stream, a bad CRC, an escaping name, a repeated name, no Payload, two apps, an app one folder
down, an encrypted-flag entry, an unsupported method (bzip2), a zip bomb over the default ratio.

Deterministic: fixed dates and permissions, files in sorted order. Run from the repository root
(`make fixtures` does).
"""
import io
import os
import struct
import warnings
import zipfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
APPS = os.path.join(HERE, "..", "apps")
DATE = (2026, 1, 1, 0, 0, 0)


def app_files(app_path, prefix):
    """(name in the zip, bytes) for every folder and file of the folder app_path, under prefix."""
    entries = [(prefix + "/", None)]
    for root, dirs, files in os.walk(app_path):
        dirs.sort()
        relative = os.path.relpath(root, app_path)
        base = prefix if relative == "." else prefix + "/" + relative.replace(os.sep, "/")
        for name in dirs:
            entries.append((base + "/" + name + "/", None))
        for name in sorted(files):
            with open(os.path.join(root, name), "rb") as handle:
                entries.append((base + "/" + name, handle.read()))
    return entries


def info(name, method=zipfile.ZIP_DEFLATED):
    zinfo = zipfile.ZipInfo(name, DATE)
    zinfo.compress_type = zipfile.ZIP_STORED if name.endswith("/") else method
    zinfo.external_attr = (0o40755 << 16 | 0x10) if name.endswith("/") else (0o100644 << 16)
    return zinfo


def zip_bytes(entries, method=zipfile.ZIP_DEFLATED, level=6, stream=None, force_zip64=False):
    """A zip of entries written by zipfile (to stream, when given, which may be non-seekable)."""
    buffer = stream or io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in entries:
            zinfo = info(name, method)
            zinfo._compresslevel = level
            with archive.open(zinfo, "w", force_zip64=force_zip64 and data is not None) as handle:
                if data:
                    handle.write(data)
    return buffer.getvalue()


def payload(app_name, app_path=None):
    return [("Payload/", None)] + app_files(app_path or os.path.join(APPS, app_name), "Payload/" + app_name)


def write(relative, data):
    path = os.path.join(HERE, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)


def central_entries(data):
    """(offset of each central header, its fields) and the end record's offset, read back by hand."""
    end = data.rindex(b"PK\x05\x06")
    count, size, start = struct.unpack_from("<HII", data, end + 10)
    headers = []
    offset = start
    for _ in range(count):
        fields = struct.unpack_from("<IHHHHHHIIIHHHHHII", data, offset)
        headers.append((offset, fields))
        offset += 46 + fields[10] + fields[11] + fields[12]
    return headers, end, start


def entry_of(data, name):
    """The central header offset, local header offset and data offset of entry name."""
    for offset, fields in central_entries(data)[0]:
        if data[offset + 46:offset + 46 + fields[10]] == name.encode():
            local = fields[16]
            name_length, extra_length = struct.unpack_from("<HH", data, local + 26)
            return offset, local, local + 30 + name_length + extra_length
    raise KeyError(name)


def with_zip64_records(data):
    """data (written with ZIP64 local headers) with every central header's sizes and offset in a
    ZIP64 extra field (0xFFFFFFFF in its own), and a ZIP64 end record and locator."""
    headers, end, start = central_entries(data)
    central = bytearray()
    for offset, fields in headers:
        name_length, extra_length, comment_length = fields[10], fields[11], fields[12]
        name = data[offset + 46:offset + 46 + name_length]
        crc, compressed, uncompressed, local = fields[7], fields[8], fields[9], fields[16]
        extra = struct.pack("<HHQQQ", 1, 24, uncompressed, compressed, local)
        central += struct.pack(
            "<IHHHHHHIIIHHHHHII", 0x02014B50, 45, 45, fields[3], fields[4], fields[5], fields[6], crc,
            0xFFFFFFFF, 0xFFFFFFFF, name_length, len(extra), 0, 0, fields[14], fields[15], 0xFFFFFFFF)
        central += name + extra
    record = len(data[:start]) + len(central)
    zip64_end = struct.pack("<IQHHIIQQQQ", 0x06064B50, 44, 45, 45, 0, 0, len(headers), len(headers), len(central), start)
    locator = struct.pack("<IIQI", 0x07064B50, 0, record, 1)
    end_record = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 0xFFFF, 0xFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0)
    return data[:start] + bytes(central) + zip64_end + locator + end_record


class NonSeekable(io.RawIOBase):
    """A stream zipfile cannot seek back in: it writes each entry's sizes and CRC in a data
    descriptor after its data (flag bit 3)."""

    def __init__(self):
        self.buffer = io.BytesIO()

    def writable(self):
        return True

    def seekable(self):
        return False

    def write(self, data):
        return self.buffer.write(data)

    def getvalue(self):
        return self.buffer.getvalue()


def patched(data, changes):
    data = bytearray(data)
    for offset, value in changes:
        data[offset:offset + len(value)] = value
    return bytes(data)


def main():
    # The repeated name is meant.
    warnings.filterwarnings("ignore", "Duplicate name")
    apps = sorted(name for name in os.listdir(APPS) if name.endswith(".app"))
    migration = sorted(name for name in os.listdir(os.path.join(APPS, "migration")) if name.endswith(".app"))
    for name in apps:
        write("apps/" + name[:-4] + ".ipa", zip_bytes(payload(name)))
    for name in migration:
        write("apps/" + name[:-4] + ".ipa", zip_bytes(payload(name, os.path.join(APPS, "migration", name))))

    example = payload("Example.app")
    write("forms/Example-level1.ipa", zip_bytes(example, level=1))
    write("forms/Example-level9.ipa", zip_bytes(example, level=9))
    write("forms/Example-zip64.ipa", with_zip64_records(zip_bytes(example, force_zip64=True)))
    descriptors = zip_bytes(example, stream=NonSeekable())
    assert all(zinfo.flag_bits & 8 for zinfo in zipfile.ZipFile(io.BytesIO(descriptors)).infolist() if not zinfo.is_dir())
    write("forms/Example-descriptors.ipa", descriptors)

    legacy_path = os.path.join(APPS, "migration", "Legacy.app")
    legacy = payload("Legacy.app", legacy_path)
    good = zip_bytes(legacy)
    # Stored from the smaller app: every byte is in the file as it is.
    write("forms/Legacy-stored.ipa", zip_bytes(legacy, method=zipfile.ZIP_STORED))
    info_plist = "Payload/Legacy.app/Info.plist"
    write("broken/not-a-zip.ipa", b"This is a text file named like an .ipa, not a zip file.\n" * 4)
    end = good.rindex(b"PK\x05\x06")
    first_central = central_entries(good)[2]
    write("broken/truncated-in-entries.ipa", good[: first_central // 2])
    write("broken/truncated-in-central-directory.ipa", good[: (first_central + end) // 2])
    write("broken/truncated-in-end-record.ipa", good[: end + 10])
    _, _, data = entry_of(good, "Payload/Legacy.app/Migration")
    # A first byte 0b111: the last block, of the reserved type 3.
    write("broken/corrupt-deflate.ipa", patched(good, [(data, b"\x07")]))
    central, local, _ = entry_of(good, info_plist)
    crc = struct.unpack_from("<I", good, central + 16)[0] ^ 0xFFFF
    write("broken/bad-crc.ipa", patched(good, [(central + 16, struct.pack("<I", crc)), (local + 14, struct.pack("<I", crc))]))
    write("broken/escaping-name.ipa", zip_bytes(legacy + [("../x", b"outside\n")]))
    write("broken/repeated-name.ipa", zip_bytes(legacy + [(info_plist, b"again\n")]))
    write("broken/no-payload.ipa", zip_bytes(app_files(legacy_path, "Legacy.app")))
    write("broken/two-apps.ipa", zip_bytes(legacy + app_files(legacy_path, "Payload/Other.app")))
    write("broken/app-one-folder-down.ipa", zip_bytes([("Payload/", None)] + app_files(legacy_path, "Payload/Build/Legacy.app")))
    flags = struct.unpack_from("<H", good, central + 8)[0] | 1
    write("broken/encrypted-entry.ipa", patched(good, [(central + 8, struct.pack("<H", flags)), (local + 6, struct.pack("<H", flags))]))
    write("broken/unsupported-method.ipa", zip_bytes(legacy, method=zipfile.ZIP_BZIP2))
    # 10 MiB of zeros deflate to about 10 KB: over the default ratio of 1000 to 1.
    write("broken/zip-bomb.ipa", zip_bytes(legacy + [("Payload/Legacy.app/zeros", bytes(10 << 20))], level=9))

    # Small seeds for Fuzz/zip.swift (each well under 64 KB).
    tiny = [("Payload/", None), ("Payload/Tiny.app/", None), ("Payload/Tiny.app/Info.plist", open(os.path.join(APPS, "Example.app", "Info.plist"), "rb").read())]
    write("seeds/tiny.zip", zip_bytes(tiny))
    write("seeds/tiny-stored.zip", zip_bytes(tiny, method=zipfile.ZIP_STORED))
    write("seeds/tiny-zip64.zip", with_zip64_records(zip_bytes(tiny, force_zip64=True)))
    write("seeds/tiny-descriptors.zip", zip_bytes(tiny, stream=NonSeekable()))

    # Python's own reader agrees with what was written.
    for folder in ("apps", "forms", "seeds"):
        for name in sorted(os.listdir(os.path.join(HERE, folder))):
            with zipfile.ZipFile(os.path.join(HERE, folder, name)) as archive:
                assert archive.testzip() is None, name


if __name__ == "__main__":
    main()
