// The main job (`pnpm start`): builds the lightsout command quietly (turbo's log is shown only when the build
// fails; `--no-build` skips it), says in one sentence what the game is and what `#` means, then for every grid of
// the seed problem shows the board as read (`#` = lit) and the command's answer: the fewest presses (`#` =
// press), or "unsolvable" with the quiet pattern that proves it. Last, the count of solvable grids. The labels
// come from `solve --json`; every board and answer is the command's own output.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SEED = 'examples/seed.txt';
const CLI = join(ROOT, 'apps/cli/dist/cli.js');

/** Builds the CLI and the core under it; turbo's banner and logs are printed only when the build fails. */
function build() {
  process.stderr.write('Building the lightsout command (turbo run build; its log is shown only if it fails)…\n');
  const turbo = join(ROOT, 'node_modules', '.bin', 'turbo');
  const run = spawnSync(turbo, ['run', 'build', '--filter=lightsout...', '--output-logs=errors-only'], { cwd: ROOT, encoding: 'utf8' });
  if (run.status === 0) return;
  process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? `${run.error.message}\n` : ''}The build failed.\n`);
  process.exit(run.status || 1);
}

/** Runs the command; exit 1 means "unsolvable" for solve, anything above is a failure of the job. */
function lightsout(args, input) {
  const run = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, input, encoding: 'utf8' });
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

/** How a grid's answer is introduced. */
function verdict(result) {
  if (!result.solvable) return 'no presses solve it';
  const presses = `${result.pressCount} press${result.pressCount === 1 ? '' : 'es'}`;
  const fewest = result.minimal ? 'the fewest' : 'not proven the fewest';
  return `${presses}, ${fewest} (${result.solutions} solution${result.solutions === '1' ? '' : 's'} in all); # = press`;
}

if (!process.argv.includes('--no-build')) build();
const lines = readFileSync(join(ROOT, SEED), 'utf8').split('\n');
const results = parseResults(lightsout(['solve', '--minimal', '--json', SEED]));
console.log(
  'Lights Out: pressing a cell toggles it and its four neighbours, and the goal is to switch every light off; ' +
    'in a board below # is a lit cell, in an answer # is a cell to press.',
);
console.log(`\n${SEED}: ${results.length} grids, each solved by \`lightsout solve --minimal --explain\``);
results.forEach((result, i) => {
  const end = results[i + 1]?.line - 1 || lines.length;
  const grid = `${lines.slice(result.line - 1, end).join('\n').trimEnd()}\n`;
  const board = grid.split('\n').filter((row) => /^[.#]+$/.test(row));
  console.log(`\nGrid ${i + 1} of ${results.length} (line ${result.line}), ${result.rows}×${result.cols}; # = lit:`);
  console.log(board.join('\n'));
  console.log(`Answer: ${verdict(result)}`);
  process.stdout.write(lightsout(['solve', '--minimal', '--explain', '-'], grid));
});
console.log(`\n$ lightsout count ${SEED}`);
process.stdout.write(lightsout(['count', SEED]));
