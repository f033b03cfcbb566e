#!/bin/sh
# Builds the Gwyddion 2.62 spectral peer (needs libgwyddion20-dev; CI does not have it).
set -e
cd "$(dirname "$0")"
mkdir -p build
cc -O2 -o build/spectral spectral.c $(pkg-config --cflags --libs gwyddion) -lm
