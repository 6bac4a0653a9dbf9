#!/usr/bin/env bash
# Builds the Clay side of `panels-bench clay` against a Clay checkout you provide:
#
#   Sources/PanelsBench/Peers/build-clay-peer.sh /path/to/clay [out-folder]
#
# /path/to/clay is a folder holding Clay's single header, clay.h (a clone of
# https://github.com/nicbarker/clay, or that one file copied into a scratch folder).
# Writes, with the C compiler in $CC (default cc) at -O2:
#   out-folder/libpanels-clay-peer.so  the library `panels-bench clay --clay-peer` loads
#   out-folder/clay-peer               Clay's figures alone (`clay-peer [rounds]`)
# out-folder defaults to .build/clay-peer. No Clay code is copied into this repository.
set -euo pipefail

clay=${1:?usage: build-clay-peer.sh /path/to/clay [out-folder]}
out=${2:-.build/clay-peer}
here=$(cd "$(dirname "$0")" && pwd)
cc=${CC:-cc}

if [ ! -f "$clay/clay.h" ]; then
    echo "build-clay-peer.sh: $clay/clay.h not found (give the folder of a Clay checkout)" >&2
    exit 1
fi
mkdir -p "$out"
flags=(-O2 -std=c99 -D_POSIX_C_SOURCE=199309L -I"$clay")
"$cc" "${flags[@]}" -shared -fPIC "$here/clay_peer.c" -o "$out/libpanels-clay-peer.so" -lm
"$cc" "${flags[@]}" -DPANELS_CLAY_PEER_MAIN "$here/clay_peer.c" -o "$out/clay-peer" -lm
echo "$out/libpanels-clay-peer.so"
