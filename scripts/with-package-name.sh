#!/usr/bin/env bash
# Runs a command with a swiftc first on PATH that adds `-package-name restorectl` to its arguments,
# as SwiftPM does: RestoreKit's `package` declarations do not compile without a package name, and
# the shared tools of make check-apple (../shared/tools) call swiftc without one. The tools find the
# toolchain from swiftc's folder (its ../bin/swift-frontend and ../lib), so the stand-in folder
# links those to the real toolchain's. With no swiftc on PATH the command runs as it is (the tools
# say so themselves).
#
#   scripts/with-package-name.sh COMMAND [ARGUMENT...]
set -eu
real="$(command -v swiftc)" || exec "$@"
root="$(cd "$(dirname "$real")/.." && pwd)"
shim="$PWD/.build/package-name-swiftc"
mkdir -p "$shim/bin"
ln -sfn "$root/lib" "$shim/lib"
ln -sfn "$root/bin/swift-frontend" "$shim/bin/swift-frontend"
printf '#!/bin/sh\nexec "%s" -package-name restorectl "$@"\n' "$real" > "$shim/bin/swiftc"
chmod +x "$shim/bin/swiftc"
PATH="$shim/bin:$PATH" exec "$@"
