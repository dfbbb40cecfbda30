#!/usr/bin/env python3
"""Reads the colours, fonts, attributed strings and index sets of a keyed archive with plistlib
alone, as an independent reader of what restorectl decodes.

Usage: plistlib_blobs.py OUT FILE [NESTED_KEY]
FILE is a keyed archive, or (with NESTED_KEY) a property list holding one as data under that key.
OUT gets JSON: {"colors": {index: ...}, "fonts": ..., "strings": ..., "indexSets": ...}, each object
by its position in $objects; numbers of colour texts read with float().
"""
import json, plistlib, sys


def find(value, key):
    if isinstance(value, dict):
        if key in value:
            return value[key]
        value = list(value.values())
    if isinstance(value, list):
        for element in value:
            found = find(element, key)
            if found is not None:
                return found
    return None


with open(sys.argv[2], "rb") as f:
    top = plistlib.load(f)
if len(sys.argv) > 3:
    top = plistlib.loads(find(top, sys.argv[3]))


def uids(value):
    # plistlib reads an XML archive's references as {"CF$UID": n} dictionaries.
    if isinstance(value, dict):
        if list(value.keys()) == ["CF$UID"]:
            return plistlib.UID(value["CF$UID"])
        return {key: uids(element) for key, element in value.items()}
    if isinstance(value, list):
        return [uids(element) for element in value]
    return value


objects = uids(top["$objects"])


def resolve(value):
    value = objects[value.data] if isinstance(value, plistlib.UID) else value
    if isinstance(value, dict) and "NS.string" in value:
        return value["NS.string"]
    if isinstance(value, dict) and "NS.data" in value:
        return value["NS.data"]
    return value


def numbers(data):
    return [float(word) for word in data.rstrip(b"\0").decode("ascii").split()]


result = {"colors": {}, "fonts": {}, "strings": {}, "indexSets": {}}
for index, value in enumerate(objects):
    if not isinstance(value, dict) or "$class" not in value:
        continue
    classes = objects[value["$class"].data]["$classes"]
    if "NSColor" in classes:
        color = {"space": value.get("NSColorSpace")}
        for key in ("NSRGB", "NSWhite", "NSCMYK", "NSCYMK"):
            if key in value:
                color["numbers"] = numbers(resolve(value[key]))
        if "NSComponents" in value:
            color["componentsInSpace"] = numbers(resolve(value["NSComponents"]))
        if "NSCatalogName" in value:
            color["catalog"] = resolve(value["NSCatalogName"])
            color["name"] = resolve(value["NSColorName"])
        result["colors"][index] = color
    elif "NSFont" in classes:
        result["fonts"][index] = {
            "name": resolve(value["NSName"]), "size": value["NSSize"], "flags": value.get("NSfFlags"),
            "usesAppearanceFontSize": value.get("NSFontUsesAppearanceFontSize"),
        }
    elif "NSAttributedString" in classes:
        string = resolve(value["NSString"])
        result["strings"][index] = {"string": string, "length": len(string.encode("utf-16-le")) // 2}
    elif "NSIndexSet" in classes:
        result["indexSets"][index] = {
            "count": value["NSRangeCount"], "location": value.get("NSLocation"), "length": value.get("NSLength"),
        }
with open(sys.argv[1], "w") as f:
    json.dump(result, f)
