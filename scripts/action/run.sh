#!/bin/bash
# The GitHub Action's run step (action.yml): restorectl INPUT_COMMAND [--format FORMAT]
# [--app INPUT_APP] INPUT_ARGS, the restorectl the install step put on PATH, in the job's working
# folder; INPUT_ARGS is split at white space (no quoting, no globbing). Its output is restorectl's
# (with --format github, a workflow command a finding, which GitHub shows as an annotation on the
# file) and its exit status is restorectl's, which fails the step when not 0.
# INPUT_FORMAT goes where it fits: github, the input's default, only to a command whose --format has
# it (validate), so that any other command writes its own default format (text); another value as
# given, which restorectl refuses (exit 2, naming the formats the command has) where it does not
# fit; and none when INPUT_ARGS has a --format of its own, which wins. INPUT_APP goes as given
# (validate, explain and report take --app; restorectl refuses it elsewhere, exit 2).
set -euo pipefail
set -f
fail() {
    echo "restorectl action: $1" >&2
    exit "$2"
}
[ -n "${INPUT_COMMAND:-}" ] || fail "the command input is empty" 2
command -v restorectl >/dev/null || fail "restorectl is not on PATH: the install step has not put it there" 1
# The commands whose --format takes github (PackagingTests checks this list against restorectl's).
github_commands="validate breaking-changes"

# shellcheck disable=SC2206 # split at white space, as documented
words=(${INPUT_ARGS:-})
format=${INPUT_FORMAT:-}
case " $github_commands " in
*" $INPUT_COMMAND "*) ;;
*) [ "$format" != github ] || format= ;;
esac
# ${words[@]+...}: bash 3.2 (macOS runners' /bin/bash) calls an empty array unbound under set -u.
for word in ${words[@]+"${words[@]}"}; do
    case $word in
    --) break ;;
    --format | --format=*) format= ;;
    esac
done
arguments=("$INPUT_COMMAND")
if [ -n "$format" ]; then arguments+=(--format "$format"); fi
if [ -n "${INPUT_APP:-}" ]; then arguments+=(--app "$INPUT_APP"); fi
exec restorectl "${arguments[@]}" ${words[@]+"${words[@]}"}
