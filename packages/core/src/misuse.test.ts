/**
 * The public functions of the main entry called the way plain JavaScript can call them: with null, strings,
 * NaN, objects, arrays and huge numbers in any position. Each call must return or throw one of the library's
 * own errors (`isLightsOutError`): never a `TypeError`, a bare `RangeError`, a hang or a crash. Sizes in the
 * pool are small or absurd (refused by estimate), so every case runs in milliseconds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as algebra from './algebra.ts';
import * as core from './index.ts';
import { assertStatesKernelSize, MAX_STATES_KERNEL_BYTES } from './solve/states/states-limits.ts';

const { Board, StateBoard, Graph, isLightsOutError } = core;

/** Values a caller from plain JavaScript might pass anywhere. */
const junk: readonly unknown[] = [
  undefined,
  null,
  '5',
  '',
  'abc',
  Number.NaN,
  Number.POSITIVE_INFINITY,
  -1,
  0,
  1.5,
  2 ** 31,
  1e9,
  2 ** 53,
  3n,
  true,
  Symbol('s'),
  {},
  [],
  [null],
  [[1, 2]],
  [[0, 1], [1, 2]],
  { rows: 3, cols: 3 },
  { rows: 3, cols: 3, words: new Uint32Array(3) },
  () => Number.NaN,
  () => {
    throw new core.ArgumentError('thrown by a callback');
  },
  new Uint8Array(9).fill(7),
  new Uint32Array(3).fill(0xffffffff),
];

/** Small well-formed values, so that calls get past their first check and into the later ones. */
function wellFormed(): unknown[] {
  const board = Board.fromRows(['#.#', '.#.', '#..']);
  const corrupt = new Board(3, 3);
  corrupt.words[1] = 0xffffffff; // padding bits set after construction
  const stateBoard = StateBoard.fromRows(['012', '210', '111'], 3);
  const badStates = new StateBoard(3, 3, 3);
  badStates.cells[4] = 7; // a state past k written through the raw array
  return [
    2,
    3,
    4,
    board,
    corrupt,
    stateBoard,
    badStates,
    Graph.fromEdges(3, [[0, 1], [1, 2]]),
    core.CLASSIC_RULE,
    core.makeRule(core.namedStencil('moore'), 'torus'),
    { rule: { stencil: { offsets: [[1e9, 0]] }, topology: 'plane' } },
    { rule: core.CLASSIC_RULE, minimal: { maxExactSolutions: Number.NaN } },
    { maxCells: Number.NaN },
    { maxUnknowns: Number.NaN },
    { random: () => Number.NaN },
    { signal: 'stop' },
    { onProgress: 5 },
    { states: '3' },
    { target: board },
    { limit: -1 },
    { iterations: 1e12 },
    '3\n#.#\n.#.\n#..\n',
    '2 2\n0 1\n1 0\n',
    '.#./###/.#.',
    Uint8Array.of(1, 0, 1),
    [1, 0, 1],
    core.seededRandom(1),
  ];
}

/** Every function (and class) the main entry exports, but the error classes, which take any message. */
function publicFunctions(): Array<[string, (...args: unknown[]) => unknown]> {
  // The error classes take any message; Solved and Unsolvable are built by the solvers, not by callers.
  const skip = new Set(['ArgumentError', 'LimitError', 'GridFormatError', 'GraphFormatError', 'StencilFormatError', 'Solved', 'Unsolvable']);
  const out: Array<[string, (...args: unknown[]) => unknown]> = [];
  for (const [name, value] of Object.entries(core)) {
    if (typeof value !== 'function' || skip.has(name)) continue;
    const isClass = /^class\b/.test(Function.prototype.toString.call(value));
    const ctor = value as unknown as new (...args: unknown[]) => unknown;
    out.push([name, isClass ? (...args) => new ctor(...args) : (value as (...args: unknown[]) => unknown)]);
    for (const key of Object.getOwnPropertyNames(value)) {
      const member = (value as unknown as Record<string, unknown>)[key];
      if (typeof member === 'function' && key !== 'prototype') out.push([`${name}.${key}`, (...args) => (member as (...a: unknown[]) => unknown).apply(value, args)]);
    }
  }
  return out;
}

/** The public instance methods of the public classes (TypeScript's `private` ones are not part of the API). */
function publicMethods(): Array<[string, (...args: unknown[]) => unknown]> {
  const board = ['get', 'set', 'toggle', 'assertCell', 'count', 'isEmpty', 'clone', 'xor', 'overlap', 'and', 'cells', 'toVector', 'toRows', 'toJSON', 'toString', 'equals'];
  const instances: Array<[string, () => object, string[]]> = [
    ['Board', () => Board.fromRows(['#.', '.#']), board],
    ['StateBoard', () => StateBoard.fromRows(['01', '21'], 3), ['get', 'set', 'add', 'assertCell', 'isEmpty', 'total', 'equals', 'clone', 'toBoard', 'toRows', 'toString']],
    ['Graph', () => Graph.fromEdges(3, [[0, 1]]), ['edges']],
    ['Solver', () => new core.Solver(), ['solve']],
    ['SolvabilityChecker', () => new core.SolvabilityChecker(), ['isSolvable']],
    ['StatesSolvabilityChecker', () => new core.StatesSolvabilityChecker(core.CLASSIC_RULE, 3), ['isSolvable']],
    ['GridParser', () => new core.GridParser(), ['push', 'end']],
    ['StateGridParser', () => new core.StateGridParser(), ['push', 'end']],
  ];
  return instances.flatMap(([name, make, methods]) =>
    methods.map((key): [string, (...args: unknown[]) => unknown] => [`${name}#${key}`, (...args) => (make() as Record<string, (...a: unknown[]) => unknown>)[key]!(...args)]),
  );
}

/** Runs a call to completion: generators and async iterables are drained (a few items), promises awaited. */
async function settle(value: unknown): Promise<void> {
  if (value instanceof Promise) return void (await value);
  if (value && typeof value === 'object' && typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') {
    let n = 0;
    for await (const _ of value as AsyncIterable<unknown>) if (++n > 8) break;
    return;
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function' && 'next' in value) {
    let n = 0;
    for (const _ of value as unknown as Iterable<unknown>) if (++n > 8) break;
  }
}

describe('the main entry called with arbitrary values', () => {
  const calls = [...publicFunctions(), ...publicMethods()];
  const pool = [...junk, ...wellFormed()];
  const arg = fc.constantFrom(...pool);

  it('lists the functions it calls', () => {
    const names = calls.map(([name]) => name);
    for (const name of ['solve', 'nullity', 'solveStates', 'solveGraph', 'parseGrids', 'Board', 'Board.fromRows', 'Graph.fromEdges', 'Board#xor', 'GridParser#push']) {
      expect(names).toContain(name);
    }
  });

  it('answers or throws a library error, never a TypeError or a bare RangeError', async () => {
    // Every offending function is reported at once (one example each), not only the first.
    const offences = new Map<string, string>();
    for (const [[name, call], args] of fc.sample(fc.tuple(fc.constantFrom(...calls), fc.array(arg, { maxLength: 4 })), { numRuns: 4000, seed: 25 })) {
      try {
        await settle(call(...args));
      } catch (error) {
        if (!isLightsOutError(error) && !offences.has(name)) offences.set(name, `${name}(${args.map(describeArg).join(', ')}) threw ${String(error)}`);
      }
    }
    expect([...offences.values()]).toEqual([]);
  });

  it('answers or throws a library error with each junk value in each position of a seeded well-formed call', async () => {
    // Each position of every function gets every junk value once, the other arguments drawn from the pool.
    const offences = new Map<string, string>();
    const baselines = 4;
    const pick = fc.sample(fc.array(arg, { minLength: 4, maxLength: 4 }), { numRuns: calls.length * baselines, seed: 52 });
    for (const [i, [name, call]] of calls.entries()) {
      for (let base = 0; base < baselines; base++) {
        for (let position = 0; position < 3; position++) {
          for (const value of junk) {
            const args = pick[i * baselines + base]!.slice(0, position + 2);
            args[position] = value;
            try {
              await settle(call(...args));
            } catch (error) {
              if (!isLightsOutError(error) && !offences.has(name)) offences.set(name, `${name}(${args.map(describeArg).join(', ')}) threw ${String(error)}`);
            }
          }
        }
      }
    }
    expect([...offences.values()]).toEqual([]);
  });
});

/** A short text of an argument for the failure list. */
function describeArg(a: unknown): string {
  if (typeof a === 'symbol') return 'Symbol';
  if (typeof a === 'bigint') return `${a}n`;
  if (typeof a === 'function') return 'fn';
  if (a instanceof Board || a instanceof StateBoard || a instanceof Graph) return a.constructor.name;
  try {
    return JSON.stringify(a)?.slice(0, 60) ?? String(a);
  } catch {
    return String(a);
  }
}

/** The error `f` throws (fails when it returns). */
function thrown(f: () => unknown): Error & { code?: string; limit?: string } {
  try {
    f();
  } catch (error) {
    return error as Error & { code?: string; limit?: string };
  }
  throw new Error('expected a throw');
}

/** A random source that counts its draws: a refusal before it is ever called drew (and built) nothing. */
function countingRandom(): { random: () => number; draws: () => number } {
  const next = core.seededRandom(7);
  let draws = 0;
  const random = (): number => {
    draws++;
    return next();
  };
  return { random, draws: () => draws };
}

describe('malformed input is refused where it enters, naming what was expected', () => {
  it('refuses things that are not boards, and says what they were', () => {
    expect(thrown(() => core.solve({ rows: 5, cols: 5 } as never)).message).toBe('board must be a Board, got an object');
    expect(thrown(() => core.solve(null as never)).message).toBe('board must be a Board, got null');
    expect(thrown(() => core.isSolvable(Board.filled(2, 2), { target: 'x' as never })).message).toBe('target must be a Board, got the string "x"');
    expect(thrown(() => core.formatGrid(null as never)).code).toBe('ERR_ARGUMENT');
    expect(thrown(() => new core.SolvabilityChecker().isSolvable(null as never)).message).toBe('board must be a Board, got null');
    expect(thrown(() => core.solveStates(Board.filled(2, 2) as never)).message).toBe('board must be a StateBoard, got a Board');
    expect(thrown(() => core.solveGraph({ vertexCount: 3 } as never, [0, 0, 0])).message).toBe('graph must be a Graph, got an object');
  });

  it('says when a number came as a string', () => {
    expect(thrown(() => core.nullity('5' as never, 5)).message).toBe('rows must be a whole number ≥ 1, got the string "5"');
    expect(thrown(() => core.statesNullity(5, 5, '3' as never)).code).toBe('ERR_ARGUMENT');
    expect(thrown(() => core.statesNullity(5, 5, Symbol('k') as never)).message).toBe('number of states must be a whole number from 2 to 255, got a symbol');
    expect(thrown(() => new core.StateGridParser({ states: 3n as never })).message).toBe('number of states must be a whole number from 2 to 255, got 3n');
    expect(thrown(() => core.solveGraph(algebra.pathGraph(2), [0, 0], { states: '3' as never })).code).toBe('ERR_ARGUMENT');
  });

  it('refuses padding bits, in the constructor and when written later', () => {
    const words = new Uint32Array(2);
    words[0] = 0b100; // column 2 of a 2-column board
    expect(thrown(() => new Board(2, 2, words)).message).toBe('board words: row 1 has bits set past its 2 columns');
    const b = new Board(2, 2);
    b.words[1] = 1 << 31;
    for (const f of [() => core.solve(b), () => core.isSolvable(b), () => new core.Solver().solve(b), () => core.formatGrid(b), () => Board.filled(2, 2).xor(b)]) {
      expect(thrown(f).message).toMatch(/row 2 has bits set past its 2 columns/);
    }
    expect(thrown(() => new Board(2, 2, [0, 0] as never)).message).toBe('board words must be a Uint32Array, got an array of 2');
  });

  it('refuses k-state cells that are not states, in the constructor, in set and when written later', () => {
    const b = new StateBoard(2, 2, 3);
    expect(thrown(() => b.set(0, 0, 1.5)).message).toBe('state must be a whole number from 0 to 2, got 1.5');
    expect(thrown(() => b.set(0, 0, -1)).message).toBe('state must be a whole number from 0 to 2, got -1');
    expect(thrown(() => b.set(0, 0, 3)).code).toBe('ERR_ARGUMENT');
    expect(thrown(() => b.add(0, 0, 0.5)).code).toBe('ERR_ARGUMENT');
    expect(b.cells.every((v) => v === 0)).toBe(true);
    expect(thrown(() => new StateBoard(2, 2, 3, [0, 1, 2, 0] as never)).message).toBe('StateBoard must be a Uint8Array, got an array of 4');
    b.cells[3] = 7;
    for (const f of [() => core.solveStates(b), () => core.isStatesSolvable(b), () => core.formatStateGrid(b), () => new core.StatesSolvabilityChecker(core.CLASSIC_RULE, 3).isSolvable(b), () => core.solve(b), () => new core.Solver().solve(b)]) {
      expect(thrown(f).message).toMatch(/cell 3 is 7, not below 3/);
    }
    const big = new StateBoard(64, 64, 3); // the need reads four cells a word: a bad one inside a word
    big.cells[2001] = 200;
    for (const f of [() => core.solveStates(big), () => core.solve(big), () => core.solveStates(big, { target: new StateBoard(64, 64, 3) })]) {
      expect(thrown(f).message).toMatch(/cell 2001 is 200, not below 3/);
    }
  });

  it('refuses options of the wrong type or NaN', () => {
    expect(thrown(() => [...core.parseGrids('1\n#\n', { maxCells: Number.NaN })]).message).toBe('maxCells must be a whole number ≥ 1, got NaN');
    expect(thrown(() => core.solve(Board.filled(4, 4), { minimal: { maxSolutions: Number.NaN } as never })).message).toMatch(/minimal: unknown bound "maxSolutions"/);
    expect(thrown(() => core.solve(Board.filled(4, 4), { minimal: { maxExactSolutions: Number.NaN } as never })).message).toBe('minimal.maxExactSolutions must be a bigint ≥ 0, got NaN');
    expect(thrown(() => core.solveGraph(algebra.gridGraph(3, 3), new Uint8Array(9), { maxUnknowns: Number.NaN })).message).toBe('maxUnknowns must be a whole number ≥ 0, got NaN');
    expect(thrown(() => core.randomBoard(3, 3, { random: () => Number.NaN })).message).toBe('random() must return a whole number from 0 to 2³² − 1, got NaN');
    expect(thrown(() => core.nullity(3, 3, { signal: 'stop' as never })).message).toBe('options.signal must be an AbortSignal, got the string "stop"');
    expect(thrown(() => core.nullity(3, 3, null as never)).message).toBe('options must be an object, got null');
  });

  it('refuses text inputs that are not text', () => {
    expect(thrown(() => core.parseGrids(null as never)).message).toBe('text must be a string or a Uint8Array of UTF-8 bytes, got null');
    expect(thrown(() => core.parseStencil(42 as never)).message).toBe('pattern must be a string, got 42');
    expect(thrown(() => new core.GridParser().push(null as never)).message).toBe('chunk must be a string or a Uint8Array of UTF-8 bytes, got null');
    expect(thrown(() => core.Graph.fromEdges(3, [null as never])).message).toBe('an edge must be a [u, v] pair, got null');
  });

  it('lets an error thrown by onProgress propagate', () => {
    const boom = new Error('from onProgress');
    const onProgress = (): never => {
      throw boom;
    };
    // Not a grid graph: those are recognised and solved as boards, with no progress to report.
    expect(thrown(() => core.solveGraph(algebra.triangulatedGridGraph(30, 30), new Uint8Array(900), { onProgress }))).toBe(boom);
    expect(thrown(() => core.nullityTable(8, 8, { onProgress }))).toBe(boom);
    expect(thrown(() => core.nullityRow(8, 1, 8, { onProgress }))).toBe(boom);
    expect(thrown(() => algebra.forceLayout(algebra.pathGraph(30), { onProgress }))).toBe(boom);
  });
});

describe('work and memory refused by estimate before anything is built', () => {
  it('caps stencil offsets at the side parseStencil allows, wherever they come from', () => {
    expect(core.customStencil([[32, -32]]).offsets).toEqual([[32, -32]]);
    for (const f of [
      () => core.customStencil([[40, 0]]),
      () => core.nullity(3, 3, { rule: core.makeRule(core.customStencil([[2 ** 31, 0]]), 'plane') }),
      () => core.makeRule({ offsets: [[1e9, 0]], name: 'far' }, 'plane'),
      () => core.nullity(3, 3, { rule: { stencil: { offsets: [[2 ** 31, 0]], name: 'far' }, topology: 'plane' } }),
    ]) {
      const error = thrown(f);
      expect([error.code, error.limit]).toEqual(['ERR_LIMIT', 'maxStencilSide']);
    }
  });

  it('refuses random graphs before drawing anything', () => {
    for (const [f, limit] of [
      [(random: () => number) => core.randomGraph(100_000, 0.5, random), 'maxPairs'],
      [(random: () => number) => core.randomGraph(2 ** 24 + 1, 0.5, random), undefined],
      [(random: () => number) => algebra.randomRegularishGraph(2 ** 24 + 1, 3, random), undefined],
      [(random: () => number) => algebra.randomRegularishGraph(2 ** 24, 5, random), 'maxEdges'],
    ] as const) {
      const { random, draws } = countingRandom();
      const error = thrown(() => f(random));
      expect(core.isLightsOutError(error)).toBe(true);
      expect(error.limit).toBe(limit);
      expect(draws()).toBe(0);
    }
    expect(core.randomGraph(40, 0.5, countingRandom().random).vertexCount).toBe(40);
    // a grid with no column has no vertex, however many rows it is said to have: nothing is walked
    expect(algebra.gridGraph(2 ** 31, 0).vertexCount).toBe(0);
    expect(algebra.triangulatedGridGraph(0, 1e9).vertexCount).toBe(0);
  });

  it('refuses a layout past its work limit before the first iteration', () => {
    let reported = 0;
    const error = thrown(() => algebra.forceLayout(algebra.pathGraph(3), { iterations: 1e12, onProgress: () => reported++ }));
    expect([error.code, error.limit]).toEqual(['ERR_LIMIT', 'maxWork']);
    expect(reported).toBe(0);
    expect(thrown(() => algebra.forceLayout(algebra.pathGraph(3), { iterations: 2.5 })).code).toBe('ERR_ARGUMENT');
  });

  it('refuses long nullity rows and k-state work before starting', () => {
    let reported = 0;
    const onProgress = (): void => {
      reported++;
    };
    for (const f of [
      () => core.nullityRow(5, 1, 1e9, { onProgress }),
      () => core.statesNullity(2147483648, 1, 3, { onProgress }),
      () => core.statesNullity(1, 4294967297, 3, { onProgress }),
      () => core.statesKernel(1e5, 1e5, 3, { onProgress }),
      () => core.statesNullity(100_000, 100_000, 6, { onProgress }),
      () => core.quietPatterns(2, 2 ** 31),
    ]) {
      expect(thrown(f).code).toBe('ERR_LIMIT');
    }
    expect(reported).toBe(0);
  });

  it('refuses a k-state kernel past its memory before building a generator', () => {
    // 2048² cells per generator: 64 generators are 256 MiB, the limit; 65 are over it.
    expect(() => assertStatesKernelSize(16, 2048, 2048)).not.toThrow();
    const error = thrown(() => assertStatesKernelSize(65, 2048, 2048));
    expect([error.code, error.limit]).toEqual(['ERR_LIMIT', 'maxKernelBytes']);
    expect((error as core.LimitError).maximum).toBe(MAX_STATES_KERNEL_BYTES);
    expect(thrown(() => assertStatesKernelSize(3, 100_000, 800)).limit).toBe('maxWork');
  });
});
