#!/bin/sh
# `pnpm test`: the lint, every package's type check and tests, each run to its end even when another fails
# (turbo --continue), then the browser tests (test:e2e) on their own, so the unit tests cannot starve the
# browser of CPU on a small machine. Ends with .ci/summarize.mjs's line `N passed, N failed`, which also
# names any suite that left no report and any check that failed; exits 1 if anything failed.
#
# Tasks run at most half the cores at a time (two at least): on the 2-core CI machine that is two tasks,
# each a vitest with one worker (vitest's default there), rather than every package at once competing for
# the same two cores; TURBO_CONCURRENCY overrides it.
set -u
cd "$(dirname "$0")/.."
jobs=${TURBO_CONCURRENCY:-$(node -p 'Math.max(2, Math.floor(require("node:os").availableParallelism() / 2))')}
# Reports and run summaries of an earlier run must not count; turbo restores the reports of cached tasks.
rm -rf .turbo/runs packages/*/reports apps/*/reports tests/*/reports
status=0
turbo run lint typecheck test --continue --summarize --concurrency="$jobs" || status=1
turbo run test:e2e --continue --summarize --concurrency=1 || status=1
node .ci/summarize.mjs || status=1
exit "$status"
