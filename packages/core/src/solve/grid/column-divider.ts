import { xorWords } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { columnDivideWasm, WASM_COLUMN_DIVIDE_MIN_WORDS } from '../../wasm/column-divide-kernels.ts';
import { type HeldZ, turnedColumnDivide } from '../../wasm/turned-product-kernels.ts';

/**
 * The operator v(y) = v₀ + v₁·y of a board's columns, y the adjacency of a path of m rows (rows clip) or of a
 * ring (rows wrap, m ≥ 3), applied to every column at once: a board row is one word-parallel unknown.
 *
 * Dividing, w with v·w = z, is the chase w_{r+1} = z_r + v₀·w_r + w_{r−1} from the free starts θ = (w₀, w₋₁)
 * (w₋₁ = 0 on a path, w_{m−1} on a ring). The chase is affine in θ: what it leaves at the end (w_m on a path;
 * w_m + w₀ and w_{m−1} + w₋₁ on a ring) is K·θ + R(z), K a 2 × 2 scalar matrix read off two chases of units.
 * So θ solves K·θ = R(z) per column, and the kernel of v is the chase of the θ with K·θ = 0. With v₁ = 0, v = 1
 * (the form is not zero) and dividing is a copy.
 */
export class ColumnDivider {
  /** The kernel of v on one column, as the rows each pattern holds (one array per basis pattern). */
  readonly kernel: Uint8Array[] = [];
  /** w_r of the chase of θ = e₀ (w₀ = 1) and θ = e₁ (w₋₁ = 1) with no lights, r = 0 … m − 1. */
  private readonly units: Uint8Array[] = [];
  /** Per row, the residuals it gets after the chase: bit b set when Σᵢ S_b,i·unitᵢ[r] is odd (the kernel's flags). */
  readonly flags: Uint8Array;

  constructor(
    readonly m: number,
    private readonly v0: 0 | 1,
    private readonly v1: 0 | 1,
    ring: boolean,
  ) {
    this.flags = new Uint8Array(v1 ? m : 0);
    if (!v1) return;
    const unknowns = ring ? 2 : 1;
    // K's columns: what the chase of θ = eᵢ leaves at the end (bit 0: w_m, + w₀ on a ring; bit 1: w_{m−1} + w₋₁)
    const columns: number[] = [];
    for (let i = 0; i < unknowns; i++) {
      const rows = new Uint8Array(m);
      let prev = i; // w₋₁
      let cur = 1 - i; // w₀
      for (let r = 0; r < m; r++) {
        rows[r] = cur;
        [prev, cur] = [cur, (v0 & cur) ^ prev];
      }
      this.units.push(rows);
      columns.push(ring ? (cur ^ (1 - i)) | ((prev ^ i) << 1) : cur);
    }
    const times = (matrix: readonly number[], x: number): number => matrix.reduce((acc, col, i) => acc ^ ((x >>> i) & 1 ? col : 0), 0);
    const size = 1 << unknowns;
    // the kernel: θ ≠ 0 with K·θ = 0, a basis by brute force over the at most three candidates
    const span = new Set([0]);
    for (let theta = 1; theta < size; theta++) {
      if (times(columns, theta) !== 0 || span.has(theta)) continue;
      for (const x of [...span]) span.add(x ^ theta);
      const pattern = new Uint8Array(m);
      for (let i = 0; i < unknowns; i++) if ((theta >>> i) & 1) for (let r = 0; r < m; r++) pattern[r]! ^= this.units[i]![r]!;
      this.kernel.push(pattern);
    }
    // a generalised inverse, found among the at most 16 matrices S (columns: the θ of each residual bit)
    for (let code = 0; code < size ** unknowns; code++) {
      const s = Array.from({ length: unknowns }, (_, b) => Math.floor(code / size ** b) % size);
      if (columns.every((col) => times(columns, times(s, col)) === col)) {
        // S with K·S·K = K (rows of bit masks over the residuals): θ = S·R whenever R is in K's image
        for (let r = 0; r < m; r++) {
          for (let b = 0; b < s.length; b++) {
            let odd = 0;
            for (let i = 0; i < unknowns; i++) odd ^= (s[b]! >>> i) & this.units[i]![r]!;
            this.flags[r]! |= odd << b;
          }
        }
        return;
      }
    }
    throw new Error('internal error: no generalised inverse of a 2 × 2 matrix');
  }

  /**
   * Writes into `w` (all off, z's shape) the w with v·w = z, for z in the image of v (the caller checks that: z is
   * orthogonal to every kernel pattern of every column).
   *
   * @returns `w`.
   */
  divide(z: Board, w: Board): Board {
    const { m, v0, v1 } = this;
    if (!v1) return w.xor(z);
    const { stride } = z;
    const zw = z.words;
    const ww = w.words;
    if (m * stride >= WASM_COLUMN_DIVIDE_MIN_WORDS && columnDivideWasm(zw, m, stride, v0, this.flags, ww)) return w;
    // the chase from θ = 0 (w₀ = w₋₁ = 0): w_{r+1} = z_r + v₀·w_r + w_{r−1}, with w_m kept aside
    const end = new Uint32Array(stride);
    for (let r = 0; r < m; r++) {
      // w_{r+1} into its row of w, or (r = m − 1) aside; w₀ = 0, so row 0 reads z₀ alone
      const [out, at] = r + 1 < m ? [ww, (r + 1) * stride] : [end, 0];
      const z0 = r * stride;
      if (r === 0) for (let k = 0; k < stride; k++) out[at + k] = zw[k]!;
      else if (v0) for (let k = 0; k < stride; k++) out[at + k] = zw[z0 + k]! ^ ww[z0 + k]! ^ ww[z0 - stride + k]!;
      else for (let k = 0; k < stride; k++) out[at + k] = zw[z0 + k]! ^ ww[z0 - stride + k]!;
    }
    // residuals R (bit 0: w_m, bit 1: w_{m−1}; w₀ = w₋₁ = 0), θ = S·R, then w += Σ θᵢ·unitᵢ
    const residuals = [end, ww.subarray((m - 1) * stride, m * stride).slice()];
    // row r gets residual b when Σᵢ S_b,i·unitᵢ[r] is odd (its flags): one pass over the rows, at most two row XORs each
    const { flags } = this;
    for (let r = 0; r < m; r++) {
      const f = flags[r]!;
      if (f & 1) xorWords(ww, residuals[0]!, stride, r * stride);
      if (f & 2) xorWords(ww, residuals[1]!, stride, r * stride);
    }
    return w;
  }

  /**
   * The w with v·w = z (z in the image of v), written over z when the kernel takes the board (it copies z in
   * first) or v = 1, else into a fresh board: the caller gives z up (a fresh board costs its zeroing and page faults).
   *
   * @returns z, or the fresh board.
   */
  divideOver(z: Board): Board {
    const { m, v0, v1 } = this;
    if (!v1) return z;
    if (m * z.stride >= WASM_COLUMN_DIVIDE_MIN_WORDS && columnDivideWasm(z.words, m, z.stride, v0, this.flags, z.words)) return z;
    return this.divide(z, new Board(z.rows, z.cols));
  }

  /**
   * The transpose of w with v·w = z (z given up): in one trip into the kernels where z is held there
   * (`turned-product-kernels.ts`).
   */
  divideOverTurned(z: Board, held: HeldZ | null = null): Board {
    const { m, v0, v1 } = this;
    if (held && v1) {
      const out = new Board(z.cols, z.rows);
      if (turnedColumnDivide(held, m, z.cols, v0, this.flags, out.words)) return out;
    }
    return transposeBoard(this.divideOver(z));
  }
}

const dividers = new Map<string, ColumnDivider>();
const MAX_KEPT_DIVIDERS = 1024;
/** Longest column kept in the memo (a kept divider holds a few bytes a row). */
const MAX_KEPT_DIVIDER_LENGTH = 2 ** 16;

/** The {@link ColumnDivider} of v = v₀ + v₁·y on m rows, memoised (tables ask for each m again and again). */
export function columnDivider(m: number, v0: 0 | 1, v1: 0 | 1, ring: boolean): ColumnDivider {
  const key = `${v0}${v1}${ring ? 'r' : 'p'}:${m}`;
  let divider = dividers.get(key);
  if (!divider) {
    if (dividers.size >= MAX_KEPT_DIVIDERS) dividers.clear();
    divider = new ColumnDivider(m, v0, v1, ring);
    if (m <= MAX_KEPT_DIVIDER_LENGTH) dividers.set(key, divider);
  }
  return divider;
}
