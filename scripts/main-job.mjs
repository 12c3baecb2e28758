// The main job (`pnpm start`, after the build): every grid of the seed problem under a label (where it is,
// its size, and how many presses solve it or that it cannot be solved), then the lightsout command's own
// answer for it — the fewest presses, or the quiet pattern proving it unsolvable — and finally the count
// of solvable grids. The labels come from `solve --json`; everything else is the command's plain output.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const SEED = 'examples/seed.txt';
const CLI = 'apps/cli/dist/cli.js';

/** Runs the command; exit 1 means "unsolvable" for solve, anything above is a failure of the job. */
function lightsout(args, input) {
  const run = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8' });
  if (run.status === null || run.status > 1) {
    process.stderr.write(run.stderr || `lightsout ${args.join(' ')}: ${run.error ?? `exit ${run.status}`}\n`);
    process.exit(run.status || 2);
  }
  return run.stdout;
}

/** The results of `solve --json`: one JSON array, or one document a line. */
function parseResults(json) {
  const text = json.trim();
  return text.startsWith('[') ? JSON.parse(text) : text.split('\n').map((line) => JSON.parse(line));
}

/** How a grid's result reads in its label. */
function verdict(result) {
  if (!result.solvable) return 'no presses solve it';
  const presses = `${result.pressCount} press${result.pressCount === 1 ? '' : 'es'}`;
  const fewest = result.minimal ? 'the fewest' : 'not proven the fewest';
  return `${presses}, ${fewest} (${result.solutions} solution${result.solutions === '1' ? '' : 's'} in all); # = press`;
}

const lines = readFileSync(SEED, 'utf8').split('\n');
const results = parseResults(lightsout(['solve', '--minimal', '--json', SEED]));
console.log(`${SEED}: ${results.length} grids, each solved by \`lightsout solve --minimal --explain\``);
results.forEach((result, i) => {
  const end = results[i + 1]?.line - 1 || lines.length;
  const grid = `${lines.slice(result.line - 1, end).join('\n')}\n`;
  console.log(`\nGrid ${i + 1} of ${results.length} (line ${result.line}), ${result.rows}×${result.cols}: ${verdict(result)}`);
  process.stdout.write(lightsout(['solve', '--minimal', '--explain', '-'], grid));
});
console.log(`\n$ lightsout count ${SEED}`);
process.stdout.write(lightsout(['count', SEED]));
