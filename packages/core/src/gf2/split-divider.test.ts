import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { RowDivider } from './row-divider.ts';
import { xorRotated } from './shift.ts';
import { SplitDivider } from './split-divider.ts';
import { isZero, wordsFor } from './words.ts';

const turn = (v: Uint32Array, t: number, bits: number): Uint32Array => {
  const out = new Uint32Array(v.length);
  xorRotated(out, 0, v, 0, v.length, bits, ((t % bits) + bits) % bits);
  return out;
};

describe('SplitDivider: c = x + x⁻¹ or 1 + x + x⁻¹ on I ⊕ N', () => {
  it('takes those two operators where they are not units, and nothing else', () => {
    expect(SplitDivider.of(new RowDivider([-1, 1], 20, true))?.delta).toBe(4); // 20 = 4·5: N = GF(2)[x]/(1 + x)⁴
    expect(SplitDivider.of(new RowDivider([-1, 0, 1], 36, true))?.delta).toBe(8); // 36 = 4·9: (1 + x + x²)⁴
    expect(SplitDivider.of(new RowDivider([-1, 0, 1], 20, true))).toBeNull(); // a unit
    expect(SplitDivider.of(new RowDivider([0], 20, true))).toBeNull();
    expect(SplitDivider.of(new RowDivider([-1, 1], 20, false))).toBeNull();
  });

  it('projects onto ideals (idempotent, complementary, turning with the ring), c nilpotent on N and a unit on I', () => {
    const random = seededRandom('split divider');
    for (const [shifts, bits] of [
      [[-1, 1], 12],
      [[-1, 1], 20],
      [[-1, 1], 40],
      [[-1, 1], 96],
      [[-1, 1], 200],
      [[-1, 0, 1], 6],
      [[-1, 0, 1], 18],
      [[-1, 0, 1], 36],
      [[-1, 0, 1], 66],
      [[-1, 0, 1], 96],
      [[-1, 0, 1], 300],
    ] as const) {
      const c = new RowDivider(shifts, bits, true);
      const d = SplitDivider.of(c)!;
      const label = `${shifts.join(',')} on ${bits}`;
      for (let trial = 0; trial < 12; trial++) {
        const w = new Uint32Array(wordsFor(bits));
        for (let i = 0; i < bits; i++) if (random() < 0.5) w[i >>> 5]! |= 1 << (i & 31);
        const n = new Uint32Array(w.length);
        const i = new Uint32Array(w.length);
        d.projectN(n, w);
        d.projectI(i, w);
        expect(n.map((x, k) => x ^ i[k]!), label).toEqual(w);
        const again = new Uint32Array(w.length);
        d.projectN(again, n);
        expect(again, label).toEqual(n);
        d.projectN(again, i);
        expect(isZero(again), label).toBe(true);
        const t = Math.floor(random() * bits);
        d.projectN(again, turn(w, t, bits));
        expect(again, label).toEqual(turn(n, t, bits));
        // c^δ kills N
        let power = n;
        for (let k = 0; k < d.delta; k++) {
          const next = new Uint32Array(w.length);
          c.apply(next, 0, power, 0);
          power = next;
        }
        expect(isZero(power), label).toBe(true);
        // on I: exact, unique in I, and turning commutes with it
        const y = new Uint32Array(w.length);
        expect(d.divide(y, i), label).toBe(0);
        const back = new Uint32Array(w.length);
        c.apply(back, 0, y, 0);
        expect(back, label).toEqual(i);
        const yt = new Uint32Array(w.length);
        d.divide(yt, turn(i, t, bits));
        expect(yt, label).toEqual(turn(y, t, bits));
        // anywhere: c·y = w exactly when the syndrome is zero
        const s = d.divide(y, w);
        c.apply(back.fill(0), 0, y, 0);
        expect(back.every((x, k) => x === w[k]), label).toBe(s === 0);
      }
    }
  });
});
