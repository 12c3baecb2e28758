// AssemblyScript: one row of a factor of the Neumann product (neumann.ts's `factorRow`) on rings of two to four
// words, the whole row in one i32x4: the folded bad part of Moore without centre on rings with 3 | n (P = 3 words at
// n = 2400, the ring of 96 bits) runs every factor on such rows, where the word loops of `formTerms` and the shifts
// ran one word at a time behind their loop and padding (12% of that solve's profile).

/** The row of `stride` words (2 … 4) at p in the low lanes (the others zero): no read past the row. */
function loadRow(p: usize, stride: i32): v128 {
  if (stride === 4) return v128.load(p);
  const v = v128.load64_zero(p);
  return stride === 3 ? v128.load32_lane(p, v, 2, 8) : v;
}

/** The low `stride` lanes (2 … 4) of v into the row at p: no write past the row. */
function storeRow(p: usize, v: v128, stride: i32): void {
  if (stride === 4) {
    v128.store(p, v);
    return;
  }
  v128.store64_lane(p, v, 0);
  if (stride === 3) v128.store32_lane(p, v, 2, 8);
}

/**
 * Row x of a factor: x = g₀₀·z + g₁₀·t + x^D·(g₀₁·z + g₁₁·t), t = t0 + t1, x^D = s^D + s^{−D} rotating a ring of
 * `stride` words (2 … 4) by e bits (0 < e < 32); g packs g₀₀, g₀₁, g₁₀, g₁₁ in bits 0–3 (neumann.ts). Word k's
 * neighbours k − 1 and k + 1 round the ring are lane shuffles.
 */
export function shortRingRow(x: usize, z: usize, t0: usize, t1: usize, stride: i32, g: i32, e: i32): void {
  const zv = loadRow(z, stride);
  const t = v128.xor(loadRow(t0, stride), loadRow(t1, stride));
  const m00 = i32x4.splat(g & 1 ? -1 : 0);
  const m01 = i32x4.splat(g & 2 ? -1 : 0);
  const m10 = i32x4.splat(g & 4 ? -1 : 0);
  const m11 = i32x4.splat(g & 8 ? -1 : 0);
  const base = v128.xor(v128.and(zv, m00), v128.and(t, m10));
  const w = v128.xor(v128.and(zv, m01), v128.and(t, m11));
  // lane k of `before` is word k − 1 round the ring, of `after` word k + 1
  let before: v128;
  let after: v128;
  if (stride === 4) {
    before = i32x4.shuffle(w, w, 3, 0, 1, 2);
    after = i32x4.shuffle(w, w, 1, 2, 3, 0);
  } else if (stride === 3) {
    before = i32x4.shuffle(w, w, 2, 0, 1, 3);
    after = i32x4.shuffle(w, w, 1, 2, 0, 3);
  } else {
    before = i32x4.shuffle(w, w, 1, 0, 2, 3);
    after = before;
  }
  const f = 32 - e;
  const up = v128.or(i32x4.shl(w, e), i32x4.shr_u(before, f));
  const down = v128.or(i32x4.shr_u(w, e), i32x4.shl(after, f));
  storeRow(x, v128.xor(base, v128.xor(up, down)), stride);
}
