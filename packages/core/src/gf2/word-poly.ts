import { mulWords } from './poly-mul.ts';
import { wordsFor, xorShiftedWords } from './words.ts';

/**
 * A polynomial in GF(2)[t] as bare words, the shape `Poly` has: bit i of `words` is the coefficient of
 * tⁱ, every word past `degree` is zero, `degree` is −1 for zero.
 */
export interface WordPoly {
  /** Packed coefficients, lowest degree first. */
  words: Uint32Array;
  /** Degree, −1 for zero. */
  degree: number;
}

/** The zero polynomial. */
export const zero = (): WordPoly => ({ words: new Uint32Array(1), degree: -1 });
/** The polynomial 1. */
export const one = (): WordPoly => ({ words: Uint32Array.of(1), degree: 0 });

/** The degree of the polynomial in `words`, known to be at most `bound` (≥ −1). */
export function degreeBelow(words: Uint32Array, bound: number): number {
  for (let k = bound >>> 5; bound >= 0 && k >= 0; k--) {
    const w = words[k]!;
    if (w !== 0) return (k << 5) + 31 - Math.clz32(w);
  }
  return -1;
}

/** A copy of p with room for degree < `capacityBits` (one spare word for shifted XORs). */
export function copy(p: WordPoly, capacityBits: number): WordPoly {
  const words = new Uint32Array(Math.max(wordsFor(capacityBits), wordsFor(p.degree + 1)) + 1);
  if (p.degree >= 0) words.set(p.words.subarray(0, wordsFor(p.degree + 1)));
  return { words, degree: p.degree };
}

/** p div tⁿ (the coefficients of degree ≥ n, shifted down). */
export function shiftDown(p: WordPoly, n: number): WordPoly {
  if (p.degree < n) return zero();
  if (n === 0) return p;
  const q = n >>> 5;
  const b = n & 31;
  const len = ((p.degree - n) >>> 5) + 1;
  const top = p.degree >>> 5;
  const w = p.words;
  const out = new Uint32Array(len);
  if (b === 0) out.set(w.subarray(q, q + len));
  else {
    for (let i = 0; i < len; i++) {
      const hi = q + i + 1 <= top ? w[q + i + 1]! << (32 - b) : 0;
      out[i] = (w[q + i]! >>> b) | hi;
    }
  }
  return { words: out, degree: p.degree - n };
}

/** p + q as a new polynomial. */
export function add(p: WordPoly, q: WordPoly): WordPoly {
  if (p.degree < q.degree) [p, q] = [q, p];
  if (q.degree < 0) return p;
  const out = p.words.slice(0, wordsFor(p.degree + 1));
  const n = wordsFor(q.degree + 1);
  for (let k = 0; k < n; k++) out[k]! ^= q.words[k]!;
  return { words: out, degree: p.degree === q.degree ? degreeBelow(out, p.degree) : p.degree };
}

/** p·q as a new polynomial: shifted XORs for a factor of one word, the fast product otherwise. */
export function mul(p: WordPoly, q: WordPoly): WordPoly {
  if (p.degree < 0 || q.degree < 0) return zero();
  if (p.degree < q.degree) [p, q] = [q, p];
  const pw = wordsFor(p.degree + 1);
  if (q.degree < 32) {
    const out = new Uint32Array(pw + 1);
    const bits = q.words[0]!;
    for (let i = 0; i <= q.degree; i++) if ((bits >>> i) & 1) xorShiftedWords(out, p.words, pw, i);
    return { words: out, degree: p.degree + q.degree };
  }
  const out = mulWords(p.words.subarray(0, pw), q.words.subarray(0, wordsFor(q.degree + 1)));
  return { words: out, degree: p.degree + q.degree };
}

/** Quotient and remainder of u / v (v not zero) by long division: cheap for the short quotients of Euclid. */
export function divRem(u: WordPoly, v: WordPoly): { q: WordPoly; r: WordPoly } {
  const r = copy(u, u.degree + 1);
  const q = new Uint32Array(wordsFor(u.degree - v.degree + 1) + 1);
  const vw = wordsFor(v.degree + 1);
  let d = r.degree;
  while (d >= v.degree) {
    const s = d - v.degree;
    q[s >>> 5]! |= 1 << (s & 31);
    xorShiftedWords(r.words, v.words, vw, s);
    d = degreeBelow(r.words, d);
  }
  r.degree = d;
  return { q: { words: q, degree: u.degree - v.degree }, r };
}
