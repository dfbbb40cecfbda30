#!/usr/bin/env python3
"""Reads a property list with Python's plistlib, writes it back with plistlib, and describes
what plistlib decoded.

Usage: plistlib_echo.py IN OUT binary|xml [DESCRIPTION]
Exits 3 when plistlib cannot read IN (real files hold what plistlib refuses).
The tests use it as an independent reader and writer: DESCRIPTION, when given, holds plistlib's
own reading of IN, one token a line (the form Support/ReferenceDescription.swift writes for the
expected value), so that a bug in our writer cannot be hidden by the same bug in our reader; and
what plistlib writes to OUT, restorectl must read to the same value.
"""
import datetime, math, plistlib, struct, sys

EPOCH = datetime.datetime(2001, 1, 1)


def describe(value, lines):
    # bool before int: True is an int in Python.
    if isinstance(value, bool):
        lines.append("true" if value else "false")
    elif isinstance(value, int):
        lines.append("integer %d" % value)
    elif isinstance(value, float):
        lines.append("real nan" if math.isnan(value) else "real " + struct.pack(">d", value).hex())
    elif isinstance(value, datetime.datetime):
        lines.append("date %d" % ((value.replace(tzinfo=None) - EPOCH) // datetime.timedelta(microseconds=1)))
    elif isinstance(value, str):
        lines.append("string " + value.encode("utf-8", "surrogatepass").hex())
    elif isinstance(value, bytes):
        lines.append("data " + value.hex())
    elif isinstance(value, plistlib.UID):
        lines.append("uid %d" % value.data)
    elif isinstance(value, list):
        lines.append("array %d" % len(value))
        for element in value:
            describe(element, lines)
    elif isinstance(value, dict):
        lines.append("dictionary %d" % len(value))
        for key, element in value.items():
            lines.append("key " + key.encode("utf-8", "surrogatepass").hex())
            describe(element, lines)
    else:
        raise TypeError("unexpected %r" % type(value))


with open(sys.argv[1], "rb") as f:
    try:
        value = plistlib.load(f)
    except Exception as error:
        print(f"plistlib: {type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(3)
if len(sys.argv) > 4:
    lines = []
    describe(value, lines)
    with open(sys.argv[4], "w") as f:
        f.write("\n".join(lines) + "\n")
fmt = plistlib.FMT_BINARY if sys.argv[3] == "binary" else plistlib.FMT_XML
with open(sys.argv[2], "wb") as f:
    plistlib.dump(value, f, fmt=fmt, sort_keys=False)
