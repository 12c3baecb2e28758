// The closing line of `pnpm test` and CI: `N passed, N failed`, summed over every package's test reports.
// A suite that left no report (crashed, killed, never started) and a task that failed outside the tests
// (lint, type check, build: from turbo's run summaries) each count as one failure and are named after the
// counts, so the line never reads "0 failed" for a failed run. Exit 1 when anything failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Each test task and the vitest JSON report its package writes. */
const SUITES = { test: 'reports/vitest.json', 'test:e2e': 'reports/e2e.json' };

/** The package folders listed in pnpm-workspace.yaml (`- dir/*` or `- dir`). */
function workspaceFolders() {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:[ \t]+-.*\n?)+)/m.exec(yaml)?.[1] ?? '';
  return [...block.matchAll(/-\s*['"]?([^'"\s]+)['"]?/g)].flatMap(([, glob]) => {
    if (!glob.endsWith('/*')) return [glob];
    const parent = glob.slice(0, -2);
    if (!existsSync(join(ROOT, parent))) return [];
    return readdirSync(join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** A report's JSON, or undefined when the file is missing or cut short (its run was killed while writing). */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The first line of a failure message, cut to a readable length. */
function firstLine(message) {
  const line = String(message ?? '').split('\n').find((text) => text.trim() !== '') ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/**
 * Passed and failed tests of a vitest JSON report, with a line naming each failure (file, test, first line of
 * its message); a file that failed to load or an error outside any test fails once.
 */
function tally(report) {
  const files = report.testResults ?? [];
  const names = [];
  for (const file of files) {
    const where = file.name ? file.name.replace(ROOT, '') : '?';
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) names.push(`${where} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) names.push(`${where}: ${firstLine(file.message)}`);
  }
  const broken = files.filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'));
  let failed = (report.numFailedTests ?? 0) + broken.length;
  if (report.success === false && failed === 0) failed = 1;
  return { passed: report.numPassedTests ?? 0, failed, names };
}

/** Tasks turbo ran that exited non-zero, from the run summaries `--summarize` writes. */
function failedTasks() {
  const dir = join(ROOT, '.turbo', 'runs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')).tasks ?? [])
    .filter((task) => (task.execution?.exitCode ?? 0) !== 0);
}

let passed = 0;
let failed = 0;
const missing = [];
const cleanReports = new Set();
const failures = [];
for (const folder of workspaceFolders()) {
  const manifest = join(ROOT, folder, 'package.json');
  if (!existsSync(manifest)) continue;
  const { name, scripts = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
  for (const [task, report] of Object.entries(SUITES)) {
    if (!scripts[task]) continue;
    const json = readReport(join(ROOT, folder, report));
    if (!json) {
      missing.push(`${name} ${task}`);
      continue;
    }
    const counts = tally(json);
    failures.push(...counts.names.map((line) => `${name} ${task}: ${line}`));
    passed += counts.passed;
    failed += counts.failed;
    if (counts.failed === 0) cleanReports.add(`${name}#${task}`);
  }
}
// A test task that failed though its report shows no failure (e.g. vitest could not write it all) still fails.
const failedIds = failedTasks()
  .filter((task) => !(task.task in SUITES) || cleanReports.has(task.taskId))
  .map((task) => task.taskId);
const failedChecks = [...new Set(failedIds)];
const notes = [];
if (missing.length > 0) notes.push(`no report: ${missing.join(', ')}`);
if (failedChecks.length > 0) notes.push(`failed: ${failedChecks.join(', ')}`);
failed += missing.length + failedChecks.length;
if (passed + failed === 0) {
  notes.push('no test suite found');
  failed = 1;
}
// Each failure is named just above the closing line, so the tail of a long log says what failed.
for (const line of failures) console.log(`FAILED ${line}`);
console.log(`${passed} passed, ${failed} failed${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`);
process.exit(failed > 0 ? 1 : 0);
