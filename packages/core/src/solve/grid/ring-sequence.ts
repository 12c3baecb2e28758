import { gcdDegreeInPlace } from '../../gf2/poly-gcd.ts';
import { Poly } from '../../gf2/poly.ts';
import { wordsFor, xorShiftedWords } from '../../gf2/words.ts';

/** The exponents of a polynomial's non-zero terms. */
function exponentsOf(p: Poly): number[] {
  const out: number[] = [];
  for (let e = 0; e <= p.degree; e++) if ((p.words[e >>> 5]! >>> (e & 31)) & 1) out.push(e);
  return out;
}

/**
 * The sequence F_{i+1} = a·F_i + c²·F_{i−1} (F_{−1} = 0, F_0 = 1, so F_i = c^i·f_i(a/c) for the path polynomials
 * f_i) and the powers c^{i+1}, modulo a fixed α, for polynomials a and c of a few terms (the linear parts of a
 * bilinear form): a step is a few shifted XORs of word buffers, nothing allocated. Used to walk one side of a
 * nullity table through every length of the other.
 */
export class RingSequence {
  private readonly alpha: Poly;
  private readonly d: number;
  private readonly top: number;
  private readonly live: number;
  private readonly alphaWords: number;
  private readonly aExps: number[];
  private readonly cExps: number[];
  private readonly c2Exps: number[];
  /** F_{i−1}, in words, of degree < deg α. */
  prev: Uint32Array;
  /** F_i. */
  cur: Uint32Array;
  /** F_{i+1}. */
  next: Uint32Array;
  /** c^{i+1}. */
  cPower: Uint32Array;
  private spare: Uint32Array;
  /** Scratch for {@link coupled}. */
  private readonly sum: Uint32Array;
  /** Scratch polynomials for {@link gcdDegree}, refilled at each call. */
  private readonly left: Poly;
  private readonly right: Poly;

  /**
   * The sequence at i = 0.
   *
   * @param a A polynomial of low degree (a step shifts by each of its exponents).
   * @param c Another.
   * @param alpha The modulus, of degree ≥ 1.
   */
  constructor(a: Poly, c: Poly, alpha: Poly) {
    if (alpha.degree < 1) throw new RangeError('the modulus of a ring sequence must have degree ≥ 1');
    this.alpha = alpha;
    this.d = alpha.degree;
    this.aExps = exponentsOf(a);
    this.cExps = exponentsOf(c);
    this.c2Exps = this.cExps.map((e) => 2 * e);
    // a step leaves at most max(deg a, 2 deg c) bits past d, cleared by reduce
    this.top = this.d - 1 + Math.max(0, ...this.aExps, ...this.c2Exps);
    const size = wordsFor(this.top + 1) + 1;
    this.live = wordsFor(this.d);
    this.alphaWords = wordsFor(this.d + 1);
    this.prev = new Uint32Array(size);
    this.cur = new Uint32Array(size);
    this.cur[0] = 1;
    this.next = new Uint32Array(size);
    this.spare = new Uint32Array(size);
    this.sum = new Uint32Array(size);
    this.cPower = new Uint32Array(size);
    for (const e of this.cExps) this.cPower[e >>> 5]! ^= 1 << (e & 31);
    this.reduce(this.cPower);
    this.fillNext();
    this.left = new Poly(this.d + 1);
    this.right = new Poly(this.d + 1);
  }

  private reduce(w: Uint32Array): void {
    for (let e = this.top; e >= this.d; e--) if ((w[e >>> 5]! >>> (e & 31)) & 1) xorShiftedWords(w, this.alpha.words, this.alphaWords, e - this.d);
  }

  /** next = a·cur + c²·prev, reduced. */
  private fillNext(): void {
    const next = this.next;
    next.fill(0);
    for (const e of this.aExps) xorShiftedWords(next, this.cur, this.live, e);
    for (const e of this.c2Exps) xorShiftedWords(next, this.prev, this.live, e);
    this.reduce(next);
  }

  /** Moves from i to i + 1. */
  step(): void {
    const old = this.prev;
    this.prev = this.cur;
    this.cur = this.next;
    this.next = old;
    this.fillNext();
    const p = this.spare;
    p.fill(0);
    for (const e of this.cExps) xorShiftedWords(p, this.cPower, this.live, e);
    this.reduce(p);
    this.spare = this.cPower;
    this.cPower = p;
  }

  /**
   * deg gcd(α, F_i) without allocating the operands (the gcd works in place on two scratch polynomials).
   *
   * @returns The degree, from 0 to deg α.
   */
  gcdDegree(): number {
    const { left, right } = this;
    left.words.fill(0);
    left.words.set(this.alpha.words.subarray(0, Math.min(left.words.length, this.alpha.words.length)));
    left.degree = this.d;
    right.words.fill(0);
    right.words.set(this.cur.subarray(0, Math.min(right.words.length, this.live)));
    right.degree = this.d - 1;
    return gcdDegreeInPlace(left, right.normalize());
  }

  /**
   * F_i + c·F_{i−1} modulo α, in a scratch buffer overwritten by the next call (`fold-table-pass.ts` finds the
   * orders of the primes of α with it).
   *
   * @returns The buffer, of degree < deg α.
   */
  coupled(): Uint32Array {
    const out = this.sum;
    out.fill(0);
    out.set(this.cur.subarray(0, this.live));
    for (const e of this.cExps) xorShiftedWords(out, this.prev, this.live, e);
    this.reduce(out);
    return out;
  }

  /**
   * One of the buffers as a new polynomial.
   *
   * @param words `prev`, `cur`, `next` or `cPower`.
   * @returns A {@link Poly} of degree < deg α.
   */
  poly(words: Uint32Array): Poly {
    const p = new Poly(this.d);
    p.words.set(words.subarray(0, p.words.length));
    p.degree = this.d - 1;
    return p.normalize();
  }
}
