#!/usr/bin/env python3
"""Writes the macOS 15 (and later) fixtures: saved state named by UUID in talagent's Daemon
Container, and ApplicationMapping.plist beside it in the layout AppKit writes, as independent public
parsers read it (a Homebrew cask's verification script, a forensic module, a Rust tool): a flat
array alternating an identity dictionary and the UUID string that follows it,
[{"protected": {"signingIdentifier": ...}, "unprotected": {"bundleIdentifier": ...}}, "UUID", ...].

plistlib writes the property lists, the openssl command encrypts the records (the helpers of
../appkit/generate.py). Run from the package root (make fixtures); every run writes the same bytes.
"""
import os
import plistlib
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "appkit"))
from generate import derived_key, keyed_archive, payload, record, window_list, write  # noqa: E402

ROOT = os.path.dirname(os.path.abspath(__file__))
TERMINAL = "11111111-2222-4333-8444-555555555555"
SIGNED_ONLY = "AAAAAAAA-2222-4333-8444-555555555555"
BOTH = "BBBBBBBB-2222-4333-8444-555555555555"
UNMAPPED = "CCCCCCCC-2222-4333-8444-555555555555"
ODD = "DDDDDDDD-2222-4333-8444-555555555555"


def states(container):
    return os.path.join(ROOT, "Daemon Containers", container, "Data", "Library", "Saved Application State")


def identity(signing=None, bundle=None):
    entry = {}
    if signing is not None:
        entry["protected"] = {"signingIdentifier": signing}
    if bundle is not None:
        entry["unprotected"] = {"bundleIdentifier": bundle}
    return entry


def saved_state(folder, window_id, title, label):
    """One window with one _NSWindow record, encrypted with the window's key."""
    windows = [{"NSWindowID": window_id, "NSTitle": title, "NSDataKey": derived_key(label)}]
    write(os.path.join(folder, "windows.plist"), window_list(windows))
    write(os.path.join(folder, "data.data"), record(window_id, windows[0]["NSDataKey"], payload(
        "_NSWindow", keyed_archive({"NSTitle": title}))))


def talagent():
    """talagent's container: Terminal (both identifiers, the same), an app with only a signing
    identifier, one whose bundle identifier differs from its signing identifier, and a folder
    the mapping does not name."""
    folder = states("7E57C0DE-0000-4000-8000-000000000015")
    write(os.path.join(folder, "ApplicationMapping.plist"), plistlib.dumps([
        identity(signing="com.apple.Terminal", bundle="com.apple.Terminal"), TERMINAL,
        identity(signing="com.example.SignedOnly"), SIGNED_ONLY,
        identity(signing="ABCDE12345.com.example.Both", bundle="com.example.Both"), BOTH,
    ], fmt=plistlib.FMT_BINARY, sort_keys=False))
    saved_state(os.path.join(folder, TERMINAL + ".savedState"), 11, "user — -zsh — 80×24", "macos15 terminal")
    saved_state(os.path.join(folder, SIGNED_ONLY + ".savedState"), 12, "Signed", "macos15 signed")
    saved_state(os.path.join(folder, BOTH + ".savedState"), 13, "Both", "macos15 both")
    saved_state(os.path.join(folder, UNMAPPED + ".savedState"), 14, "Unmapped", "macos15 unmapped")


def malformed():
    """A mapping cut after an identity (odd count): no pair can be trusted, the folder keeps its UUID."""
    folder = states("7E57C0DE-0000-4000-8000-0000000000BA")
    write(os.path.join(folder, "ApplicationMapping.plist"), plistlib.dumps([
        identity(signing="com.apple.TextEdit", bundle="com.apple.TextEdit"), ODD,
        identity(signing="com.apple.Preview", bundle="com.apple.Preview"),
    ], fmt=plistlib.FMT_BINARY, sort_keys=False))
    saved_state(os.path.join(folder, ODD + ".savedState"), 15, "Odd", "macos15 odd")


if __name__ == "__main__":
    talagent()
    malformed()
