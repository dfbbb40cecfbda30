#!/bin/sh
# make docs: RestoreKit's API documentation with the toolchain's own tools, no package dependency.
# The symbol graph of the debug build's module (public declarations, as scripts/api.py extracts
# it), then `docc convert` of Sources/RestoreKit/RestoreKit.docc into
# .build/docs/RestoreKit.doccarchive. Any DocC warning (a symbol link that does not resolve, an
# undocumented topic) fails the build: --warnings-as-errors.
# SWIFT names the swift command; DOCC and SYMBOLGRAPH_EXTRACT the tools (default: beside swift,
# else on PATH, else xcrun's).
set -eu
swift=${SWIFT:-swift}
graphs=.build/docs/symbol-graphs
archive=.build/docs/RestoreKit.doccarchive

# A tool of the toolchain: named in the environment, beside swift, on PATH, or xcrun's (Xcode).
tool() {
    found=$(command -v "$swift" 2>/dev/null || true)
    if [ -n "$found" ]; then
        beside="$(dirname "$(readlink -f "$found" 2>/dev/null || echo "$found")")/$1"
        if [ -x "$beside" ]; then echo "$beside"; return; fi
    fi
    if command -v "$1" >/dev/null 2>&1; then command -v "$1"; return; fi
    if command -v xcrun >/dev/null 2>&1; then xcrun --find "$1"; return; fi
    echo "docs: $1 is neither beside $swift nor on PATH" >&2
    exit 2
}
docc=${DOCC:-$(tool docc)}
extract=${SYMBOLGRAPH_EXTRACT:-$(tool swift-symbolgraph-extract)}

modules="$("$swift" build --show-bin-path)/Modules"
triple=$("$swift" -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
rm -rf "$graphs" "$archive"
mkdir -p "$graphs"
set -- -module-name RestoreKit -I "$modules" -target "$triple" -output-dir "$graphs" \
    -module-cache-path .build/docs/ModuleCache -minimum-access-level public -skip-inherited-docs
if [ "$(uname -s)" = Darwin ]; then set -- "$@" -sdk "$(xcrun --show-sdk-path)"; fi
"$extract" "$@"
"$docc" convert Sources/RestoreKit/RestoreKit.docc --additional-symbol-graph-dir "$graphs" \
    --output-path "$archive" --fallback-display-name RestoreKit --fallback-bundle-identifier org.restorectl.RestoreKit \
    --warnings-as-errors
echo "docs: $archive (docc preview Sources/RestoreKit/RestoreKit.docc --additional-symbol-graph-dir $graphs to browse it)"
