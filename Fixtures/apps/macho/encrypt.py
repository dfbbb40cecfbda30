#!/usr/bin/env python3
"""Writes OUTPUT, a copy of the arm64 Mach-O INPUT with its LC_ENCRYPTION_INFO_64's cryptid set to
1, as an App Store build has it: the linker writes 0 and has no option for 1. The bytes are not
actually encrypted. Usage: encrypt.py INPUT OUTPUT (run by generate.sh here and in ../migration)."""
import struct
import sys

data = bytearray(open(sys.argv[1], 'rb').read())
magic, _, _, _, ncmds, _, _, _ = struct.unpack_from('<8I', data, 0)
assert magic == 0xFEEDFACF
offset = 32
for _ in range(ncmds):
    cmd, size = struct.unpack_from('<2I', data, offset)
    if cmd == 0x2C:  # LC_ENCRYPTION_INFO_64: cryptoff, cryptsize, cryptid
        struct.pack_into('<I', data, offset + 16, 1)
        break
    offset += size
else:
    sys.exit('no LC_ENCRYPTION_INFO_64 in ' + sys.argv[1])
open(sys.argv[2], 'wb').write(data)
