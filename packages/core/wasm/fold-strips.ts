// AssemblyScript: the diagonal rule with centre on the Möbius strip and the Klein bottle whose n = 2ᵏ⁻¹ ≥ 128 columns
// twist (m = 2h rows across them), in one chase on the board as it is: the fold chase of twist-binomial.ts
// (foldBinomialRows, on the fold of the transposed board) with the fold's rows read 128 at a time as transposed tiles
// of a column strip, as binomial-cylinder.ts chases the cylinder. Ring position j < n is column j's cells in rows
// 0 … h − 1, ring position n + j the same column's rows m − 1 … h (cell i: row m − 1 − i), so the tile of a strip of
// the second half is gathered from the bottom row upwards. The superset-sum transform over the 2n ring positions: its
// low 7 bits inside the tiles, the bits 7 … k − 2 (the column's strip) as XORs of whole 128-bit vectors of a row, the
// top bit (j against n + j) as row i ^= row m − 1 − i. TypeScript reference: foldBinomialSolve in
// src/solve/grid/fold-binomial.ts; wrapper: src/wasm/twist-binomial-kernels.ts.

import { binomialTransform } from './binomial';
import { TileChase, gather, scatter } from './binomial-cylinder';

/**
 * Chases the tile's 128 rows (ring positions j0 … j0 + 127; rows 2…129 of t, s u64 words apart, data from word 1,
 * guard words 0 and hw + 1 zero; rows 0 and 1 the two before): p_j = b'_j + b'_{j−1} + p_{j−1} + X₀·p_{j−2} with X₀
 * the path over h cells, and the folded end cells their own neighbours times 1 + w^n: cell h − 1 (and with `wraps`
 * cell 0) of p_{j−2} + p_{j−2−n}. `before` holds b'_{j−1} (hw words); ends[j] (j < n) keeps bit 0 = p_j's cell h − 1,
 * bit 1 = its cell 0.
 */
function chaseFoldTile(t: usize, s: i32, hw: i32, h: i32, before: usize, ends: usize, j0: i32, n: i32, wraps: bool): void {
  const rowBytes = <usize>s << 3;
  const endAt = <usize>((h - 1) >> 6) << 3;
  const endBit = <u64>((h - 1) & 63);
  for (let c = 2; c < 130; c++) {
    const row = t + <usize>c * rowBytes + 8;
    TileChase.row(row, rowBytes, hw, h, before);
    const up2 = row - 2 * rowBytes;
    const j = j0 + c - 2;
    let last = load<u64>(up2 + endAt) >> endBit;
    let first = load<u64>(up2);
    if (j - 2 >= n) {
      const e = <u64>load<u8>(ends + <usize>(j - 2 - n));
      last ^= e;
      first ^= e >> 1;
    }
    store<u64>(row + endAt, load<u64>(row + endAt) ^ ((last & 1) << endBit));
    if (wraps) store<u64>(row, load<u64>(row) ^ (first & 1));
    if (j < n) store<u8>(ends + <usize>j, <u8>(((load<u64>(row + endAt) >> endBit) & 1) | ((load<u64>(row) & 1) << 1)));
  }
}

/**
 * The ring transform's bits past the tiles' 7 (its own inverse) on the board at p (m rows of n cells, rowBytes a row):
 * for each row pair i, m − 1 − i the strips' vectors of both rows (the column bits ≥ 7), then the top row ^= the
 * bottom row (ring position j against n + j), one pass.
 */
function stripSums(p: usize, m: i32, vecs: i32, rowBytes: usize): void {
  for (let i = 0; i < m >> 1; i++) {
    const top = p + <usize>i * rowBytes;
    const bottom = p + <usize>(m - 1 - i) * rowBytes;
    binomialTransform(top, vecs, 4);
    binomialTransform(bottom, vecs, 4);
    for (let o: usize = 0; o < rowBytes; o += 16) v128.store(top + o, v128.xor(v128.load(top + o), v128.load(bottom + o)));
  }
}

/**
 * Presses in place of the lights at p (m = 2h ≥ 2 rows of n = 2ᵏ⁻¹ ≥ 128 cells whose columns twist, n/32 u32 words a
 * row) for the diagonal rule with centre on the Möbius strip (`wraps` 0) or the Klein bottle (1); `scratch` holds
 * 130·(hw + 2) + hw + 256 u64 words and n bytes (hw = 2·⌈h/128⌉), 16-byte aligned.
 */
export function foldBinomialStrips(p: usize, m: i32, n: i32, wraps: i32, scratch: usize): void {
  const h = m >> 1;
  const vecs = n >> 7;
  const rowBytes = <usize>n >> 3;
  const hw = ((h + 127) >> 7) << 1;
  const s = hw + 2;
  const tRow = <usize>s << 3;
  const tBytes = 130 * tRow;
  const t = scratch;
  const before = t + tBytes;
  const buf = before + (<usize>hw << 3);
  const part = buf + 1024; // the last, partial block of cells (zeros past h)
  const ends = part + 1024;
  stripSums(p, m, vecs, rowBytes);
  memory.fill(t, 0, tBytes + (<usize>hw << 3));
  const zero = i64x2.splat(0);
  const whole = h & ~63;
  const tile = t + 2 * tRow + 8;
  for (let j0 = 0; j0 < 2 * n; j0 += 128) {
    const second = j0 >= n;
    const col = p + (<usize>(j0 & (n - 1)) >> 3);
    // cell i of the strip is row i, or row m − 1 − i in the second half: a step back a row (wrapping arithmetic)
    const first = second ? col + <usize>(m - 1) * rowBytes : col;
    const step: usize = second ? 0 - rowBytes : rowBytes;
    for (let rb = 0; rb < whole; rb += 64) gather(first + <usize>rb * step, step, tile + (<usize>(rb >> 6) << 3), tRow, buf);
    if (whole < h) {
      for (let r = 0; r < 64; r++) v128.store(part + (<usize>r << 4), whole + r < h ? v128.load(first + <usize>(whole + r) * step) : zero);
      gather(part, 16, tile + (<usize>(whole >> 6) << 3), tRow, buf);
    }
    chaseFoldTile(t, s, hw, h, before, ends, j0, n, wraps !== 0);
    for (let rb = 0; rb < whole; rb += 64) scatter(tile + (<usize>(rb >> 6) << 3), tRow, first + <usize>rb * step, step, buf);
    if (whole < h) {
      scatter(tile + (<usize>(whole >> 6) << 3), tRow, part, 16, buf);
      for (let r = whole; r < h; r++) v128.store(first + <usize>r * step, v128.load(part + (<usize>(r - whole) << 4)));
    }
    memory.copy(t, t + 128 * tRow, 2 * tRow); // the last two presses start the next strip
  }
  stripSums(p, m, vecs, rowBytes);
}
