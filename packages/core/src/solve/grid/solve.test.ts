import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cases } from '../../_test-seed.ts';
import { allRules, boardArb, bruteForce, facts, fixtureText, kernelWith, maskOf, naiveApply, nullityWith, ruleArb, shapedBoardArb, solveWith } from '../../_test-support.ts';
import { parseGrids } from '../../format/grid-parser.ts';
import { Board } from '../../puzzle/board.ts';
import { applyPresses, pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { CLASSIC_RULE, makeRule, type Rule, ruleName, transposeRule } from '../../puzzle/rule.ts';
import { ruleMatrix } from '../../puzzle/rule-matrix.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { denseMethod } from './dense.ts';
import { chooseMethod } from './methods.ts';
import { isSolvable, nullity, quietPatterns } from './queries.ts';
import { minimalSolution, solve } from './solve.ts';
import type { SolveResult } from '../result.ts';
import { verifyProof, verifySolution } from './kind.ts';

const F = facts();

/** Checks a result against the definitions, independently of the library's own verify helpers. */
function expectValid(board: Board, rule: Rule, result: SolveResult, target?: Board): void {
  const { rows, cols } = board;
  const want = target ?? new Board(rows, cols);
  if (result.solvable) {
    expect(naiveApply(board, result.presses, rule).equals(want)).toBe(true);
    expect(result.pressCount).toBe(result.presses.count());
    expect(result.solutions).toBe(2n ** BigInt(result.nullity));
    expect(verifySolution(board, result.presses, rule, target)).toBe(true);
  } else {
    const proof = result.proof;
    // y is a quiet pattern of Aᵀ: Aᵀ·y = 0, checked with the explicit transposed matrix when small enough
    if (rows * cols <= 400) {
      const aty = ruleMatrix(rule, rows, cols).transpose().multiplyVector(proof.toVector());
      expect(aty.every((w) => w === 0)).toBe(true);
    }
    expect(pressEffect(proof, transposeRule(rule)).isEmpty()).toBe(true);
    expect(board.clone().xor(want).overlap(proof) % 2).toBe(1);
    expect(result.solutions).toBe(0n);
    expect(verifyProof(board, proof, rule, target)).toBe(true);
  }
  if (rows * cols <= 4096) expect(result.nullity).toBe(nullityWith(denseMethod, rows, cols, rule));
}

describe('solve: properties over random shapes, every rule and topology', () => {
  it('turns every light off, or proves with a kernel vector of Aᵀ of odd overlap that it cannot', () => {
    fc.assert(
      fc.property(ruleArb, shapedBoardArb(12, 12), (rule, board) => {
        const before = board.clone();
        const result = solve(board, { rule });
        expect(board.equals(before)).toBe(true);
        expectValid(board, rule, result);
        expect(isSolvable(board, { rule })).toBe(result.solvable);
      }),
      { numRuns: 300 },
    );
  });

  it('solvable boards (made by pressing) are always solved', () => {
    fc.assert(
      fc.property(ruleArb, shapedBoardArb(12, 12), (rule, presses) => {
        const board = pressEffect(presses, rule);
        const result = solve(board, { rule });
        expect(result.solvable).toBe(true);
        expectValid(board, rule, result);
      }),
      { numRuns: 150 },
    );
  });

  it('reaches any target pattern, or proves it cannot', () => {
    fc.assert(
      fc.property(
        ruleArb,
        fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 })).chain(([r, c]) => fc.tuple(boardArb(r, c), boardArb(r, c))),
        (rule, [board, target]) => {
          const result = solve(board, { rule, target });
          expectValid(board, rule, result, target);
          expect(isSolvable(board, { rule, target })).toBe(result.solvable);
          // reaching the target is the same question as clearing board + target
          expect(solve(board.clone().xor(target), { rule }).solvable).toBe(result.solvable);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a target reachable by construction is reached, even with asymmetric stencils', () => {
    const random = seededRandom('targets');
    for (const rule of allRules()) {
      for (const [rows, cols] of [[4, 4], [5, 7], [6, 3]] as const) {
        const board = randomBoard(rows, cols, { random });
        const target = applyPresses(board, randomBoard(rows, cols, { random }), rule);
        const result = solve(board, { rule, target });
        expect(result.solvable, `${ruleName(rule)} ${rows}×${cols}`).toBe(true);
        expectValid(board, rule, result, target);
      }
    }
  });

  it('refuses a target of another shape', () => {
    expect(() => solve(new Board(3, 3), { target: new Board(3, 4) })).toThrow(RangeError);
  });
});

describe('solve: mid-size boards (past the dense dispatch threshold), every rule', () => {
  it('property: shapes 15..40 on a side, the answer verifies and the nullity matches the dense reference', () => {
    fc.assert(
      fc.property(
        ruleArb,
        fc.tuple(fc.integer({ min: 15, max: 40 }), fc.integer({ min: 15, max: 40 }), fc.integer()),
        (rule, [rows, cols, seed]) => {
          const board = randomBoard(rows, cols, { random: seededRandom(seed) });
          const result = solve(board, { rule });
          expectValid(board, rule, result);
          const solvable = pressEffect(randomBoard(rows, cols, { random: seededRandom(seed + 1) }), rule);
          const r2 = solve(solvable, { rule });
          expect(r2.solvable).toBe(true);
          expectValid(solvable, rule, r2);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('minimal solutions equal an explicit walk of the coset built from the dense kernel', () => {
    const random = seededRandom('mid minimal');
    let checked = 0;
    for (const rule of allRules()) {
      for (const [rows, cols] of [[16, 17], [17, 17], [19, 14], [20, 20], [24, 11]] as const) {
        const k = nullityWith(denseMethod, rows, cols, rule);
        if (k === 0 || k > 10) continue;
        const board = randomSolvableBoard(rows, cols, { rule, random });
        const result = solve(board, { rule, minimal: true });
        expect(result.solvable).toBe(true);
        if (!result.solvable) continue;
        expect(result.minimal).toBe(true);
        const x0 = solveWith(denseMethod, board, rule).presses!;
        const basis = kernelWith(denseMethod, rows, cols, rule);
        let best = Infinity;
        for (let mask = 0; mask < 2 ** k; mask++) {
          const x = x0.clone();
          basis.forEach((q, i) => {
            if ((mask >>> i) & 1) x.xor(q);
          });
          best = Math.min(best, x.count());
        }
        expect(result.pressCount, `${ruleName(rule)} ${rows}×${cols}`).toBe(best);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe('solve: asymmetric stencils are decided by the kernel of Aᵀ', () => {
  it('finds a board solvable under A although it is not orthogonal to the kernel of A', () => {
    // With A ≠ Aᵀ, a quiet pattern of A is not a valid certificate; make sure the library never uses one.
    let witnessed = 0;
    const random = seededRandom('asym');
    for (const pattern of ['.#./.##/...', '..#/##./...', '.#./..#/...', '.../.#./#.#', '...../..#../.###./...../#....']) {
      for (const topology of ['plane', 'torus', 'cylinder'] as const) {
        const rule = makeRule(parseStencil(pattern), topology);
        for (const [rows, cols] of [[2, 2], [3, 3], [4, 4], [5, 5], [4, 6], [6, 6], [7, 7]] as const) {
          const kerA = quietPatterns(rows, cols, { rule });
          if (kerA.length === 0) continue;
          for (let i = 0; i < 6; i++) {
            const board = randomSolvableBoard(rows, cols, { rule, random });
            const result = solve(board, { rule });
            expect(result.solvable).toBe(true);
            expectValid(board, rule, result);
            if (kerA.some((q) => q.overlap(board) % 2 === 1)) witnessed++;
            const any = randomBoard(rows, cols, { random });
            expectValid(any, rule, solve(any, { rule }));
          }
        }
      }
    }
    expect(witnessed).toBeGreaterThan(0);
  });
});

describe('solve: minimal solutions', () => {
  it('equal brute force over all press patterns on boards of at most 16 cells, every rule', () => {
    fc.assert(
      fc.property(
        ruleArb,
        fc
          .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
          .chain(([r, c]) => fc.tuple(boardArb(r, c), boardArb(r, c), fc.boolean())),
        (rule, [board, target, useTarget]) => {
          const t = useTarget ? target : undefined;
          const brute = bruteForce(board, rule, t);
          const result = solve(board, { rule, minimal: true, target: t });
          expect(result.solvable).toBe(brute !== null);
          if (result.solvable && brute) {
            expect(result.pressCount).toBe(brute.min);
            expect(result.minimal).toBe(true);
            expect(result.solutions).toBe(BigInt(brute.count));
            expectValid(board, rule, result, t);
          }
        },
      ),
      { numRuns: cases(250) },
    );
  });

  it('equal brute force on 4×4, 3×5, 5×3 and 2×8 boards (16 cells, large kernels) across rules', () => {
    // A seeded budget: one board per rule and shape here, more in the deeper run (`pnpm verify`).
    const random = seededRandom('brute16');
    const shapes = [[4, 4], [3, 5], [5, 3], [2, 8]] as const;
    for (const rule of allRules()) {
      for (const [rows, cols] of Array.from({ length: cases(1) }, () => shapes).flat()) {
        const board = randomSolvableBoard(rows, cols, { rule, random });
        const brute = bruteForce(board, rule)!;
        const result = minimalSolution(board, { rule });
        expect(result.solvable).toBe(true);
        if (result.solvable) {
          expect(result.pressCount, `${ruleName(rule)} ${rows}×${cols}`).toBe(brute.min);
          expect(result.minimal).toBe(true);
          expect(result.solutions).toBe(BigInt(brute.count));
        }
      }
    }
  });

  it('the heuristic path (maxExactSolutions 1) returns a valid solution, minimal only when its lower bound proves it', () => {
    const random = seededRandom('heuristic');
    for (const [rows, cols, rule] of [
      [5, 5, CLASSIC_RULE],
      [4, 4, CLASSIC_RULE],
      [9, 9, CLASSIC_RULE],
      [5, 5, makeRule(namedStencil('cross'), 'torus')],
      [6, 6, makeRule(namedStencil('cross', { center: false }))],
    ] as const) {
      const board = randomSolvableBoard(rows, cols, { rule, random });
      const exact = solve(board, { rule, minimal: true });
      const heuristic = solve(board, { rule, minimal: { maxExactSolutions: 1n } });
      expect(heuristic.solvable && exact.solvable).toBe(true);
      if (heuristic.solvable && exact.solvable) {
        expect(heuristic.nullity).toBeGreaterThan(0);
        expect(heuristic.minimal).toBe(heuristic.bound >= heuristic.pressCount);
        expect(heuristic.bound).toBeLessThanOrEqual(exact.pressCount);
        expect(exact.minimal).toBe(true);
        expect(exact.bound).toBe(exact.pressCount);
        expect(verifySolution(board, heuristic.presses, rule)).toBe(true);
        expect(heuristic.pressCount).toBeGreaterThanOrEqual(exact.pressCount);
      }
    }
    // a unique solution is minimal whatever the search bounds
    const unique = solve(Board.filled(3, 3), { minimal: { maxExactSolutions: 1n } });
    expect(unique.solvable && unique.minimal).toBe(true);
  });

  it('past the work bound the search is heuristic, says so, and gives a lower bound', () => {
    // cross without centre on n×n has nullity n (gcd(n+1, n+1) − 1): 30×30 has nullity 30
    const rule = makeRule(namedStencil('cross', { center: false }));
    const board = randomSolvableBoard(30, 30, { rule, random: seededRandom('wide kernel') });
    const plain = solve(board, { rule });
    const r = solve(board, { rule, minimal: { maxExactWork: 2 ** 20 } });
    expect(r.solvable && plain.solvable).toBe(true);
    if (r.solvable && plain.solvable) {
      expect(r.nullity).toBe(30);
      expect(r.minimal).toBe(false);
      expect(r.bound).toBeGreaterThan(0);
      expect(r.bound).toBeLessThan(r.pressCount);
      expect(r.solutions).toBe(2n ** 30n);
      expect(verifySolution(board, r.presses, rule)).toBe(true);
      expect(r.pressCount).toBeLessThanOrEqual(plain.pressCount);
    }
  });

  it('a solution found without asking for minimality is marked minimal only when it is unique', () => {
    const r4 = solve(Board.filled(4, 4));
    expect(r4.solvable && r4.minimal).toBe(false);
    const r3 = solve(Board.filled(3, 3));
    expect(r3.solvable && r3.minimal).toBe(true);
  });
});

describe('solve: small-board facts (classic rule)', () => {
  it('3×3: nullity 0, every one of the 512 boards has exactly one solution; all-on needs 5', () => {
    expect(nullity(3, 3)).toBe(0);
    for (let mask = 0; mask < 512; mask++) {
      const b = new Board(3, 3);
      for (let i = 0; i < 9; i++) if ((mask >>> i) & 1) b.set(Math.floor(i / 3), i % 3, true);
      const r = solve(b);
      expect(r.solvable).toBe(true);
      if (r.solvable) {
        expect(r.solutions).toBe(1n);
        expect(r.minimal).toBe(true);
      }
    }
    const allOn = solve(Board.filled(3, 3), { minimal: true });
    expect(allOn.solvable && allOn.pressCount).toBe(F.all_on_3x3_min_presses);
  });

  it('5×5 all-on: 4 solutions, all of 15 presses; the minimum 15 is proven', () => {
    const r = solve(Board.filled(5, 5), { minimal: true });
    expect(r.solvable).toBe(true);
    if (!r.solvable) return;
    expect(r.pressCount).toBe(F.all_on_5x5.presses);
    expect(r.solutions).toBe(BigInt(F.all_on_5x5.solutions));
    expect(r.minimal).toBe(true);
    // every member of the coset x + span(quiet patterns) solves it with 15 presses
    const [q1, q2] = quietPatterns(5, 5);
    expect(quietPatterns(5, 5)).toHaveLength(2);
    for (const combo of [[], [q1!], [q2!], [q1!, q2!]]) {
      const x = r.presses.clone();
      for (const q of combo) x.xor(q);
      expect(verifySolution(Board.filled(5, 5), x, CLASSIC_RULE)).toBe(true);
      expect(x.count()).toBe(15);
    }
  });

  it('5×5 quiet patterns light 12, 12 and 16 cells', () => {
    const [q1, q2] = quietPatterns(5, 5);
    const weights = [q1!.count(), q2!.count(), q1!.clone().xor(q2!).count()].sort((a, b) => a - b);
    expect(weights).toEqual(F.quiet_5x5_weights);
  });

  it('minimum presses of the all-on n×n board, n = 1..10 (A075464)', () => {
    const got = F.min_presses_all_on_A075464.map((_, i) => {
      const r = solve(Board.filled(i + 1, i + 1), { minimal: true });
      expect(r.solvable && r.minimal).toBe(true);
      return r.solvable ? r.pressCount : -1;
    });
    expect(got).toEqual(F.min_presses_all_on_A075464);
  });

  it('the all-on board is solvable on every symmetric stencil with a centre, every size and topology (Sutner)', () => {
    // Sutner's theorem is about graphs (symmetric A with ones on the diagonal); asymmetric stencils are exempt.
    for (const rule of allRules().filter((r) => ['cross', 'moore', 'diagonal'].includes(r.stencil.name))) {
      for (const [rows, cols] of [[1, 1], [2, 2], [3, 4], [4, 4], [5, 5], [7, 3], [9, 9]] as const) {
        expect(solve(Board.filled(rows, cols), { rule }).solvable, `${ruleName(rule)} ${rows}×${cols}`).toBe(true);
      }
    }
  });

  it('the 4×4 distribution of minimum press counts, by solve(…, {minimal: true}) on all 4096 solvable boards', () => {
    // every solvable 4×4 board is A·x for some press pattern x: collect them from all 2^16 patterns
    const boards = new Map<number, Board>();
    for (let x = 0; x < 1 << 16; x++) {
      const presses = new Board(4, 4);
      for (let i = 0; i < 16; i++) if ((x >>> i) & 1) presses.set(i >> 2, i & 3, true);
      const b = pressEffect(presses, CLASSIC_RULE);
      boards.set(maskOf(b), b);
    }
    expect(boards.size).toBe(4096);
    const counts: number[] = [];
    for (const b of boards.values()) {
      const r = solve(b, { minimal: true });
      expect(r.solvable && r.minimal && r.solutions === 16n).toBe(true);
      if (r.solvable) counts[r.pressCount] = (counts[r.pressCount] ?? 0) + 1;
    }
    expect(Array.from(counts, (c) => c ?? 0)).toEqual(F.distribution_4x4);
  });
});

describe('solve: the seed problem', () => {
  const grids = [...parseGrids(fixtureText('seed.txt'))].map((g) => g.board);

  it('has two 5×5 example grids', () => {
    expect(grids.map((b) => [b.rows, b.cols])).toEqual([[5, 5], [5, 5]]);
  });

  it('the first is solvable with 5 presses, and 5 is the proven minimum', () => {
    const r = solve(grids[0]!, { minimal: true });
    expect(r.solvable).toBe(true);
    if (!r.solvable) return;
    expect(r.pressCount).toBe(5);
    expect(r.minimal).toBe(true);
    expect(r.solutions).toBe(4n);
    expect(bruteForceMin5x5(grids[0]!)).toBe(5);
  });

  it('the second is unsolvable, with a verified proof', () => {
    const r = solve(grids[1]!);
    expect(r.solvable).toBe(false);
    expectValid(grids[1]!, CLASSIC_RULE, r);
    expect(isSolvable(grids[1]!)).toBe(false);
  });
});

/** Minimum presses for a 5×5 classic board by walking the 4 members of its solution coset. */
function bruteForceMin5x5(board: Board): number {
  const r = solve(board);
  if (!r.solvable) return -1;
  const [q1, q2] = quietPatterns(5, 5);
  let best = Infinity;
  for (const combo of [[], [q1!], [q2!], [q1!, q2!]]) {
    const x = r.presses.clone();
    for (const q of combo) x.xor(q);
    best = Math.min(best, x.count());
  }
  return best;
}

describe('solve: every answer is verified before it is returned', () => {
  const moore = makeRule(parseStencil('.#./.##/...'));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('presses that do not solve the board are caught', () => {
    expect(chooseMethod({ rule: moore, rows: 3, cols: 3 })).toBe(denseMethod);
    const prepare = denseMethod.prepare.bind(denseMethod);
    vi.spyOn(denseMethod, 'prepare').mockImplementation((shape) => ({ ...prepare(shape), solve: (lights: Board) => new Board(lights.rows, lights.cols) }));
    expect(() => solve(Board.filled(3, 3), { rule: moore })).toThrow(/internal error/);
  });

  it('a bogus unsolvability proof is caught', () => {
    const prepare = denseMethod.prepare.bind(denseMethod);
    vi.spyOn(denseMethod, 'prepare').mockImplementation((shape) => ({ ...prepare(shape), solve: () => null, proof: (lights: Board) => Board.filled(lights.rows, lights.cols) }));
    expect(() => solve(Board.filled(3, 3), { rule: moore })).toThrow(/internal error/);
  });
});

describe('solve: work options', () => {
  it('throws the abort reason when the signal is aborted', () => {
    const ac = new AbortController();
    ac.abort(new Error('cancelled by test'));
    expect(() => solve(randomBoard(20, 20, { random: seededRandom(1) }), { signal: ac.signal, rule: makeRule(namedStencil('moore'), 'torus') })).toThrow('cancelled by test');
  });

  it('reports which method answered', () => {
    const r = solve(Board.filled(6, 6));
    expect(typeof r.method).toBe('string');
    expect(r.method.length).toBeGreaterThan(0);
  });
});
