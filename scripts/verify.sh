#!/bin/sh
# `pnpm verify`: the deeper, slower run of the core's tests for a quiet machine or a nightly job — every heavy
# property at LIGHTSOUT_TEST_SCALE (default 10) times its suite budget (`cases(n)` in
# packages/core/src/_test-seed.ts), under a fresh seed, printed first so a failure can be replayed with
# FC_SEED; then the differential sweep of the closed-form nullities (packages/core/bench/verify.ts). `pnpm test`
# runs the same tests at their suite budget under a fixed seed.
set -u
cd "$(dirname "$0")/.."
seed=${FC_SEED:-$(node -p 'Math.floor(Math.random() * 2 ** 31)')}
scale=${LIGHTSOUT_TEST_SCALE:-10}
echo "pnpm verify: the core's tests, heavy properties at ${scale}x their budget, seed ${seed} (FC_SEED=${seed} replays it)"
FC_SEED=$seed LIGHTSOUT_TEST_SCALE=$scale pnpm --filter @lightsout/core exec vitest run
status=$?
# then the differential sweep of every closed-form nullity against the prepared solver and dense elimination
pnpm --filter @lightsout/core run verify || status=1
exit "$status"
