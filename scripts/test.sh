#!/bin/sh
# `pnpm test`: the lint, every package's type check and tests, each run to its end even when another fails
# (turbo --continue), then the browser tests (test:e2e) on their own, so the unit tests cannot starve the
# browser of CPU on a small machine. Ends with .ci/summarize.mjs's line `N passed, N failed`, which also
# names any suite that left no report and any check that failed; exits 1 if anything failed.
set -u
cd "$(dirname "$0")/.."
# Reports and run summaries of an earlier run must not count; turbo restores the reports of cached tasks.
rm -rf .turbo/runs packages/*/reports apps/*/reports tests/*/reports
status=0
turbo run lint typecheck test --continue --summarize || status=1
turbo run test:e2e --continue --summarize || status=1
node .ci/summarize.mjs || status=1
exit "$status"
