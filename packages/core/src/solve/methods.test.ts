/**
 * The contract every solver method must honour, run against every entry of SOLVER_METHODS (methods added
 * later are covered automatically). Each method is held to the dense reference and, independently, to the
 * definitions: presses must turn the lights off, kernel vectors must be quiet and independent, and
 * unsolvability must come with a quiet pattern of Aᵀ that overlaps the lights an odd number of times.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allRules, ruleArb, shapedBoardArb } from '../_test-support.ts';
import { BitMatrix } from '../gf2/bit-matrix.ts';
import { rank } from '../gf2/eliminate.ts';
import { Board } from '../puzzle/board.ts';
import { pressEffect } from '../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../puzzle/random.ts';
import { CLASSIC_RULE, type Rule, ruleName, transposeRule } from '../puzzle/rule.ts';
import { denseMethod } from './dense.ts';
import type { SolverMethod } from './method.ts';
import { chooseMethod, SOLVER_METHODS } from './methods.ts';
import { verifyProof, verifySolution } from './verify.ts';

/** Shapes of the deterministic sweep: every shape up to 6×6, then larger squares and rectangles to 12×12. */
const SHAPES: Array<[number, number]> = [];
for (let r = 1; r <= 6; r++) for (let c = 1; c <= 6; c++) SHAPES.push([r, c]);
SHAPES.push([7, 7], [8, 8], [9, 9], [10, 10], [11, 11], [12, 12], [7, 12], [12, 7], [1, 12], [12, 1], [2, 11], [9, 4], [11, 6], [5, 12]);

const RULES = allRules();

/** Shapes past the dense reference's reach, checked against the definitions only. */
const BIG_SHAPES: Array<[number, number]> = [[20, 20], [33, 31], [16, 70], [65, 65], [130, 130], [40, 300], [1, 500], [500, 1], [2, 600]];
const BIG_RULES = RULES.filter((r) => ['cross', 'cross-no-center', 'moore', '.#./.##/...'].includes(r.stencil.name));

/** Memoised dense answers: nullity and whether a board is solvable. */
const referenceNullity = new Map<string, number>();
function denseNullity(rule: Rule, rows: number, cols: number): number {
  const key = `${ruleName(rule)} ${rows}x${cols}`;
  let v = referenceNullity.get(key);
  if (v === undefined) {
    v = denseMethod.nullity(rows, cols, rule);
    referenceNullity.set(key, v);
  }
  return v;
}

/** Rank of a list of boards as vectors: equals the list length when they are independent. */
function rankOf(boards: readonly Board[], rows: number, cols: number): number {
  const m = new BitMatrix(boards.length, rows * cols);
  boards.forEach((b, i) => m.words.set(b.toVector(), i * m.stride));
  return rank(m);
}

/** Checks one method's answer for `lights` against the definitions and the dense reference. */
function checkSolve(method: SolverMethod, lights: Board, rule: Rule): void {
  const { rows, cols } = lights;
  const before = lights.clone();
  const got = method.solve(lights, rule);
  const ref = denseMethod.solve(lights, rule);
  expect(lights.equals(before), 'solve must not modify its input').toBe(true);
  expect(got.nullity).toBe(ref.nullity);
  expect(got.presses === null).toBe(ref.presses === null);
  if (got.presses) {
    expect(got.presses.rows).toBe(rows);
    expect(got.presses.cols).toBe(cols);
    expect(verifySolution(lights, got.presses, rule)).toBe(true);
  } else if (got.proof) {
    expect(verifyProof(lights, got.proof, rule)).toBe(true);
  }
}

describe.each(SOLVER_METHODS.map((m) => [m.name, m] as const))('solver method %s', (_name, method) => {
  const cases = RULES.flatMap((rule) => SHAPES.filter(([r, c]) => method.applies(rule, r, c)).map(([r, c]) => ({ rule, rows: r, cols: c })));

  // (the dense method is its own reference: past 1024 cells it would only cost time here)
  const bigCases = BIG_RULES.flatMap((rule) =>
    BIG_SHAPES.filter(([r, c]) => method.applies(rule, r, c) && (method !== denseMethod || r * c <= 1024)).map(([r, c]) => ({ rule, rows: r, cols: c })),
  );
  const applicableRules = RULES.filter((rule) => SHAPES.some(([r, c]) => method.applies(rule, r, c)));

  it('applies to at least one rule and shape', () => {
    expect(cases.length + bigCases.length).toBeGreaterThan(0);
  });

  it('nullity equals the dense reference on every rule and shape it applies to', () => {
    const wrong: string[] = [];
    for (const { rule, rows, cols } of cases) {
      const got = method.nullity(rows, cols, rule);
      const want = denseNullity(rule, rows, cols);
      if (got !== want) wrong.push(`${ruleName(rule)} ${rows}×${cols}: expected ${want}, got ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it('kernel is a basis of the quiet patterns: nullity many, each quiet, independent', () => {
    for (const { rule, rows, cols } of cases) {
      const basis = method.kernel(rows, cols, rule);
      const label = `${ruleName(rule)} ${rows}×${cols}`;
      expect(basis.length, label).toBe(denseNullity(rule, rows, cols));
      for (const q of basis) {
        expect(q.rows).toBe(rows);
        expect(q.cols).toBe(cols);
        expect(q.isEmpty(), label).toBe(false);
        expect(pressEffect(q, rule).isEmpty(), label).toBe(true);
      }
      expect(rankOf(basis, rows, cols), label).toBe(basis.length);
    }
  });

  it('solves solvable boards and agrees with the reference on random boards', () => {
    const random = seededRandom(`contract ${method.name}`);
    for (const { rule, rows, cols } of cases) {
      checkSolve(method, randomSolvableBoard(rows, cols, { rule, random }), rule);
      checkSolve(method, randomBoard(rows, cols, { random }), rule);
      checkSolve(method, randomBoard(rows, cols, { random, density: 0.1 }), rule);
      checkSolve(method, new Board(rows, cols), rule);
      checkSolve(method, Board.filled(rows, cols), rule);
    }
  });

  it('proves unsolvability with a quiet pattern of Aᵀ (the transposed rule) that has odd overlap', () => {
    const random = seededRandom(`proof ${method.name}`);
    let proved = 0;
    for (const { rule, rows, cols } of cases) {
      const transposed = transposeRule(rule);
      if (!method.applies(transposed, rows, cols)) continue;
      const left = method.kernel(rows, cols, transposed);
      expect(left.length).toBe(denseNullity(rule, rows, cols)); // rank A = rank Aᵀ
      for (const y of left) expect(pressEffect(y, transposed).isEmpty()).toBe(true);
      for (let i = 0; i < 3; i++) {
        const lights = randomBoard(rows, cols, { random });
        const solvable = method.solve(lights, rule).presses !== null;
        const odd = left.find((y) => y.overlap(lights) % 2 === 1);
        // solvable exactly when the lights are orthogonal to every quiet pattern of Aᵀ
        expect(solvable, `${ruleName(rule)} ${rows}×${cols}`).toBe(odd === undefined);
        if (odd) {
          expect(verifyProof(lights, odd, rule)).toBe(true);
          proved++;
        }
      }
    }
    if (cases.length > 20) expect(proved).toBeGreaterThan(0);
  });

  it('property: on random shapes up to 12×12 and every rule, the answer verifies and matches the reference', () => {
    fc.assert(
      fc.property(applicableRules.length > 0 ? fc.constantFrom(...applicableRules) : ruleArb, shapedBoardArb(12, 12), (rule, lights) => {
        if (!method.applies(rule, lights.rows, lights.cols)) return;
        checkSolve(method, lights, rule);
      }),
      { numRuns: 150 },
    );
  });

  it('on shapes past the dense reference, answers still verify by definition', () => {
    const random = seededRandom(`big ${method.name}`);
    for (const { rule, rows, cols } of bigCases) {
      const label = `${ruleName(rule)} ${rows}×${cols}`;
      const lights = randomSolvableBoard(rows, cols, { rule, random });
      const got = method.solve(lights, rule);
      expect(got.presses, label).not.toBeNull();
      expect(verifySolution(lights, got.presses!, rule), label).toBe(true);
      const n = method.nullity(rows, cols, rule);
      expect(got.nullity, label).toBe(n);
      const basis = method.kernel(rows, cols, rule);
      expect(basis.length, label).toBe(n);
      for (const q of basis) expect(pressEffect(q, rule).isEmpty(), label).toBe(true);
      expect(rankOf(basis, rows, cols), label).toBe(n);
      // a random board: solved, or refused consistently with the quiet patterns of Aᵀ
      const any = randomBoard(rows, cols, { random });
      const res = method.solve(any, rule);
      if (res.presses) expect(verifySolution(any, res.presses, rule), label).toBe(true);
      else if (res.proof) expect(verifyProof(any, res.proof, rule), label).toBe(true);
      expect(res.nullity, label).toBe(n);
    }
  });
});

describe('methods agree with each other past the dense reference', () => {
  it('every method that applies to a large shape reports the same nullity and the same solvability', () => {
    const random = seededRandom('cross-method');
    const disagreements: string[] = [];
    let compared = 0;
    for (const rule of BIG_RULES) {
      for (const [rows, cols] of [...BIG_SHAPES, [90, 90], [89, 61], [128, 96]] as Array<[number, number]>) {
        // the dense reference is held to the others on its own ground above; here it would only cost time
        const methods = SOLVER_METHODS.filter((m) => m.applies(rule, rows, cols) && (m !== denseMethod || rows * cols <= 1024));
        if (methods.length < 2) continue;
        const lights = randomBoard(rows, cols, { random });
        const answers = methods.map((m) => {
          const r = m.solve(lights, rule);
          return `${m.name}: nullity ${m.nullity(rows, cols, rule)}, ${r.presses ? 'solvable' : 'unsolvable'}`;
        });
        const key = (a: string) => a.slice(a.indexOf(':'));
        if (new Set(answers.map(key)).size !== 1) disagreements.push(`${ruleName(rule)} ${rows}×${cols}: ${answers.join('; ')}`);
        compared++;
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(0);
  });
});

describe('chooseMethod', () => {
  it('picks a registered method that applies to the rule and shape', () => {
    for (const rule of RULES) {
      for (const [rows, cols] of [[1, 1], [3, 3], [12, 12], [1, 7], [30, 30], [64, 64], [100, 100]] as const) {
        if (!SOLVER_METHODS.some((m) => m.applies(rule, rows, cols))) continue;
        const chosen = chooseMethod(rule, rows, cols);
        expect(SOLVER_METHODS, `${ruleName(rule)} ${rows}×${cols}`).toContain(chosen);
        expect(chosen.applies(rule, rows, cols), `${ruleName(rule)} ${rows}×${cols}: ${chosen.name}`).toBe(true);
      }
    }
  });

  it('the dense reference is registered and covers every rule up to 4096 cells', () => {
    expect(SOLVER_METHODS).toContain(denseMethod);
    expect(denseMethod.applies(CLASSIC_RULE, 64, 64)).toBe(true);
    expect(denseMethod.applies(CLASSIC_RULE, 64, 65)).toBe(false);
    for (const rule of RULES) expect(chooseMethod(rule, 10, 10)).toBeDefined();
  });

  it('throws a RangeError naming the rule and shape when no method applies', () => {
    const odd: Rule = { stencil: { offsets: [[0, 0], [0, 7]], name: 'odd-test-stencil' }, topology: 'cylinder' };
    const anyApplies = SOLVER_METHODS.some((m) => m.applies(odd, 100, 100));
    if (!anyApplies) expect(() => chooseMethod(odd, 100, 100)).toThrow(/no solver handles odd-test-stencil on cylinder at 100×100/);
    else expect(chooseMethod(odd, 100, 100).applies(odd, 100, 100)).toBe(true);
  });
});
