#!/usr/bin/env python3
"""Reads a property list with Python's plistlib and writes it back with plistlib.

Usage: plistlib_echo.py IN OUT binary|xml
Exits 3 when plistlib cannot read IN (real files hold what plistlib refuses).
The tests use it as an independent reader and writer: what restorectl writes, plistlib must read
to the same value, and what plistlib writes, restorectl must read to the same value.
"""
import plistlib, sys

with open(sys.argv[1], "rb") as f:
    try:
        value = plistlib.load(f)
    except Exception as error:
        print(f"plistlib: {type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(3)
fmt = plistlib.FMT_BINARY if sys.argv[3] == "binary" else plistlib.FMT_XML
with open(sys.argv[2], "wb") as f:
    plistlib.dump(value, f, fmt=fmt, sort_keys=False)
