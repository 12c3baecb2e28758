import { Board } from '../../puzzle/board.ts';
import { pathNeumannWasm, pathOperatorWasm, WASM_PATH_NEUMANN_MIN_WORDS } from '../../wasm/path-neumann-kernels.ts';
import type { BilinearForm } from './bilinear.ts';
import { foldPathRows, foldTilePathRows, xorTiledPathRows } from './path-fold.ts';
import { neumannRows, Side } from './row-split.ts';

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
 * So X₂ = A⁻¹·E₂·B is one pass of x^d (or a fold) and the Neumann product on path rows (`wasm/path-neumann.ts`), and
 * the solution E₁·P + X₂ = (1 + E₂)·P + X₂ one more pass: no move to the reflected ring (twice the words) and back.
 * The TypeScript loops (`Side.xorAdjacencyPower`, `neumannRows`) are the reference and the fallback.
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

  /** X₂ = A⁻¹·E₂·B for the lights B (rows × n, path rows; folded: rows × (h − 1), tiled back by finish / solve). */
  inverse(lights: Board): Board {
    const { rows } = lights;
    if (this.h) {
      const folded = new Board(rows, this.h - 1);
      foldPathRows(folded.words, lights.words, rows, this.h);
      return this.product(folded, false);
    }
    return this.product(lights, this.c1 === 1);
  }

  /** presses ← E₁·P + X₂ = (1 + E₂)·P + X₂ (`y` from {@link inverse}; null: none). */
  finish(presses: Board, y: Board | null): void {
    const { rows } = presses;
    if (this.h) {
      // (1 + E₂)·P + tile(Y) = P + tile(fold(P) + Y)
      foldTilePathRows(presses.words, y?.words ?? null, rows, this.h);
      return;
    }
    const c0 = (1 - this.c0) as 0 | 1;
    const ys = y?.words ?? null;
    const words = presses.words;
    if (rows * presses.stride >= WASM_PATH_NEUMANN_MIN_WORDS && pathOperatorWasm(words, ys, rows, this.n, c0 | (this.c1 << 1), this.d, words)) return;
    words.set(this.applied(words, rows, c0, ys).words);
  }

  /** The bad part alone, A⁻¹·E₂·B, for the lights B. */
  solve(lights: Board): Board {
    const y = this.inverse(lights);
    if (!this.h) return y;
    const out = new Board(lights.rows, this.n);
    xorTiledPathRows(out.words, y.words, lights.rows, this.h);
    return out;
  }

  /** A⁻¹·z on the side's path rows, after E₂ = c0 + x^d when `projecting`: the kernels, or the TypeScript loops. */
  private product(z: Board, projecting: boolean): Board {
    const { g, colSide, K } = this;
    if (z.rows * z.stride >= WASM_PATH_NEUMANN_MIN_WORDS) {
      const out = new Board(z.rows, z.cols);
      const packed = g.g00 | (g.g01 << 1) | (g.g10 << 2) | (g.g11 << 3);
      const first = projecting ? { g: this.c0 | 2, d: this.d } : null;
      if (pathNeumannWasm(z.words, z.rows, z.cols, packed, K, (D) => colSide.adjacencyPowerTable(D), (h) => colSide.extendedRows(h), out.words, undefined, first)) return out;
    }
    return neumannRows(projecting ? this.applied(z.words, z.rows, this.c0, null) : z, g, this.side, colSide, K);
  }

  /** (c0 + c1·x^d)·p + y on rows (y null: zeros), in TypeScript: a new board. */
  private applied(p: Uint32Array, rows: number, c0: 0 | 1, y: Uint32Array | null): Board {
    const out = new Board(rows, this.n);
    const W = out.stride;
    const o = out.words;
    for (let r = 0; r < rows; r++) {
      const off = r * W;
      for (let k = 0; k < W; k++) o[off + k] = (c0 ? p[off + k]! : 0) ^ (y ? y[off + k]! : 0);
      if (this.c1) this.side.xorAdjacencyPower(o, off, p, off, this.d);
    }
    return out;
  }
}
