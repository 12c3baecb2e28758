import { eliminateBoundary } from './boundary-system.ts';
import { type Divider, type DivisionParts, MAX_BOUNDARY, type RowOperator, ringGapStart } from './row-division.ts';
import { seriesDivide, seriesDivideShifted, SeriesDivisor } from './series.ts';
import { xorRotated, xorShifted } from './shift.ts';

/** Long rows: word-parallel power-series division plus the β × β boundary system. */
export function recurrenceDivider(op: RowOperator): Divider {
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
  op: RowOperator,
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
