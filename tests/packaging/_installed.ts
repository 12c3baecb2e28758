import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = realpathSync(fileURLToPath(new URL('../..', import.meta.url)));

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

/** Runs a program to its end in `cwd`. */
export function run(command: string, args: readonly string[], cwd: string): Run {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: userEnv(), maxBuffer: 64 << 20 });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Runs a program that must succeed; its output is the error message when it does not. */
export function succeed(command: string, args: readonly string[], cwd: string): string {
  const result = run(command, args, cwd);
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

/** A project outside the workspace with both packed tarballs installed by npm, as a user would. */
export interface Installed {
  /** The temporary folder holding the tarballs and the project. */
  readonly dir: string;
  /** The project: package.json, node_modules and the consumer files. */
  readonly project: string;
  /** The tarball files, by package. */
  readonly tarballs: Record<keyof typeof PUBLISHED, string>;
  /** Deletes everything. */
  remove(): void;
}

/**
 * Packs core and CLI with `pnpm pack` (which turns `workspace:` ranges into versions) and installs both
 * tarballs with npm into a fresh project in the system's temporary folder; npm takes the other dependencies
 * from its cache, or the registry when the cache lacks them. Nothing is written inside the repository.
 */
export function packAndInstall(): Installed {
  for (const { dir } of Object.values(PUBLISHED)) {
    if (!existsSync(join(ROOT, dir, 'dist'))) throw new Error(`${dir}/dist is missing: run 'pnpm build' first (turbo's test task does)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'lightsout-packaging-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const { dir: folder } of Object.values(PUBLISHED)) succeed('pnpm', ['pack', '--pack-destination', dir], join(ROOT, folder));
    const files = readdirSync(dir);
    const tarball = (pattern: RegExp): string => {
      const name = files.find((file) => pattern.test(file));
      if (!name) throw new Error(`no tarball matching ${pattern} in ${files.join(', ')}`);
      return join(dir, name);
    };
    const tarballs = { core: tarball(PUBLISHED.core.tarball), cli: tarball(PUBLISHED.cli.tarball) };
    const project = join(dir, 'project');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'consumer', private: true, type: 'module' })}\n`);
    cpSync(fileURLToPath(new URL('consumer', import.meta.url)), project, { recursive: true });
    succeed('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarballs.core, tarballs.cli], project);
    return { dir, project, tarballs, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
