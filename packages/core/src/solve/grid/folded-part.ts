import { Board } from '../../puzzle/board.ts';
import { foldRowsWasm, foldTileRowsWasm, WASM_FOLD_MIN_WORDS } from '../../wasm/fold-part-kernels.ts';
import { neumannFitsWasm } from '../../wasm/neumann-kernels.ts';
import { reflectRowsWasm, unreflectRowsWasm, WASM_REFLECT_MIN_WORDS } from '../../wasm/reflect-kernels.ts';
import type { BilinearForm } from './bilinear.ts';
import { PathPart } from './path-part.ts';
import { reflectRows, unreflectRows } from './reflected-rows.ts';
import { Side, type WordFold } from './row-split.ts';
import { neumannInverse } from './neumann-inverse.ts';

/**
 * The bad part S₂ of a split ring row (`row-split.ts`) in folded coordinates, for rings whose fold period is
 * whole words (P of them: n = 2000·4 = 8000 has d = 64, P = 2). Folding a row modulo s^{32P} + 1 is a ring
 * homomorphism S → R = GF(2)[s]/(s^{32P} + 1) that commutes with every row operator, and R carries S₂ whole:
 * E₂·v = tile(e·fold(v)) with e = 1 (the prime 1 + s, R = S₂) or e = s^d + s^{2d} (the prime 1 + s + s², e the
 * idempotent of R's part (1 + s + s²)^d), tiling undoing the fold on E₂·S since n/(32P) is odd. So
 *
 *   X₂ = A⁻¹·E₂·B = tile(Y),  Y = A⁻¹·(e·fold(B)) in R ⊗ (columns), by the Neumann product on an m × 32P board,
 *
 * and the solution E₁·P + X₂ is, row by row, P_r + tile(e·fold(P_r) + Y_r): one read of the lights, a Neumann
 * product P words wide, one read and write of the presses, where E₂ of the board, the product n cells wide and
 * the projection of the presses each took a pass or more over the board.
 *
 * A path of n cells is the odd part of its reflected ring of N = 2n + 2 cells (`reflected-rows.ts`), where E₂ and
 * A⁻¹ act as on any ring row: when N is whole words, the rows go to that ring and back around the same fold.
 */
export class FoldedPart {
  /** The ring R of 32P cells, as the row side of the Neumann product. */
  private readonly side: Side;

  /**
   * @param stride Words per ring row (a multiple of `fold.words`): the board's, or the reflected ring's for a path.
   * @param fold The fold: P words, and q (e rotates by q and 2q words; 0: e = 1).
   * @param g The bilinear form.
   * @param colSide The column direction (m cells).
   * @param K Steps of the Neumann product.
   * @param pathCells For a path side, its cells n (rows of 2n + 2 = 32·stride cells through {@link reflectRows}); 0 for a ring.
   * @param path For a path whose E₂ is one pass of x^d, the part at the path's width (`path-part.ts`), which then does all.
   */
  constructor(
    private readonly stride: number,
    private readonly fold: WordFold,
    private readonly g: BilinearForm,
    private readonly colSide: Side,
    private readonly K: number,
    private readonly pathCells = 0,
    private readonly path: PathPart | null = null,
  ) {
    this.side = new Side(32 * fold.words, true);
  }

  /**
   * The folded bad part of a row side, or null when its fold period is not whole words (or c is a unit): a ring's
   * own fold, or a path's through its reflected ring of 2n + 2 cells when that is whole words and the kernels hold it.
   */
  static of(rowSide: Side, g: BilinearForm, colSide: Side, K: number): FoldedPart | null {
    if (rowSide.cyclic) {
      const fold = rowSide.wordFold(g);
      return fold && new FoldedPart(rowSide.stride, fold, g, colSide, K);
    }
    // the reflected ring is twice the path's width: it pays in the kernels only (on the TypeScript path its Neumann
    // product took 1.4–1.5× the path's own at 2047 and 3071 cells, and 1.7× at 8191, where the kernels' memory
    // cannot hold it: measured), so only where their memory holds two boards of ring rows
    const ring = 2 * rowSide.n + 2;
    if (ring % 32 !== 0 || ring < 64 || !neumannFitsWasm(colSide.n, ring >>> 5)) return null;
    const fold = new Side(ring, true).wordFold(g);
    return fold && new FoldedPart(ring >>> 5, fold, g, colSide, K, rowSide.n, PathPart.of(rowSide, g, colSide, K));
  }

  /** The fold (P words, e by q) when the rows are the ring's own (null on a path's reflected ring): the ring chase's kernel folds and tiles it as it goes. */
  get ringFold(): WordFold | null {
    return this.pathCells ? null : this.fold;
  }

  /** Y = A⁻¹·Z for the light rows' e·folds Z (rows × P words, as the ring chase leaves them): {@link inverse} past its fold. */
  inverseOfFolds(folds: Uint32Array, rows: number): Board {
    return neumannInverse(new Board(rows, 32 * this.fold.words, folds), this.g, this.side, this.colSide, this.K);
  }

  /** Y = A⁻¹·(e·fold(B)) for the lights B: rows × P words. */
  inverse(lights: Board): Board {
    if (this.path) return this.path.inverse(lights);
    const { words, q } = this.fold;
    const { rows } = lights;
    const src = this.pathCells ? this.reflected(lights.words, rows) : lights.words;
    const z = new Board(rows, 32 * words);
    if (!(rows * this.stride >= WASM_FOLD_MIN_WORDS && foldRowsWasm(z.words, src, rows, this.stride, words, q))) foldRows(z.words, src, rows, this.stride, words, q);
    return neumannInverse(z, this.g, this.side, this.colSide, this.K);
  }

  /** {@link finish} of {@link inverse} of the lights: on a path, in as few kernel calls as its part takes. */
  finishFrom(presses: Board, lights: Board): void {
    if (this.path) this.path.finishFrom(presses, lights);
    else this.finish(presses, this.inverse(lights));
  }

  /** Every row of `presses` ← P_r + tile(e·fold(P_r) + Y_r): E₁ of the chased presses plus the bad part (`y` from {@link inverse}; null: none). */
  finish(presses: Board, y: Board | null): void {
    if (this.path) {
      this.path.finish(presses, y);
      return;
    }
    const { words, q } = this.fold;
    const { rows } = presses;
    const ys = y?.words ?? null;
    const p = this.pathCells ? this.reflected(presses.words, rows) : presses.words;
    if (!(rows * this.stride >= WASM_FOLD_MIN_WORDS && foldTileRowsWasm(p, ys, rows, this.stride, words, q))) foldTileRows(p, ys, rows, this.stride, words, q);
    if (this.pathCells) this.unreflect(presses.words, p, rows);
  }

  /** The bad part alone, A⁻¹·E₂·B, for the lights B (the presses when the good part S₁ is 0). */
  solve(lights: Board): Board {
    if (this.path) return this.path.solve(lights);
    const out = new Board(lights.rows, lights.cols);
    const y = this.inverse(lights);
    if (!this.pathCells) {
      this.finish(out, y);
      return out;
    }
    // tile(Y) on the reflected ring, then its path cells
    const { rows } = lights;
    const { stride } = this;
    const P = this.fold.words;
    let ring = y.words;
    if (P !== stride) {
      ring = new Uint32Array(rows * stride);
      for (let r = 0; r < rows; r++) for (let base = r * stride; base < (r + 1) * stride; base += P) ring.set(y.words.subarray(r * P, r * P + P), base);
    }
    this.unreflect(out.words, ring, rows);
    return out;
  }

  /** A path board's rows on their reflected ring (rows × stride words). */
  private reflected(src: Uint32Array, rows: number): Uint32Array {
    const out = new Uint32Array(rows * this.stride);
    if (!(rows * this.stride >= WASM_REFLECT_MIN_WORDS && reflectRowsWasm(out, src, rows, this.pathCells))) reflectRows(out, src, rows, this.pathCells);
    return out;
  }

  /** A path board's rows (`dst`) from their reflected ring's (`ring`, rows × stride words). */
  private unreflect(dst: Uint32Array, ring: Uint32Array, rows: number): void {
    if (!(rows * this.stride >= WASM_REFLECT_MIN_WORDS && unreflectRowsWasm(dst, ring, rows, this.pathCells))) unreflectRows(dst, ring, rows, this.pathCells);
  }
}

/** bins (P words) = the XOR of the row's words k ≡ j (mod P), for the row of `stride` words at `off`. */
function foldRow(bins: Uint32Array, src: Uint32Array, off: number, stride: number, P: number): void {
  if (P === 1 || P === 2) {
    // four accumulators, one per word k mod 4 (P divides 4)
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    let k = 0;
    for (; k + 4 <= stride; k += 4) {
      a0 ^= src[off + k]!;
      a1 ^= src[off + k + 1]!;
      a2 ^= src[off + k + 2]!;
      a3 ^= src[off + k + 3]!;
    }
    for (; k < stride; k++) {
      if ((k & 1) === 0) a0 ^= src[off + k]!;
      else a1 ^= src[off + k]!;
    }
    if (P === 1) bins[0] = a0 ^ a1 ^ a2 ^ a3;
    else {
      bins[0] = a0 ^ a2;
      bins[1] = a1 ^ a3;
    }
    return;
  }
  bins.fill(0, 0, P);
  for (let k = 0, j = 0; k < stride; k++) {
    bins[j]! ^= src[off + k]!;
    if (++j === P) j = 0;
  }
}

/** pattern = e·bins (P words): bins itself when q = 0, else bins rotated by q and by 2q words. */
function timesE(pattern: Uint32Array, bins: Uint32Array, P: number, q: number): void {
  for (let j = 0; j < P; j++) pattern[j] = q === 0 ? bins[j]! : bins[(j - q + P) % P]! ^ bins[(j - 2 * q + 2 * P) % P]!;
}

/**
 * dst (rows × P words) = e·fold of each row of src (rows × stride words, any stride: word k folds into bin k mod P):
 * the TypeScript reference of the kernel `foldRows`.
 */
export function foldRows(dst: Uint32Array, src: Uint32Array, rows: number, stride: number, P: number, q: number): void {
  const bins = new Uint32Array(P);
  const pattern = new Uint32Array(P);
  for (let r = 0; r < rows; r++) {
    foldRow(bins, src, r * stride, stride, P);
    timesE(pattern, bins, P, q);
    dst.set(pattern, r * P);
  }
}

/**
 * Each row r of p (rows × stride words, any stride: word k takes pattern word k mod P) ^= tile(e·fold(p_r) ^ y_r),
 * y rows × P words (null: zeros): the TypeScript reference of the kernel `foldTileRows`.
 */
export function foldTileRows(p: Uint32Array, y: Uint32Array | null, rows: number, stride: number, P: number, q: number): void {
  const bins = new Uint32Array(P);
  const pattern = new Uint32Array(P);
  for (let r = 0; r < rows; r++) {
    const off = r * stride;
    foldRow(bins, p, off, stride, P);
    timesE(pattern, bins, P, q);
    if (y) for (let j = 0; j < P; j++) pattern[j]! ^= y[r * P + j]!;
    if (P === 1 || P === 2) {
      const t0 = pattern[0]!;
      const t1 = pattern[P - 1]!;
      for (let k = 0; k < stride; k += 2) {
        p[off + k]! ^= t0;
        if (k + 1 < stride) p[off + k + 1]! ^= t1;
      }
      continue;
    }
    for (let k = 0, j = 0; k < stride; k++) {
      p[off + k]! ^= pattern[j]!;
      if (++j === P) j = 0;
    }
  }
}
