import type { RowDivider } from '../../gf2/row-divider.ts';
import { Board } from '../../puzzle/board.ts';
import { type KronRowFactor, kronClassesWasm, kronRowsWasm, WASM_KRON_MIN_WORDS } from '../../wasm/kron-kernels.ts';

/**
 * V·Y = B column by column and then H·x_r = y_r row by row, for a column factor V = σ⁻¹ + c + σ (Moore,
 * diagonal without centre): every column obeys the same recurrence, so whole rows are chased at once,
 * x_{r+1} = b_r + c·x_r + x_{r−1}, from the unknown rows x₀ = U (and x₋₁ = W when the columns wrap).
 *
 * With U = W = 0 the chase's last rows are Σ_j g(m − 1 − j)·b_j (and Σ_j g(m − 2 − j)·b_j when the columns wrap),
 * g the scalar impulse response g(0) = 1, g(1) = c, g(k) = c·g(k − 1) + g(k − 2): periodic (1, 1, 0 for c = 1;
 * 1, 0 for c = 0), so they are sums of the rows' class sums S_ρ = Σ_{j ≡ ρ} b_j. What U and W add is Φ·(U, W),
 * Φ a 1 × 1 or 2 × 2 matrix over GF(2) shared by every column; Φ is eliminated once per shape. So a solve reads
 * the lights twice: once for the class sums (hence U and W), once chasing with the right U and W from the start,
 * each chased row divided by H while it is in cache ({@link RowDivider}'s parts, or the kernel kronRows).
 */
export interface NearColumnPlan {
  /** Rows m. */
  readonly rows: number;
  /** The centre c of V. */
  readonly centre: 0 | 1;
  /** Whether the columns wrap (two unknown rows: x₀ and x₋₁). */
  readonly wraps: boolean;
  /** The period of g: 3 when c = 1, 2 when c = 0. */
  readonly period: 2 | 3;
  /** Per equation (the last row; on a ring, x_{m−1} + W then the last row), the classes whose sums enter it, as a mask. */
  readonly classes: readonly number[];
  /** Per unknown (U, then W), the equations whose right-hand sides make it, as a mask (0: a free unknown, left 0). */
  readonly unknowns: readonly number[];
  /** Masks of equations whose right-hand sides must cancel: the columns out of V's reach otherwise. */
  readonly consistency: readonly number[];
}

/** The plan for V = Σ_{s ∈ rowShifts} σˢ on m rows, or undefined when V is not σ⁻¹ + c + σ (or wraps round fewer than 3 rows). */
export function nearColumnPlan(rowShifts: readonly number[], m: number, wraps: boolean): NearColumnPlan | undefined {
  const set = new Set(rowShifts);
  const centre = set.has(0) ? 1 : 0;
  if (!set.has(-1) || !set.has(1) || set.size !== 2 + centre || (wraps && m < 3)) return undefined;
  const period = centre ? 3 : 2;
  const g = (k: number): number => (centre ? [1, 1, 0] : [1, 0])[((k % period) + period) % period]!;
  const classMask = (lag: number): number => {
    let mask = 0;
    for (let rho = 0; rho < period; rho++) if (g(lag - rho)) mask |= 1 << rho; // rows j ≡ ρ: g(lag − j), g periodic
    return mask;
  };
  // the equations: the last row (x_m) on a path; x_{m−1} + W and x_m + U on a ring
  const classes = wraps ? [classMask(m - 2), classMask(m - 1)] : [classMask(m - 1)];
  // Φ: what unknown j alone leaves in each equation, by the scalar chase
  const chaseBits = (u: number, w: number): number[] => {
    let [prev, cur] = [wraps ? w : 0, u];
    for (let r = 0; r < m - 1; r++) [prev, cur] = [cur, (centre & cur) ^ prev];
    const last = (centre & cur) ^ (m >= 2 ? prev : 0) ^ (wraps ? u : 0);
    return wraps ? [cur ^ w, last] : [last];
  };
  const phi = [chaseBits(1, 0), ...(wraps ? [chaseBits(0, 1)] : [])]; // phi[j][i]: equation i of unknown j
  const k = phi.length;
  // Gauss–Jordan on Φ·X = left, tracking each row as a combination of the equations
  const eqs = Array.from({ length: k }, (_, i) => ({ coef: phi.reduce((acc, col, j) => acc | (col[i]! << j), 0), comb: 1 << i }));
  let rank = 0;
  for (let j = 0; j < k; j++) {
    const pivot = eqs.findIndex((e, i) => i >= rank && (e.coef >>> j) & 1);
    if (pivot < 0) continue;
    [eqs[rank], eqs[pivot]] = [eqs[pivot]!, eqs[rank]!];
    const pe = eqs[rank]!;
    for (let i = 0; i < k; i++) {
      const e = eqs[i]!;
      if (i === rank || !((e.coef >>> j) & 1)) continue;
      e.coef ^= pe.coef;
      e.comb ^= pe.comb;
    }
    rank++;
  }
  const unknowns = [0, 0];
  for (let i = 0; i < rank; i++) unknowns[31 - Math.clz32(eqs[i]!.coef & -eqs[i]!.coef)] = eqs[i]!.comb;
  return { rows: m, centre, wraps, period, classes, unknowns: unknowns.slice(0, k), consistency: eqs.slice(rank).map((e) => e.comb) };
}

/**
 * The row factor as the kernel kronRows divides it, or null when it cannot (a dense divider for short rows, ℓ
 * of degree past 2, a wide boundary): its fixes are read off the divider's own `fix`, so both paths agree.
 */
export function kronRowFactor(h: RowDivider): KronRowFactor | null {
  const shifted = h.parts?.shifted;
  if (!h.parts || !shifted || shifted.divisor.degree > 2 || h.parts.beta > 4) return null;
  let ell = 0;
  for (const t of shifted.divisor.terms) ell |= 1 << (t - 1);
  const beta = h.parts.beta;
  const cells: number[] = [beta];
  for (const c of shifted.cells) cells.push(c.y.length, ...c.y, c.v.length, ...c.v);
  const fixes = new Uint32Array((1 << beta) * h.stride);
  const syndromes = new Int32Array(1 << beta);
  for (let rhs = 1; rhs < 1 << beta; rhs++) syndromes[rhs] = h.parts.fix(fixes, rhs * h.stride, rhs);
  return { bits: h.bits, ell, lift: shifted.lift, cyclic: h.cyclic, cells: Int32Array.from(cells), fixes, syndromes };
}

/**
 * For a row factor of at most 64 cells (a dense divider, one matrix product per row): its division as tables, entry
 * 256·p + x (three words: the quotient's two words, the syndrome) the division of byte x at byte p. Division by a
 * dense divider is linear, syndrome included (its cokernel functionals are reduced, so each defect moves only its
 * own), so the XOR of a row's entries is exactly `h.divide` of it, at ⌈cells/8⌉ lookups a row. Null past 64 cells.
 */
export function denseRowTable(h: RowDivider): Uint32Array | null {
  if (h.bits > 64) return null;
  const bytes = Math.ceil(h.bits / 8);
  const table = new Uint32Array(bytes * 256 * 3);
  const unit = new Uint32Array(2);
  const y = new Uint32Array(2);
  for (let j = 0; j < h.bits; j++) {
    unit.fill(0);
    unit[j >>> 5] = 1 << (j & 31);
    const syndrome = h.divide(y, unit, 0);
    const e = ((j >>> 3) * 256 + (1 << (j & 7))) * 3;
    [table[e], table[e + 1], table[e + 2]] = [y[0]!, h.stride > 1 ? y[1]! : 0, syndrome];
  }
  for (let p = 0; p < bytes; p++) {
    for (let x = 3; x < 256; x++) {
      if ((x & (x - 1)) === 0) continue; // single bits are the units above
      const e = (p * 256 + x) * 3;
      const a = (p * 256 + (x & (x - 1))) * 3;
      const b = (p * 256 + (x & -x)) * 3;
      for (let k = 0; k < 3; k++) table[e + k] = table[a + k]! ^ table[b + k]!;
    }
  }
  return table;
}

/** XOR of the rows of `rows` (each `stride` words, one after the other) picked by `mask`, into a new row. */
function pick(rows: Uint32Array, mask: number, stride: number): Uint32Array {
  const out = new Uint32Array(stride);
  for (let i = 0; mask !== 0; i++, mask >>>= 1) {
    if (!(mask & 1)) continue;
    for (let q = 0; q < stride; q++) out[q]! ^= rows[i * stride + q]!;
  }
  return out;
}

/** The class sums in TypeScript (the kernel kronClasses' reference). */
export function kronClassesTs(lights: Uint32Array, rows: number, stride: number, period: number): Uint32Array {
  const acc = new Uint32Array(period * stride);
  for (let r = 0, cls = 0; r < rows; r++, cls = cls + 1 === period ? 0 : cls + 1) {
    const o = r * stride;
    const a = cls * stride;
    for (let q = 0; q < stride; q++) acc[a + q]! ^= lights[o + q]!;
  }
  return acc;
}

/**
 * The fused pass in TypeScript (the kernel kronRows' reference): see {@link kronRowsWasm}. Rows of at most 64 cells
 * are divided by `table` when given ({@link denseRowTable}), else by `h`.
 */
export function kronRowsTs(
  lights: Uint32Array,
  rows: number,
  stride: number,
  centre: number,
  before: Uint32Array,
  first: Uint32Array,
  h: RowDivider,
  out: Uint32Array,
  table: Uint32Array | null = null,
): boolean {
  const x = new Uint32Array(2 * stride);
  x.set(before.subarray(0, stride), 0);
  x.set(first.subarray(0, stride), stride);
  const y = new Uint32Array(stride);
  let older = 0;
  let newer = stride;
  for (let r = 0; r < rows; r++) {
    const o = r * stride;
    const parts = h.parts;
    if (table) {
      let [y0, y1, syndrome] = [0, 0, 0];
      for (let p = 0, e = 0; p < table.length / 768; p++, e += 768) {
        const at = e + 3 * ((x[newer + (p >>> 2)]! >>> ((p & 3) << 3)) & 255);
        y0 ^= table[at]!;
        y1 ^= table[at + 1]!;
        syndrome ^= table[at + 2]!;
      }
      if (syndrome !== 0) return false;
      out[o] = y0;
      if (stride > 1) out[o + 1] = y1;
    } else if (parts) {
      if (parts.fix(out, o, parts.particular(out, o, x, newer)) !== 0) return false;
    } else {
      if (h.divide(y, x, newer) !== 0) return false;
      out.set(y, o);
    }
    for (let q = 0; q < stride; q++) x[older + q] = x[older + q]! ^ lights[o + q]! ^ (centre ? x[newer + q]! : 0);
    [older, newer] = [newer, older];
  }
  return true;
}

/**
 * Presses x with (V ⊗ H)·x = lights for the planned V, or null when the lights are out of reach: the class sums,
 * U and W, then the fused chase and division (both in WebAssembly when the kernels load and the board is big
 * enough, else in TypeScript).
 */
export function chaseNear(lights: Board, plan: NearColumnPlan, h: RowDivider, factor: KronRowFactor | null, table: Uint32Array | null): Board | null {
  const { rows, stride } = lights;
  const kernel = factor !== null && rows * stride >= WASM_KRON_MIN_WORDS;
  // The presses' board first, before the row-sized scratch: allocated after them it came from fresh pages on
  // every solve here (glibc, Node 20: a third of a 2048² solve in page faults), before them it reuses the last one's.
  const out = new Board(rows, lights.cols);
  const sums = (kernel ? kronClassesWasm(lights.words, rows, stride, plan.period) : null) ?? kronClassesTs(lights.words, rows, stride, plan.period);
  const left = new Uint32Array(plan.classes.length * stride);
  plan.classes.forEach((mask, i) => left.set(pick(sums, mask, stride), i * stride));
  for (const mask of plan.consistency) if (pick(left, mask, stride).some((word) => word !== 0)) return null;
  const first = pick(left, plan.unknowns[0]!, stride);
  const before = plan.wraps ? pick(left, plan.unknowns[1]!, stride) : new Uint32Array(stride);
  const done = (kernel ? kronRowsWasm(lights.words, rows, stride, plan.centre, before, first, factor, out.words) : null) ?? kronRowsTs(lights.words, rows, stride, plan.centre, before, first, h, out.words, table);
  return done ? out : null;
}
