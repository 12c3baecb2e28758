import { Board } from '../../puzzle/board.ts';
import { neumannWasm, WASM_NEUMANN_MIN_WORDS } from '../../wasm/neumann-kernels.ts';
import type { BilinearForm } from './bilinear.ts';
import { neumannOneWord } from './neumann-one-word.ts';
import type { Side } from './row-split.ts';

/**
 * X = Π_{k<K} (I + N^{2^k})·Z for N = A + I = Σ nᵢⱼ xⁱyʲ: the inverse of A = I + N wherever N is nilpotent of
 * index ≤ 2^K (over GF(2), (I + N)(I + N²)(I + N⁴)… = I + N^{2^K}), each factor a stencil dilated by 2ᵏ
 * (Frobenius: N^{2^k} = Σ nᵢⱼ x^{i·2^k} y^{j·2^k}, x and y commuting). `rowSide` is the row direction (cols
 * cells), `colSide` the column direction (rows cells).
 */
export function neumannInverse(z: Board, g: BilinearForm, rowSide: Side, colSide: Side, K: number): Board {
  const { rows, cols, stride } = z;
  if (K === 0) return z.clone();
  if (rowSide.cyclic && cols === 32 * stride && rows * stride >= WASM_NEUMANN_MIN_WORDS) {
    const out = new Board(rows, cols);
    const packed = g.g00 | (g.g01 << 1) | (g.g10 << 2) | (g.g11 << 3);
    if (neumannWasm(z.words, rows, stride, packed, K, (D) => colSide.adjacencyPowerTable(D), (halo) => colSide.extendedRows(halo), out.words, undefined, colSide.cyclic && colSide.n === rows)) return out;
  }
  if (rowSide.cyclic && stride === 1) return neumannOneWord(z, g, cols, colSide, K);
  return neumannRows(z, g, rowSide, colSide, K);
}

/** {@link neumannInverse} row by row in TypeScript, any width: the reference of its kernel and of its one-word loop. */
export function neumannRows(z: Board, g: BilinearForm, rowSide: Side, colSide: Side, K: number): Board {
  const { rows, cols, stride } = z;
  let cur = z.clone();
  let next = new Board(rows, cols);
  // Row by row, N^D·Z = (n₀₀ + g₀₁·x^D)·Z_r + (g₁₀ + g₁₁·x^D)·T_r with T_r the rows y^D reads: so the next row is
  // g₀₀·Z_r + g₁₀·T_r + x^D·(g₀₁·Z_r + g₁₁·T_r), x^D applied once to a scratch row (no board of x^D·Z is kept).
  const t = new Uint32Array(stride);
  const w = new Uint32Array(stride);
  const withX = g.g01 === 1 || g.g11 === 1;
  const [m00, m01, m10, m11] = [g.g00, g.g01, g.g10, g.g11].map((bit) => -bit | 0) as [number, number, number, number]; // word masks
  for (let k = 0; k < K; k++) {
    const D = 2 ** k;
    const c = cur.words;
    const x = next.words;
    for (let r = 0; r < rows; r++) {
      const o = r * stride;
      const [s0, s1] = colSide.adjacencyPowerRows(r, D);
      if (s0 === s1) t.fill(0); // y^D reads one row twice (or none): it cancels
      else if (s0 >= 0 && s1 >= 0) for (let q = 0; q < stride; q++) t[q] = c[s0 * stride + q]! ^ c[s1 * stride + q]!;
      else t.set(c.subarray((s0 >= 0 ? s0 : s1) * stride, (s0 >= 0 ? s0 : s1) * stride + stride));
      for (let q = 0; q < stride; q++) {
        const zr = c[o + q]!;
        const tq = t[q]!;
        x[o + q] = (zr & m00) ^ (tq & m10);
        w[q] = (zr & m01) ^ (tq & m11);
      }
      if (withX) rowSide.xorAdjacencyPower(x, o, w, 0, D);
    }
    [cur, next] = [next, cur];
  }
  return cur;
}
