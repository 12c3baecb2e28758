import { describe, expect, it } from 'vitest';
import { CyclicRing, rowOf } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { wordsFor } from '../../gf2/words.ts';
import { seededRandom } from '../../puzzle/random.ts';
import { ringFoldInverse } from './projective-ring-inverse.ts';
import { moveRow, type RingSymmetry, symmetricImages } from './projective-ring-symmetry.ts';

const SYMMETRIES: RingSymmetry[] = [
  { reflect: false, turn: true },
  { reflect: true, turn: false },
  { reflect: true, turn: true },
];

/** A random element of S (N cells), a polynomial. */
function element(S: CyclicRing, random: () => number): Poly {
  const p = new Poly(S.size + 32);
  for (let k = 0; k < S.size; k++) if ((random() & 1) === 1) p.words[k >>> 5]! |= 1 << (k & 31);
  return p.normalize();
}

/** A random bar-invariant element (x(s⁻¹) = x(s)): v + v̄, v̄ = s·ρv. */
function barInvariant(S: CyclicRing, random: () => number): Poly {
  const v = element(S, random);
  const bar = S.mul(Poly.monomial(1), S.reflect(v));
  return v.clone(S.size + 64).addShifted(bar).normalize();
}

/** g(v) by the definitions, cell by cell: ρ (k ↦ N − 1 − k), then σ (k ↦ k + n mod N). */
function movedByDefinition(v: Poly, size: number, g: RingSymmetry): Uint32Array {
  const out = new Uint32Array(wordsFor(size));
  for (let k = 0; k < size; k++) {
    if (!v.coefficient(k)) continue;
    const reflected = g.reflect ? size - 1 - k : k;
    const to = g.turn ? (reflected + size / 2) % size : reflected;
    out[to >>> 5]! |= 1 << (to & 31);
  }
  return out;
}

describe('the projective ring folds\' symmetries σ, ρ and σρ', () => {
  const sizes = [...Array.from({ length: 40 }, (_, i) => 2 * (i + 1)), 94, 96, 98, 126, 128, 130, 254, 256, 258, 1024];

  it('move a row as their definitions do, and commute with products by bar-invariant elements and with L⁻¹', () => {
    const random = seededRandom('projective ring symmetry');
    for (const size of sizes) {
      const S = new CyclicRing(size);
      const words = wordsFor(size);
      const move = (p: Poly, g: RingSymmetry): Poly => S.fromRow(moveRow(rowOf(p, words), size, g));
      const v = element(S, random);
      const x = barInvariant(S, random);
      expect(S.isSymmetric(x), `x bar-invariant, N = ${size}`).toBe(true);
      const [dInverse, cross] = [barInvariant(S, random), barInvariant(S, random)];
      for (const g of SYMMETRIES) {
        const label = `N = ${size}, ρ ${g.reflect}, σ ${g.turn}`;
        expect([...moveRow(rowOf(v, words), size, g)], label).toEqual([...movedByDefinition(v, size, g)]);
        expect(move(S.mul(x, v), g).equals(S.mul(x, move(v, g))), `x·v, ${label}`).toBe(true);
        expect(move(ringFoldInverse(S, dInverse, cross, v), g).equals(ringFoldInverse(S, dInverse, cross, move(v, g))), `L⁻¹, ${label}`).toBe(true);
      }
    }
  });

  it('find a row that is an earlier row moved, and only such rows', () => {
    const random = seededRandom('projective ring symmetric images');
    for (const size of sizes) {
      const S = new CyclicRing(size);
      const words = wordsFor(size);
      const v = rowOf(element(S, random), words);
      const w = rowOf(element(S, random), words);
      const rows = [v, ...SYMMETRIES.map((g) => moveRow(v, size, g)), w, moveRow(w, size, SYMMETRIES[1]!)];
      const images = symmetricImages(rows, size);
      expect(images[0], `N = ${size}`).toBeNull();
      images.forEach((image, t) => {
        if (!image) {
          // no earlier source row moves onto it
          for (let s = 0; s < t; s++) {
            if (images[s]) continue;
            for (const g of SYMMETRIES) expect([...moveRow(rows[s]!, size, g)], `N = ${size}, row ${t} from ${s}`).not.toEqual([...rows[t]!]);
          }
          return;
        }
        expect(image.from, `N = ${size}, row ${t}`).toBeLessThan(t);
        expect(images[image.from], `N = ${size}, row ${t}'s source`).toBeNull();
        expect([...moveRow(rows[image.from]!, size, image.g)], `N = ${size}, row ${t}`).toEqual([...rows[t]!]);
      });
      // the three moves of v are images; w's reflection is one (of w, or of v where w happens to be a move of v)
      expect(images.slice(1, 4).every((image) => image !== null), `N = ${size}`).toBe(true);
      expect(images[5], `N = ${size}`).not.toBeNull();
    }
  });
});
