import { wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { pathNeumannWasm, pathOperatorWasm, WASM_PATH_NEUMANN_MIN_WORDS } from '../../wasm/path-neumann-kernels.ts';
import { pathMooreFinishWasm, pathMooreSolveWasm } from '../../wasm/path-moore-kernels.ts';
import { pathFoldFinishWasm, pathFoldInverseWasm, pathFoldSolveWasm } from '../../wasm/path-transpose-kernels.ts';
import type { BilinearForm } from './bilinear.ts';
import { foldPathRows, foldTilePathRows, xorTiledPathRows } from './path-fold.ts';
import { Side } from './row-split.ts';
import { neumannRows } from './neumann-inverse.ts';

/**
 * The bad part S₂ of a path side at the path's own width, where its reflected ring of N = 2n + 2 = d·n′ cells
 * (d = 2ᵛ) has n′ = 1 or 3: there E₂ is a polynomial in the path adjacency x of one term past the constant
 * (`row-split.ts`: on the ring E₂ = Σ_{j<n′} s^{jd} for the prime 1 + s, s^d·(1 + s^d) for 1 + s + s² when n′ = 3,
 * and s^d + s^{2d} = s^d + s^{−d} = x^d by Frobenius):
 *
 *   1 + s, n′ = 1: E₂ = 1 (all of the path bad: the diagonal rule on 2ᵏ − 1 cells);
 *   1 + s, n′ = 3: E₂ = 1 + x^d = tile(fold(·)) onto the path of d/2 − 1 cells (the diagonal rule on 3·2ᵏ − 1
 *   cells: `path-fold.ts`);
 *   1 + s + s², n′ = 3: E₂ = x^d (Moore without centre on 3·2ᵏ − 1 cells).
 *
 * So X₂ = A⁻¹·E₂·B is the Neumann product on path rows (`wasm/path-neumann.ts`; on the folded rows for the fold),
 * and the solution E₁·P + X₂ = (1 + E₂)·P + E₂·Π·B one pass of x^d (E₂ commutes with the product Π): no move to the
 * reflected ring (twice the words) and back. The TypeScript loops (`Side.xorAdjacencyPower`, `neumannRows`) are the
 * reference and the fallback.
 *
 * For the diagonal rule with centre (A = 1 + x·y) on the folded path of h − 1 = 2ᵏ − 1 cells, with columns that clip,
 * the product is A⁻¹ itself, and the kernel `pathFoldSolve` gives it in one chase instead: the folded rows transposed,
 * so that the path of 2ᵏ − 1 cells runs across rows, and solved as `path-basis-chase` does (`path-transpose-kernels.ts`).
 * For Moore without centre (A = x + (1 + x)·y, E₂ = x^d) on 3·2ᵏ − 1 cells, with columns that clip, the kernel
 * `pathMooreSolve` gives X₂ = A⁻¹·E₂·B itself in one chase in the basis of powers of N = 1 + x (`path-moore-kernels.ts`).
 */
export class PathPart {
  /** The side the Neumann product runs on: the path, or the folded path of d/2 − 1 cells. */
  private readonly side: Side;
  /** h = d/2 when the rows fold onto the path of h − 1 cells (E₂ = 1 + x^d), else 0. */
  private readonly h: number;

  /**
   * @param n Cells of the path.
   * @param c0 E₂'s constant term (0 or 1).
   * @param c1 E₂'s coefficient of x^d (0 or 1).
   * @param d The dilation of E₂'s term.
   * @param g The bilinear form.
   * @param colSide The column direction.
   * @param K Steps of the Neumann product.
   */
  constructor(
    private readonly n: number,
    private readonly c0: 0 | 1,
    private readonly c1: 0 | 1,
    private readonly d: number,
    private readonly g: BilinearForm,
    private readonly colSide: Side,
    private readonly K: number,
  ) {
    this.h = c0 === 1 && c1 === 1 ? d >>> 1 : 0;
    this.side = new Side(this.h ? this.h - 1 : n, false);
  }

  /** The part of a path row side (`rowSide.projection(g)` not null) whose reflected ring has odd part 1 or 3, else null. */
  static of(rowSide: Side, g: BilinearForm, colSide: Side, K: number): PathPart | null {
    if (rowSide.cyclic || g.g11 === 0) return null;
    const ring = 2 * rowSide.n + 2;
    let d = 1;
    while (ring % (2 * d) === 0) d *= 2;
    const odd = ring / d;
    if (g.g10 === 1) return odd === 3 ? new PathPart(rowSide.n, 0, 1, d, g, colSide, K) : null;
    if (odd === 1) return new PathPart(rowSide.n, 1, 0, 0, g, colSide, K);
    return odd === 3 ? new PathPart(rowSide.n, 1, 1, d, g, colSide, K) : null;
  }

  /**
   * What {@link finish} takes for the lights B: Y = A⁻¹·fold(B) on the folded path, else the product Π·B of every
   * Neumann factor on B itself (E₂ commutes with it: X₂ = E₂·Π·B, applied in the same pass as E₁ of the presses).
   */
  inverse(lights: Board): Board {
    if (this.mooreChased) {
      // Moore without centre: X₂ = A⁻¹·E₂·B in one chase (E₂·X₂ = X₂, so finish and solve take it as Π·B)
      const x2 = new Board(lights.rows, this.n);
      if (pathMooreSolveWasm(lights.words, lights.rows, this.n, x2.words)) return x2;
    }
    if (!this.h) return this.product(lights);
    if (this.chased) {
      const y = new Board(lights.rows, this.h - 1);
      if (pathFoldInverseWasm(lights.words, lights.rows, this.h, y.words)) return y;
    }
    const folded = new Board(lights.rows, this.h - 1);
    foldPathRows(folded.words, lights.words, lights.rows, this.h);
    return this.product(folded);
  }

  /** presses ← E₁·P + X₂ (`y` from {@link inverse}; null: none): P + tile(fold(P) + Y), or (1 + E₂)·P + E₂·Y. */
  finish(presses: Board, y: Board | null): void {
    if (this.h) {
      foldTilePathRows(presses.words, y?.words ?? null, presses.rows, this.h);
      return;
    }
    const { c0, c1 } = this;
    presses.words.set(this.operator(presses.words, y?.words ?? null, presses.rows, (1 - c0) | (c1 << 1) | (c0 << 2) | (c1 << 3)));
  }

  /** presses ← E₁·P + X₂ for the lights B: {@link finish} of {@link inverse}, for the chased parts in one kernel call. */
  finishFrom(presses: Board, lights: Board): void {
    if (this.mooreChased && pathMooreFinishWasm(presses.words, lights.words, presses.rows, this.n)) return;
    if (this.chased && pathFoldFinishWasm(presses.words, lights.words, presses.rows, this.h)) return;
    this.finish(presses, this.inverse(lights));
  }

  /** Whether X₂ is Moore without centre's chase (`pathMooreSolve`: E₂ = x^d, columns that clip). */
  private get mooreChased(): boolean {
    const { g } = this;
    return !this.h && this.c1 === 1 && g.g00 === 0 && g.g01 === 1 && !this.colSide.cyclic;
  }

  /** The bad part alone, X₂ = A⁻¹·E₂·B, for the lights B. */
  solve(lights: Board): Board {
    if (this.mooreChased) {
      const x2 = new Board(lights.rows, this.n);
      if (pathMooreSolveWasm(lights.words, lights.rows, this.n, x2.words)) return x2; // X₂ itself (E₂·X₂ = X₂)
    }
    const y = this.inverse(lights);
    if (!this.c1) return y; // E₂ = 1
    const out = new Board(lights.rows, this.n);
    if (this.h) xorTiledPathRows(out.words, y.words, lights.rows, this.h);
    else out.words.set(this.operator(y.words, null, lights.rows, this.c0 | (this.c1 << 1)));
    return out;
  }

  /** Whether A⁻¹ on the folded path is the transposed chase's (the diagonal rule with centre, columns that clip). */
  private get chased(): boolean {
    const { g } = this;
    return this.h > 0 && g.g00 === 1 && g.g01 === 0 && g.g10 === 0 && !this.colSide.cyclic;
  }

  /** Π_{k<K}(I + N^{2^k})·z on the side's path rows: the kernels, or the TypeScript loop. */
  private product(z: Board): Board {
    const { g, colSide, K } = this;
    if (this.chased) {
      // the diagonal rule on the folded path of 2ᵏ − 1 cells: A⁻¹ in one chase (Π is A⁻¹ there: x is nilpotent)
      const out = z.clone();
      if (pathFoldSolveWasm(out.words, z.rows, this.h)) return out;
    }
    if (z.rows * z.stride >= WASM_PATH_NEUMANN_MIN_WORDS) {
      const out = new Board(z.rows, z.cols);
      const packed = g.g00 | (g.g01 << 1) | (g.g10 << 2) | (g.g11 << 3);
      if (pathNeumannWasm(z.words, z.rows, z.cols, packed, K, (D) => colSide.adjacencyPowerTable(D), (h) => colSide.extendedRows(h), out.words)) return out;
    }
    return neumannRows(z, g, this.side, colSide, K);
  }

  /**
   * g₀₀·p + g₁₀·y + x^d·(g₀₁·p + g₁₁·y) on path rows of n cells (y null: zeros; `g` packs the bits as the forms do):
   * one pass of the kernel, or the TypeScript rows (`Side.xorAdjacencyPower`). A new array.
   */
  private operator(p: Uint32Array, y: Uint32Array | null, rows: number, g: number): Uint32Array {
    const W = wordsFor(this.n);
    const out = new Uint32Array(rows * W);
    if (rows * W >= WASM_PATH_NEUMANN_MIN_WORDS && pathOperatorWasm(p, y, rows, this.n, g, this.d, out)) return out;
    const w = new Uint32Array(W);
    for (let r = 0; r < rows; r++) {
      const off = r * W;
      for (let k = 0; k < W; k++) {
        const pk = p[off + k]!;
        const yk = y ? y[off + k]! : 0;
        out[off + k] = (g & 1 ? pk : 0) ^ (g & 4 ? yk : 0);
        w[k] = (g & 2 ? pk : 0) ^ (g & 8 ? yk : 0);
      }
      if (g & 10) this.side.xorAdjacencyPower(out, off, w, 0, this.d);
    }
    return out;
  }
}
