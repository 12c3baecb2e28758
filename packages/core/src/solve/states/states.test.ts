import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASYMMETRIC_PATTERNS, allRules, fixtureText, naiveToggled, ruleArb, statesKernelWith, statesSolveWith } from '../../_test-support.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { nullity as gf2Nullity } from '../grid/queries.ts';
import { seededRandom } from '../../puzzle/random.ts';
import { CLASSIC_RULE, makeRule, type Rule, transposeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { crtPolyStatesMethod } from './crt-states.ts';
import { denseStatesMethod } from './dense-states.ts';
import { lazyChaseStatesMethod } from './lazy-states.ts';
import { liftPolyStatesMethod } from './lift-states.ts';
import { polyChaseStatesMethod } from './poly-states.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { primePowers } from '../../zk/zk.ts';
import { applyStatePresses, pressStateCell, statePressEffect } from '../../puzzle/state-press.ts';
import { isStatesSolvable, solveStates, stateNeed, statesKernel, statesNullity } from './solve-states.ts';
import { STATE_SOLVER_METHODS } from './methods.ts';

const random = seededRandom('states');
const randomStates = (rows: number, cols: number, k: number): StateBoard =>
  new StateBoard(rows, cols, k, Uint8Array.from({ length: rows * cols }, () => random() % k));

/** A·x over Z/k written from the definition, press by press with the naive toggled set. */
function naiveEffect(x: StateBoard, rule: Rule): number[] {
  const out = new Array<number>(x.rows * x.cols).fill(0);
  for (let r = 0; r < x.rows; r++) {
    for (let c = 0; c < x.cols; c++) for (const i of naiveToggled(rule, x.rows, x.cols, r, c)) out[i] = (out[i]! + x.get(r, c)) % x.states;
  }
  return out;
}

const boardArb = fc
  .record({ rows: fc.integer({ min: 1, max: 5 }), cols: fc.integer({ min: 1, max: 5 }), k: fc.constantFrom(2, 3, 4, 5, 6, 8, 9, 12, 255) })
  .map(({ rows, cols, k }) => randomStates(rows, cols, k));

describe('k-state presses', () => {
  it('A·x matches the definition on every rule and topology', () => {
    fc.assert(
      fc.property(boardArb, ruleArb, (x, rule) => {
        expect(Array.from(statePressEffect(x, rule).cells)).toEqual(naiveEffect(x, rule));
      }),
    );
  });

  it('pressing a cell k times changes nothing; applying presses adds A·x', () => {
    const b = randomStates(4, 5, 6);
    const c = b.clone();
    for (let t = 0; t < 6; t++) pressStateCell(c, CLASSIC_RULE, 1, 2);
    expect(c.equals(b)).toBe(true);
    pressStateCell(c, CLASSIC_RULE, 0, 0, 2);
    const x = new StateBoard(4, 5, 6);
    x.set(0, 0, 2);
    expect(applyStatePresses(b, x, CLASSIC_RULE).equals(c)).toBe(true);
  });
});

describe('reference nullities, cross + centre', () => {
  const fixture = JSON.parse(fixtureText('states-nullity.json')) as { k3: number[]; k5: number[] };
  const want: Record<number, number[]> = { 3: fixture.k3, 5: fixture.k5 };
  for (const method of STATE_SOLVER_METHODS) {
    it(`${method.name}: k = 3 and k = 5, n = 1..10`, () => {
      for (const k of [3, 5]) {
        const got = want[k]!.map((_, i) => statesKernelWith(method, i + 1, i + 1, k, CLASSIC_RULE).nullity);
        expect(got).toEqual(want[k]);
      }
    });
  }
  it('the front door agrees, and sizes are k^nullity', () => {
    expect(statesNullity(8, 8, 3)).toBe(4);
    expect(statesKernel(9, 9, 5).size).toBe(25n);
  });
});

describe('contract: every method against the dense reference', () => {
  const rules = allRules();
  it('lazy chasing, every rule and topology, prime and composite k', () => {
    for (const rule of rules) {
      for (const k of [2, 3, 4, 6, 9, 12]) {
        const rows = 1 + (random() % 5);
        const cols = 1 + (random() % 5);
        const board = randomStates(rows, cols, k);
        const ref = statesSolveWith(denseStatesMethod, board, rule);
        const got = statesSolveWith(lazyChaseStatesMethod, board, rule);
        expect(got.kernel.size, `${rule.stencil.name}/${rule.topology} ${rows}×${cols} k=${k}`).toBe(ref.kernel.size);
        expect(got.kernel.nullity).toBe(ref.kernel.nullity);
        expect(got.presses !== null).toBe(ref.presses !== null);
        if (got.presses) expect(statePressEffect(got.presses, rule).equals(board)).toBe(true);
        for (const g of got.kernel.generators) expect(statePressEffect(g, rule).isZero()).toBe(true);
      }
    }
  });

  it('k = 2 agrees with the GF(2) library on every rule and topology', () => {
    for (const rule of rules) {
      for (const [rows, cols] of [[1, 1], [2, 2], [3, 4], [5, 5], [6, 3]] as const) {
        expect(statesKernelWith(lazyChaseStatesMethod, rows, cols, 2, rule).nullity, `${rule.stencil.name}/${rule.topology} ${rows}×${cols}`).toBe(gf2Nullity(rows, cols, { rule }));
      }
    }
  });

  it('the polynomial method, classic rule, primes, every shape up to 9 × 9', () => {
    for (const p of [2, 3, 5, 7, 11]) {
      for (let rows = 1; rows <= 9; rows++) {
        for (let cols = 1; cols <= 9; cols += 2) {
          const board = randomStates(rows, cols, p);
          const ref = statesSolveWith(denseStatesMethod, board, CLASSIC_RULE);
          const got = statesSolveWith(polyChaseStatesMethod, board, CLASSIC_RULE);
          expect(got.kernel.nullity, `${rows}×${cols} p=${p}`).toBe(ref.kernel.nullity);
          expect(got.presses !== null).toBe(ref.presses !== null);
          if (got.presses) expect(statePressEffect(got.presses, CLASSIC_RULE).equals(board)).toBe(true);
          for (const g of got.kernel.generators) expect(statePressEffect(g, CLASSIC_RULE).isZero()).toBe(true);
        }
      }
    }
  });

  it('the CRT polynomial method, classic rule, composite k (square-free or not)', () => {
    for (const k of [6, 10, 12, 15, 18, 30]) {
      for (let rows = 1; rows <= 8; rows++) {
        for (const cols of [1, 4, 5, 8]) {
          const board = randomStates(rows, cols, k);
          const ref = statesSolveWith(denseStatesMethod, board, CLASSIC_RULE);
          const got = statesSolveWith(crtPolyStatesMethod, board, CLASSIC_RULE);
          expect(got.kernel.size, `${rows}×${cols} k=${k}`).toBe(ref.kernel.size);
          expect(got.kernel.nullity).toBe(ref.kernel.nullity);
          expect(got.presses !== null).toBe(ref.presses !== null);
          if (got.presses) expect(statePressEffect(got.presses, CLASSIC_RULE).equals(board)).toBe(true);
          for (const g of got.kernel.generators) expect(statePressEffect(g, CLASSIC_RULE).isZero()).toBe(true);
        }
      }
    }
    expect(crtPolyStatesMethod.applies({ rule: CLASSIC_RULE, rows: 4, cols: 4, states: 12 })).toBe(true);
    expect(crtPolyStatesMethod.applies({ rule: CLASSIC_RULE, rows: 4, cols: 4, states: 5 })).toBe(false);
    expect(crtPolyStatesMethod.applies({ rule: CLASSIC_RULE, rows: 4, cols: 4, states: 9 })).toBe(false);
  });

  it('the lifted polynomial method, classic rule, prime powers: the dense Z/pᵉ answer on every shape to 7 × 7', () => {
    let singular = 0;
    for (const k of [4, 8, 9, 16, 25, 27]) {
      const p = primePowers(k)[0]!.prime;
      for (let rows = 1; rows <= 7; rows++) {
        for (let cols = 1; cols <= 7; cols++) {
          const label = `${rows}×${cols} k=${k}`;
          const reachable = statePressEffect(randomStates(rows, cols, k), CLASSIC_RULE);
          for (const board of [reachable, randomStates(rows, cols, k)]) {
            const ref = statesSolveWith(denseStatesMethod, board, CLASSIC_RULE);
            const got = statesSolveWith(liftPolyStatesMethod, board, CLASSIC_RULE);
            expect(got.kernel.size, label).toBe(ref.kernel.size);
            expect(got.kernel.nullity, label).toBe(ref.kernel.nullity);
            expect(got.presses !== null, label).toBe(ref.presses !== null);
            if (got.presses) expect(statePressEffect(got.presses, CLASSIC_RULE).equals(board), label).toBe(true);
            got.kernel.generators.forEach((g, i) => {
              expect(statePressEffect(g, CLASSIC_RULE).isZero(), label).toBe(true);
              const o = got.kernel.orders[i]!;
              expect(g.cells.every((v) => (v * o) % k === 0) && g.cells.some((v) => (v * (o / p)) % k !== 0), label).toBe(true);
            });
            if (ref.kernel.nullity > 0) singular++;
          }
          expect(statesSolveWith(liftPolyStatesMethod, reachable, CLASSIC_RULE).presses, label).not.toBeNull();
        }
      }
    }
    expect(singular).toBeGreaterThan(50);
  });

  it('solvable boards built as A·x are always solved, on larger boards too', () => {
    for (const rule of [CLASSIC_RULE, makeRule(namedStencil('moore'), 'torus'), makeRule(namedStencil('diagonal'), 'cylinder')]) {
      for (const k of [3, 6, 8]) {
        const board = statePressEffect(randomStates(24, 17, k), rule);
        const r = solveStates(board, { rule });
        expect(r.solvable).toBe(true);
      }
    }
  });
});

/**
 * Every press vector of a tiny board, in odometer order, keeping board + A·x up to date one stencil at a
 * time (stencils from the naive reference): the number of vectors that solve it and the least press count.
 */
function bruteForce(board: StateBoard, rule: Rule): { count: number; least: number } {
  const { rows, cols, states: k } = board;
  const n = rows * cols;
  const reach = Array.from({ length: n }, (_, q) => [...naiveToggled(rule, rows, cols, Math.floor(q / cols), q % cols)]);
  const cur = Array.from(board.cells);
  let lit = cur.filter((v) => v !== 0).length;
  const digits = new Array<number>(n).fill(0);
  let total = 0;
  let count = 0;
  let least = Infinity;
  for (;;) {
    if (lit === 0) {
      count++;
      least = Math.min(least, total);
    }
    let i = 0;
    for (; i < n; i++) {
      for (const j of reach[i]!) {
        const before = cur[j]!;
        const after = (before + 1) % k;
        cur[j] = after;
        lit += (after !== 0 ? 1 : 0) - (before !== 0 ? 1 : 0);
      }
      if (++digits[i]! < k) {
        total++;
        break;
      }
      digits[i] = 0;
      total -= k - 1;
    }
    if (i === n) break;
  }
  return { count, least };
}

describe('brute force on tiny boards, composite k', () => {
  const cases: Array<[number, number, number]> = [[3, 3, 4], [2, 3, 6], [2, 3, 8], [2, 3, 9], [2, 2, 12], [1, 4, 12], [2, 2, 10]];
  it('solvability, the number of solutions and the minimal press count', () => {
    for (const rule of [CLASSIC_RULE, makeRule(namedStencil('cross', { center: false })), makeRule(namedStencil('moore'), 'torus'), makeRule(namedStencil('cross'), 'torus')]) {
      for (const [rows, cols, k] of cases) {
        for (const board of [StateBoard.filled(rows, cols, k), randomStates(rows, cols, k)]) {
          const brute = bruteForce(board, rule);
          const r = solveStates(board, { rule, minimal: true });
          const label = `${rule.stencil.name}/${rule.topology} ${rows}×${cols} k=${k}`;
          expect(r.solutions, label).toBe(BigInt(brute.count));
          if (r.solvable) {
            expect(r.pressCount, label).toBe(brute.least);
            expect(r.minimal).toBe(true);
          }
        }
      }
    }
  });
});

describe('solveStates front door', () => {
  it('reaches a target, and proves unsolvable boards', () => {
    const rule = makeRule(namedStencil('cross', { center: false }));
    let unsolvable = 0;
    for (let t = 0; t < 40; t++) {
      const k = [3, 4, 6][t % 3]!;
      const board = randomStates(3, 3, k);
      const target = randomStates(3, 3, k);
      const r = solveStates(board, { rule, target });
      if (r.solvable) expect(applyStatePresses(board, r.presses, rule).equals(target)).toBe(true);
      else {
        unsolvable++;
        expect(statePressEffect(r.proof, rule).isZero()).toBe(true);
      }
    }
    expect(unsolvable).toBeGreaterThan(0);
  });

  it('proofs for asymmetric stencils are quiet patterns of the transposed rule', () => {
    let proofs = 0;
    for (const pattern of ASYMMETRIC_PATTERNS) {
      for (const topology of ['plane', 'torus'] as const) {
        const rule = makeRule(parseStencil(pattern), topology);
        for (const k of [2, 3, 4, 6]) {
          for (const [rows, cols] of [[3, 3], [4, 4], [2, 5], [4, 6]] as const) {
            const board = randomStates(rows, cols, k);
            const r = solveStates(board, { rule });
            const ref = statesSolveWith(denseStatesMethod, stateNeed(board), rule);
            expect(r.solvable).toBe(ref.presses !== null);
            if (r.solvable) continue;
            proofs++;
            expect(statePressEffect(r.proof, transposeRule(rule)).isZero()).toBe(true);
            const need = stateNeed(board);
            expect(r.proof.cells.reduce((s, y, i) => s + y * need.cells[i]!, 0) % k).not.toBe(0);
          }
        }
      }
    }
    expect(proofs).toBeGreaterThan(10);
  });

  it('marks a large coset search as not proven but still returns a valid solution', () => {
    const board = statePressEffect(randomStates(16, 16, 3), CLASSIC_RULE); // nullity 8 for n = 16 over GF(3)? any
    const r = solveStates(board, { minimal: { maxExactSolutions: 1n } });
    expect(r.solvable).toBe(true);
    if (r.solvable && r.solutions > 1n) expect(r.minimal).toBe(false);
    const m = solveStates(StateBoard.filled(4, 4, 3), { minimal: true });
    expect(m.solvable && m.minimal).toBe(true);
  });

  it('rejects mismatched targets, honours abort, reports its method', () => {
    expect(() => solveStates(StateBoard.filled(2, 2, 3), { target: StateBoard.filled(2, 2, 4) })).toThrow(RangeError);
    const ac = new AbortController();
    ac.abort();
    expect(() => solveStates(StateBoard.filled(40, 40, 4), { signal: ac.signal })).toThrow();
    expect((solveStates(StateBoard.filled(5, 5, 3)) as { method: string }).method).toBe('poly-chase-gfp');
    expect((solveStates(StateBoard.filled(5, 5, 4)) as { method: string }).method).toBe('poly-chase-lift');
    expect((solveStates(StateBoard.filled(5, 5, 4), { rule: makeRule(namedStencil('cross'), 'torus') }) as { method: string }).method).toBe('lazy-chase-zk');
    expect((solveStates(StateBoard.filled(5, 5, 6)) as { method: string }).method).toBe('poly-chase-crt');
    expect(isStatesSolvable(StateBoard.filled(5, 5, 2))).toBe(true);
  });
});
