#!/usr/bin/env python3
"""Reads a property list with Python's plistlib and writes it back with plistlib.

Usage: plistlib_echo.py IN OUT binary|xml
The tests use it as an independent reader and writer: what restorectl writes, plistlib must read
to the same value, and what plistlib writes, restorectl must read to the same value.
"""
import plistlib, sys

with open(sys.argv[1], "rb") as f:
    value = plistlib.load(f)
fmt = plistlib.FMT_BINARY if sys.argv[3] == "binary" else plistlib.FMT_XML
with open(sys.argv[2], "wb") as f:
    plistlib.dump(value, f, fmt=fmt, sort_keys=False)
