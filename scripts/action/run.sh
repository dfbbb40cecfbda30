#!/bin/bash
# The GitHub Action's run step (action.yml): restorectl INPUT_COMMAND [--format INPUT_FORMAT]
# [--app INPUT_APP] INPUT_ARGS, the restorectl the install step put on PATH, in the job's working
# folder; INPUT_ARGS is split at white space (no quoting, no globbing). Its output is restorectl's
# (with --format github, a workflow command a finding, which GitHub shows as an annotation on the
# file) and its exit status is restorectl's, which fails the step when not 0.
set -euo pipefail
set -f
if [ -z "${INPUT_COMMAND:-}" ]; then
    echo "restorectl action: the command input is empty" >&2
    exit 2
fi
arguments=("$INPUT_COMMAND")
if [ -n "${INPUT_FORMAT:-}" ]; then arguments+=(--format "$INPUT_FORMAT"); fi
if [ -n "${INPUT_APP:-}" ]; then arguments+=(--app "$INPUT_APP"); fi
# shellcheck disable=SC2206 # split at white space, as documented
words=(${INPUT_ARGS:-})
# ${words[@]+...}: bash 3.2 (macOS runners' /bin/bash) calls an empty array unbound under set -u.
exec restorectl "${arguments[@]}" ${words[@]+"${words[@]}"}
