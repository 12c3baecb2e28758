import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { BlockedFactorization } from '../../gf2/blocked-factorization.ts';
import type { SplitDivider } from '../../gf2/split-divider.ts';
import { xorRotated } from '../../gf2/shift.ts';
import { getBit, wordsFor, xorWords } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import type { WorkOptions } from '../../work.ts';
import type { ProjectiveChase } from './projective-chase.ts';
import { frobeniusInverse } from './projective-frobenius.ts';
import { unfold } from './projective-presses.ts';

const built = new WeakMap<ProjectiveChase, SplitFold>();

/**
 * The fold where a = λ·c + 1 and c is not a unit on the ring (the diagonal rule; Moore without centre where 3 divides
 * both sides), without κ: the ring R splits as I ⊕ N (`split-divider.ts`), both kept by every operator of the fold,
 * so apart from the seam the light equations split too. On N, c is nilpotent and the equations (1 + T)·P = b are
 * solved outright by Frobenius passes (`projective-frobenius.ts`). On I, c is a unit and the rows are chased from
 * U_I, whose coefficients on the basis x^j·e_I rotate (two chases). The seam couples the two through row 0: with t
 * the bits of P₀ at its s press positions, the lights gain Σ tⱼ·kⱼ. Unknowns: U_I's 2n − δ coefficients and t;
 * equations: the fold's residual (2n, of which δ vanish) and t = P₀ at the presses. Against 2n + 2⌊m/2⌋ unknowns
 * with κ, the system has 2n − δ + s.
 */
export class SplitFold {
  readonly nullity: number;
  private readonly split: SplitDivider;
  private readonly height: number;
  private readonly rotated: number;
  private readonly presses: number[];
  /** The seam's row-0 vectors kⱼ, one per press position. */
  private readonly seams: Uint32Array[];
  /** (1 + T)⁻¹ of kⱼ's N part. */
  private readonly responses: Uint32Array[];
  private readonly factors: BlockedFactorization;

  /** The split fold of a chase whose ring splits with μ = 1 (see the class comment), built once per chase; else null. */
  static of(chase: ProjectiveChase, work?: WorkOptions): SplitFold | null {
    if (!chase.projector || chase.split?.mu !== 1) return null;
    const known = built.get(chase);
    if (known) return known;
    const made = new SplitFold(chase, work);
    built.set(chase, made);
    return made;
  }

  private constructor(
    readonly chase: ProjectiveChase,
    work?: WorkOptions,
  ) {
    const { fold, ring, stride } = chase;
    const split = chase.projector!;
    this.split = split;
    this.height = Math.ceil(fold.m / 2);
    this.rotated = ring - split.delta;
    this.presses = [...new Set(fold.presses)];
    this.seams = this.presses.map((p) => {
      const k = new Uint32Array(stride);
      fold.presses.forEach((q, i) => {
        if (q === p) k[fold.lights[i]! >>> 5]! ^= 1 << (fold.lights[i]! & 31);
      });
      return k;
    });
    this.responses = this.seams.map((k) => {
      const rows = new Uint32Array(this.height * stride);
      split.projectN(rows.subarray(0, stride), k);
      return this.inverseN(rows, work);
    });
    this.factors = new BlockedFactorization(this.system(), work);
    this.nullity = this.factors.columns - this.factors.rank;
  }

  /** The system: U_I's columns turned from two chases, t's by a chase each; the residual's rows, then t's. */
  private system(): BitMatrix {
    const { chase, rotated, presses } = this;
    const { ring, stride } = chase;
    const s = presses.length;
    const m = new BitMatrix(ring + s, rotated + s);
    const zero = new Uint32Array(stride);
    const e = this.inI(unitRow(stride, 0));
    const phiU = chase.chase(null, 0, zero, e, null, null, null).parts;
    const phiV = chase.chase(null, 0, e, zero, null, null, null).parts;
    const bits = phiU.length === 1 ? ring : ring / 2;
    const row = new Uint32Array(stride);
    phiU.forEach((part, p) => {
      const reversed = new Uint32Array(stride);
      for (let k = 0; k < ring; k++) if (getBit(part, k)) reversed[((ring - k) % ring) >>> 5]! |= 1 << ((ring - k) % ring & 31);
      for (let i = 0; i < bits; i++) {
        row.fill(0);
        xorRotated(row, 0, reversed, 0, stride, ring, i);
        xorRotated(row, 0, phiV[p]!, 0, stride, ring, (ring - ((i + 1) % ring)) % ring);
        for (let j = 0; j < rotated; j++) if (getBit(row, j)) m.words[(p * bits + i) * m.stride + (j >>> 5)]! |= 1 << (j & 31);
      }
    });
    const flip = (i: number, j: number): void => {
      m.words[i * m.stride + (j >>> 5)]! ^= 1 << (j & 31);
    };
    presses.forEach((press, q) => {
      // t = P₀ at the presses: U_I's bit there (x^j·e_I at press: e_I[press − j]), t itself, and N's response
      for (let j = 0; j < rotated; j++) if (getBit(e, (press - j + ring) % ring)) flip(ring + q, j);
      flip(ring + q, rotated + q);
      this.responses.forEach((response, k) => {
        if (getBit(response, press)) flip(ring + q, rotated + k);
      });
      // t_q's lights, I part, through the chase
      const residual = this.residual(chase.chase(null, 0, zero, zero, this.inI(this.seams[q]!), null, null).eqs);
      for (let i = 0; i < ring; i++) if (getBit(residual, i)) flip(i, rotated + q);
    });
    return m;
  }

  /**
   * Presses for the cover's lights, or null when there are none.
   *
   * @param cover The lifted lights (m cover rows; the first ⌈m/2⌉ are read).
   */
  solve(cover: Board | null): Board | null {
    const { chase, presses, height } = this;
    const { ring, stride } = chase;
    const lightsI = new Board(chase.fold.m, ring);
    const lightsN = new Uint32Array(height * stride);
    if (cover) {
      for (let r = 0; r < height; r++) {
        const row = cover.words.subarray(r * stride, (r + 1) * stride);
        this.split.projectI(lightsI.words.subarray(r * stride, (r + 1) * stride), row);
        this.split.projectN(lightsN.subarray(r * stride, (r + 1) * stride), row);
      }
    }
    const zero = new Uint32Array(stride);
    const yN = this.inverseN(lightsN);
    const rhs = new Uint32Array(wordsFor(ring + presses.length));
    rhs.set(this.residual(chase.chase(lightsI, 0, zero, zero, null, null, null).eqs).subarray(0, wordsFor(ring)));
    if (ring % 32 !== 0) rhs[wordsFor(ring) - 1]! &= (1 << (ring % 32)) - 1;
    presses.forEach((press, q) => {
      if (getBit(yN, press)) rhs[(ring + q) >>> 5]! |= 1 << ((ring + q) & 31);
    });
    const z = this.factors.solve(rhs);
    return z && this.presses_(lightsI, yN, z);
  }

  /** The quiet patterns, a basis, made on demand. */
  quiet(): Array<() => Board> {
    const { stride } = this.chase;
    return this.factors.kernel().map((z) => () => this.presses_(null, new Uint32Array(this.height * stride), z));
  }

  /** The board from the unknowns z (U_I's coefficients, then t) over I's lights and N's rows for the lights. */
  private presses_(lightsI: Board | null, yN: Uint32Array, z: Uint32Array): Board {
    const { chase, rotated } = this;
    const { ring, stride } = chase;
    const low = new Uint32Array(stride);
    for (let j = 0; j < rotated; j++) if (getBit(z, j)) low[j >>> 5]! |= 1 << (j & 31);
    const u = this.inI(low);
    const seam = new Uint32Array(stride);
    const rows = yN.slice();
    this.presses.forEach((_, q) => {
      if (!getBit(z, rotated + q)) return;
      xorWords(seam, this.seams[q]!, stride);
      xorWords(rows, this.responses[q]!, rows.length);
    });
    const { v } = chase.start(u);
    const cover = new Board(chase.fold.m, ring);
    chase.chase(lightsI, 0, v, u, this.inI(seam), null, cover);
    xorWords(rows, cover.words, rows.length);
    return unfold(chase, rows);
  }

  /** The residual's 2n bits of a chase's equations (after the syndromes, zero on I). */
  private residual(eqs: Uint32Array): Uint32Array {
    const { ring, stride, beta, divisions } = this.chase;
    const out = new Uint32Array(stride);
    const from = beta * divisions;
    for (let i = 0; i < ring; i++) if (getBit(eqs, from + i)) out[i >>> 5]! |= 1 << (i & 31);
    return out;
  }

  private inI(row: Uint32Array): Uint32Array {
    const out = new Uint32Array(row.length);
    this.split.projectI(out, row);
    return out;
  }

  /** (1 + T)⁻¹ on N's rows: c is nilpotent there of index δ/2. */
  private inverseN(rows: Uint32Array, work?: WorkOptions): Uint32Array {
    return frobeniusInverse(this.chase.fold, rows, Math.max(1, this.split.delta / 2), work);
  }
}

/** The unit row e_j of `stride` words. */
function unitRow(stride: number, j: number): Uint32Array {
  const row = new Uint32Array(stride);
  row[j >>> 5] = 1 << (j & 31);
  return row;
}
