import { lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyPresses, Board, CLASSIC_RULE, parseGrids } from '@lightsout/core';
import { describe, expect, inject, it } from 'vitest';
import { PUBLISHED, ROOT, run, succeed, tsc } from './_installed.ts';

/** The seed problem's two grids: the first solvable, the second not. */
const SEED = join(ROOT, 'examples', 'seed.txt');
/** A type check spawns tsc over the library's declarations and Node's: seconds, more on a busy machine. */
const TSC_BUDGET = 180_000;

/** What the READMEs' install lines installed (`_setup.ts`, once for every test file). */
const installed = inject('installed');

/** Where npm put a package in the consumer project. */
const installedDir = (name: string): string => join(installed.project, 'node_modules', name);

/** The fields of package.json that users and registries read. */
interface Manifest {
  name: string;
  version: string;
  description?: string;
  keywords?: string[];
  license?: string;
  repository?: unknown;
  engines?: unknown;
  private?: boolean;
  bin?: unknown;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
}

/** The package.json npm installed for a package. */
const manifest = (name: string): Manifest => JSON.parse(readFileSync(join(installedDir(name), 'package.json'), 'utf8'));

/** Every file under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** The first press grid in the output of `solve`: consecutive rows of `.` and `#`. */
function firstGrid(stdout: string): string[] {
  const lines = stdout.split('\n');
  const start = lines.findIndex((line) => /^[.#]+$/.test(line));
  const end = lines.findIndex((line, i) => i > start && !/^[.#]+$/.test(line));
  return start < 0 ? [] : lines.slice(start, end < 0 ? undefined : end);
}

describe('the packed tarballs', () => {
  it('are real installs, not links into the workspace', () => {
    for (const { name } of Object.values(PUBLISHED)) expect(lstatSync(installedDir(name)).isSymbolicLink(), name).toBe(false);
  });

  it('ship the built code, README, LICENSE and package.json, and nothing else of the workspace', () => {
    for (const { name } of Object.values(PUBLISHED)) {
      const files = filesUnder(installedDir(name)).filter((file) => !file.startsWith('node_modules/'));
      expect(files, name).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json']));
      expect(files.filter((file) => !['LICENSE', 'README.md', 'package.json'].includes(file) && !file.startsWith('dist/')), name).toEqual([]);
      expect(files.filter((file) => /\.test\.|(^|\/)_test-|\/bench\//.test(file)), name).toEqual([]);
    }
  });

  it('carry their sources inside every source map, since src/ is not shipped', () => {
    for (const { name } of Object.values(PUBLISHED)) {
      for (const file of filesUnder(installedDir(name)).filter((f) => f.endsWith('.map'))) {
        const map = JSON.parse(readFileSync(join(installedDir(name), file), 'utf8')) as { sources: string[]; sourcesContent?: unknown[] };
        expect(map.sourcesContent?.length, `${name}/${file}`).toBe(map.sources.length);
        for (const content of map.sourcesContent ?? []) expect(typeof content, `${name}/${file}`).toBe('string');
      }
    }
  });

  it('describe themselves: license, Node floor, repository, keywords, no workspace ranges', () => {
    for (const { dir, name } of Object.values(PUBLISHED)) {
      const pkg = manifest(name);
      expect(pkg.name).toBe(name);
      expect(pkg.license, name).toBe('MIT');
      expect(pkg.engines, name).toEqual({ node: '>=20.19' });
      expect(pkg.repository, name).toMatchObject({ type: 'git', directory: dir });
      expect(pkg.description, name).toMatch(/\S{3}/);
      expect(pkg.keywords, name).toContain('lights-out');
      expect(pkg.private, name).toBeUndefined();
      expect(JSON.stringify(pkg.dependencies ?? {}), name).not.toMatch(/workspace:/);
    }
    expect(manifest('lightsout').dependencies?.['@lightsout/core']).toBe(`^${manifest('@lightsout/core').version}`);
  });

  it('name the CLI after its binary, so `npx lightsout` runs it, with a bin path npm accepts as is', () => {
    expect(manifest('lightsout').bin).toEqual({ lightsout: 'dist/cli.js' });
  });

  it('resolve every entry point of the core to a shipped file', () => {
    const core = manifest('@lightsout/core');
    expect(Object.keys(core.exports ?? {})).toEqual(expect.arrayContaining(['.', './algebra']));
    const require = createRequire(join(installed.project, 'package.json'));
    for (const entry of ['@lightsout/core', '@lightsout/core/algebra', '@lightsout/core/package.json']) {
      expect(require.resolve(entry).startsWith(installedDir('@lightsout/core')), entry).toBe(true);
    }
  });
});

describe('the installed library', () => {
  it('imports from Node ESM, from both entry points', () => {
    const out = JSON.parse(succeed(process.execPath, ['use.mjs'], installed.project));
    // The lit 5×5 board: 15 presses at least, 4 solutions (nullity 2); the identity has full rank.
    expect(out).toEqual({ pressCount: 15, minimal: true, solutions: '4', reaches: true, parsed: [2, 3, 1], rank: 7 });
  });

  it('carries the WebAssembly kernels inside its JavaScript, loads them, and answers as its TypeScript path does', () => {
    const core = installedDir('@lightsout/core');
    expect(filesUnder(core).filter((file) => file.endsWith('.wasm'))).toEqual([]); // embedded: nothing to fetch
    const kernels = pathToFileURL(join(core, 'dist', 'wasm', 'kernels.js')).href;
    // n = 20000 takes its gcd at degree 5000, past the kernels' floor
    const script = `import { kernels } from '${kernels}'; import { classicNullity } from '@lightsout/core/algebra';
      process.stdout.write(JSON.stringify({ nullity: classicNullity(20000, 20000), loaded: kernels() !== null }));`;
    const answer = (env: NodeJS.ProcessEnv): unknown => JSON.parse(succeed(process.execPath, ['--input-type=module', '-e', script], installed.project, env));
    const fast = answer({});
    expect(fast).toMatchObject({ loaded: true });
    expect(answer({ LIGHTSOUT_KERNELS: 'ts' })).toEqual({ ...(fast as object), loaded: false });
  });

  it("runs the README's example as published, printing what its comments say", () => {
    const readme = readFileSync(join(installedDir('@lightsout/core'), 'README.md'), 'utf8');
    const example = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    // Comments that open with a value (`// 5`, `// 4n`, `// [[0, 4], …]`) state what that line prints.
    const stated = [...example.matchAll(/console\.log\(.*\); \/\/ (\[[\d, [\]]*\]|-?\d+n?)/g)].map(([, value]) => value!.replace(/\s/g, ''));
    expect(stated.length).toBeGreaterThan(0);
    const capture = 'const printed = []; console.log = (value) => printed.push(value);\n';
    const report = "\nprocess.stdout.write(JSON.stringify(printed.map((v) => (typeof v === 'bigint' ? String(v) + 'n' : JSON.stringify(v)))));\n";
    writeFileSync(join(installed.project, 'readme-example.mjs'), capture + example + report);
    const printed = JSON.parse(succeed(process.execPath, ['readme-example.mjs'], installed.project)) as string[];
    expect(printed).toEqual(stated);
  });

  it('loads with require() from CommonJS on the supported Node versions', () => {
    // The lit 3×3 board has one solution: the four corners and the centre.
    expect(succeed(process.execPath, ['use.cjs'], installed.project).trim()).toBe('5');
  });

  it.each(['nodenext', 'bundler'] as const)(
    'type-checks a strict consumer under moduleResolution %s',
    (resolution) => {
      const node = resolution === 'nodenext';
      const compilerOptions = {
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        target: 'es2022',
        module: node ? 'nodenext' : 'esnext',
        moduleResolution: resolution,
        // A Node project has Node's types; a bundled web project has the DOM's.
        lib: node ? ['es2022'] : ['es2022', 'dom'],
        types: node ? ['node'] : [],
        typeRoots: [join(dirname(createRequire(import.meta.url).resolve('@types/node/package.json')), '..')],
      };
      const project = `tsconfig.${resolution}.json`;
      writeFileSync(join(installed.project, project), JSON.stringify({ compilerOptions, files: ['consumer.ts'] }));
      const result = tsc(project, installed.project);
      expect(result.stdout + result.stderr).toBe('');
      expect(result.code).toBe(0);
    },
    TSC_BUDGET,
  );

  it(
    'type-checks a strict CommonJS consumer (a .cts file) under module nodenext',
    () => {
      const compilerOptions = {
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        target: 'es2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        lib: ['es2022'],
        types: [],
      };
      writeFileSync(join(installed.project, 'tsconfig.cjs.json'), JSON.stringify({ compilerOptions, files: ['require.cts'] }));
      const result = tsc('tsconfig.cjs.json', installed.project);
      expect(result.stdout + result.stderr).toBe('');
      expect(result.code).toBe(0);
    },
    TSC_BUDGET,
  );
});

describe('the installed lightsout binary', () => {
  const bin = (): string => join(installed.project, 'node_modules', '.bin', 'lightsout');

  it('solves the seed grids: presses that clear the first, "unsolvable" for the second, exit 1', () => {
    const result = run(bin(), ['solve', SEED], installed.project);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const [first] = [...parseGrids(readFileSync(SEED, 'utf8'))];
    const presses = Board.fromRows(firstGrid(result.stdout));
    expect(applyPresses(first!.board, presses, CLASSIC_RULE).isEmpty()).toBe(true);
    expect(result.stdout).toMatch(/unsolvable/);
  });

  it('counts the seed grids, and runs through npx by its package name', () => {
    expect(run(bin(), ['count', SEED], installed.project)).toMatchObject({ code: 0, stdout: expect.stringMatching(/^1 of 2 solvable/) });
    const npx = run('npm', ['exec', '--offline', '--', 'lightsout', 'count', SEED], installed.project);
    expect(npx).toMatchObject({ code: 0, stdout: expect.stringMatching(/^1 of 2 solvable/) });
  });

  it('reports the version of its package', () => {
    expect(succeed(bin(), ['--version'], installed.project).trim()).toBe(manifest('lightsout').version);
  });
});
