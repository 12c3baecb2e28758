import { pathRowToPolyFast, polyToPathRowFast } from '../../gf2/path-substitution.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { RingSystem } from '../../gf2/ring-system.ts';
import { nearStep } from '../../gf2/ring-step.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { xorRotated } from '../../gf2/shift.ts';
import { tailMask, wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { type HeldLights, type RingChaseSetup, ringChaseWasm, WASM_RING_CHASE_MIN_WORDS } from '../../wasm/ring-chase-kernels.ts';
import { sideRing } from './bilinear.ts';
import { ChaseDivisor } from './chase-divisor.ts';
import { RingBadPart } from './ring-bad-part.ts';
import type { Orientation } from './ring-orientation.ts';
import { closedFormPhi, stencilPhi } from './ring-phi.ts';
import { Side } from './row-split.ts';

/** The ring-chase plan of one orientation (the per-shape work). */
export class RingPlan {
  readonly m: number;
  readonly n: number;
  readonly stride: number;
  readonly rowSide: Side;
  readonly colSide: Side;
  /** The bad part S₂, where c is not a unit. */
  readonly bad: RingBadPart;
  /** χ₁: the modulus of S₁ (degree 0 when all of S is the bad part). */
  readonly chi1: Poly;
  readonly system: RingSystem | null;
  /** The rows above, at and below a press, as row operators; `up` is the chase's divisor. */
  private readonly up: RowDivider;
  private readonly mid: RowDivider;
  private readonly down: RowDivider;
  /** Division by c, corrected into S₂ where c is not a unit. */
  private readonly divisor: ChaseDivisor;
  private readonly unknowns: 1 | 2;
  /** The path adjacency P (for kernel rows on a path). */
  private readonly adjacency: RowDivider;
  /** Scratch rows of the chase. */
  private readonly acc: Uint32Array;
  private readonly zero: Uint32Array;
  /** The WebAssembly chase's tables, when it takes this plan's division. */
  private readonly setup: RingChaseSetup | null;

  constructor(readonly o: Orientation) {
    const { g, m, n, ringCyclic, stencil } = o;
    this.m = m;
    this.n = n;
    this.stride = wordsFor(n);
    this.acc = new Uint32Array(this.stride);
    this.zero = new Uint32Array(this.stride);
    this.rowSide = new Side(n, ringCyclic);
    this.colSide = new Side(m, o.verticalWraps);
    this.up = new RowDivider(stencil.up, n, ringCyclic);
    this.mid = new RowDivider(stencil.mid, n, ringCyclic);
    this.down = new RowDivider(stencil.down, n, ringCyclic);
    this.adjacency = new RowDivider([-1, 1], n, ringCyclic);
    const ring = g && sideRing(g, n, ringCyclic);
    this.chi1 = g && ring ? ring.good : Poly.fromExponents([0, n]);
    this.bad = new RingBadPart(g, ring, this.rowSide, this.colSide, this.chi1.degree <= 0);
    this.unknowns = o.verticalWraps ? 2 : 1;
    this.divisor = new ChaseDivisor(this.up, this.bad.projection, this.stride);
    this.setup = this.divisor.kernelSetup(this.mid.near, this.down.near, n, ringCyclic);
    if (this.chi1.degree <= 0) {
      this.system = null;
      return;
    }
    // Φ: what a unit first row (and a unit row above, on a torus) leaves, modulo χ₁: in closed form (by chasing the
    // unit rows when a row of the stencil meets itself around the ring)
    const phi = ring ? closedFormPhi(ring, m, this.unknowns) : (stencilPhi(stencil, n, m, this.unknowns) ?? this.chasedPhi());
    this.system = new RingSystem(phi, this.chi1);
  }

  /** Φ by chasing a unit first row (and a unit row above, on a torus): columns U = 1 and V = 1 of the residuals in S₁. */
  private chasedPhi(): Poly[][] {
    const unit = new Uint32Array(this.stride);
    unit[0] = 1;
    const zero = new Uint32Array(this.stride);
    const columns = this.unknowns === 1 ? [this.chase(null, unit, zero, null)] : [this.chase(null, unit, zero, null), this.chase(null, zero, unit, null)];
    return Array.from({ length: this.unknowns }, (_, i) => columns.map((col) => this.toRing(col[i]!)));
  }

  /**
   * Chases `lights` (null: none) from first row `u` (and row above `v` on a torus), writing the press rows
   * into `out` when given; with `x2` (and the bad part in coordinates) they come out as P_r + E₂·P_r + X₂_r,
   * and `lightCoords` (likewise) receives the coordinates of E₂ of each light row; `held` keeps the lights in the
   * kernels' memory for the next chase of the same solve.
   * Returns what is left: [the last row's residual] (clipped columns), or [P_{m−1} − v, the last row's
   * residual] (wrapping columns).
   */
  chase(lights: Board | null, u: Uint32Array, v: Uint32Array, out: Board | null, x2: Uint32Array | null = null, lightCoords: Uint32Array | null = null, held: HeldLights | null = null): Uint32Array[] {
    const { m, stride } = this;
    const wraps = this.o.verticalWraps;
    const above = wraps ? v : this.zero;
    const b = lights?.words;
    const part = this.bad.kernelPart(out ? x2 : null, lights ? lightCoords : null);
    const kernel = this.setup && m * stride >= WASM_RING_CHASE_MIN_WORDS ? ringChaseWasm(this.setup, b ?? null, m, u, above, out?.words ?? null, part, held) : null;
    const [prev, prevOff, cur, curOff] = kernel ? [kernel[0], 0, kernel[1], 0] : this.chaseRows(b ?? null, u, above, out);
    // P_r + E₂·P_r + X₂_r: the kernel did it for rows 1 … m − 1 as it made them
    if (part?.x2 && out) this.bad.finishRows(out, part.x2, kernel ? 1 : m);
    if (part?.lightCoords && !kernel) this.bad.lightCoordsOf(part.lightCoords, lights!);
    // residual of the last light row: b_{m−1} + mid·P_{m−1} + down·P_{m−2} [+ up·P₀ on a torus]
    const residual = new Uint32Array(stride);
    if (b) for (let k = 0; k < stride; k++) residual[k] = b[(m - 1) * stride + k]!;
    this.mid.apply(residual, 0, cur, curOff);
    if (m >= 2) this.down.apply(residual, 0, prev, prevOff);
    if (!wraps) return [residual];
    this.up.apply(residual, 0, u, 0);
    const closing = cur.slice(curOff, curOff + stride);
    for (let k = 0; k < stride; k++) closing[k]! ^= v[k]!;
    return [closing, residual];
  }

  /**
   * The chase's rows in TypeScript (the reference of the kernel `ringChaseRows`): P₀ = u, P₋₁ = `above`, each
   * P_{r+1} = c⁻¹·(b_r + mid·P_r + down·P_{r−1}). Returns where P_{m−2} and P_{m−1} are: [array, offset] twice.
   */
  private chaseRows(b: Uint32Array | null, u: Uint32Array, above: Uint32Array, out: Board | null): [Uint32Array, number, Uint32Array, number] {
    const { m, n, stride } = this;
    // Press rows are written straight into `out` (or three rotating rows when there is none): P_{r−1}, P_r at
    // `prevOff` / `curOff` of their arrays, P_{r+1} divided into place; nothing is allocated per row.
    const ring = out ? null : [new Uint32Array(stride), new Uint32Array(stride), new Uint32Array(stride)];
    const rowsOf = (r: number): [Uint32Array, number] => (out ? [out.words, r * stride] : [ring![r % 3]!, 0]);
    const acc = this.acc;
    const cyclic = this.o.ringCyclic;
    const midNear = this.mid.near;
    const downNear = this.down.near;
    let [cur, curOff] = rowsOf(0);
    cur.set(u.subarray(0, stride), curOff);
    let prev = above;
    let prevOff = 0;
    for (let r = 0; r < m - 1; r++) {
      // acc = b_r + mid·P_r + down·P_{r−1}; then up·P_{r+1} = acc, divided straight into its row
      if (midNear && downNear) nearStep(acc, b ?? this.zero, b ? r * stride : 0, cur, curOff, midNear, prev, prevOff, downNear, stride, n, cyclic);
      else {
        if (b) for (let k = 0; k < stride; k++) acc[k] = b[r * stride + k]!;
        else acc.fill(0);
        this.mid.apply(acc, 0, cur, curOff);
        this.down.apply(acc, 0, prev, prevOff);
      }
      [prev, prevOff] = [cur, curOff];
      [cur, curOff] = rowsOf(r + 1);
      this.divisor.divideAt(cur, curOff, acc);
    }
    return [prev, prevOff, cur, curOff];
  }

  /** A row as an element of S₁ = GF(2)[x]/(χ₁). */
  toRing(row: Uint32Array): Poly {
    const { n } = this;
    if (this.o.ringCyclic) return polyModInPlace(rowPoly(row, n), this.chi1);
    return polyModInPlace(pathRowToPolyFast(row, n), this.chi1);
  }

  /** An element of S (a polynomial of degree < n) as a row. */
  fromRing(p: Poly): Uint32Array {
    if (!this.o.ringCyclic) return polyToPathRowFast(p, this.n);
    const row = new Uint32Array(this.stride);
    row.set(p.words.subarray(0, Math.min(this.stride, p.words.length)));
    row[this.stride - 1]! &= tailMask(this.n);
    return row;
  }

  /**
   * The presses for first rows `us` over `lights`, projected to S₁, plus the S₂ part of the lights' solution
   * (which is all of it when there are no first rows); `lightCoords`, when given, are the coordinates of E₂ of
   * the light rows (from the first chase); `held`, the lights as the first chase left them in the kernels' memory.
   */
  solution(lights: Board, us: readonly Poly[] | null, lightCoords: Uint32Array | null = null, held: HeldLights | null = null): Board {
    if (!us) return this.bad.solve(lights);
    // P_r + E₂·P_r + X₂_r as the rows are made where the bad part is in coordinates or folded, else afterwards
    const out = new Board(this.m, this.n);
    this.chase(lights, this.fromRing(us[0]!), us[1] ? this.fromRing(us[1]) : this.zero, out, this.bad.termsOf(lights, lightCoords), null, held);
    return this.bad.complete(out, lights);
  }

  /** v ← x·v (x the row adjacency on a path, the shift s on a ring; `transposed` for xᵀ), in place. */
  timesX(v: Uint32Array, transposed = false): void {
    const out = new Uint32Array(this.stride);
    if (this.o.ringCyclic) xorRotated(out, 0, v, 0, this.stride, this.n, transposed ? this.n - 1 : 1);
    else this.adjacency.apply(out, 0, v, 0);
    v.set(out);
  }

  /**
   * First rows of a kernel basis when one row is unknown: the kernel of Φ is spanned by q·xⁱ (i < deg d), so
   * the rows are xⁱ·r₀ for r₀ = q's row: one conversion, then one x per row.
   */
  *kernelRows(): Generator<Uint32Array> {
    let row: Uint32Array | null = null;
    for (const [u] of this.system!.kernel()) {
      if (!row) row = this.fromRing(u!);
      else this.timesX(row);
      yield row;
    }
  }

  /** The presses for a first row (one unknown row), projected to S₁. */
  pressesFromRow(row: Uint32Array): Board {
    const out = new Board(this.m, this.n);
    this.chase(null, row, new Uint32Array(this.stride), out);
    this.bad.projectOne(out);
    return out;
  }

  /** The presses for first rows `us` over `lights`, projected to S₁ (plus the S₂ part of the lights' solution). */
  presses(lights: Board | null, us: readonly Poly[], project = true): Board {
    const out = new Board(this.m, this.n);
    const zero = new Uint32Array(this.stride);
    this.chase(lights, this.fromRing(us[0]!), us[1] ? this.fromRing(us[1]) : zero, out);
    if (project) this.bad.projectOne(out);
    return out;
  }

  /**
   * The backward pass: w = Σ_r f_r(τ)·b_r (τ = c⁻¹a) by Clenshaw's recurrence β_r = b_r + τ·β_{r+1} + β_{r+2},
   * projected to S₁. For a first row U of a quiet pattern q (clipped columns), ⟨q, b⟩ = ⟨U, w⟩.
   */
  backward(lights: Board): Uint32Array {
    const { m, stride } = this;
    let after = new Uint32Array(stride); // β_{r+2}
    let cur = new Uint32Array(stride); // β_{r+1}
    const t = new Uint32Array(stride);
    for (let r = m - 1; r >= 0; r--) {
      t.fill(0);
      this.mid.apply(t, 0, cur, 0);
      const next = new Uint32Array(stride);
      this.divisor.divide(next, t);
      for (let k = 0; k < stride; k++) next[k]! ^= lights.words[r * stride + k]! ^ after[k]!;
      after = cur;
      cur = next;
    }
    if (this.bad.projection) {
      const copy = cur.slice();
      this.bad.projection.apply(cur, 0, copy, 0);
    }
    return cur;
  }
}

/** The ring row's cells as a polynomial in s (cell j ↦ sʲ). */
function rowPoly(row: Uint32Array, n: number): Poly {
  const p = new Poly(n + 64);
  p.words.set(row.subarray(0, wordsFor(n)));
  return p.normalize();
}
