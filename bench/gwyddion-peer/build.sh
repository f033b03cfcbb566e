#!/bin/sh
# Builds the Gwyddion peer harnesses of this folder on demand (needs libgwyddion20-dev; CI does not).
set -e
cd "$(dirname "$0")"
mkdir -p build
for source in "$@"; do
  name=$(basename "$source" .c)
  # shellcheck disable=SC2046
  cc -O2 -o "build/$name" "$name.c" $(pkg-config --cflags --libs gwyddion) -lm
done
