import { Poly } from '../../gf2/poly.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { bitsFrom, dotParity } from '../../gf2/words.ts';
import type { BarSolution } from './bar-smith.ts';

/**
 * The cells at the seam's presses over the bar-invariant path's kernel (`projective-nullity-bar.ts`): which
 * combinations of the presses vanish on the whole kernel, the span they leave, and a solution's cells at the presses.
 * Bits over the presses: bit t is press t.
 */

/** Adds v (bits over the presses) to a GF(2) basis kept reduced, unless it is in the basis's span. */
export function insertReduced(basis: number[], v: number): void {
  for (const b of basis) v = Math.min(v, v ^ b);
  if (v) basis.push(v);
}

/**
 * The combinations c (bits over the presses, non-zero) whose sum of cells vanishes on the whole kernel: per
 * generator N = (n₀, n₁) and press t, the cells of xᵃ·N (a < count) are window bits of n₀·τ₀ + n₁·τ₁ (τ the
 * press's reversed sequences, `BarRing.sequence`; d = deg ψ), and c vanishes when its presses' windows sum to 0 for
 * every generator.
 */
export function evVanishing(kernel: BarSolution['kernel'], sequences: readonly [Poly, Poly][], d: number): number[] {
  const k = sequences.length;
  let alive = Array.from({ length: (1 << k) - 1 }, (_, i) => i + 1);
  for (const { pair, count } of kernel) {
    if (count === 0 || alive.length === 0) continue;
    const [n0, n1] = pair;
    const windows = sequences.map(([tau0, tau1]) => {
      const p = n0.isZero() ? new Poly(3 * d + 32) : polyMul(n0, tau0);
      if (!n1.isZero()) p.addShifted(polyMul(n1, tau1));
      // coefficient 2d − 2 − a for a < count: bits 2d − 1 − count … 2d − 2 (the order of a reversed, which no sum minds)
      return bitsFrom(p.words, 2 * d - 1 - count, count);
    });
    alive = alive.filter((c) => {
      const words = windows[0]!.length;
      for (let w = 0; w < words; w++) {
        let acc = 0;
        for (let t = 0; t < k; t++) if ((c >>> t) & 1) acc ^= windows[t]![w]!;
        if (acc !== 0) return false;
      }
      return true;
    });
  }
  return alive;
}

/** A pair of T as the bits of its rows, for the functionals. */
export const pressCells = (pair: readonly [Poly, Poly], forms: readonly [Uint32Array, Uint32Array][]): number =>
  forms.reduce((bits, [f0, f1], t) => bits | ((dotParity(pair[0].words, f0) ^ dotParity(pair[1].words, f1)) << t), 0);
