#!/bin/bash
# make check-dist (after make dist): the artifact bundle as its users take it.
#  1. The zip: SE-0305's layout with the binary, manual page and completions; its .sha256 holds what
#     `swift package compute-checksum` prints; docs/install.md's manual install of it works in an
#     empty HOME; dist.sh run again writes the same bytes (Linux).
#  2. The SwiftPM command plugin: a scratch package in a temporary folder depends on
#     packaging/swiftpm-plugin by path, whose binary target is that zip (its default path, dist/);
#     `swift package restorectl ...` runs --version, a clean validate and one with a finding.
#  3. The GitHub Action: scripts/action/install.sh and run.sh, as action.yml's steps call them, in a
#     fake GITHUB_* environment with a stand-in release (a folder, as a file:// URL): the install puts
#     restorectl on GITHUB_PATH, a finding is an ::error annotation and exit 1, explain with the
#     default format explains and a --format in args is not given twice, the second install takes
#     the tool cache; a runner the bundle has no build for (the other OS; on Linux, the other
#     architecture), a runner without unzip or curl (a PATH of links to the other tools), a wrong
#     checksum or a missing release is refused in one line, and build-from-source builds with make
#     release. (action.yml's cache step needs GitHub: not run.)
#  4. On Linux, a release's bundle with a second variant (DIST_ADD): the plugin, given it by
#     RESTORECTL_ARTIFACT_BUNDLE, unpacks both and takes this machine's,
#     the Action's install on the other architecture takes the other.
# Prints each check; exit 1 when one fails.
set -uo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
SWIFT=${SWIFT:-swift}
version=$(.build-release/release/restorectl --version | sed -n 's/^restorectl //p')
name=restorectl-$version.artifactbundle
zip=dist/$name.zip
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
passed=0 failed=0

check() {
    local description=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "  ok      $description"
    else
        failed=$((failed + 1))
        echo "  FAILED  $description" >&2
    fi
}
has_line() { grep -qxF -- "$2" <<<"$1"; }
has_text() { grep -qF -- "$2" <<<"$1"; }
lines() { [ "$(printf '%s\n' "$1" | wc -l | tr -d ' ')" = "$2" ]; }
same() { [ "$1" = "$2" ]; }
show() { printf '%s\n' "$1" | sed 's/^/          | /' >&2; }

case $(uname -s)/$(uname -m) in
Linux/x86_64) variant=$name/restorectl-$version-linux-x86_64 os=Linux arch=X64 triple=x86_64-unknown-linux-gnu ;;
Linux/aarch64) variant=$name/restorectl-$version-linux-aarch64 os=Linux arch=ARM64 triple=aarch64-unknown-linux-gnu ;;
Darwin/arm64) variant=$name/restorectl-$version-macos os=macOS arch=ARM64 triple=arm64-apple-macosx ;;
Darwin/x86_64) variant=$name/restorectl-$version-macos os=macOS arch=X64 triple=x86_64-apple-macosx ;;
*)
    echo "check-dist: no artifact bundle variant for $(uname -s) on $(uname -m)" >&2
    exit 1
    ;;
esac

echo "check-dist: $zip"
listing=$(unzip -Z1 "$zip")
for file in info.json LICENSE bin/restorectl share/man/man1/restorectl.1 share/bash-completion/completions/restorectl \
    share/zsh/site-functions/_restorectl share/fish/vendor_completions.d/restorectl.fish; do
    case $file in info.json | LICENSE) path=$name/$file ;; *) path=$variant/$file ;; esac
    check "the zip holds $path" has_line "$listing" "$path"
done
unzip -q "$zip" -d "$scratch/unpacked"
info=$(cat "$scratch/unpacked/$name/info.json")
check "info.json is schema 1.0 with the executable restorectl $version" \
    has_text "$(tr -d ' \n' <<<"$info")" "{\"schemaVersion\":\"1.0\",\"artifacts\":{\"restorectl\":{\"version\":\"$version\",\"type\":\"executable\","
check "info.json names the variant's binary" has_text "$info" "\"path\": \"${variant#"$name/"}/bin/restorectl\""
check "the bundle's binary prints restorectl $version" \
    same "$("$scratch/unpacked/$variant/bin/restorectl" --version)" "restorectl $version"
check "the bundle's manual page is restorectl help --man" \
    same "$(cat "$scratch/unpacked/$variant/share/man/man1/restorectl.1")" "$(.build-release/release/restorectl help --man)"

mkdir -p "$scratch/app"
cat >"$scratch/app/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "App", dependencies: [.package(path: "$root/packaging/swiftpm-plugin")], targets: [])
EOF
ln -s "$root/Fixtures" "$scratch/app/Fixtures"
checksum=$(cd "$scratch/app" && "$SWIFT" package compute-checksum "$root/$zip")
check "the .sha256 file holds what swift package compute-checksum prints ($checksum)" \
    same "$(cut -d ' ' -f 1 "$zip.sha256")" "$checksum"
# docs/install.md's manual install of the bundle, its lines after the download as the page has them
# (its variant, Linux x86_64, replaced by this machine's), with HOME a new, empty folder.
manual=$(awk '/^```sh$/ { inside = 1; next } /^```$/ { inside = 0 } inside' docs/install.md |
    grep -E '^(unzip|mkdir|install) ' | sed "s|restorectl-$version-linux-x86_64|${variant#"$name/"}|")
mkdir -p "$scratch/manual/home" && cp "$zip" "$scratch/manual/"
said=$(cd "$scratch/manual" && HOME=$scratch/manual/home bash -e -c "$manual" 2>&1)
status=$?
check "docs/install.md's manual install ($(wc -l <<<"$manual" | tr -d ' ') lines) works in an empty HOME" \
    same "$status: $("$scratch/manual/home/.local/bin/restorectl" --version 2>&1)" "0: restorectl $version"
[ "$status" = 0 ] || show "$manual"$'\n'"$(tail -n 1 <<<"$said")"
if [ "$(uname -s)" = Linux ]; then
    cp "$zip" "$scratch/first.zip"
    scripts/dist.sh .build-release/release/restorectl >/dev/null
    check "scripts/dist.sh run again writes the same zip, byte for byte" cmp -s "$zip" "$scratch/first.zip"
fi

echo "check-dist: the command plugin (packaging/swiftpm-plugin) from a scratch package"
app=$scratch/app
plugin() { (cd "$app" && "$SWIFT" package restorectl "$@" 2>"$scratch/plugin.err"); }
output=$(plugin --version)
status=$?
check "swift package restorectl --version prints restorectl $version, exit 0" \
    same "$status: $output" "0: restorectl $version"
[ "$status" = 0 ] || show "$(cat "$scratch/plugin.err")"
output=$(plugin validate Fixtures/archives/com.example.TabBar.savedState)
status=$?
check "validate of the TabBar fixture through the plugin: what restorectl prints, exit 0" \
    same "$status: $output" "0: $(cd "$root" && .build-release/release/restorectl validate Fixtures/archives/com.example.TabBar.savedState)"
output=$(plugin validate Fixtures/rules/orphan-path)
status=$?
check "validate with a finding through the plugin prints it and fails" \
    same "$status: $(grep -c '\[orphan-path\]$' <<<"$output")" "1: 1"
check "the failed plugin names restorectl's exit status" \
    has_line "$(cat "$scratch/plugin.err")" "error: restorectl exited with status 1"

echo "check-dist: the GitHub Action's steps (action.yml, scripts/action) with a stand-in release"
release=$scratch/release
mkdir -p "$release/$version" "$scratch/runner"
cp "$zip" "$zip.sha256" "$release/$version/"
# The job's environment as GitHub sets it, and the inputs as action.yml passes them (its defaults).
export GITHUB_ACTION_PATH=$root GITHUB_WORKSPACE=$root RUNNER_OS=$os RUNNER_ARCH=$arch
export RUNNER_TEMP=$scratch/runner/temp RUNNER_TOOL_CACHE=$scratch/runner/tool-cache
export INPUT_VERSION=$version INPUT_BUILD_FROM_SOURCE=false INPUT_RELEASE_BASE_URL=file://$release
export INPUT_COMMAND=validate INPUT_FORMAT=github INPUT_APP= INPUT_ARGS=
mkdir -p "$RUNNER_TEMP"
# Runs a step's script with fresh GITHUB_PATH, GITHUB_ENV and GITHUB_OUTPUT files, and job_path (what
# the install step wrote to GITHUB_PATH) before PATH, which has no restorectl; `step NAME VAR=VALUE...` leaves stdout, stderr, status.
step() {
    local script=$1
    shift
    : >"$scratch/runner/path" && : >"$scratch/runner/env" && : >"$scratch/runner/output"
    env GITHUB_PATH="$scratch/runner/path" GITHUB_ENV="$scratch/runner/env" GITHUB_OUTPUT="$scratch/runner/output" \
        PATH="${job_path:+$job_path:}$PATH" "$@" bash "$GITHUB_ACTION_PATH/scripts/action/$script" \
        >"$scratch/runner/stdout" 2>"$scratch/runner/stderr"
    status=$?
    stdout=$(cat "$scratch/runner/stdout")
    stderr=$(cat "$scratch/runner/stderr")
}
job_path=
cached=$RUNNER_TOOL_CACHE/restorectl/$version/$arch
step install.sh
check "install: exit 0" same "$status" 0
[ "$status" = 0 ] || show "$stderr"
check "install: GITHUB_PATH got the tool cache's bin folder" same "$(cat "$scratch/runner/path")" "$cached/bin"
check "install: the step's output bin is that folder" same "$(cat "$scratch/runner/output")" "bin=$cached/bin"
check "install: said where it installed from" \
    same "$stdout" "restorectl $version: installed from file://$release/$version/$name.zip ($triple) into $cached"
job_path=$cached/bin
step run.sh INPUT_ARGS=Fixtures/rules/orphan-path
check "run: a finding is an ::error annotation on its file" has_text "$stdout" \
    "::error file=Fixtures/rules/orphan-path/data.data,title=restorectl orphan-path::[orphan-path] Root/:[0]:/List/:[0]:/Unnamed/:[0]:/Deep: "
check "run: exit 1, restorectl's status" same "$status" 1
step run.sh INPUT_APP=Fixtures/apps/Example.app INPUT_ARGS="--strict Fixtures/apps/archives/matching"
check "run: validate --app of matching saved state, no annotation and exit 0" \
    same "$status: $(grep -c '^::' <<<"$stdout")" "0: 0"
[ "$status" = 0 ] || show "$stdout$stderr"
step run.sh INPUT_COMMAND=
check "run: an empty command is one line, exit 2" same "$status: $stderr" "2: restorectl action: the command input is empty"
step run.sh INPUT_COMMAND=explain INPUT_ARGS=Fixtures/archives/com.example.TabBar.savedState
check "run: explain with the default format (github, which explain has not) explains, exit 0" \
    same "$status: $stdout" "0: $(.build-release/release/restorectl explain Fixtures/archives/com.example.TabBar.savedState)"
[ "$status" = 0 ] || show "$stderr"
step run.sh INPUT_ARGS="--format json Fixtures/rules/orphan-path"
check "run: --format in args wins over the format input, not given twice: JSON, exit 1" \
    same "$status: $(cut -c 1-8 <<<"$stdout") $stderr" '1: {"file": '
[ "$status" = 1 ] || show "$stderr"

# A runner the bundle has no build for: the other OS, and on Linux the other architecture.
case $os in Linux) other_os=macOS other_os_triple=arm64-apple-macosx ;; *) other_os=Linux other_os_triple=aarch64-unknown-linux-gnu ;; esac
step install.sh RUNNER_OS=$other_os RUNNER_ARCH=ARM64 RUNNER_TOOL_CACHE="$scratch/runner/other-os-cache"
check "install on $other_os, which the bundle has no build for: one line naming $other_os_triple, exit 1" same "$status: $stderr" \
    "1: restorectl action: $name.zip has no build for $other_os_triple ($other_os on ARM64); set build-from-source: true"
if [ "$os" = Linux ]; then
    case $arch in X64) other_arch=ARM64 other_arch_triple=aarch64-unknown-linux-gnu ;; *) other_arch=X64 other_arch_triple=x86_64-unknown-linux-gnu ;; esac
    step install.sh RUNNER_ARCH=$other_arch RUNNER_TOOL_CACHE="$scratch/runner/other-arch-cache"
    check "install on Linux $other_arch, which the bundle has no build for: one line naming $other_arch_triple, exit 1" \
        same "$status: $stderr" \
        "1: restorectl action: $name.zip has no build for $other_arch_triple (Linux on $other_arch); set build-from-source: true"
fi
# A runner without unzip, then without curl: PATH is a folder of links to every other tool install.sh runs.
for absent in unzip curl; do
    tools=$scratch/runner/no-$absent
    mkdir -p "$tools"
    for tool in bash curl unzip sha256sum shasum cut grep sed head tail mktemp rm mkdir mv touch; do
        [ "$tool" != "$absent" ] && found=$(command -v "$tool") && ln -s "$found" "$tools/$tool"
    done
    step install.sh PATH="$tools" RUNNER_TOOL_CACHE="$scratch/runner/no-$absent-cache"
    check "install without $absent: one line naming it, exit 1" same "$status: $stderr" \
        "1: restorectl action: no $absent on PATH: installing a release needs curl, unzip and sha256sum or shasum; install what is missing on the runner, or set build-from-source: true"
    check "install without $absent: nothing in the tool cache, nothing on GITHUB_PATH" \
        same "$(ls -A "$scratch/runner/no-$absent-cache" 2>/dev/null)$(cat "$scratch/runner/path")" ""
done

mv "$release" "$release.away"
job_path=
step install.sh
check "install again, the release gone: found in the tool cache" \
    same "$status: $stdout" "0: restorectl $version: found in the tool cache ($cached)"
check "install again: GITHUB_PATH got the same folder" same "$(cat "$scratch/runner/path")" "$cached/bin"
step install.sh RUNNER_TOOL_CACHE="$scratch/runner/empty-cache"
check "install with no release there: refused in one line, exit 1" lines "$stderr" 1
check "install with no release there: the line names the URL" \
    has_text "$stderr" "restorectl action: cannot download file://$release/$version/$name.zip: curl: "
check "install with no release there: exit 1" same "$status" 1
mv "$release.away" "$release"
echo "0000000000000000000000000000000000000000000000000000000000000000  $name.zip" >"$release/$version/$name.zip.sha256"
step install.sh RUNNER_TOOL_CACHE="$scratch/runner/other-cache"
check "install with a wrong checksum: exit 1" same "$status" 1
check "install with a wrong checksum: one line naming both SHA-256 values" same "$stderr" \
    "restorectl action: file://$release/$version/$name.zip has SHA-256 $checksum, not 0000000000000000000000000000000000000000000000000000000000000000 as $name.zip.sha256 says: refused, nothing installed"
check "install with a wrong checksum: nothing in the tool cache, nothing on GITHUB_PATH" \
    same "$(ls -A "$scratch/runner/other-cache" 2>/dev/null)$(cat "$scratch/runner/path")" ""
step install.sh INPUT_BUILD_FROM_SOURCE=true INPUT_RELEASE_BASE_URL=file:///nowhere
check "install with build-from-source: make release, exit 0" same "$status" 0
[ "$status" = 0 ] || show "$stderr"
check "install with build-from-source: GITHUB_PATH got .build-release/release" \
    same "$(cat "$scratch/runner/path")" "$root/.build-release/release"

if [ "$(uname -s)" = Linux ]; then
    echo "check-dist: a release's bundle, with a second variant (make dist DIST_ADD=...)"
    # The second platform's bundle: this one with its variant named for the other Linux architecture
    # (the binary is this machine's, so that it runs: what is checked is which variant is taken).
    case $RUNNER_ARCH in X64) other=aarch64 other_runner=ARM64 ;; *) other=x86_64 other_runner=X64 ;; esac
    mkdir -p "$scratch/other"
    (cd "$scratch/other" && unzip -q "$root/$zip" &&
        mv "$name/restorectl-$version-linux-$(uname -m)" "$name/restorectl-$version-linux-$other" &&
        sed -i "s/linux-$(uname -m)/linux-$other/; s/\"$(uname -m)-unknown-linux-gnu\"/\"$other-unknown-linux-gnu\"/" "$name/info.json" &&
        zip -qr other.zip "$name")
    DIST_ADD=$scratch/other/other.zip scripts/dist.sh .build-release/release/restorectl >/dev/null
    info=$(unzip -p "$zip" "$name/info.json")
    check "info.json lists both variants" same "$(grep -c '"supportedTriples"' <<<"$info")" 2
    check "the zip holds both variants' binaries" same "$(unzip -Z1 "$zip" | grep -c '/bin/restorectl$')" 2
    # The two-variant bundle goes to the stand-in release and to a copy; dist/ gets make dist's again.
    mkdir -p "$scratch/copy"
    cp "$zip" "$scratch/copy/"
    cp "$zip" "$zip.sha256" "$release/$version/"
    scripts/dist.sh .build-release/release/restorectl >/dev/null
    # A new scratch package (SwiftPM keeps what it unpacked from the first bundle in the first one),
    # given a copy of the bundle by RESTORECTL_ARTIFACT_BUNDLE, a path relative to the plugin package.
    mkdir -p "$scratch/app2" && cp "$scratch/app/Package.swift" "$scratch/app2/"
    up=$(printf '%s' "$root/packaging/swiftpm-plugin" | tr -cd / | wc -c)
    relative=$(for _ in $(seq "$up"); do printf '../'; done)${scratch#/}/copy/$name.zip
    app=$scratch/app2
    output=$(RESTORECTL_ARTIFACT_BUNDLE=$relative plugin --version)
    status=$?
    check "the plugin takes the machine's variant of RESTORECTL_ARTIFACT_BUNDLE's copy: restorectl $version, exit 0" \
        same "$status: $output" "0: restorectl $version"
    check "SwiftPM unpacked that copy (both variants)" \
        same "$(find "$scratch/app2/.build/artifacts" -path '*/bin/restorectl' | wc -l | tr -d ' ')" 2
    step install.sh RUNNER_ARCH=$other_runner RUNNER_TOOL_CACHE="$scratch/runner/second-cache"
    check "the Action's install on $other_runner takes the $other variant" same "$status: $stdout" \
        "0: restorectl $version: installed from file://$release/$version/$name.zip ($other-unknown-linux-gnu) into $scratch/runner/second-cache/restorectl/$version/$other_runner"
fi

echo "check-dist: $passed checks passed, $failed failed"
[ "$failed" = 0 ]
