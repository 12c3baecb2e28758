import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STENCIL_NAMES, TOPOLOGIES } from '@lightsout/core';
import { TOPOLOGY_VALUES } from '@lightsout/core/algebra';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/registry.ts';
import { BIN, runCli } from './helpers.ts';

/** The candidates `lightsout complete -- WORDS…` prints for the last word: values only, and whether files fit. */
async function candidatesFor(...words: string[]): Promise<{ values: string[]; files: boolean }> {
  const { code, stdout, stderr } = await runCli(['complete', '--', ...words]);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  const lines = stdout.split('\n').filter((l) => l !== '');
  return { values: lines.filter((l) => l !== ':files').map((l) => l.split('\t')[0]!), files: lines.includes(':files') };
}

describe('completion candidates, from the flag definitions the parser uses', () => {
  it('commands (and help) first; root flags after a dash', async () => {
    expect((await candidatesFor('')).values).toEqual([...COMMANDS, 'help']);
    expect((await candidatesFor('so')).values).toEqual(['solve']);
    expect((await candidatesFor('-')).values).toEqual(['--help', '--version']);
  });

  it('file names for FILE arguments, any number of them, and for --graph and --target', async () => {
    expect(await candidatesFor('count', 'se')).toEqual({ values: [], files: true });
    expect(await candidatesFor('solve', 'a.txt', '--minimal', '')).toEqual({ values: [], files: true });
    expect(await candidatesFor('solve', '--graph', '')).toEqual({ values: [], files: true });
    expect(await candidatesFor('solve', '--target', 'g')).toEqual({ values: [], files: true });
    // sizes are numbers: nothing to offer, and no file names
    expect(await candidatesFor('nullity', '')).toEqual({ values: [], files: false });
    // a free value (a seed) gets nothing either
    expect(await candidatesFor('random', '5', '--seed', '')).toEqual({ values: [], files: false });
  });

  it('every flag the parser accepts and nothing else: --no-center, not --center; no --file, --rows, --cols', async () => {
    const { values } = await candidatesFor('solve', '--');
    for (const flag of ['--rule', '--no-center', '--stencil', '--topology', '--states', '--json', '--minimal', '--graph', '--game', '--help']) expect(values).toContain(flag);
    for (const flag of ['--center', '--file', '--rows', '--cols']) expect(values).not.toContain(flag);
    // each offered flag is one the parser takes
    for (const flag of values.filter((v) => v !== '--help' && v !== '--json')) {
      const value = ['--no-center', '--minimal', '--explain'].includes(flag) ? [] : flag === '--rule' ? ['moore'] : flag === '--topology' ? ['torus'] : null;
      if (value === null) continue;
      expect((await runCli(['solve', flag, ...value], '1\n#\n')).stderr, flag).not.toMatch(/unknown flag/);
    }
    expect((await candidatesFor('random', '5', '--count', '3', '--')).values).not.toContain('--count');
  });

  it('values of enumerated flags from where the code defines them; shell names after complete', async () => {
    expect((await candidatesFor('nullity', '--topology', '')).values).toEqual([...TOPOLOGY_VALUES]);
    expect((await candidatesFor('nullity', '--topology', '')).values).toEqual(expect.arrayContaining(['plane', 'torus', 'cylinder', 'mobius', 'klein', 'projective']));
    expect((await candidatesFor('kernel', '-r', '')).values).toEqual([...STENCIL_NAMES]);
    expect((await candidatesFor('solve', '--format', 'c')).values).toEqual(['coords']);
    expect((await candidatesFor('solve', '--rule=m')).values).toEqual(['--rule=moore']);
    // bash splits '--rule=m' into '--rule', '=', 'm'
    expect((await candidatesFor('solve', '--rule', '=', 'm')).values).toEqual(['moore']);
    expect((await candidatesFor('complete', '')).values).toEqual(['bash', 'zsh', 'fish']);
    expect((await candidatesFor('help', 'n')).values).toEqual(['nullity']);
  });

  it('complete --help is the command’s help, not an error', async () => {
    const { code, stdout } = await runCli(['complete', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('lightsout complete');
  });
});

/**
 * An interactive shell in a pseudo-terminal (util-linux `script`), without any rc file (for bash, without the
 * bash-completion package): keys go in, and every step waits until the screen shows what it should (never a
 * fixed sleep).
 */
class PtyShell {
  private readonly child: ChildProcessWithoutNullStreams;
  private output = '';
  private waiters: Array<() => void> = [];

  constructor(shell: string, cwd: string, env: NodeJS.ProcessEnv) {
    this.child = spawn('script', ['-qfec', shell, '/dev/null'], { cwd, env });
    const take = (data: Buffer): void => {
      this.output += data.toString();
      for (const waiter of this.waiters) waiter();
    };
    this.child.stdout.on('data', take);
    this.child.stderr.on('data', take);
  }

  /** Everything the terminal has shown so far. */
  get screen(): string {
    return this.output;
  }

  /** Types `keys`, then waits until the output after this point matches `pattern`; the output since then. */
  async type(keys: string, pattern: RegExp): Promise<string> {
    const from = this.output.length;
    const seen = new Promise<string>((done, fail) => {
      // A generous bound, only so that a failure shows the screen instead of hitting the test's limit.
      const timer = setTimeout(() => fail(new Error(`${pattern} did not show; the screen:\n${this.output}`)), 60_000);
      const check = (): void => {
        const since = this.output.slice(from);
        if (!pattern.test(since)) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
        done(since);
      };
      this.waiters.push(check);
      this.child.once('exit', () => fail(new Error(`bash exited before ${pattern} showed; the screen:\n${this.output}`)));
    });
    this.child.stdin.write(keys);
    return seen;
  }

  /** Ends the session. */
  close(): Promise<void> {
    return new Promise((done) => {
      this.child.once('exit', () => done());
      this.child.stdin.end('\u0015exit\r');
    });
  }
}

/**
 * A temporary home with `lightsout` on its PATH (the built binary) and a work folder holding `seed.txt` and
 * `subdir/`; runs `body` there, then removes it.
 */
async function withSandbox(body: (work: string, env: NodeJS.ProcessEnv) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lightsout-completion-'));
  try {
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'lightsout'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
    chmodSync(join(bin, 'lightsout'), 0o755);
    const work = join(dir, 'work');
    mkdirSync(join(work, 'subdir'), { recursive: true });
    writeFileSync(join(work, 'seed.txt'), '1\n#\n');
    writeFileSync(join(work, 'odd [name]*.txt'), '1\n#\n');
    await body(work, { PATH: `${bin}:/usr/bin:/bin`, HOME: dir, TERM: 'dumb', INPUTRC: '/dev/null', CI: '' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const hasScript = existsSync('/usr/bin/script');

describe('completion (and play) in real shells, through a pseudo-terminal', () => {
  it.runIf(hasScript && existsSync('/bin/bash'))(
    'bash: completes files, flags, values and shell names, needing nothing but bash; Ctrl-C in play or at a waiting count exits 130',
    () =>
      withSandbox(async (work, env) => {
        const bash = new PtyShell('bash --norc --noprofile -i', work, env);
        try {
          await bash.type(`PS1='READY> '; bind 'set show-all-if-ambiguous on'; bind 'set bell-style none'\r`, /READY> $/);
          await bash.type(`source <(lightsout complete bash); echo sourced\r`, /sourced\r?\n.*READY> $/s);
          // a file name for a FILE argument, where the old script rang the bell
          await bash.type('lightsout count se\t', /seed\.txt $/);
          // a name with a space and glob characters comes back quoted, not expanded
          await bash.type('od\t', /odd\\ \\\[name\\\]\\\*\.txt $/);
          // a directory for --graph FILE: completed with its slash
          await bash.type('\u0015lightsout solve --graph sub\t', /subdir\/$/);
          // a command, a flag, then the flag's value
          await bash.type('\u0015lightsout sol\t', /solve $/);
          await bash.type('--ru\t', /--rule $/);
          await bash.type('mo\t', /moore $/);
          // all values of an enumerated flag, listed
          const listed = await bash.type('\u0015lightsout nullity --topology \t', /cylinder[\s\S]*READY> lightsout nullity --topology $/);
          for (const topology of TOPOLOGIES) expect(listed).toContain(topology);
          // shell names after `complete`
          const shells = await bash.type('\u0015lightsout complete \t', /zsh[\s\S]*READY> lightsout complete $/);
          expect(shells).toMatch(/bash/);
          expect(shells).toMatch(/fish/);
          expect(bash.screen).not.toMatch(/command not found/);
          // Ctrl-C in play (raw mode makes it a key): the terminal is restored and the status is 130, not 0
          await bash.type('\u0015lightsout play 3 --seed 1\r', /presses: 0/);
          await bash.type('\u0003', /READY> $/);
          await bash.type('echo "status=$?"\r', /status=130/);
          // Ctrl-C while count waits for grids typed at the terminal: it stops at once, 130
          await bash.type('lightsout count\r', /end with Ctrl-D/);
          await bash.type('\u0003', /stopped by SIGINT[\s\S]*READY> $/);
          await bash.type('echo "status=$?"\r', /status=130/);
        } finally {
          await bash.close();
        }
      }),
    180_000,
  );

  it.runIf(hasScript && existsSync('/usr/bin/zsh'))(
    'zsh: the same completions through compinit',
    () =>
      withSandbox(async (work, env) => {
        const zsh = new PtyShell('zsh -f -i', work, env);
        try {
          await zsh.type(`PS1='READY> '; unset zle_bracketed_paste; autoload -Uz compinit; compinit -u; source <(lightsout complete zsh); echo sourced\r`, /sourced\r?\n.*READY> $/s);
          await zsh.type('lightsout count se\t', /seed\.txt $/);
          await zsh.type('\u0015lightsout solve --graph sub\t', /subdir\/$/);
          await zsh.type('\u0015lightsout solve --ru\t', /--rule $/);
          const listed = await zsh.type('\u0015lightsout nullity --topology \t', /cylinder[\s\S]*READY> lightsout nullity --topology $/);
          for (const topology of TOPOLOGIES) expect(listed).toContain(topology);
          await zsh.type('\u0015lightsout complete \t', /bash +fish +zsh/);
        } finally {
          await zsh.close();
        }
      }),
    180_000,
  );

  it.runIf(existsSync('/usr/bin/fish'))('fish: the same completions, with their descriptions', () =>
    withSandbox(async (work, env) => {
      const queries = ['lightsout count se', 'lightsout solve --ru', 'lightsout nullity --topology ', 'lightsout complete ', 'lightsout so'];
      const script = queries.map((q) => `complete -C ${JSON.stringify(q)}; echo ---`).join('; ');
      const result = spawnSync('fish', ['--no-config', '-c', `source (lightsout complete fish | psub); ${script}`], { cwd: work, env, encoding: 'utf8' });
      expect(result.stderr).toBe('');
      const answers = result.stdout.split('---\n').map((a) => a.trim().split('\n'));
      expect(answers[0]).toEqual(['seed.txt']);
      expect(answers[1]![0]).toMatch(/^--rule\t\S/);
      expect(answers[2]).toEqual([...TOPOLOGY_VALUES].sort());
      expect(answers[3]).toEqual(['bash', 'fish', 'zsh']);
      expect(answers[4]![0]).toMatch(/^solve\t/);
    }),
  );
});
