#!/usr/bin/env python3
"""Writes the Swift examples of RestoreKit's DocC articles as one file, for `make check-client` to
compile against the public API alone, as an app's test target would.

    scripts/article-examples.py OUT.swift

Each ```swift block of the articles is taken whole, but for the Package.swift excerpt and the
fragments that continue an earlier example (they start with `let`); imports are written once.
"""
import glob
import re
import sys

blocks = []
for article in sorted(glob.glob("Sources/RestoreKit/RestoreKit.docc/*.md")):
    for block in re.findall(r"```swift\n(.*?)```", open(article, encoding="utf-8").read(), re.S):
        if block.startswith("// Package.swift") or block.startswith("let "):
            continue
        blocks.append("\n".join(line for line in block.splitlines() if not line.startswith("import ")))
with open(sys.argv[1], "w", encoding="utf-8") as out:
    out.write("import RestoreKit\nimport Testing\n\n" + "\n\n".join(blocks) + "\n")
