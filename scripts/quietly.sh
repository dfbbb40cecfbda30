#!/bin/sh
# Runs a command with its output kept in a log: one line while it runs and when it ends, the
# compiler's warnings if any, and the whole log only when it fails (with its exit status).
#   scripts/quietly.sh "building restorectl" swift build
what=$1
shift
log=$(mktemp "${TMPDIR:-/tmp}/restorectl-build.XXXXXX") || exit 1
start=$(date +%s)
printf '%s... ' "$what"
if "$@" >"$log" 2>&1; then
    echo "done ($(($(date +%s) - start)) s)"
    grep -E 'warning:' "$log" | sort -u
    rm -f "$log"
else
    status=$?
    echo "failed (exit $status):"
    cat "$log"
    rm -f "$log"
    exit "$status"
fi
