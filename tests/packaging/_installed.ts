import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACK_DESTINATION, ROOT, shellLinesOf } from './_readme.ts';

export { ROOT };

/** The published packages: their folder in the workspace, their name on npm and their tarball's name. */
export const PUBLISHED = {
  core: { dir: 'packages/core', name: '@lightsout/core', tarball: /^lightsout-core-\d.*\.tgz$/ },
  cli: { dir: 'apps/cli', name: 'lightsout', tarball: /^lightsout-\d.*\.tgz$/ },
} as const;

/** What a program printed and returned. */
export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment minus what pnpm adds for its scripts, so npm reads only its own configuration. */
function userEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^(npm|pnpm)_/i.test(key)) env[key] = value;
  return { ...env, CI: '', NO_COLOR: '1' };
}

/** Runs a program to its end in `cwd`, with the user's environment plus `env`. */
export function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Run {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...userEnv(), ...env }, maxBuffer: 64 << 20 });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Runs a program that must succeed; its output is the error message when it does not. */
export function succeed(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const result = run(command, args, cwd, env);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${result.code}:\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

/** Runs the workspace's TypeScript compiler (a tool, not a dependency of what is checked) in `cwd`. */
export function tsc(project: string, cwd: string): Run {
  const bin = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  return run(process.execPath, [bin, '-p', project], cwd);
}

/**
 * What the READMEs' install lines installed, outside the workspace: both tarballs in one project, the core's
 * alone in another, and both globally (under a prefix of its own). Plain data, shared with the test files.
 */
export interface Installed {
  /** The temporary folder holding everything. */
  readonly dir: string;
  /** The folder the tarballs were packed into (the READMEs' `~/lightsout-packages`). */
  readonly packages: string;
  /** The project with both tarballs: package.json, node_modules and the consumer files. */
  readonly project: string;
  /** The project with the core's tarball alone. */
  readonly coreOnly: string;
  /** The folder `npm install -g` put the `lightsout` command in. */
  readonly globalBin: string;
  /** The tarball files, by package. */
  readonly tarballs: Record<keyof typeof PUBLISHED, string>;
}

/** A README's one line matching `pattern`, with the tarballs' folder in place of `~/lightsout-packages`. */
function installLine(readme: string, pattern: RegExp, packages: string): string {
  const lines = shellLinesOf(readme, pattern);
  if (lines.length !== 1) throw new Error(`${readme}: expected one install line matching ${pattern}, found ${lines.length}`);
  return lines[0]!.command.replaceAll(PACK_DESTINATION, packages);
}

/** npm's flags that only make an install quieter and use its cache first; they change nothing installed. */
const QUIET_NPM = ' --prefer-offline --no-audit --no-fund';

/** A new project folder (a package.json of its own) inside `dir`. */
function newProject(dir: string, name: string): string {
  const project = join(dir, name);
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name, private: true, type: 'module' })}\n`);
  return project;
}

/**
 * Runs the READMEs' install lines as a user would, in the system's temporary folder: the pack lines in the
 * workspace (`pnpm pack` turns `workspace:` ranges into versions), then the toolkit README's one npm install of
 * both tarballs, the core README's install of the core alone and the CLI README's `npm install -g` (with a
 * prefix of its own). npm takes the other dependencies from its cache, or the registry. Nothing is written
 * inside the repository.
 */
export function packAndInstall(): Installed {
  for (const { dir } of Object.values(PUBLISHED)) {
    if (!existsSync(join(ROOT, dir, 'dist'))) throw new Error(`${dir}/dist is missing: run 'pnpm build' first (turbo's test task does)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'lightsout-packaging-'));
  try {
    const packages = join(dir, 'lightsout-packages');
    const sh = (line: string, cwd: string, env: NodeJS.ProcessEnv = {}) => succeed('sh', ['-c', line], cwd, env);
    sh(installLine('packages/core/README.md', /\bpack\b/, packages), ROOT);
    sh(installLine('README.md', /\bpack\b/, packages), ROOT);
    const files = readdirSync(packages);
    const tarball = (pattern: RegExp): string => {
      const name = files.find((file) => pattern.test(file));
      if (!name) throw new Error(`no tarball matching ${pattern} in ${files.join(', ')}`);
      return join(packages, name);
    };
    const tarballs = { core: tarball(PUBLISHED.core.tarball), cli: tarball(PUBLISHED.cli.tarball) };
    const project = newProject(dir, 'consumer');
    cpSync(fileURLToPath(new URL('consumer', import.meta.url)), project, { recursive: true });
    sh(installLine('README.md', /^npm install .*\.tgz/, packages) + QUIET_NPM, project);
    const coreOnly = newProject(dir, 'core-only');
    sh(installLine('packages/core/README.md', /^npm install .*\.tgz/, packages) + QUIET_NPM, coreOnly);
    const prefix = join(dir, 'global');
    sh(installLine('apps/cli/README.md', /^npm install -g .*\.tgz/, packages) + QUIET_NPM, dir, { npm_config_prefix: prefix });
    return { dir, packages, project, coreOnly, globalBin: join(prefix, 'bin'), tarballs };
  } catch (error) {
    removeInstalled(dir);
    throw error;
  }
}

/** Deletes what {@link packAndInstall} made. */
export function removeInstalled(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
