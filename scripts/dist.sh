#!/bin/sh
# scripts/dist.sh BINARY: make dist's second half. Writes dist/restorectl-VERSION.artifactbundle.zip, an
# artifact bundle in SE-0305's layout (what SwiftPM takes as a binary target, and mise and nest install
# from), and beside it its SHA-256 in dist/restorectl-VERSION.artifactbundle.zip.sha256, in sha256sum's
# form ("HASH  NAME"; HASH is what `swift package compute-checksum` prints). VERSION is what BINARY
# --version prints. The bundle holds the variant for the machine that built it, and those of the
# bundles DIST_ADD names (make dist DIST_ADD="A.zip ..."; see below):
#   restorectl-VERSION.artifactbundle/
#     info.json                                  schemaVersion 1.0, the variant and its target triples
#     LICENSE
#     restorectl-VERSION-linux-ARCH/ (or restorectl-VERSION-macos/, a universal arm64 + x86_64 binary)
#       bin/restorectl, share/man/man1/restorectl.1 and the bash, zsh and fish completions, laid out as
#       make install lays them out under a prefix (scripts/install.sh stage copies them)
# Every file and folder is dated 2026-01-01 00:00 UTC and the zip is written in name order without
# extra attributes (zip -X), so the same binary gives the same zip, byte for byte.
set -eu
umask 022
binary=${1:?usage: scripts/dist.sh BINARY}
if ! command -v zip >/dev/null 2>&1; then
    echo "make dist: zip is missing; it writes the bundle's .zip (Debian and Ubuntu: apt-get install zip)" >&2
    exit 2
fi
version=$("$binary" --version | sed -n 's/^restorectl //p')
if [ -z "$version" ]; then
    echo "make dist: $binary --version printed no version" >&2
    exit 1
fi
case $(uname -s) in
Linux)
    # The static build, for the machine's architecture (x86_64 or aarch64, as uname -m says).
    arch=$(uname -m)
    variant=restorectl-$version-linux-$arch
    triples="\"$arch-unknown-linux-gnu\""
    ;;
Darwin)
    for arch in arm64 x86_64; do
        if ! lipo -archs "$binary" | tr ' ' '\n' | grep -qx "$arch"; then
            echo "make dist: $binary is not a universal binary: it has no $arch code (lipo -archs)" >&2
            exit 1
        fi
    done
    variant=restorectl-$version-macos
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    ;;
*)
    echo "make dist: no artifact bundle variant for $(uname -s) (Linux and Darwin have one)" >&2
    exit 1
    ;;
esac

name=restorectl-$version.artifactbundle
work=dist/.work
rm -rf "$work"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/$name"
scripts/install.sh stage "$work/$name/$variant" "$binary"
cp LICENSE "$work/$name/LICENSE"
variants="        { \"path\": \"$variant/bin/restorectl\", \"supportedTriples\": [$triples] }"
# DIST_ADD: bundles of the same version that make dist wrote on other machines (another platform's),
# whose variants join this one: a release's bundle holds every platform's, and SwiftPM and the
# GitHub Action each take theirs. Their info.json is read as this script writes it, a variant a line.
for other in ${DIST_ADD:-}; do
    rm -rf "$work/add"
    mkdir -p "$work/add"
    if ! unzip -q "$other" -d "$work/add" 2>/dev/null || [ ! -f "$work/add/$name/info.json" ]; then
        echo "make dist: DIST_ADD's $other holds no $name/info.json (restorectl $version's bundle)" >&2
        exit 1
    fi
    lines=$(grep '"path": ' "$work/add/$name/info.json" | sed 's/ *},*$/ }/' | sed '$!s/$/,/')
    for folder in $(echo "$lines" | sed 's|.*"path": "\([^/"]*\)/.*|\1|'); do
        if [ -e "$work/$name/$folder" ]; then
            echo "make dist: DIST_ADD's $other has the variant $folder, which the bundle has already" >&2
            exit 1
        fi
        mv "$work/add/$name/$folder" "$work/$name/$folder"
    done
    variants="$variants,
$lines"
done
rm -rf "$work/add"
cat > "$work/$name/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "restorectl": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
EOF
find "$work" -exec env TZ=UTC0 touch -t 202601010000.00 {} +
rm -f "dist/$name.zip" "dist/$name.zip.sha256"
(cd "$work" && find "$name" | LC_ALL=C sort | TZ=UTC0 zip -X -q -@ "../$name.zip")
rm -rf "$work"
if command -v sha256sum >/dev/null 2>&1; then
    (cd dist && sha256sum "$name.zip" > "$name.zip.sha256")
else
    (cd dist && shasum -a 256 "$name.zip" > "$name.zip.sha256")
fi
echo "dist/$name.zip: restorectl $version for $(echo "$variants" | sed -n 's/.*"supportedTriples": \[\(.*\)\].*/\1/p' | paste -sd , - | sed 's/,"/, "/g')"
echo "dist/$name.zip.sha256: $(cut -d ' ' -f 1 "dist/$name.zip.sha256")"
