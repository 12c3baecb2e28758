import { BitMatrix } from './bit-matrix.ts';
import { reduceRowEchelon } from './eliminate.ts';
import { seriesDivide, seriesDivideShifted, SeriesDivisor } from './series.ts';
import { xorNearShifts, xorRotated, xorShifted } from './shift.ts';
import { dotParity, getBit, wordsFor } from './words.ts';

/**
 * A one-dimensional shift operator H = Σ_{c ∈ C} σ^c on a row of `bits` cells (σ moves cell j to j + 1),
 * clipped at the ends (a path) or cyclic (a ring), with a fast pseudo-inverse.
 *
 * Dividing is a linear recurrence along the row. With ℓ(z) = Σ_{c ∈ C} z^{c − c₀} (c₀ the lowest shift, ℓ(0) = 1),
 * H·y = v says that the coefficients of ℓ(z)·Y(z) at z^{j − c₀} are v_j: Y is the power-series quotient of those
 * coefficients by ℓ (see {@link seriesDivide}, 32 cells per step). The ends leave β inputs no cell of v sets
 * (the unknowns: cells before the first one a light determines, or the state that wraps round a ring) and β
 * equations no unknown was chosen for; their β × β system is eliminated once per divider.
 *
 * When H is singular, `divide` still returns a y, with H·y = v + Σ sᵢ·εᵢ: the syndrome bits sᵢ are zero
 * exactly when v is in the image of H, and the defects εᵢ (unit vectors) span a complement of that image.
 * Rows of at most {@link DENSE_ROW_BITS} cells go through an explicit matrix instead, with the same contract.
 */
export class RowDivider {
  /** Cells in the row. */
  readonly bits: number;
  /** True when the row is a ring (cell bits − 1 is next to cell 0). */
  readonly cyclic: boolean;
  /** The distinct effective shifts, ascending (on a ring reduced to [0, bits)). */
  readonly shifts: readonly number[];
  /** Words per row. */
  readonly stride: number;
  /** A basis of the kernel of H. */
  readonly kernel: readonly Uint32Array[];
  /** The defects εᵢ: bit i of a syndrome stands for εᵢ. */
  readonly defects: readonly Uint32Array[];
  /** The division in parts, for long rows (null for rows of at most {@link DENSE_ROW_BITS} cells). */
  readonly parts: DivisionParts | null;
  /** H's shifts 0, +1 and −1 as flags when those are all it has (one pass of {@link xorNearShifts}), else null. */
  readonly near: NearShifts | null;
  private readonly impl: Divider;

  /**
   * Prepares H and its pseudo-inverse.
   *
   * @param shifts The shifts c of H (cell j feeds cell j + c), any order; repeats count once, and on a path
   *   shifts of magnitude `bits` or more are dropped.
   * @param bits Cells in the row, at least 1.
   * @param cyclic Whether the row is a ring.
   * @throws {RangeError} when `bits` is not a positive whole number.
   */
  constructor(shifts: Iterable<number>, bits: number, cyclic: boolean) {
    if (!Number.isSafeInteger(bits) || bits < 1) throw new RangeError(`row length must be a positive whole number, got ${bits}`);
    this.bits = bits;
    this.cyclic = cyclic;
    this.shifts = effectiveShifts(shifts, bits, cyclic);
    this.stride = wordsFor(bits);
    // On a ring the shift −1 is stored as bits − 1; one pass covers {−1, 0, 1} when the ring has ≥ 3 cells.
    const near = this.shifts.every((c) => c === 0 || c === 1 || (this.cyclic ? c === bits - 1 && bits >= 3 : c === -1)) && (!cyclic || bits >= 3);
    this.near = near ? { keep: this.shifts.includes(0), up: this.shifts.includes(1), down: this.shifts.includes(cyclic ? bits - 1 : -1) } : null;
    this.impl = bits <= DENSE_ROW_BITS || this.shifts.length === 0 ? denseDivider(this) : recurrenceDivider(this);
    this.kernel = this.impl.kernel;
    this.defects = this.impl.defects;
    this.parts = this.impl.parts;
  }

  /**
   * True when a divider can be built for these shifts without running past its limits: rows of at most
   * {@link DENSE_ROW_BITS} cells, or a non-zero operator whose boundary (the cells the recurrence cannot set
   * from the row: the lowest shift's distance on a path, the span on a ring) has at most {@link MAX_BOUNDARY}
   * cells. The zero operator of a long row is left to the caller (its kernel is every cell).
   *
   * @param shifts The shifts, as for the constructor.
   * @param bits Cells in the row.
   * @param cyclic Whether the row is a ring.
   * @returns Whether the constructor takes them.
   */
  static fits(shifts: Iterable<number>, bits: number, cyclic: boolean): boolean {
    if (bits <= DENSE_ROW_BITS) return true;
    const s = effectiveShifts(shifts, bits, cyclic);
    if (s.length === 0) return false;
    return (cyclic ? bits - ringGapStart(s, bits).gap : Math.abs(s[0]!)) <= MAX_BOUNDARY;
  }

  /** The nullity of H (equal to the number of defects). */
  get nullity(): number {
    return this.kernel.length;
  }

  /**
   * dst (row at `dOff`) ^= H·src (row at `sOff`); shifts within ±1 in one pass over the words.
   *
   * @param dst The output rows.
   * @param dOff The word offset of the output row in `dst`.
   * @param src The input rows.
   * @param sOff The word offset of the input row in `src`.
   */
  apply(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number): void {
    const near = this.near;
    if (near) {
      xorNearShifts(dst, dOff, src, sOff, this.stride, this.bits, near.keep, near.up, near.down, this.cyclic);
      return;
    }
    for (const c of this.shifts) {
      if (this.cyclic) xorRotated(dst, dOff, src, sOff, this.stride, this.bits, c);
      else xorShifted(dst, dOff, src, sOff, this.stride, this.bits, c);
    }
  }

  /**
   * Writes into `y` (one row, overwritten) a preimage of v + Σ sᵢ·εᵢ, v being the row of `v` at `vOff`, and
   * returns the syndrome s as a bit mask: 0 exactly when v is in the image of H.
   *
   * @param y The output row, `stride` words.
   * @param v The input rows.
   * @param vOff The word offset of the input row in `v`.
   * @returns The syndrome: bit i set when εᵢ was added.
   */
  divide(y: Uint32Array, v: Uint32Array, vOff = 0): number {
    return this.impl.divide(y, v, vOff);
  }
}

/** Which of the shifts 0, +1 (cell j to j + 1) and −1 an operator has. */
export interface NearShifts {
  readonly keep: boolean;
  readonly up: boolean;
  readonly down: boolean;
}

/** Rows up to this many cells are divided through an explicit matrix. */
export const DENSE_ROW_BITS = 64;

/** Most boundary cells a long row's divider carries: its unknowns and equations are bit masks of one word. */
export const MAX_BOUNDARY = 31;

/**
 * The distinct shifts of H on a row, ascending: reduced to [0, bits) on a ring; on a path, shifts of magnitude
 * `bits` or more reach nothing and are dropped.
 */
export function effectiveShifts(shifts: Iterable<number>, bits: number, cyclic: boolean): number[] {
  const set = new Set<number>();
  for (const c of shifts) {
    if (cyclic) set.add(((c % bits) + bits) % bits);
    else if (Math.abs(c) < bits) set.add(c);
  }
  return [...set].sort((a, b) => a - b);
}

/** On a ring, the shift that follows the largest gap between shifts (ℓ then has the least degree), and that gap. */
function ringGapStart(shifts: readonly number[], n: number): { c0: number; gap: number } {
  let c0 = shifts[0]!;
  let gap = shifts[0]! + n - shifts[shifts.length - 1]!;
  for (let i = 1; i < shifts.length; i++) {
    if (shifts[i]! - shifts[i - 1]! > gap) {
      gap = shifts[i]! - shifts[i - 1]!;
      c0 = shifts[i]!;
    }
  }
  return { c0, gap };
}

interface Divider {
  readonly kernel: Uint32Array[];
  readonly defects: Uint32Array[];
  readonly parts: DivisionParts | null;
  divide(y: Uint32Array, v: Uint32Array, vOff: number): number;
}

/**
 * A long row's division in two steps, so that a caller can write quotients in place and fold its own
 * corrections into the boundary's (`chase-divisor.ts`): `particular` then `fix` is {@link RowDivider.divide}.
 */
export interface DivisionParts {
  /** Width β of the boundary: right-hand sides are β-bit masks. */
  readonly beta: number;
  /**
   * Writes the quotient with the boundary's unknowns at 0 into the row of `y` at `yOff` (overwritten) and
   * returns the boundary's right-hand side.
   */
  particular(y: Uint32Array, yOff: number, v: Uint32Array, vOff: number): number;
  /** XORs the boundary's solution for right-hand side `rhs` into the row of `y` at `yOff`; returns the syndrome. */
  fix(y: Uint32Array, yOff: number, rhs: number): number;
  /**
   * When `particular` is one pass of {@link seriesDivideShifted} (a lift below 32, ℓ of degree below 32): ℓ and
   * the lift, and per right-hand side bit the cells of the quotient (`y`) and of the dividend (`v`) whose parity
   * it is. Else null.
   */
  readonly shifted: { readonly divisor: SeriesDivisor; readonly lift: number; readonly cells: ReadonlyArray<{ readonly y: readonly number[]; readonly v: readonly number[] }> } | null;
}

/** A small linear system eliminated once: `solve(rhs)` maps each right-hand side bit to (solution, syndrome). */
interface BoundarySolve {
  /** Unknowns set by right-hand side bit b. */
  readonly unknowns: Uint32Array;
  /** Syndrome bits set by right-hand side bit b. */
  readonly syndromes: Uint32Array;
  /** Kernel of the system, one bit mask per vector. */
  readonly kernel: number[];
  /** Which candidate defect columns were chosen, in syndrome-bit order. */
  readonly chosen: number[];
}

/**
 * Eliminates [A | C] (β rows; A: β unknown columns, C: β candidate defect columns) so that every right-hand
 * side r has the solution A·u + C_chosen·s = r with free unknowns 0. Returns per-bit solutions (linearity).
 */
function eliminateBoundary(a: readonly number[], c: readonly number[], beta: number): BoundarySolve {
  // Columns as bit masks over the β rows; build the β × (2β + β) matrix [A | C | I].
  const m = new BitMatrix(beta, 3 * beta);
  for (let j = 0; j < beta; j++) {
    for (let i = 0; i < beta; i++) {
      if ((a[j]! >>> i) & 1) m.set(i, j, true);
      if ((c[j]! >>> i) & 1) m.set(i, beta + j, true);
    }
  }
  for (let i = 0; i < beta; i++) m.set(i, 2 * beta + i, true);
  const e = reduceRowEchelon(m, 2 * beta);
  if (e.rank !== beta) throw new Error('internal error: boundary defects do not span');
  const chosen: number[] = [];
  const isPivot = new Uint8Array(2 * beta);
  for (let i = 0; i < e.rank; i++) isPivot[e.pivotCols[i]!] = 1;
  for (let j = 0; j < beta; j++) if (isPivot[beta + j]) chosen.push(j);
  const unknowns = new Uint32Array(beta);
  const syndromes = new Uint32Array(beta);
  for (let b = 0; b < beta; b++) {
    // solution for r = e_b: pivot variable of row i = (transform row i)·e_b = bit (2β + b) of row i
    let u = 0;
    let s = 0;
    for (let i = 0; i < e.rank; i++) {
      if (!m.get(i, 2 * beta + b)) continue;
      const p = e.pivotCols[i]!;
      if (p < beta) u |= 1 << p;
      else s |= 1 << chosen.indexOf(p - beta);
    }
    unknowns[b] = u;
    syndromes[b] = s;
  }
  const kernel: number[] = [];
  for (let f = 0; f < beta; f++) {
    if (isPivot[f]) continue;
    let u = 1 << f;
    for (let i = 0; i < e.rank; i++) if (m.get(i, f) && e.pivotCols[i]! < beta) u |= 1 << e.pivotCols[i]!;
    kernel.push(u);
  }
  return { unknowns, syndromes, kernel, chosen };
}

/** Small rows: H as an explicit matrix. Unknowns are all cells, the "boundary" the whole row. */
function denseDivider(op: RowDivider): Divider {
  const n = op.bits;
  const stride = op.stride;
  // Column j of H as a bit row over n (n ≤ 64 fits in two words; kept general).
  const m = new BitMatrix(n, 2 * n);
  const unit = new Uint32Array(stride);
  const image = new Uint32Array(stride);
  for (let j = 0; j < n; j++) {
    unit.fill(0);
    image.fill(0);
    unit[j >>> 5] = 1 << (j & 31);
    op.apply(image, 0, unit, 0);
    for (let i = 0; i < n; i++) if (getBit(image, i)) m.set(i, j, true);
  }
  for (let i = 0; i < n; i++) m.set(i, n + i, true);
  const e = reduceRowEchelon(m, n);
  const rank = e.rank;
  // Cokernel: the transform rows rank..n−1 (as functionals on v); reduce them to pick unit defects.
  const co = new BitMatrix(n - rank, n);
  for (let r = rank; r < n; r++) for (let j = 0; j < n; j++) if (m.get(r, n + j)) co.set(r - rank, j, true);
  const ce = reduceRowEchelon(co, n);
  const defects = Array.from(ce.pivotCols.subarray(0, ce.rank), (j) => {
    const d = new Uint32Array(stride);
    d[j >>> 5] = 1 << (j & 31);
    return d;
  });
  const functionals = Array.from({ length: ce.rank }, (_, i) => rowBits(co, i, stride));
  const solutions = Array.from({ length: rank }, (_, i) => rowBits(m, i, stride, n));
  const isPivot = new Uint8Array(n);
  for (let i = 0; i < rank; i++) isPivot[e.pivotCols[i]!] = 1;
  const kernel: Uint32Array[] = [];
  for (let f = 0; f < n; f++) {
    if (isPivot[f]) continue;
    const k = new Uint32Array(stride);
    k[f >>> 5] = 1 << (f & 31);
    for (let i = 0; i < rank; i++) if (m.get(i, f)) k[e.pivotCols[i]! >>> 5]! |= 1 << (e.pivotCols[i]! & 31);
    kernel.push(k);
  }
  const fixed = new Uint32Array(stride);
  return {
    kernel,
    defects,
    parts: null,
    divide(y, v, vOff) {
      for (let k = 0; k < stride; k++) fixed[k] = v[vOff + k]!;
      let syndrome = 0;
      for (let i = 0; i < functionals.length; i++) {
        if (dotParity(functionals[i]!, fixed)) {
          syndrome |= 1 << i;
          const j = ce.pivotCols[i]!;
          fixed[j >>> 5]! ^= 1 << (j & 31);
        }
      }
      y.fill(0, 0, stride);
      for (let i = 0; i < rank; i++) {
        if (dotParity(solutions[i]!, fixed)) {
          const p = e.pivotCols[i]!;
          y[p >>> 5]! |= 1 << (p & 31);
        }
      }
      return syndrome;
    },
  };
}

/** Bits [from, from + n) of row r of m as a fresh row of `stride` words. */
function rowBits(m: BitMatrix, r: number, stride: number, from = 0): Uint32Array {
  const out = new Uint32Array(stride);
  const n = m.cols - from;
  for (let j = 0; j < Math.min(n, stride * 32); j++) if (m.get(r, from + j)) out[j >>> 5]! |= 1 << (j & 31);
  return out;
}

/** Long rows: word-parallel power-series division plus the β × β boundary system. */
function recurrenceDivider(op: RowDivider): Divider {
  const n = op.bits;
  const stride = op.stride;
  const shifts = op.shifts;
  // On a ring, start the window after the largest gap between shifts, so ℓ has the least degree.
  const c0 = op.cyclic ? ringGapStart(shifts, n).c0 : shifts[0]!;
  const exps = shifts.map((c) => (op.cyclic ? (((c - c0) % n) + n) % n : c - c0));
  const divisor = new SeriesDivisor(exps);
  const degree = divisor.degree;
  if (op.cyclic && degree >= n) throw new Error('internal error: ring row shorter than its stencil');

  // Inputs: position t of the series takes v_{t + c₀} (clipped: when 0 ≤ t + c₀ < n; ring: v rotated by −c₀).
  const loadInput = (dst: Uint32Array, v: Uint32Array, vOff: number): void => {
    dst.fill(0);
    if (op.cyclic) xorRotated(dst, 0, v, vOff, stride, n, (n - c0) % n);
    else xorShifted(dst, 0, v, vOff, stride, n, -c0);
  };
  // y = (v moved by −c₀) / ℓ from a zero state: one pass reading v shifted (a shift below a word), else two
  const lift = op.cyclic ? (n - c0) % n : -c0;
  const scratch = new Uint32Array(stride);
  const fast = lift >= 0 && lift < 32 && degree < 32;
  const divideInput = (y: Uint32Array, yOff: number, v: Uint32Array, vOff: number): void => {
    if (fast) seriesDivideShifted(y, v, vOff, n, divisor, lift, op.cyclic, yOff);
    else {
      loadInput(scratch, v, vOff);
      seriesDivide(scratch, scratch, n, divisor, 0);
      y.set(scratch, yOff);
    }
  };

  if (op.cyclic) {
    // β = degree: the state y_{−1..−D} wraps round from y_{n−1..n−D}; equations: final state = initial state.
    const beta = degree;
    const finalState = (y: Uint32Array, yOff = 0): number => {
      let s = 0;
      for (let i = 1; i <= beta; i++) if ((y[yOff + ((n - i) >>> 5)]! >>> ((n - i) & 31)) & 1) s |= 1 << (i - 1);
      return s;
    };
    const responses: Uint32Array[] = [];
    const a: number[] = [];
    for (let i = 0; i < beta; i++) {
      const r = new Uint32Array(stride);
      seriesDivide(r, r, n, divisor, 1 << i);
      responses.push(r);
      a.push(finalState(r) ^ (1 << i));
    }
    // Candidate defects: input cells at series positions n − D … n − 1 (their responses stay near the end).
    const candidateInputs: number[] = [];
    const candidateY: Uint32Array[] = [];
    const c: number[] = [];
    for (let j = 0; j < beta; j++) {
      const t = n - beta + j;
      const w = new Uint32Array(stride);
      w[t >>> 5] = 1 << (t & 31);
      seriesDivide(w, w, n, divisor, 0);
      candidateInputs.push((t + c0) % n);
      candidateY.push(w);
      c.push(finalState(w));
    }
    const cells = Array.from({ length: beta }, (_, i) => ({ y: [n - 1 - i], v: [] }));
    return withBoundary(op, beta, a, c, responses, candidateInputs, candidateY, fast ? { divisor, lift, cells } : null, (y, yOff, v, vOff) => {
      divideInput(y, yOff, v, vOff);
      return finalState(y, yOff);
    });
  }

  // Clipped: series positions t ∈ [0, n); v_j sets position j − c₀. Unknown inputs and pure equations:
  const lo = -c0; // first position a cell of v sets
  const hi = n - 1 - c0; // last position a cell of v sets
  const unknownPositions: number[] = [];
  for (let t = 0; t < n; t++) if (t < lo || t > hi) unknownPositions.push(t);
  const equationPositions: number[] = [];
  for (let t = lo; t <= hi; t++) if (t < 0 || t >= n) equationPositions.push(t);
  const beta = unknownPositions.length;
  // Residual of equation position t: v_{t + c₀} + (ℓ·Y)_t, with (ℓY)_t = 0 for t < 0.
  const residual = (y: Uint32Array, v: Uint32Array | null, vOff: number, yOff = 0): number => {
    let s = 0;
    for (let k = 0; k < equationPositions.length; k++) {
      const t = equationPositions[k]!;
      let bit = v ? (v[vOff + ((t + c0) >>> 5)]! >>> ((t + c0) & 31)) & 1 : 0;
      if (t >= n) {
        for (const e of exps) {
          const j = t - e;
          if (j >= 0 && j < n) bit ^= (y[yOff + (j >>> 5)]! >>> (j & 31)) & 1;
        }
      }
      if (bit) s |= 1 << k;
    }
    return s;
  };
  const responses: Uint32Array[] = [];
  const a: number[] = [];
  for (const t of unknownPositions) {
    const r = new Uint32Array(stride);
    r[t >>> 5] = 1 << (t & 31);
    seriesDivide(r, r, n, divisor, 0);
    responses.push(r);
    a.push(residual(r, null, 0));
  }
  // Candidate defects: the cells whose equations are left over (each one's equation alone).
  const candidateInputs = equationPositions.map((t) => t + c0);
  const candidateY = equationPositions.map(() => new Uint32Array(stride));
  const c = equationPositions.map((_, k) => 1 << k);
  const cells = equationPositions.map((t) => ({ v: [t + c0], y: t >= n ? exps.map((e) => t - e).filter((j) => j >= 0 && j < n) : [] }));
  return withBoundary(op, beta, a, c, responses, candidateInputs, candidateY, fast ? { divisor, lift, cells } : null, (y, yOff, v, vOff) => {
    divideInput(y, yOff, v, vOff);
    return residual(y, v, vOff, yOff);
  });
}

/**
 * Completes a recurrence divider from its boundary data: `a[i]` / `c[j]` are the boundary residuals of unknown i
 * and candidate defect j, `particular` divides with the unknowns at 0 and returns the boundary residual.
 */
function withBoundary(
  op: RowDivider,
  beta: number,
  a: number[],
  c: number[],
  responses: Uint32Array[],
  candidateInputs: number[],
  candidateY: Uint32Array[],
  shifted: DivisionParts['shifted'],
  particular: DivisionParts['particular'],
): Divider {
  const stride = op.stride;
  if (beta > MAX_BOUNDARY) throw new RangeError(`internal error: a row operator with a boundary of ${beta} cells, over the ${MAX_BOUNDARY} a divider takes (RowDivider.fits says so first)`);
  const solve = eliminateBoundary(a, c, beta);
  const kernel = solve.kernel.map((u) => combine(u, responses, stride));
  const defects = solve.chosen.map((j) => {
    const d = new Uint32Array(stride);
    const i = candidateInputs[j]!;
    d[i >>> 5] = 1 << (i & 31);
    return d;
  });
  const chosenY = solve.chosen.map((j) => candidateY[j]!);
  const parts: DivisionParts = {
    beta,
    shifted,
    particular,
    fix(y, yOff, rhs) {
      let u = 0;
      let s = 0;
      for (let b = 0; rhs !== 0; b++, rhs >>>= 1) {
        if (rhs & 1) {
          u ^= solve.unknowns[b]!;
          s ^= solve.syndromes[b]!;
        }
      }
      for (let i = 0; u !== 0; i++, u >>>= 1) if (u & 1) xorInto(y, yOff, responses[i]!, stride);
      for (let i = 0, t = s; t !== 0; i++, t >>>= 1) if (t & 1) xorInto(y, yOff, chosenY[i]!, stride);
      return s;
    },
  };
  return {
    kernel,
    defects,
    parts,
    divide: (y, v, vOff) => parts.fix(y, 0, particular(y, 0, v, vOff)),
  };
}

function combine(mask: number, rows: Uint32Array[], stride: number): Uint32Array {
  const out = new Uint32Array(stride);
  for (let i = 0; mask !== 0; i++, mask >>>= 1) if (mask & 1) xorInto(out, 0, rows[i]!, stride);
  return out;
}

function xorInto(dst: Uint32Array, dOff: number, src: Uint32Array, stride: number): void {
  for (let k = 0; k < stride; k++) dst[dOff + k]! ^= src[k]!;
}
