import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cases } from '../../_test-seed.ts';
import { ruleArb } from '../../_test-support.ts';
import { LimitError } from '../../errors.ts';
import type { BitMatrix } from '../../gf2/bit-matrix.ts';
import { wordsFor } from '../../gf2/words.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { equationMatrix } from './lazy-chase.ts';
import { MAX_LAZY_WORK, pivotWork, planLazyChase } from './lazy-plan.ts';

/**
 * The words Factorization's elimination of [A | I] XORs, counted by running the same pivoting on a copy (a pivot
 * looks at every row and XORs its own, from the pivot's word on, into every row with the pivot's bit), plus reading
 * off I's block.
 */
function countedElimination(a: BitMatrix): number {
  const rows = a.rows;
  const columns = a.cols;
  const stride = wordsFor(columns + rows);
  const words = new Uint32Array(rows * stride);
  for (let r = 0; r < rows; r++) {
    words.set(a.row(r), r * stride);
    words[r * stride + ((columns + r) >>> 5)]! |= 1 << ((columns + r) & 31);
  }
  let steps = rows * rows;
  let rank = 0;
  for (let col = 0; col < columns && rank < rows; col++) {
    const wi = col >>> 5;
    const bit = 1 << (col & 31);
    let pivot = rank;
    while (pivot < rows && (words[pivot * stride + wi]! & bit) === 0) pivot++;
    if (pivot === rows) continue;
    const swap = words.slice(pivot * stride, (pivot + 1) * stride);
    words.copyWithin(pivot * stride, rank * stride, (rank + 1) * stride);
    words.set(swap, rank * stride);
    steps += rows; // every row is looked at for the pivot's bit
    for (let r = 0; r < rows; r++) {
      if (r === rank || (words[r * stride + wi]! & bit) === 0) continue;
      for (let k = wi; k < stride; k++) words[r * stride + k]! ^= words[rank * stride + k]!;
      steps += stride - wi;
    }
    rank++;
  }
  return steps;
}

/** Shapes from thin to square to long, either way round, 3 to 257 cells a side (the larger ones are in the bench). */
const shapeArb = fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 })).map(([a, b]) => [a * a * 4 - 1, b * b * 4 + 1] as const);

describe('the lazy chase work estimate', () => {
  it('is within 3× of the words the chase and the elimination XOR, over rules, topologies and shapes (the planning is its own count)', () => {
    fc.assert(
      fc.property(ruleArb, shapeArb, fc.boolean(), (rule, [a, b], swap) => {
        const [rows, cols] = swap ? [b, a] : [a, b];
        const { plan, work } = planLazyChase({ rows, cols, rule });
        const { eq, steps } = equationMatrix(plan);
        const counted = steps + countedElimination(eq);
        const eliminate = work.readOff + pivotWork(eq);
        const label = `${rows}×${cols} ${rule.stencil.name} ${JSON.stringify(rule.topology)}: estimate ${work.chase} + ${eliminate}, counted ${steps} + ${counted - steps}`;
        // the chase's part is an upper estimate: a full stencil where the edge clips some
        expect(work.chase, label).toBeGreaterThanOrEqual(steps);
        if (counted === 0) {
          expect(work.chase + eliminate, label).toBe(0); // every press determined, nothing to solve
          return;
        }
        const ratio = (work.chase + eliminate) / counted;
        expect(ratio, label).toBeGreaterThanOrEqual(1 / 3);
        expect(ratio, label).toBeLessThanOrEqual(3);
      }),
      { numRuns: cases(40) },
    );
  });

  it('refuses before planning when the planning alone is past the limit, and before the chase past it', () => {
    const wide = makeRule(parseStencil(Array.from({ length: 9 }, () => '#'.repeat(9)).join('/')));
    const refusal = (rows: number, cols: number, rule = wide): LimitError => {
      try {
        planLazyChase({ rows, cols, rule });
      } catch (error) {
        expect(error).toBeInstanceOf(LimitError);
        return error as LimitError;
      }
      return expect.unreachable(`${rows}×${cols} was planned`);
    };
    const early = refusal(4096, 4096);
    expect(early.limit).toBe('maxWork');
    expect(early.requested).toBeGreaterThan(MAX_LAZY_WORK);
    expect(early.message).toMatch(/4096×4096 under .* would take lazy chasing about .* word operations \(81 stencil cells a cell, to plan alone\)/);
    // a column of 33: rows are chased 16 at a time, some 12,800 unknowns on 800², cheap to plan but not to chase
    const tall = makeRule(parseStencil(Array.from({ length: 33 }, () => '#').join('/')));
    const late = refusal(800, 800, tall);
    expect(late.message).toMatch(/800×800 under .* would take lazy chasing about .* word operations \(\d+ unknowns, \d+ equations\)/);
    expect(refusal(5000, 5000, makeRule(namedStencil('moore'))).limit).toBe('maxCells');
  });
});
