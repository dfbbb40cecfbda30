#!/bin/sh
# What `make install` installs, from where to where: the one list the Makefile's all, install and
# uninstall targets share.
#   scripts/install.sh generate                   writes the manual page and completions with the release binary
#   scripts/install.sh built                      exit 0 when everything install copies is there
#   scripts/install.sh install DESTDIR PREFIX     copies it and says what went where, or stops (exit 2)
#                                                 saying to run make first when some of it is missing
#   scripts/install.sh uninstall DESTDIR PREFIX   removes those files and says which, or that none was there
#   scripts/install.sh stage DIR [BINARY]         copies them quietly under DIR in the same layout (bin/,
#                                                 share/...), BINARY in place of the release build when given:
#                                                 make dist's artifact bundle (scripts/dist.sh)
# install runs no compiler and writes nothing in the build folder, so that after `make`,
# `sudo make install` only copies (sudo's PATH need not have swift in it), and a build never runs
# as root: without `make` first, install refuses.
set -eu
binary=.build-release/release/restorectl
generated=.build-release/generated
command=${1-}
prefix=${3-/usr/local}
root="${2-}$prefix"

# Each file: where it is built, where it goes under PREFIX, its mode, and the arguments of the
# binary that write it (none for the binary itself).
files() {
    echo "$binary|bin/restorectl|755|"
    echo "$generated/restorectl.1|share/man/man1/restorectl.1|644|help --man"
    echo "$generated/restorectl.bash|share/bash-completion/completions/restorectl|644|completions bash"
    echo "$generated/_restorectl|share/zsh/site-functions/_restorectl|644|completions zsh"
    echo "$generated/restorectl.fish|share/fish/vendor_completions.d/restorectl.fish|644|completions fish"
}

# Runs `step BUILT DESTINATION MODE ARGUMENTS` for each file; a failing step stops the script.
each() {
    files | while IFS='|' read -r built destination mode arguments; do
        "$1" "$built" "$destination" "$mode" "$arguments"
    done
}

generate() {
    [ -n "$4" ] || return 0
    mkdir -p "$generated"
    # shellcheck disable=SC2086 # the arguments are words
    "$binary" $4 > "$1.tmp"
    mv "$1.tmp" "$1"
}
missing() { [ -f "$1" ] || echo "$1"; }
copy() {
    install -d "$root/${2%/*}"
    install -m "$3" "$1" "$root/$2"
    echo "  $2"
}
remove() {
    [ -e "$root/$2" ] || [ -L "$root/$2" ] || return 0
    rm -f "$root/$2"
    echo "  $2"
}

case $command in
generate)
    each generate
    echo "built $binary, its manual page and completions (in $generated): make install copies them"
    ;;
built)
    [ -z "$(each missing)" ]
    ;;
install)
    absent=$(each missing)
    if [ -n "$absent" ]; then
        echo "make install: nothing to install yet ($(echo $absent | sed 's/ /, /g') missing): run make first, as yourself, then make install; install only copies, so that nothing is compiled as root" >&2
        exit 2
    fi
    echo "installing into $root:"
    each copy
    cat <<EOF
Completions work in a new shell, once it looks in those folders:
  bash  bash-completion 2 (package bash-completion; Homebrew: bash-completion@2), loaded from
        ~/.bashrc, looks under its own prefix and in XDG_DATA_DIRS (unset: /usr/local/share, /usr/share).
  zsh   compinit (\`autoload -Uz compinit && compinit\` in ~/.zshrc) looks in fpath, which holds zsh's
        own prefix, /usr/local and Homebrew's; else add this before it in ~/.zshrc:
        fpath+=($prefix/share/zsh/site-functions)
  fish  looks under its own prefix (Homebrew's) and in XDG_DATA_DIRS.
  For the current bash or fish only: eval "\$(restorectl completions bash)", restorectl completions fish | source
EOF
    ;;
stage)
    root=$2
    binary=${3:-$binary}
    absent=$(each missing)
    if [ -n "$absent" ]; then
        echo "make dist: $(echo $absent | sed 's/ /, /g') missing: run make first" >&2
        exit 2
    fi
    each copy >/dev/null
    ;;
uninstall)
    removed=$(each remove)
    if [ -z "$removed" ]; then
        echo "make uninstall: found nothing of restorectl's under $root (installed with another PREFIX or DESTDIR?)"
    else
        echo "removed from $root:"
        echo "$removed"
    fi
    ;;
*)
    echo "scripts/install.sh: unknown command '$command' (generate, built, install, uninstall or stage)" >&2
    exit 2
    ;;
esac
