// AssemblyScript: the columns' division of src/solve/grid/column-divider.ts on every column at once, in place:
// the chase w_{r+1} = z_r + v₀·w_r + w_{r−1} from w₀ = w₋₁ = 0, then each row corrected by the residuals the
// chase leaves at its end (the free starts θ = S·R, spread over the rows as the divider's flags say).

import { at32 } from './chase';

/** dst = a ^ b (^ c when `three`) over `stride` words, four at a time; dst may be a. */
function xorRows(dst: usize, a: usize, b: usize, c: usize, three: bool, stride: i32): void {
  let k = 0;
  if (three) {
    for (; k + 4 <= stride; k += 4) v128.store(at32(dst, k), v128.xor(v128.xor(v128.load(at32(a, k)), v128.load(at32(b, k))), v128.load(at32(c, k))));
    for (; k < stride; k++) store<u32>(at32(dst, k), load<u32>(at32(a, k)) ^ load<u32>(at32(b, k)) ^ load<u32>(at32(c, k)));
  } else {
    for (; k + 4 <= stride; k += 4) v128.store(at32(dst, k), v128.xor(v128.load(at32(a, k)), v128.load(at32(b, k))));
    for (; k < stride; k++) store<u32>(at32(dst, k), load<u32>(at32(a, k)) ^ load<u32>(at32(b, k)));
  }
}

/**
 * The m + 2 rows of `stride` words at p: on entry row 0 anything, rows 1 … m the dividend z₀ … z_{m−1}, row m + 1
 * scratch; on return rows 0 … m − 1 the quotient w₀ … w_{m−1} with v·w = z (z in v's image). The chase writes
 * w_{r+1} over z_r, the row it reads last (row r + 1); w_m stays in row m and a copy of the chase's w_{m−1} in row
 * m + 1: the residuals R₀ and R₁. Row r then gets R_b when bit b of the byte at `flags + r` is set.
 */
export function columnDivide(p: usize, m: i32, stride: i32, v0: i32, flags: usize): void {
  const bytes = (<usize>stride) << 2;
  memory.fill(p, 0, bytes);
  // row 1 is z₀ already (w₁ = z₀ + v₀·w₀ + w₋₁ = z₀)
  for (let r = 1; r < m; r++) {
    const row = p + <usize>(r + 1) * bytes;
    if (v0) xorRows(row, row, row - bytes, row - 2 * bytes, true, stride);
    else xorRows(row, row, row - 2 * bytes, 0, false, stride);
  }
  const end = p + <usize>m * bytes;
  memory.copy(end + bytes, end - bytes, bytes);
  xorFlagged(p, m, stride, flags);
}

/**
 * The correction pass of {@link columnDivide} alone: rows 0 … m − 1 of the m + 2 rows at p get row m (R₀) when bit 0
 * of the byte at `flags + r` is set and row m + 1 (R₁) when bit 1 is (rows m and m + 1 whatever the caller put there:
 * the free starts of the columns where the rows twist, `src/wasm/column-ring-kernels.ts`).
 */
export function xorFlagged(p: usize, m: i32, stride: i32, flags: usize): void {
  const bytes = (<usize>stride) << 2;
  const end = p + <usize>m * bytes;
  const last = end + bytes;
  for (let r = 0; r < m; r++) {
    const f = load<u8>(flags + <usize>r);
    if (f === 0) continue;
    const row = p + <usize>r * bytes;
    if (f === 3) xorRows(row, row, end, last, true, stride);
    else xorRows(row, row, f === 1 ? end : last, 0, false, stride);
  }
}
