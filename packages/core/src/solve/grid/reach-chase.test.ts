import { describe, expect, it, vi } from 'vitest';

// Heavy by design (dense elimination on every side up to 12, several stencils): a budget well above its need on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });
import { parseStencil } from '../../format/stencil-pattern.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, type Rule } from '../../puzzle/rule.ts';
import { customStencil, type Offset } from '../../puzzle/stencil.ts';
import type { Topology } from '../../puzzle/topology.ts';
import { denseDisagreements } from './_test-dense-agreement.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { chooseMethod } from './methods.ts';
import { reachChaseMethod } from './reach-chase.ts';

/** Every untwisted surface (`wrap,clip` is the cylinder turned). */
const SURFACES: Topology[] = ['plane', 'cylinder', 'torus', 'wrap,clip'];

/** The stencils of issue #24 that fell back to lazy chasing, and two more of reach 2 and 3. */
const STENCILS = ['..#../..#../#####/..#../..#..', '.#./###/#..', '#..../.#.#./..#../#.#../....#', '..#../...../..#../...../.##..', '...#.../......./......./...#.../......./......./#..##..'].map(parseStencil);

/** Shapes checked so far, and what disagreed. */
interface Tally {
  taken: number;
  readonly wrong: string[];
}

/** Checks every shape the method takes among `shapes`, into `tally`. */
function checkShapes(rule: Rule, shapes: Iterable<readonly [number, number]>, random: () => number, tally: Tally): void {
  for (const [rows, cols] of shapes) {
    if (!reachChaseMethod.applies({ rule, rows, cols })) continue;
    tally.taken++;
    tally.wrong.push(...denseDisagreements(reachChaseMethod, rule, rows, cols, random));
  }
}

/** Every side 1..12 both ways. */
const SIDES: Array<[number, number]> = Array.from({ length: 144 }, (_, i) => [1 + Math.floor(i / 12), 1 + (i % 12)]);

describe('reach chase: any vertical reach, on rows that wrap or that share one operator', () => {
  it('agrees with dense elimination on every side 1..12 for the issue’s stencils', () => {
    const random = seededRandom('reach chase');
    const tally: Tally = { taken: 0, wrong: [] };
    for (const stencil of STENCILS) {
      for (const topology of SURFACES) {
        checkShapes(makeRule(stencil, topology), SIDES, random, tally);
      }
    }
    expect(tally.wrong).toEqual([]);
    expect(tally.taken).toBeGreaterThan(1000);
  });

  it('agrees with dense elimination on random stencils (a seeded budget of 60 stencils)', () => {
    const random = seededRandom('reach chase stencils');
    const tally: Tally = { taken: 0, wrong: [] };
    for (let t = 0; t < 60; t++) {
      const span = 1 + (random() % 4);
      const offsets: Offset[] = [];
      for (let dr = -span; dr <= span; dr++) for (let dc = -span; dc <= span; dc++) if (random() % 3 === 0) offsets.push([dr, dc]);
      if (offsets.length === 0) continue;
      const rule = makeRule(customStencil(offsets), SURFACES[t % SURFACES.length]!);
      checkShapes(rule, [[7, 8], [9, 9], [10, 6], [12, 11], [11, 12]], random, tally);
    }
    expect(tally.wrong).toEqual([]);
    expect(tally.taken).toBeGreaterThan(50);
  });

  it('agrees with dense elimination on random stencils of the plane whose rows are 1, Q or 1 + Q (a seeded budget of 40)', () => {
    const random = seededRandom('reach chase plane');
    const tally: Tally = { taken: 0, wrong: [] };
    for (let t = 0; t < 40; t++) {
      const width = 1 + (random() % 3);
      const q = Array.from({ length: 2 * width + 1 }, (_, i) => i - width).filter((c) => c !== 0 && random() % 2 === 0);
      if (!q.some((c) => c > 0)) q.push(width);
      const reach = 1 + (random() % 3);
      const offsets: Offset[] = [[-reach, 0]];
      for (let dr = 1 - reach; dr <= reach; dr++) {
        const kind = random() % 4; // 0, 1, Q, 1 + Q
        if (kind % 2 === 1) offsets.push([dr, 0]);
        if (kind >= 2) offsets.push(...q.map((c): Offset => [dr, c]));
      }
      checkShapes(makeRule(customStencil(offsets), 'plane'), [[8, 9], [11, 11], [12, 10]], random, tally);
    }
    expect(tally.wrong).toEqual([]);
    expect(tally.taken).toBeGreaterThan(60);
  });

  it('is chosen for the reach-2 stencil on every untwisted surface, and leaves the asymmetric one on the plane to lazy chasing', () => {
    const plus = STENCILS[0]!;
    for (const topology of ['plane', 'cylinder', 'torus'] as const) expect(chooseMethod({ rule: makeRule(plus, topology), rows: 64, cols: 64 }).name).toBe('reach-chase');
    expect(reachChaseMethod.applies({ rule: makeRule(STENCILS[1]!, 'plane'), rows: 64, cols: 64 })).toBe(false);
  });

  it('solves larger boards with verified presses and proofs', () => {
    const random = seededRandom('reach chase big');
    for (const topology of ['plane', 'cylinder', 'torus'] as const) {
      const rule = makeRule(STENCILS[0]!, topology);
      for (const [rows, cols] of [[96, 96], [130, 67]] as const) {
        const prepared = reachChaseMethod.prepare({ rule, rows, cols });
        for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
          const presses = prepared.solve(lights);
          if (presses) expect(verifySolution(lights, presses, rule)).toBe(true);
          else expect(verifyProof(lights, prepared.proof(lights), rule)).toBe(true);
        }
      }
    }
  });
});
