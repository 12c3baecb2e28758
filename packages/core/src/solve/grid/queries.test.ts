/**
 * Published values, checked through the front door `nullity(rows, cols, { rule })`: OEIS tables copied into
 * fixtures/oeis (with their source headers), and the variant facts of the shared reference. Each test walks
 * its whole table and reports every mismatch (or error) at once.
 */
import { describe, expect, it } from 'vitest';
import { allRules, oeisPairs, oeisRows, oeisTriples } from '../../_test-support.ts';
import { Board } from '../../puzzle/board.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { CLASSIC_RULE, makeRule, type Rule, ruleName, transposeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { rank } from '../../gf2/eliminate.ts';
import { isSolvable, nullity, nullityTable, quietPatterns } from './queries.ts';
import { solve } from './solve.ts';

const TORUS = makeRule(namedStencil('cross'), 'torus');
const MOORE = makeRule(namedStencil('moore'));
const SIGMA = makeRule(namedStencil('cross', { center: false }));

const cache = new Map<string, number | string>();
/** nullity(rows, cols, { rule }), memoised; an exception becomes its message so a table reports every failure. */
function nullityOrError(rows: number, cols: number, rule: Rule): number | string {
  const key = `${ruleName(rule)} ${rows}x${cols}`;
  let v = cache.get(key);
  if (v === undefined) {
    try {
      v = nullity(rows, cols, { rule });
    } catch (e) {
      v = `${(e as Error).name}: ${(e as Error).message}`;
    }
    cache.set(key, v);
  }
  return v;
}

/** Mismatches between expected and computed values, as readable lines; empty when all agree. */
function mismatches<T>(entries: readonly T[], label: (e: T) => string, want: (e: T) => number | bigint, got: (e: T) => number | bigint | string): string[] {
  const out: string[] = [];
  for (const e of entries) {
    const g = got(e);
    const w = want(e);
    if (g !== w) out.push(`${label(e)}: expected ${w}, got ${g}`);
  }
  return out;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Degree of a GF(2)[x] polynomial held as a bigint bit vector (bit i = coefficient of x^i); −1 for 0. */
function deg(p: bigint): number {
  return p === 0n ? -1 : p.toString(2).length - 1;
}

/** gcd in GF(2)[x], by repeated shifted XOR (plain long division). */
function polyGcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) {
    let r = a;
    const db = deg(b);
    for (let d = deg(r); d >= db; d = deg(r)) r ^= b << BigInt(d - db);
    [a, b] = [b, r];
  }
  return a;
}

/** f_n(x) and f_n(x + 1) for f_0 = 1, f_1 = x, f_{k+1} = x·f_k + f_{k−1} over GF(2). */
function chebyshevPair(n: number): [bigint, bigint] {
  let [f0, f1] = [1n, 2n];
  let [g0, g1] = [1n, 3n];
  for (let k = 1; k < n; k++) {
    [f0, f1] = [f1, (f1 << 1n) ^ f0];
    [g0, g1] = [g1, (g1 << 1n) ^ g1 ^ g0];
  }
  return n === 0 ? [f0, g0] : [f1, g1];
}

/** Classic m×n nullity = deg gcd(f_m(x), f_n(x + 1)) (Sutner; Goldwasser–Klostermeyer–Ware). */
function classicNullityByPolynomials(m: number, n: number): number {
  return deg(polyGcd(chebyshevPair(m)[0], chebyshevPair(n)[1]));
}

describe('published nullities and ranks (OEIS fixtures)', () => {
  it('A159257: nullity of the n×n classic board, n = 1..130', () => {
    const rows = oeisPairs('A159257');
    expect(rows.map(([n]) => n)).toEqual(Array.from({ length: 130 }, (_, i) => i + 1));
    expect(mismatches(rows, ([n]) => `${n}×${n}`, ([, v]) => v, ([n]) => nullityOrError(n, n, CLASSIC_RULE))).toEqual([]);
  });

  it('A220195: rank of the n×n classic matrix = n² − nullity, n = 1..50', () => {
    const rows = oeisPairs('A220195');
    expect(rows).toHaveLength(50);
    expect(
      mismatches(rows, ([n]) => `${n}×${n}`, ([, v]) => v, ([n]) => {
        const k = nullityOrError(n, n, CLASSIC_RULE);
        return typeof k === 'number' ? n * n - k : k;
      }),
    ).toEqual([]);
  });

  it('A075462: 2^nullity solutions for every solvable n×n board, n = 1..62', () => {
    const rows = oeisRows('A075462').map(([n, v]) => [Number(n), v!] as const);
    expect(rows).toHaveLength(62);
    expect(
      mismatches(rows, ([n]) => `${n}×${n}`, ([, v]) => v, ([n]) => {
        const k = nullityOrError(n, n, CLASSIC_RULE);
        return typeof k === 'number' ? 2n ** BigInt(k) : k;
      }),
    ).toEqual([]);
    // and through solve: the all-on board (always solvable) reports that many solutions
    for (const [n, v] of rows.filter(([n]) => n <= 24)) {
      const r = solve(Board.filled(n, n));
      expect(r.solvable && r.solutions).toBe(v);
    }
  });

  it('A076436: the sizes n ≤ 120 whose n×n classic board has nullity 0', () => {
    const listed = oeisRows('A076436').map(([n]) => Number(n));
    expect(listed.length).toBeGreaterThan(50);
    const computed: Array<number | string> = [];
    for (let n = 1; n <= 120; n++) {
      const k = nullityOrError(n, n, CLASSIC_RULE);
      if (k === 0) computed.push(n);
      else if (typeof k === 'string') computed.push(`${n}: ${k}`);
    }
    expect(computed).toEqual(listed);
  });

  it('A165738: nullity of the n×n torus (cross + centre, both directions wrap), n = 1..90', () => {
    const rows = oeisPairs('A165738');
    expect(rows).toHaveLength(90);
    expect(mismatches(rows, ([n]) => `torus ${n}×${n}`, ([, v]) => v, ([n]) => nullityOrError(n, n, TORUS))).toEqual([]);
  });

  it('A220196: the m×n classic rank table (nullity = mn − rank), in both orientations', () => {
    const rows = oeisTriples('A220196');
    expect(rows).toHaveLength(171);
    const got = (m: number, n: number) => {
      const k = nullityOrError(m, n, CLASSIC_RULE);
      return typeof k === 'number' ? m * n - k : k;
    };
    expect(mismatches(rows, ([m, n]) => `${m}×${n}`, ([, , v]) => v, ([m, n]) => got(m, n))).toEqual([]);
    expect(mismatches(rows, ([m, n]) => `${n}×${m}`, ([, , v]) => v, ([m, n]) => got(n, m))).toEqual([]);
  });

  it('A219525: the m×n Moore rank table (nullity = mn − rank), in both orientations', () => {
    const rows = oeisTriples('A219525');
    expect(rows).toHaveLength(134);
    const got = (m: number, n: number) => {
      const k = nullityOrError(m, n, MOORE);
      return typeof k === 'number' ? m * n - k : k;
    };
    expect(mismatches(rows, ([m, n]) => `moore ${m}×${n}`, ([, , v]) => v, ([m, n]) => got(m, n))).toEqual([]);
    expect(mismatches(rows, ([m, n]) => `moore ${n}×${m}`, ([, , v]) => v, ([m, n]) => got(n, m))).toEqual([]);
  });
});

describe('classic nullity by the polynomial formula (independent of the library)', () => {
  it('the formula itself reproduces A159257 and A220196 (sanity check of the oracle)', () => {
    for (const [n, v] of oeisPairs('A159257')) expect(classicNullityByPolynomials(n, n)).toBe(v);
    for (const [m, n, r] of oeisTriples('A220196')) expect(classicNullityByPolynomials(m, n)).toBe(m * n - r);
  });

  it('nullity(m, n) matches deg gcd(f_m(x), f_n(x+1)) on rectangles and squares past the tables', () => {
    const shapes: Array<[number, number]> = [
      [13, 40], [40, 13], [17, 23], [31, 63], [63, 31], [64, 100], [77, 130], [99, 149], [150, 150], [161, 161],
      [170, 84], [191, 191], [200, 199], [254, 254], [255, 127], [1, 300], [300, 2],
    ];
    expect(mismatches(shapes, ([m, n]) => `${m}×${n}`, ([m, n]) => classicNullityByPolynomials(m, n), ([m, n]) => nullityOrError(m, n, CLASSIC_RULE))).toEqual([]);
  });
});

describe('variant facts (recomputed independently)', () => {
  it('cross without centre, m×n plane: nullity = gcd(m+1, n+1) − 1', () => {
    const shapes: Array<[number, number]> = [];
    for (let m = 1; m <= 14; m++) for (let n = 1; n <= 14; n++) shapes.push([m, n]);
    shapes.push([20, 29], [23, 47], [35, 63], [63, 63], [64, 64], [99, 99], [80, 119], [127, 127], [150, 200]);
    expect(mismatches(shapes, ([m, n]) => `sigma ${m}×${n}`, ([m, n]) => gcd(m + 1, n + 1) - 1, ([m, n]) => nullityOrError(m, n, SIGMA))).toEqual([]);
  });

  it('Moore + centre, n×n plane: nullity 2n − 1 when n ≡ 2 (mod 3), else 0', () => {
    const sizes = [...Array.from({ length: 40 }, (_, i) => i + 1), 62, 63, 64, 65, 80, 100, 128];
    expect(mismatches(sizes, (n) => `moore ${n}×${n}`, (n) => (n % 3 === 2 ? 2 * n - 1 : 0), (n) => nullityOrError(n, n, MOORE))).toEqual([]);
  });

  it('nullity does not depend on orientation (symmetric stencils, plane or torus), nor on transposing the rule', () => {
    for (const rule of allRules()) {
      for (const [m, n] of [[2, 5], [3, 7], [4, 9], [6, 11]] as const) {
        const k = nullity(m, n, { rule });
        expect(nullity(m, n, { rule: transposeRule(rule) }), ruleName(rule)).toBe(k); // rank A = rank Aᵀ
        if (!rule.stencil.name.includes('/') && (rule.topology === 'plane' || rule.topology === 'torus')) expect(nullity(n, m, { rule }), ruleName(rule)).toBe(k);
      }
    }
  });
});

describe('quietPatterns, isSolvable, nullityTable', () => {
  it('quietPatterns is a basis of the quiet patterns for every rule', () => {
    for (const rule of allRules()) {
      for (const [m, n] of [[4, 4], [5, 5], [3, 8], [9, 9]] as const) {
        const basis = quietPatterns(m, n, { rule });
        expect(basis.length).toBe(nullity(m, n, { rule }));
        for (const q of basis) expect(pressEffect(q, rule).isEmpty()).toBe(true);
        const mat = new BitMatrix(basis.length, m * n);
        basis.forEach((q, i) => mat.words.set(q.toVector(), i * mat.stride));
        expect(rank(mat)).toBe(basis.length);
      }
    }
  });

  it('isSolvable agrees with solve and defaults to the classic rule', () => {
    expect(isSolvable(Board.fromRows(['#...', '....', '....', '....']))).toBe(false);
    expect(isSolvable(Board.fromRows(['##..', '#...', '....', '....']))).toBe(true);
    expect(isSolvable(Board.fromRows(['#...', '....', '....', '....']), { target: Board.fromRows(['#...', '....', '....', '....']) })).toBe(true);
    expect(isSolvable(new Board(1, 1), { rule: SIGMA, target: Board.filled(1, 1) })).toBe(false);
  });

  it('the classic nullityTable matches A220196 and nullity() entry by entry, in both orientations', () => {
    const ranks = oeisTriples('A220196');
    const table = nullityTable(12, 20);
    expect(table).toHaveLength(12);
    for (const [m, n, r] of ranks) if (m <= 12 && n <= 20) expect(table[m - 1]![n - 1], `${m}×${n}`).toBe(m * n - r);
    for (const [maxRows, maxCols] of [[30, 7], [7, 30], [1, 1], [1, 40], [25, 25]] as const) {
      const t = nullityTable(maxRows, maxCols);
      expect(t).toHaveLength(maxRows);
      t.forEach((row, i) => {
        expect(row).toHaveLength(maxCols);
        row.forEach((v, j) => expect(v, `${i + 1}×${j + 1} in a ${maxRows}×${maxCols} table`).toBe(nullity(i + 1, j + 1)));
      });
    }
    const seen: number[] = [];
    nullityTable(5, 9, { onProgress: (d, t) => seen.push(d * 100 + t) });
    expect(seen).toEqual([105, 205, 305, 405, 505]);
    const ac = new AbortController();
    ac.abort(new Error('classic table aborted'));
    expect(() => nullityTable(40, 40, { signal: ac.signal })).toThrow('classic table aborted');
  });

  it('nullityTable matches nullity entry by entry, reports progress per row, and aborts', () => {
    const seen: Array<[number, number]> = [];
    const table = nullityTable(6, 7, { rule: TORUS, onProgress: (d, t) => seen.push([d, t]) });
    expect(table).toHaveLength(6);
    table.forEach((row, i) => {
      expect(row).toHaveLength(7);
      row.forEach((v, j) => expect(v).toBe(nullity(i + 1, j + 1, { rule: TORUS })));
    });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6].map((m) => [m, 6]));
    expect(nullityTable(3, 3)).toEqual([[0, 0, 0], [0, 0, 0], [0, 0, 0]].map((r, i) => r.map((_, j) => nullity(i + 1, j + 1))));
    const ac = new AbortController();
    ac.abort(new Error('table aborted'));
    expect(() => nullityTable(4, 4, { signal: ac.signal })).toThrow('table aborted');
  });

  it('tables filled by symmetry (a rule equal to itself transposed) match nullity entry by entry, wide and tall', () => {
    const wrong: string[] = [];
    for (const rule of allRules().filter((r) => r.topology === 'plane' || r.topology === 'torus' || r.topology === 'cylinder')) {
      for (const [maxRows, maxCols] of [
        [9, 6],
        [5, 11],
      ] as const) {
        const table = nullityTable(maxRows, maxCols, { rule });
        table.forEach((row, i) => {
          row.forEach((v, j) => {
            if (v !== nullity(i + 1, j + 1, { rule })) wrong.push(`${ruleName(rule)} ${i + 1}×${j + 1}`);
          });
        });
      }
    }
    expect(wrong).toEqual([]);
  });
});
