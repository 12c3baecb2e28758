import type { NearShifts } from './row-divider.ts';
import { tailMask } from './words.ts';

/**
 * The right-hand side of one step of a chase whose row operators reach one cell either way:
 * acc = b + M·cur + D·prev in one pass over the words (in place of a copy and two shifted XORs), M and D given
 * by their shifts 0, +1, −1 (`RowDivider.near`), rows clipped at the ends or rings.
 *
 * @param acc The output row (overwritten), `stride` words.
 * @param b The lights' rows; `bOff` the word offset of this row.
 * @param cur The rows holding `cur`; `cOff` its word offset.
 * @param m M's shifts.
 * @param prev The rows holding `prev`; `pOff` its word offset.
 * @param d D's shifts.
 * @param stride Words per row.
 * @param bits Cells per row.
 * @param cyclic Whether the rows are rings.
 */
export function nearStep(
  acc: Uint32Array,
  b: Uint32Array,
  bOff: number,
  cur: Uint32Array,
  cOff: number,
  m: NearShifts,
  prev: Uint32Array,
  pOff: number,
  d: NearShifts,
  stride: number,
  bits: number,
  cyclic: boolean,
): void {
  const m0 = m.keep ? -1 : 0;
  const m1 = m.up ? -1 : 0;
  const m2 = m.down ? -1 : 0;
  const d0 = d.keep ? -1 : 0;
  const d1 = d.up ? -1 : 0;
  const d2 = d.down ? -1 : 0;
  const last = stride - 1;
  let cl = 0;
  let cw = cur[cOff]!;
  let pl = 0;
  let pw = prev[pOff]!;
  for (let k = 0; k < last; k++) {
    const cr = cur[cOff + k + 1]!;
    const pr = prev[pOff + k + 1]!;
    acc[k] =
      b[bOff + k]! ^
      (cw & m0) ^
      (((cw << 1) | (cl >>> 31)) & m1) ^
      (((cw >>> 1) | (cr << 31)) & m2) ^
      (pw & d0) ^
      (((pw << 1) | (pl >>> 31)) & d1) ^
      (((pw >>> 1) | (pr << 31)) & d2);
    cl = cw;
    cw = cr;
    pl = pw;
    pw = pr;
  }
  acc[last] =
    (b[bOff + last]! ^ (cw & m0) ^ (((cw << 1) | (cl >>> 31)) & m1) ^ ((cw >>> 1) & m2) ^ (pw & d0) ^ (((pw << 1) | (pl >>> 31)) & d1) ^ ((pw >>> 1) & d2)) &
    tailMask(bits);
  if (!cyclic) return;
  // the ring's wraps: shift +1 carries cell bits − 1 to cell 0, shift −1 cell 0 to cell bits − 1
  const lastBit = (bits - 1) & 31;
  acc[0]! ^= (((cur[cOff + last]! >>> lastBit) & 1 & m1) ^ ((prev[pOff + last]! >>> lastBit) & 1 & d1)) >>> 0;
  acc[last]! ^= (((cur[cOff]! & 1 & m2) ^ (prev[pOff]! & 1 & d2)) << lastBit) >>> 0;
}
