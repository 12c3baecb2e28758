import { xorRotated } from '../../gf2/shift.ts';
import { wordsFor } from '../../gf2/words.ts';
import { reflectedRow } from './projective-ring-inverse.ts';

/**
 * The symmetries of a projective ring fold's ring S = GF(2)[s]/(s²ⁿ + 1) that commute with its operator
 * L = A + B·ρ and with L⁻¹ (`projective-ring-fold.ts`): σ (a turn by n, the product by sⁿ), ρ (cell k ↦ 2n − 1 − k)
 * and σρ = ρσ. For a bar-invariant x (x(s⁻¹) = x(s)), ρ(x·v) = s⁻¹·x̄·v̄ = x·ρ(v), and sⁿ = s⁻ⁿ, so every product
 * by a bar-invariant element commutes with them; L·ρ = A·ρ + B = ρ·L likewise. The seam's four press positions
 * 0, n − 1, n and 2n − 1 are one orbit of them: one seam's answer gives the other three by moving it.
 */

/** A symmetry of the ring: ρ first where `reflect`, then σ where `turn`. */
export interface RingSymmetry {
  readonly reflect: boolean;
  readonly turn: boolean;
}

const SYMMETRIES: readonly RingSymmetry[] = [
  { reflect: false, turn: true },
  { reflect: true, turn: false },
  { reflect: true, turn: true },
];

/** g(v) for a row v of `size` = 2n cells (`wordsFor(size)` words, the bits past it zero), a new row. */
export function moveRow(v: Uint32Array, size: number, g: RingSymmetry): Uint32Array {
  const words = wordsFor(size);
  const reflected = g.reflect ? reflectedRow(v, size) : v.subarray(0, words);
  if (!g.turn) return reflected === v ? v.slice(0, words) : reflected;
  const out = new Uint32Array(words);
  xorRotated(out, 0, reflected, 0, words, size, size >>> 1);
  return out;
}

/**
 * For each row t, an earlier row s and a symmetry g with rows[t] = g(rows[s]) (s itself not such an image), or null:
 * the rows whose answers are moved rather than computed.
 *
 * @param rows Rows of `size` = 2n cells (size even).
 */
export function symmetricImages(rows: readonly Uint32Array[], size: number): Array<{ readonly from: number; readonly g: RingSymmetry } | null> {
  const words = wordsFor(size);
  const images: Array<{ readonly from: number; readonly g: RingSymmetry } | null> = [];
  rows.forEach((row, t) => {
    let found: { readonly from: number; readonly g: RingSymmetry } | null = null;
    for (let s = 0; s < t && !found; s++) {
      if (images[s]) continue;
      for (const g of SYMMETRIES) {
        const moved = moveRow(rows[s]!, size, g);
        let same = true;
        for (let w = 0; w < words && same; w++) same = moved[w] === row[w];
        if (same) {
          found = { from: s, g };
          break;
        }
      }
    }
    images.push(found);
  });
  return images;
}
