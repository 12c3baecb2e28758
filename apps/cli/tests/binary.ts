import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_DIR, BIN, type RunResult } from './helpers.ts';

/**
 * Running the built binary (`dist/cli.js`) as a user's shell does, cheaply on a busy machine: many command
 * lines in one shell process, and the game in a pseudo-terminal keyed by what it shows, never by sleeps.
 */

/** The environment of every run: `$LIGHTSOUT` is `node dist/cli.js`, and no CI. */
function binaryEnv(): NodeJS.ProcessEnv {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run 'pnpm --filter lightsout build' (turbo's test task does)`);
  return { ...process.env, LIGHTSOUT: `node ${BIN}`, CI: '' };
}

/**
 * Runs shell command lines one after another in ONE `sh` (in the app folder, stdin empty), each with its own
 * stdout, stderr and exit status, so a test file pays one spawn of the shell rather than one per check.
 * A command's own redirections (`2>/dev/full`, `<&-`) apply over the batch's.
 */
export function runShellBatch<K extends string>(commands: Record<K, string>): Record<K, RunResult> {
  const env = binaryEnv();
  const dir = mkdtempSync(join(tmpdir(), 'lightsout-batch-'));
  try {
    const names = Object.keys(commands) as K[];
    const script = names.map((name, i) => `{\n${commands[name]}\n} > "$BATCH/${i}.out" 2> "$BATCH/${i}.err"\necho $? > "$BATCH/${i}.code"\n`);
    writeFileSync(join(dir, 'batch.sh'), script.join(''));
    const shell = spawnSync('sh', [join(dir, 'batch.sh')], { cwd: APP_DIR, input: '', encoding: 'utf8', env: { ...env, BATCH: dir } });
    if (shell.status !== 0) throw new Error(`the batch shell failed (${shell.status ?? shell.signal}): ${shell.stderr}`);
    const read = (file: string): string => readFileSync(join(dir, file), 'utf8');
    const results = {} as Record<K, RunResult>;
    names.forEach((name, i) => {
      results[name] = { code: Number(read(`${i}.code`)), stdout: read(`${i}.out`), stderr: read(`${i}.err`) };
    });
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One step of a terminal session: wait until the screen shows `waitFor`, then type `keys`. */
export interface TerminalStep {
  waitFor: string | RegExp;
  keys: string;
}

/** How long a terminal session may wait for a screen before it is killed: a hang guard, not a timing. */
const SESSION_LIMIT_MS = 50_000;

/**
 * Runs `lightsout ARGS` in a pseudo-terminal (util-linux `script`) and types each step's keys once the
 * output since the previous step shows its `waitFor` (the game draws only after setting raw mode, so a key
 * never arrives in cooked mode). Resolves with everything printed and the exit status; rejects, naming the
 * screen it waited for, when the binary ends or the hang guard fires first.
 */
export function runInTerminal(args: readonly string[], steps: readonly TerminalStep[]): Promise<RunResult> {
  const env = binaryEnv();
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qec', `node ${BIN} ${args.join(' ')}`, '/dev/null'], { cwd: APP_DIR, env });
    let stdout = '';
    let seen = 0;
    let step = 0;
    const waiting = (): string => (step < steps.length ? `waiting for ${String(steps[step]!.waitFor)}` : 'after the last key');
    const guard = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no screen after ${SESSION_LIMIT_MS} ms, ${waiting()}; printed:\n${JSON.stringify(stdout)}`));
    }, SESSION_LIMIT_MS);
    const advance = (): void => {
      while (step < steps.length) {
        const { waitFor, keys } = steps[step]!;
        const rest = stdout.slice(seen);
        const at = typeof waitFor === 'string' ? rest.indexOf(waitFor) : rest.search(waitFor);
        if (at < 0) return;
        seen += at + 1;
        step++;
        child.stdin.write(keys);
      }
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      advance();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    // A key written after the game ended fails here; the close handler reports the session.
    child.stdin.on('error', () => {});
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      child.stdin.destroy();
      if (step < steps.length) reject(new Error(`the game ended (exit ${code}) ${waiting()}; printed:\n${JSON.stringify(stdout)}`));
      else resolve({ code: code ?? -1, stdout, stderr: '' });
    });
  });
}
