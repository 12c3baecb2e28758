import { describe, expect, it, vi } from 'vitest';

// Heavy by design (every method on every rule and shape): a budget well above its need on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });
import { kernelWith, solveWith } from '../../_test-support.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, type Rule, TOPOLOGIES } from '../../puzzle/rule.ts';
import { edgesAre } from '../../puzzle/topology.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { denseMethod } from './dense.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { withKernels } from '../../wasm/kernels.ts';

/** The rules whose chase coefficient c is not always a unit: diagonal (c = x) and Moore without centre (c = 1 + x). */
const SPLIT_RULES: Rule[] = ['diagonal', 'moore'].flatMap((name) =>
  TOPOLOGIES.filter((t) => edgesAre(t, ringChaseMethod.edges)).map((t) => makeRule(namedStencil(name as 'diagonal' | 'moore', { center: name === 'diagonal' }), t)),
);

describe('ring chase where c is not a unit (the Chinese-remainder split)', () => {
  it('matches dense elimination on every side from 3 to 24 where both orientations meet a bad part', () => {
    const random = seededRandom('split');
    const wrong: string[] = [];
    for (const rule of SPLIT_RULES) {
      for (let rows = 3; rows <= 24; rows += rule.topology === 'plane' ? 2 : 1) {
        for (let cols = rows; cols <= 24; cols += 7) {
          const label = `${rule.stencil.name}/${rule.topology} ${rows}×${cols}`;
          const shape = { rule, rows, cols };
          if (!ringChaseMethod.applies(shape)) continue;
          const want = denseMethod.nullity(shape);
          if (ringChaseMethod.nullity(shape) !== want) wrong.push(`${label}: nullity`);
          const prepared = ringChaseMethod.prepare(shape);
          if (prepared.nullity !== want) wrong.push(`${label}: prepared nullity ${prepared.nullity}, want ${want}`);
          for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
            const got = solveWith(ringChaseMethod, lights, rule);
            const ref = solveWith(denseMethod, lights, rule);
            if ((got.presses === null) !== (ref.presses === null)) wrong.push(`${label}: solvability`);
            else if (got.presses && !verifySolution(lights, got.presses, rule)) wrong.push(`${label}: presses`);
            else if (!got.presses && !verifyProof(lights, got.proof!, rule)) wrong.push(`${label}: proof`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('solves boards where all of the row ring is the bad part (a 64-cell ring under the diagonal rule)', () => {
    const random = seededRandom('all bad');
    for (const rule of [makeRule(namedStencil('diagonal'), 'torus'), makeRule(namedStencil('diagonal'), 'cylinder')]) {
      for (const [rows, cols] of [[64, 64], [32, 64], [63, 64]] as const) {
        const shape = { rule, rows, cols };
        expect(ringChaseMethod.nullity(shape), `${rule.topology} ${rows}×${cols}`).toBe(denseMethod.nullity(shape));
        const lights = randomSolvableBoard(rows, cols, { rule, random });
        const got = solveWith(ringChaseMethod, lights, rule);
        expect(got.presses && verifySolution(lights, got.presses, rule)).toBe(true);
      }
    }
  });

  it('solves all-bad boards the Neumann kernels take (banded factors, then passes) as the TypeScript path does', () => {
    const random = seededRandom('all bad, kernels');
    for (const rule of [makeRule(namedStencil('diagonal'), 'torus'), makeRule(namedStencil('diagonal'), 'cylinder')]) {
      for (const [rows, cols] of [[256, 256], [200, 512], [512, 128]] as const) {
        const lights = randomSolvableBoard(rows, cols, { rule, random });
        const got = solveWith(ringChaseMethod, lights, rule);
        expect(got.presses && verifySolution(lights, got.presses, rule), `${rule.topology} ${rows}×${cols}`).toBe(true);
        const reference = withKernels('ts', () => solveWith(ringChaseMethod, lights, rule));
        expect(got.presses!.words).toEqual(reference.presses!.words);
      }
    }
  });

  it('solves split rings at sides that are not 2ᵏ: bad parts in coordinates (d ≤ 32) and folded a word at a time (d = 64)', () => {
    // rings of 80 and 200 cells (d = 16, 8), of 192 and 320 (d = 64: the fold's period is whole words; for Moore
    // without centre on 192, 1 + s + s² too); the nullity path (closed form) is independent of the plan's
    const random = seededRandom('split, not 2^k');
    for (const name of ['diagonal', 'moore'] as const) {
      for (const topology of ['torus', 'cylinder'] as const) {
        const rule = makeRule(namedStencil(name, { center: name === 'diagonal' }), topology);
        for (const [rows, cols] of [[80, 80], [192, 192], [200, 320], [320, 200], [96, 192]] as const) {
          const shape = { rule, rows, cols };
          const label = `${name}/${topology} ${rows}×${cols}`;
          expect(ringChaseMethod.prepare(shape).nullity, label).toBe(ringChaseMethod.nullity(shape));
          const lights = randomSolvableBoard(rows, cols, { rule, random });
          const got = solveWith(ringChaseMethod, lights, rule);
          expect(got.presses && verifySolution(lights, got.presses, rule), label).toBe(true);
          const reference = withKernels('ts', () => solveWith(ringChaseMethod, lights, rule));
          expect(got.presses!.words, label).toEqual(reference.presses!.words);
        }
      }
    }
  });

  it('quiet patterns on large split boards are quiet, and unsolvable boards get verified proofs', () => {
    const random = seededRandom('split big');
    for (const rule of SPLIT_RULES) {
      for (const [rows, cols] of [[95, 95], [131, 77]] as const) {
        const basis = kernelWith(ringChaseMethod, rows, cols, rule, { limit: 12 });
        for (const q of basis) expect(pressEffect(q, rule).isEmpty(), `${rule.stencil.name}/${rule.topology}`).toBe(true);
        for (let t = 0; t < 2; t++) {
          const lights = randomBoard(rows, cols, { random });
          const got = solveWith(ringChaseMethod, lights, rule);
          if (got.presses) expect(verifySolution(lights, got.presses, rule)).toBe(true);
          else expect(verifyProof(lights, got.proof!, rule)).toBe(true);
        }
      }
    }
  });
});

describe('ring chase for any stencil on rows that wrap', () => {
  it('takes asymmetric stencils of vertical reach 1 on cylinders and tori, and agrees with dense elimination', () => {
    const random = seededRandom('asymmetric');
    const patterns = ['.#./.##/...', '..#/##./...', '.#./###/#..', '#../.##/...', '.../.#./#.#'];
    let claimed = 0;
    for (const pattern of patterns) {
      for (const topology of ['cylinder', 'torus'] as const) {
        const rule = makeRule(parseStencil(pattern), topology);
        for (const [rows, cols] of [[3, 3], [5, 4], [7, 9], [12, 10], [16, 16], [9, 21]] as const) {
          const shape = { rule, rows, cols };
          if (!ringChaseMethod.applies(shape)) continue;
          claimed++;
          const label = `${pattern}/${topology} ${rows}×${cols}`;
          expect(ringChaseMethod.nullity(shape), label).toBe(denseMethod.nullity(shape));
          for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
            const got = solveWith(ringChaseMethod, lights, rule);
            expect(got.presses === null, label).toBe(solveWith(denseMethod, lights, rule).presses === null);
            if (got.presses) expect(verifySolution(lights, got.presses, rule), label).toBe(true);
            else expect(verifyProof(lights, got.proof!, rule), label).toBe(true);
          }
        }
      }
    }
    expect(claimed).toBeGreaterThan(30);
  });
});
