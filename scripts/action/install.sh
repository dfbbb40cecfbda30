#!/bin/bash
# The GitHub Action's install step (action.yml), with its inputs as INPUT_* variables. Installs
# restorectl INPUT_VERSION from INPUT_RELEASE_BASE_URL/VERSION/restorectl-VERSION.artifactbundle.zip
# into the tool cache, $RUNNER_TOOL_CACHE/restorectl/VERSION/$RUNNER_ARCH (the folder action.yml's
# actions/cache step keeps), unless a complete install is there already: the zip is refused unless its
# SHA-256 is the one its .sha256 file gives (a download damaged or cut short; the two come from the
# same release, so this is no signature), then the bundle's variant for the runner's triple (info.json
# as make dist writes it, one variant a line) is moved into place. With INPUT_BUILD_FROM_SOURCE=true
# it builds the Action's own checkout with make release instead. Either way the folder that holds
# restorectl goes on the job's PATH ($GITHUB_PATH) and into the step's output bin ($GITHUB_OUTPUT).
# A failure is one line on standard error, exit 1: every command that can fail is checked here, and
# none is left to set -e, which would end the script without a word. Installing a release needs
# bash, curl, unzip and sha256sum or shasum (checked before downloading); building needs make.
set -euo pipefail
fail() {
    echo "restorectl action: $*" >&2
    exit 1
}
# Fails, naming each, unless the variables (GitHub sets them for every step) are set.
need_variables() {
    local variable
    for variable in "$@"; do
        [ -n "${!variable:-}" ] || fail "$variable is not set: this script is a step of action.yml, run by GitHub Actions"
    done
}
sha256() { if command -v sha256sum >/dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d ' ' -f 1; }
# Fails naming the tools installing a release needs that are not on PATH, before anything is downloaded.
need_download_tools() {
    local missing=""
    command -v curl >/dev/null || missing=curl
    command -v unzip >/dev/null || missing="${missing:+$missing or }unzip"
    command -v sha256sum >/dev/null || command -v shasum >/dev/null || missing="${missing:+$missing or }sha256sum (nor shasum)"
    [ -z "$missing" ] ||
        fail "no $missing on PATH: installing a release needs curl, unzip and sha256sum or shasum; install what is missing on the runner, or set build-from-source: true"
}

need_variables GITHUB_PATH GITHUB_OUTPUT
if [ "${INPUT_BUILD_FROM_SOURCE:-false}" = true ]; then
    need_variables GITHUB_ACTION_PATH
    command -v make >/dev/null || fail "make is not on PATH: build-from-source needs make and Swift 6.0 or later"
    make -C "$GITHUB_ACTION_PATH" release >&2 || fail "make release failed in $GITHUB_ACTION_PATH (its output is above)"
    bin=$GITHUB_ACTION_PATH/.build-release/release
else
    need_variables RUNNER_OS RUNNER_ARCH RUNNER_TOOL_CACHE
    version=${INPUT_VERSION:-}
    [ -n "$version" ] || fail "the version input is empty"
    case $RUNNER_OS/$RUNNER_ARCH in
    Linux/X64) triple=x86_64-unknown-linux-gnu ;;
    Linux/ARM64) triple=aarch64-unknown-linux-gnu ;;
    macOS/ARM64) triple=arm64-apple-macosx ;;
    macOS/X64) triple=x86_64-apple-macosx ;;
    *) fail "no release build for $RUNNER_OS on $RUNNER_ARCH; set build-from-source: true" ;;
    esac
    folder=$RUNNER_TOOL_CACHE/restorectl/$version/$RUNNER_ARCH
    if [ -f "$folder/.complete" ] && [ -x "$folder/bin/restorectl" ]; then
        echo "restorectl $version: found in the tool cache ($folder)"
    else
        name=restorectl-$version.artifactbundle
        [ -n "${INPUT_RELEASE_BASE_URL:-}" ] || fail "the release-base-url input is empty"
        url=${INPUT_RELEASE_BASE_URL%/}/$version/$name.zip
        need_download_tools
        download=$(mktemp -d "${RUNNER_TEMP:-/tmp}/restorectl.XXXXXX" 2>&1) ||
            fail "cannot make a temporary folder in ${RUNNER_TEMP:-/tmp}: $(tail -n 1 <<<"$download")"
        trap 'rm -rf "$download"' EXIT
        for file in "$name.zip" "$name.zip.sha256"; do
            if ! said=$(curl -fsSL --retry 3 -o "$download/$file" "${url%/*}/$file" 2>&1); then
                fail "cannot download ${url%/*}/$file: $(tail -n 1 <<<"$said")"
            fi
        done
        expected=$(cut -d ' ' -f 1 < "$download/$name.zip.sha256")
        actual=$(sha256 "$download/$name.zip") || fail "cannot compute the SHA-256 of $download/$name.zip"
        [ "$actual" = "$expected" ] ||
            fail "$url has SHA-256 $actual, not $expected as $name.zip.sha256 says: refused, nothing installed"
        unzip -q "$download/$name.zip" -d "$download/unpacked" 2>/dev/null || fail "$url is a damaged zip"
        info=$download/unpacked/$name/info.json
        [ -f "$info" ] || fail "$url holds no $name/info.json"
        # No line for the triple is no error here (grep's exit 1 would end the script under set -e and
        # pipefail, without a word): the case below says which build is missing.
        path=$({ grep -F "\"$triple\"" "$info" || true; } | sed -n 's/.*"path": *"\([^"]*\)".*/\1/p' | sed -n 1p)
        variant=${path%/bin/restorectl}
        case $path in
        */bin/restorectl) ;;
        *) fail "$name.zip has no build for $triple ($RUNNER_OS on $RUNNER_ARCH); set build-from-source: true" ;;
        esac
        case /$variant/ in
        */../* | */./* | //*) fail "$name/info.json names the variant path $path, outside the bundle" ;;
        esac
        [ -x "$download/unpacked/$name/$path" ] || fail "$name.zip has no executable $path"
        said=$({ rm -rf "$folder" && mkdir -p "${folder%/*}" && mv "$download/unpacked/$name/$variant" "$folder" &&
            touch "$folder/.complete"; } 2>&1) || fail "cannot install into $folder: $(tail -n 1 <<<"$said")"
        echo "restorectl $version: installed from $url ($triple) into $folder"
    fi
    printed=$("$folder/bin/restorectl" --version 2>&1) ||
        fail "$folder/bin/restorectl does not run on this runner: $(tail -n 1 <<<"$printed")"
    [ "$printed" = "restorectl $version" ] || fail "$folder/bin/restorectl says '$(head -n 1 <<<"$printed")', not restorectl $version"
    bin=$folder/bin
fi
{ echo "$bin" >>"$GITHUB_PATH" && echo "bin=$bin" >>"$GITHUB_OUTPUT"; } 2>/dev/null ||
    fail "cannot write to GITHUB_PATH ($GITHUB_PATH) or GITHUB_OUTPUT ($GITHUB_OUTPUT)"
