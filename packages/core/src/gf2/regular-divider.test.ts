import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { applyRows, RegularDivider } from './regular-divider.ts';
import { RowDivider } from './row-divider.ts';
import { xorRotated } from './shift.ts';
import { wordsFor } from './words.ts';

const ring = (shifts: number[], bits: number) => new RowDivider(shifts, bits, true);
const turn = (v: Uint32Array, t: number, bits: number): Uint32Array => {
  const out = new Uint32Array(v.length);
  xorRotated(out, 0, v, 0, v.length, bits, ((t % bits) + bits) % bits);
  return out;
};

describe('RegularDivider: division by c that commutes with the ring rotations', () => {
  it('exists exactly when ker c meets im c only in 0 (x + x⁻¹ on 2n cells: n odd)', () => {
    for (let n = 3; n <= 40; n++) expect(RegularDivider.of(ring([-1, 1], 2 * n)) !== null, `n = ${n}`).toBe(n % 2 === 1);
    expect(RegularDivider.of(ring([-1, 0, 1], 18))).toBeNull(); // 1 + x + x⁻¹ on 18 cells: (1 + x + x²)² divides x¹⁸ + 1
    expect(RegularDivider.of(ring([0], 10))).toBeNull(); // a unit
    expect(RegularDivider.of(new RowDivider([-1, 1], 10, false))).toBeNull(); // a path
  });

  it('divides the image exactly, and turning w turns the quotient and maps the syndrome', () => {
    const random = seededRandom('regular divider');
    for (const bits of [6, 10, 14, 30, 66, 202]) {
      const d = ring([-1, 1], bits);
      const r = RegularDivider.of(d)!;
      for (let trial = 0; trial < 20; trial++) {
        const w = new Uint32Array(wordsFor(bits));
        for (let i = 0; i < bits; i++) if (random() < 0.5) w[i >>> 5]! |= 1 << (i & 31);
        const y = new Uint32Array(w.length);
        const s = r.divide(y, w);
        const back = new Uint32Array(w.length);
        d.apply(back, 0, y, 0);
        // c·y = w exactly when the syndrome is zero; c·y differs from w by a kernel vector otherwise
        const diff = back.map((x, i) => x ^ w[i]!);
        expect(diff.every((x) => x === 0), `${bits}`).toBe(s === 0);
        expect(r.syndrome(y), 'the quotient lies in im c').toBe(0);
        const t = Math.floor(random() * 3 * bits) - bits;
        const yt = new Uint32Array(w.length);
        const st = r.divide(yt, turn(w, t, bits));
        expect(yt, `${bits} turned by ${t}`).toEqual(turn(y, t, bits));
        expect(st).toBe(applyRows(r.rotation(t), s));
      }
    }
  });
});
