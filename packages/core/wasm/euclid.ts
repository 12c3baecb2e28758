// AssemblyScript: Euclid's algorithm in GF(2)[t] by bit-level steps, optionally tracking the matrix, on
// buffers the JavaScript side laid out (see src/wasm/euclid.ts). It runs a bounded number of remainder steps
// per call, so the caller can check its abort signal and report progress between calls.
import { degreeBelow, wordsFor, xorShifted } from './words';

// The remainder pair r0, r1 and the matrix rows (a, b), (c, d): r0 = a·u + b·v, r1 = c·u + d·v.
// Degrees of a, b, c, d are upper bounds, normalized by euclidFinish.
let r0: usize = 0;
let r1: usize = 0;
let pa: usize = 0;
let pb: usize = 0;
let pc: usize = 0;
let pd: usize = 0;
let g0: i32 = -1;
let g1: i32 = -1;
let ga: i32 = -1;
let gb: i32 = -1;
let gc: i32 = -1;
let gd: i32 = -1;

/** Sets the state: the remainders at p0, p1 with degrees d0, d1; the matrix at pa..pd (degrees 0, −1, −1, 0). */
export function euclidStart(p0: usize, d0: i32, p1: usize, d1: i32, a: usize, b: usize, c: usize, d: usize): void {
  r0 = p0;
  r1 = p1;
  g0 = d0;
  g1 = d1;
  pa = a;
  pb = b;
  pc = c;
  pd = d;
  ga = 0;
  gb = -1;
  gc = -1;
  gd = 0;
}

/**
 * Remainder steps until deg r1 ≤ goal (or r1 = 0) or `budget` steps are done; returns deg r1.
 * With `track` 1, the matrix rows follow the same row operations; with 2, only its second column (b, d: the
 * cofactor of v, all an inverse modulo u needs, for half the work).
 */
export function euclidRun(goal: i32, track: i32, budget: i32): i32 {
  for (let step = 0; g1 >= 0 && g1 > goal && step < budget; step++) {
    const r1w = wordsFor(g1 + 1);
    while (g0 >= g1) {
      const s = g0 - g1;
      xorShifted(r0, r1, r1w, s);
      g0 = degreeBelow(r0, g0);
      if (track === 0) continue;
      if (track === 1 && gc >= 0) {
        xorShifted(pa, pc, wordsFor(gc + 1), s);
        ga = max(ga, gc + s);
      }
      if (gd >= 0) {
        xorShifted(pb, pd, wordsFor(gd + 1), s);
        gb = max(gb, gd + s);
      }
    }
    let t = r0;
    r0 = r1;
    r1 = t;
    let g = g0;
    g0 = g1;
    g1 = g;
    t = pa;
    pa = pc;
    pc = t;
    g = ga;
    ga = gc;
    gc = g;
    t = pb;
    pb = pd;
    pd = t;
    g = gb;
    gb = gd;
    gd = g;
  }
  return g1;
}

/** Normalizes the matrix degrees (call once, after the last euclidRun). */
export function euclidFinish(): void {
  ga = degreeBelow(pa, ga);
  gb = degreeBelow(pb, gb);
  gc = degreeBelow(pc, gc);
  gd = degreeBelow(pd, gd);
}

/** Address of part i of the state: 0, 1 the remainders r0, r1; 2..5 the matrix a, b, c, d. */
export function euclidPointer(i: i32): usize {
  return i === 0 ? r0 : i === 1 ? r1 : i === 2 ? pa : i === 3 ? pb : i === 4 ? pc : pd;
}

/** Degree of part i of the state (as {@link euclidPointer}). */
export function euclidDegree(i: i32): i32 {
  return i === 0 ? g0 : i === 1 ? g1 : i === 2 ? ga : i === 3 ? gb : i === 4 ? gc : gd;
}

/**
 * gcd(u, v) by the same steps, to the end, in one call: u at p0 (degree d0), v at p1 (d1), both destroyed and each
 * with a spare word past its degree; the gcd is left at p0. Returns its degree (−1 when both are zero).
 */
export function euclidGcd(p0: usize, d0: i32, p1: usize, d1: i32): i32 {
  euclidStart(p0, d0, p1, d1, 0, 0, 0, 0);
  euclidRun(-1, 0, i32.MAX_VALUE);
  if (r0 !== p0) memory.copy(p0, r0, <usize>wordsFor(g0 + 1) << 3);
  return g0;
}
