#!/bin/sh
# The main job (`pnpm start`, after the build): solve the seed problem's two example grids with the fewest
# presses, explain the unsolvable one, then count how many are solvable.
set -u
cli="node apps/cli/dist/cli.js"
echo "\$ lightsout solve --minimal --explain examples/seed.txt"
$cli solve --minimal --explain examples/seed.txt
status=$?
# Exit status 1 is how `solve` reports an unsolvable grid, which the second example is.
[ "$status" -le 1 ] || exit "$status"
echo
echo "\$ lightsout count examples/seed.txt"
$cli count examples/seed.txt
