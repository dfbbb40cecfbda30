#!/usr/bin/env python3
"""Prints the class name of each object of a NIBArchive file, one a line: an independent reader
(written from nibsqueeze's NibArchive.md, like generate.py) that NibArchiveTests compares with
RestoreKit's. Usage: python3 classes.py FILE.nib"""
import struct
import sys


def varint(data, at):
    value, shift = 0, 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte & 0x80:
            return value, at


def main(path):
    data = open(path, "rb").read()
    assert data[:10] == b"NIBArchive"
    (_, _, objects, objects_at, _, _, _, _, classes, classes_at) = struct.unpack("<10I", data[10:50])
    names, at = [], classes_at
    for _ in range(classes):
        length, at = varint(data, at)
        extra, at = varint(data, at)
        at += 4 * extra
        names.append(data[at:at + length - 1].decode("utf-8"))
        at += length
    at = objects_at
    for _ in range(objects):
        class_index, at = varint(data, at)
        _, at = varint(data, at)
        _, at = varint(data, at)
        print(names[class_index])


if __name__ == "__main__":
    main(sys.argv[1])
