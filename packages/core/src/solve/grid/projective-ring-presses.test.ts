import { describe, expect, it } from 'vitest';
import { Board } from '../../puzzle/board.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { kernelsOnInThisFile } from '../../wasm/_test-kernels.ts';
import { holdTop, kernels, withKernels } from '../../wasm/kernels.ts';
import { HeldRows } from '../../wasm/held-rows-kernels.ts';
import { HeldLights } from '../../wasm/ring-chase-kernels.ts';
import { twistedAgreement } from './_test-twisted.ts';
import { CoverLights, lift, projectRows } from './cover-rows.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { chaseOf, type ProjectiveChase } from './projective-chase.ts';
import { projectiveFoldMethod } from './projective-fold.ts';
import { unfold } from './projective-presses.ts';
import { periodicRows, RingSolve } from './projective-ring-presses.ts';
import { pressesOver } from './projective-presses.ts';
import { projectiveFold } from './projective-seam.ts';

const rule = (name: 'cross' | 'moore' | 'diagonal', center = true): Rule => makeRule(namedStencil(name, { center }), 'projective');

/** The five rules whose warm solve is a ring fold's: cross, cross-nc, Moore, Moore-nc, diagonal-nc. */
const FIVE = [rule('cross'), rule('cross', false), rule('moore'), rule('moore', false), rule('diagonal', false)];

function randomRow(chase: ProjectiveChase, random: () => number): Uint32Array {
  const u = new Uint32Array(chase.stride).map(() => random() >>> 0);
  if (chase.ring % 32 !== 0) u[chase.stride - 1]! &= (1 << (chase.ring % 32)) - 1;
  return u;
}

/** The method's answers with the kernels and without: equal, verified by applying them (or their proofs), and the nullity lazy chasing finds. */
function agree(shape: { rule: Rule; rows: number; cols: number }, random: () => number): number {
  const label = `${ruleName(shape.rule)} ${shape.rows}×${shape.cols}`;
  const fast = projectiveFoldMethod.prepare(shape);
  expect(fast.nullity, label).toBe(lazyChaseMethod.nullity(shape));
  let solved = 0;
  for (const lights of [randomSolvableBoard(shape.rows, shape.cols, { rule: shape.rule, random }), randomBoard(shape.rows, shape.cols, { random }), Board.filled(shape.rows, shape.cols)]) {
    const x = fast.solve(lights);
    const slow = withKernels('ts', () => projectiveFoldMethod.prepare(shape).solve(lights));
    expect(x === null, label).toBe(slow === null);
    if (x && slow) {
      solved++;
      expect(x.equals(slow), label).toBe(true);
      expect(verifySolution(lights, x, shape.rule), label).toBe(true);
    } else expect(verifyProof(lights, fast.proof(lights), shape.rule), label).toBe(true);
  }
  return solved;
}

describe('projective ring folds: one solve\'s chases (lights lifted into the kernels once, presses onto the board, the periodic pattern)', () => {
  kernelsOnInThisFile();

  it.each(FIVE.map((r) => [ruleName(r), r] as const))('equals dense elimination on every shape up to 20 × 20 (%s): nullity, quiet patterns, answers and proofs verified', (name, r) => {
    const { wrong, compared } = twistedAgreement(projectiveFoldMethod, [r], 20, seededRandom(`projective ring presses dense ${name}`));
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(300);
  });

  it.each(FIVE.map((r) => [ruleName(r), r] as const))('answers with the kernels as without on widths around 32, 64 and 128 bits, short and kernel-long, both orientations (%s)', (name, r) => {
    const random = seededRandom(`projective ring presses widths ${name}`);
    let solved = 0;
    for (const n of [31, 32, 33, 63, 64, 65, 127, 128, 129]) {
      // kernel-long: at least WASM_RING_CHASE_MIN_WORDS words of rows on the ring of 2n cells
      const long = Math.ceil((2 * 1024) / Math.ceil(n / 16)) + (n % 2);
      for (const m of [9, 12, long]) {
        solved += agree({ rule: r, rows: m, cols: n }, random);
        if (m !== long) solved += agree({ rule: r, rows: n, cols: m }, random);
      }
    }
    expect(solved).toBeGreaterThan(30);
  });

  it('chases the lifted lights (a stream, held between chases) as it chases the cover, rows onto the board as the cover unfolds', () => {
    const random = seededRandom('projective ring presses stream');
    let kernel = 0;
    let seamed = 0;
    for (const [r, rows, cols] of [[rule('cross'), 300, 128], [rule('moore', false), 301, 129], [rule('cross', false), 40, 33], [rule('moore'), 600, 64]] as const) {
      const fold = projectiveFold(r, rows, cols)!;
      const chase = chaseOf(fold);
      const label = `${ruleName(r)} ${rows}×${cols}`;
      const { m, n } = fold;
      const height = Math.ceil(m / 2);
      const lights = randomBoard(m, n, { random });
      const u = randomRow(chase, random);
      const { v, seam } = chase.start(u);
      if (seam.some((w) => w !== 0)) seamed++;
      const zero = new Uint32Array(chase.stride);
      const run = () => {
        const cover = lift(lights, height);
        const out = new Board(height, chase.ring);
        const first = chase.chase(cover, 0, zero, zero, null, null, null);
        const second = chase.chase(cover, 0, v, u, seam, null, out);
        return { first, second, board: unfold(chase, out.words) };
      };
      const want = withKernels('ts', run);
      for (const [mode, lifted] of [['kernels', false], ['kernels', true], ['ts', true]] as const) {
        const got = withKernels(mode === 'ts' ? 'ts' : 'auto', () => {
          const stream = new CoverLights(lights, height);
          const held = new HeldLights(stream);
          if (lifted) stream.liftInto(held);
          const board = new Board(m, n);
          const first = chase.chase(stream, 0, zero, zero, null, null, null, false, held);
          const second = chase.chase(stream, 0, v, u, seam, null, { move: (mem, at, f, count) => projectRows(mem, at, board, f, count) }, false, held);
          return { first, second, board, held: held.hold !== null };
        });
        if (got.held) kernel++;
        expect(got.first, `${label} ${mode} ${lifted}`).toEqual(want.first);
        expect(got.second, `${label} ${mode}`).toEqual(want.second);
        expect(got.board.equals(want.board), `${label} ${mode}`).toBe(true);
        // the cover's own chase (as the tests and the TypeScript folds give it) equals too
        expect(withKernels(mode === 'ts' ? 'ts' : 'auto', run).board.equals(want.board), `${label} ${mode}`).toBe(true);
      }
    }
    expect(kernel).toBeGreaterThanOrEqual(6);
    expect(seamed).toBeGreaterThanOrEqual(3);
  });

  it('repeats the chase from (ρU, U) with the seam and no lights where a = λ·c: period 3 for Moore (P₀, P₁, P₀ + P₁), 2 for diagonal without centre', () => {
    const random = seededRandom('projective ring presses period');
    let checked = 0;
    let seamed = 0;
    for (const [r, period, lambda] of [[rule('moore'), 3, 1], [rule('diagonal', false), 2, 0]] as const) {
      for (const [rows, cols] of [[40, 40], [41, 64], [300, 128], [257, 256], [12, 35], [30, 33]] as const) {
        const fold = projectiveFold(r, rows, cols);
        if (!fold) continue;
        const chase = chaseOf(fold);
        expect(chase.split).toEqual({ lambda, mu: 0 });
        const height = Math.ceil(chase.fold.m / 2);
        const u = randomRow(chase, random);
        const { v, seam } = chase.start(u);
        if (seam.some((w) => w !== 0)) seamed++;
        const out = new Board(height, chase.ring);
        withKernels('ts', () => chase.chase(null, 0, v, u, seam, null, out));
        const pattern = periodicRows(chase, u, period);
        for (let i = 0; i < height; i++) {
          const row = out.words.subarray(i * chase.stride, (i + 1) * chase.stride);
          const at = (i % period) * chase.stride;
          expect([...row], `${ruleName(r)} ${rows}×${cols} row ${i}`).toEqual([...pattern.subarray(at, at + chase.stride)]);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(seamed).toBeGreaterThanOrEqual(3);
  });

  it('chases diagonal-nc\'s lights in the kernels\' memory (quotients, prefixRows, projectCover) as TypeScript does, the hold kept or ended', () => {
    const random = seededRandom('projective ring presses held rows');
    let held = 0;
    for (const [rows, cols] of [[300, 128], [301, 129], [600, 64], [257, 96]] as const) {
      const fold = projectiveFold(rule('diagonal', false), rows, cols)!;
      const chase = chaseOf(fold);
      const label = `${rows}×${cols}`;
      expect(chase.kernelDivides && !chase.kernelTakes, label).toBe(true);
      const { m } = fold;
      const height = Math.ceil(m / 2);
      // a solvable board: every light row past row 0 in c's image (else the TypeScript chase takes the rows)
      const solvable = randomSolvableBoard(rows, cols, { rule: rule('diagonal', false), random });
      const lights = fold.transposed ? transposeBoard(solvable) : solvable;
      const u = randomRow(chase, random);
      const zero = new Uint32Array(chase.stride);
      const want = withKernels('ts', () => {
        const cover = lift(lights, height);
        const out = new Board(height, chase.ring);
        const first = chase.chase(cover, 0, zero, zero, null, null, out);
        return { first, board: pressesOver(chase, cover, out, u) };
      });
      for (const end of [false, true]) {
        let made = 0;
        const project = HeldRows.prototype.project;
        HeldRows.prototype.project = function (this: HeldRows, ...args) {
          const done = project.apply(this, args);
          if (done) made++;
          return done;
        };
        try {
          const run = new RingSolve(chase, new CoverLights(lights, height));
          const first = run.lightsChase();
          if (end) holdTop(kernels()!, 4, 0); // another call takes the rows' memory: the chase runs again
          const board = run.presses(u);
          expect(first, `${label} ${end}`).toEqual(want.first);
          expect(board.equals(want.board), `${label} ${end}`).toBe(true);
        } finally {
          HeldRows.prototype.project = project;
        }
        held += made;
      }
    }
    expect(held).toBeGreaterThanOrEqual(3); // the rows projected from the hold (not where it ended)
  });
});
