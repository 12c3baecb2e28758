import { xorNearShifts, xorNearWraps, xorRotated, xorShifted } from '../gf2/shift.ts';
import { popcount, tailMask } from '../gf2/words.ts';
import { checkThreeWasm, type ThreeCheckShape } from '../wasm/check-kernels.ts';
import { WASM_CHASE_MIN_WORDS } from '../wasm/chase-kernels.ts';
import { type Neighbourhood, neighbourhoodOf } from './neighbourhood.ts';
import { makeRule, type Rule } from './rule.ts';
import { memoPerRuleShape } from './rule-memo.ts';
import { RowSeams } from './row-seams.ts';
import { applySeamTerms, type SeamTerm, seamTerms, xorMirroredTerms } from './seam-terms.ts';
import { edgesOf, topologyOf } from './topology.ts';

/**
 * A rule seen row by row: pressing row s toggles row s + dr through a horizontal pattern of column shifts.
 * `apply` XORs into a target row the effect of every source row on it, fusing shifts of −1, 0 and +1
 * into one pass over the words (the common case); wider shifts go through the generic shift helpers. On a
 * twisted surface, where presses are not the same shifts in every row, a row is read light by light.
 */
export class RowOperator {
  /** Per row offset: its column shifts, and for shifts within ±1 (`fused`) which of −1, 0, +1 are in. */
  private readonly groups: ReadonlyArray<{ dr: number; dcs: number[]; plain: boolean; fused: boolean; keep: boolean; up: boolean; down: boolean }>;
  /** True when every group is plain or fused and there are at most three: {@link clears} takes one pass per row. */
  private readonly three: boolean;
  private readonly wrapR: boolean;
  private readonly wrapC: boolean;
  private readonly rows: number;
  private readonly cols: number;
  private readonly stride: number;
  private readonly tail: number;
  /** The neighbourhood of a twisted surface, read light by light; null otherwise. */
  private readonly twisted: Neighbourhood | null;
  /** On twisted columns, the row sources with their shifts (see {@link seamTerms}); null otherwise. */
  private readonly seams: readonly SeamTerm[] | null;
  /**
   * On twisted rows, the rows next to the top and bottom (the row reach) that the seam terms (the projective plane) or
   * {@link middle} (columns clipped or wrapped) do not describe: those are read light by light.
   */
  private readonly seamRows: number;
  /** On twisted rows whose columns clip or wrap: the unseamed rule, whose effect on the rows off the seam ({@link seamRows}) is the whole effect there. */
  private readonly middle: RowOperator | null;
  /** For the WebAssembly check: the `three` rules whose row offsets are within ±1, as the kernel's masks; null otherwise. */
  readonly kernelShape: ThreeCheckShape | null;
  /**
   * On twisted columns whose rows clip or wrap (the Möbius strip, the Klein bottle): the same rule with clipped
   * columns, when the kernel checks it. Its effect and the mirrored terms' few bits a row make the whole effect.
   * On twisted rows (`twist,clip`, `twist,wrap`, the projective plane): the same rule with clipped rows (and clipped
   * twisted columns), whose effect and {@link rowSeams}' make the whole.
   */
  private readonly unseamed: RowOperator | null;
  /** On twisted rows (when the kernel checks the unseamed rule): what crosses the seams; null otherwise. */
  private readonly rowSeams: RowSeams | null;

  constructor(rule: Rule, rows: number, cols: number) {
    this.rows = rows;
    this.cols = cols;
    this.stride = (cols + 31) >>> 5;
    this.tail = tailMask(cols);
    const near = neighbourhoodOf(rule, rows, cols);
    this.wrapR = near.wrapRows;
    this.wrapC = near.wrapCols;
    this.twisted = near.twisted ? near : null;
    this.seams = near.twisted ? seamTerms(rule, near) : null;
    this.groups = (near.twisted ? [] : near.rowShifts()).map(({ dr, dcs }) => ({
      dr,
      dcs,
      plain: dcs.length === 1 && dcs[0] === 0,
      fused: dcs.every((dc) => dc >= -1 && dc <= 1) && (!this.wrapC || cols >= 3),
      keep: dcs.includes(0),
      up: dcs.includes(1), // bit j → j + 1
      down: dcs.includes(-1), // bit j → j − 1
    }));
    this.three = !near.twisted && this.groups.length <= 3 && this.groups.every((g) => g.plain || g.fused);
    this.kernelShape = this.three && this.groups.every((g) => this.nearOffset(g.dr) !== null) ? this.threeShape() : null;
    const edges = edgesOf(rule.topology);
    const rowSeams = edges.rows === 'twist' ? RowSeams.of(rule, near, this.seams) : null;
    const unseamedEdges = rowSeams ? RowSeams.unseamedEdges(edges) : this.seams && edges.rows !== 'twist' && !rule.reversed ? { rows: edges.rows, cols: 'clip' as const } : null;
    const clipped = unseamedEdges ? new RowOperator(makeRule(rule.stencil, topologyOf(unseamedEdges)), rows, cols) : null;
    this.unseamed = clipped?.kernelShape ? clipped : null;
    this.rowSeams = this.unseamed ? rowSeams : null;
    // a press reaching a light row at least the row reach from the top and bottom crosses no rows' seam (m > 2 · reach)
    this.middle = rowSeams && edges.cols !== 'twist' ? clipped : null;
    this.seamRows = edges.rows === 'twist' && (this.seams || this.middle) ? near.rowReach : 0;
  }

  /** True when {@link checkedWeight} checks big boards in the kernel (the rule's own masks, or the unseamed rule's and the seams' bits). */
  get kernelChecks(): boolean {
    return this.kernelShape !== null || this.unseamed !== null;
  }

  /** A row offset as −1, 0 or +1 (on wrapped rows, modulo rows), or null when it is none of them. */
  private nearOffset(dr: number): number | null {
    const d = this.wrapR ? ((dr % this.rows) + this.rows) % this.rows : dr;
    if (d === 0 || d === 1 || d === -1) return d;
    return this.wrapR && d === this.rows - 1 ? -1 : null;
  }

  /** The kernel's masks (bit 3·i + j: source row r − 1 + i, shift keep / up / down), XORed per group: effects add. */
  private threeShape(): ThreeCheckShape {
    let masks = 0;
    for (const g of this.groups) {
      const bits = (g.keep ? 1 : 0) | (g.up ? 2 : 0) | (g.down ? 4 : 0);
      masks ^= bits << (3 * (1 - this.nearOffset(g.dr)!)); // offset dr: source row r − dr
    }
    const { rows, cols, stride, tail, wrapR: wrapRows, wrapC: wrapCols } = this;
    return { rows, cols, stride, tail, masks, wrapRows, wrapCols };
  }

  /**
   * The number of presses when lights + A·presses is all off, else −1: {@link clears} and the count, in one pass in
   * WebAssembly on big boards of the `three` rules (the TypeScript path stays the reference and the fallback).
   *
   * @param presses A whole board's words, rows × stride, padding bits zero.
   * @param lights Another.
   * @param kernelMinWords Boards of fewer words stay in TypeScript (tests pass 0).
   * @returns The weight, −1 when a light stays on (or a press lies past the last column), −2 when a light lies there.
   */
  checkedWeight(presses: Uint32Array, lights: Uint32Array, kernelMinWords = WASM_CHASE_MIN_WORDS): number {
    if (this.kernelShape && this.rows * this.stride >= kernelMinWords) {
      const found = checkThreeWasm(presses, lights, this.kernelShape);
      if (found !== null) return found;
    }
    if (this.unseamed && this.rows * this.stride >= kernelMinWords) {
      // lights + A·x = (lights + the mirrored terms' bits) + A_clipped·x: the kernel checks the second form, the
      // terms' few bits a row (on twisted rows, the rows' seam's rows) added to each block of lights in its memory
      const { seams, wrapR, rows, cols, stride, rowSeams } = this;
      const fix = rowSeams
        ? (mem: Uint32Array, at: number, first: number, h: number) => rowSeams.xorInto(mem, presses, lights, first, first + h, at - first * stride)
        : (mem: Uint32Array, at: number, first: number, h: number) => xorMirroredTerms(seams!, wrapR, mem, presses, rows, cols, stride, first, first + h, at - first * stride);
      const found = checkThreeWasm(presses, lights, this.unseamed.kernelShape!, undefined, fix);
      if (found !== null) return found;
    }
    return this.clears(presses, lights) ? popcount(presses) : -1;
  }

  /** The source row whose presses reach row `r` through row offset `dr`, or −1 when it is off the board. */
  private sourceRow(r: number, dr: number): number {
    const s = r - dr;
    if (this.wrapR) return ((s % this.rows) + this.rows) % this.rows;
    return s < 0 || s >= this.rows ? -1 : s;
  }

  /** dst row (at word `dOff`) ^= the effect on target row `r` of the presses in `src` (a whole board's words). */
  apply(dst: Uint32Array, dOff: number, src: Uint32Array, r: number): void {
    const { cols, stride } = this;
    if (this.seams && r >= this.seamRows && r < this.rows - this.seamRows) {
      applySeamTerms(this.seams, this.wrapR, dst, dOff, src, r, this.rows, cols, stride);
      return;
    }
    if (this.middle && r >= this.seamRows && r < this.rows - this.seamRows) {
      this.middle.apply(dst, dOff, src, r);
      return;
    }
    if (this.twisted) {
      this.applyLights(dst, dOff, src, r, this.twisted);
      return;
    }
    for (const g of this.groups) {
      const s = this.sourceRow(r, g.dr);
      if (s < 0) continue;
      const sOff = s * stride;
      if (g.plain) {
        for (let k = 0; k < stride; k++) dst[dOff + k]! ^= src[sOff + k]!;
      } else if (g.fused) xorNearShifts(dst, dOff, src, sOff, stride, cols, g.keep, g.up, g.down, this.wrapC);
      else {
        for (const dc of g.dcs) {
          if (this.wrapC) xorRotated(dst, dOff, src, sOff, stride, cols, ((dc % cols) + cols) % cols);
          else xorShifted(dst, dOff, src, sOff, stride, cols, dc);
        }
      }
    }
  }

  /**
   * True when lights + A·presses is all off, or equals `target` (`lights` null: all off already). For a rule whose source rows are
   * at most three, each with column shifts in {−1, 0, 1} (every 3 × 3 stencil), a row's residual is built in
   * one pass over its source rows at once; others go through {@link apply}. Stops at the first row left lit.
   *
   * @param presses A whole board's words, rows × stride.
   * @param lights Another, or null.
   * @param target A third, the lights wanted (all off when absent).
   * @returns Whether every light ends off (or as in `target`).
   */
  clears(presses: Uint32Array, lights: Uint32Array | null, target?: Uint32Array): boolean {
    const { rows, stride } = this;
    const row = new Uint32Array(stride);
    for (let r = 0; r < rows; r++) {
      const base = r * stride;
      if (lights) row.set(lights.subarray(base, base + stride));
      else row.fill(0);
      if (target) for (let k = 0; k < stride; k++) row[k]! ^= target[base + k]!;
      if (this.three) this.applyThree(row, presses, r);
      else this.apply(row, 0, presses, r);
      for (let k = 0; k < stride; k++) if (row[k] !== 0) return false;
    }
    return true;
  }

  /** {@link apply} on a twisted surface: each light of row r flips with the presses on it. */
  private applyLights(dst: Uint32Array, dOff: number, src: Uint32Array, r: number, near: Neighbourhood): void {
    const { cols, stride } = this;
    const presses = new Int32Array(near.width);
    for (let c = 0; c < cols; c++) {
      const count = near.cells(r * cols + c, presses, -1);
      let bit = 0;
      for (let i = 0; i < count; i++) {
        const q = presses[i]!;
        const qr = (q / cols) | 0;
        const qc = q - qr * cols;
        bit ^= (src[qr * stride + (qc >>> 5)]! >>> (qc & 31)) & 1;
      }
      if (bit) dst[dOff + (c >>> 5)]! ^= 1 << (c & 31);
    }
  }

  /** {@link apply} for at most three groups of shifts in {−1, 0, 1}: one pass over the words for all of them. */
  private applyThree(dst: Uint32Array, src: Uint32Array, r: number): void {
    const { stride } = this;
    const masks = [0, 0, 0, 0, 0, 0, 0, 0, 0]; // keep, up, down per source
    const offs = [0, 0, 0];
    let n = 0;
    for (const g of this.groups) {
      const s = this.sourceRow(r, g.dr);
      if (s < 0) continue;
      offs[n] = s * stride;
      masks[3 * n] = g.keep ? -1 : 0;
      masks[3 * n + 1] = g.up ? -1 : 0;
      masks[3 * n + 2] = g.down ? -1 : 0;
      n++;
    }
    // absent sources read the first source with all-zero masks
    const [ao, bo, co] = offs as [number, number, number];
    const [ka, ua, da, kb, ub, db, kc, uc, dc] = masks as [number, number, number, number, number, number, number, number, number];
    let la = 0;
    let lb = 0;
    let lc = 0;
    let wa = src[ao]!;
    let wb = src[bo]!;
    let wc = src[co]!;
    const last = stride - 1;
    for (let k = 0; k < last; k++) {
      const ra = src[ao + k + 1]!;
      const rb = src[bo + k + 1]!;
      const rc = src[co + k + 1]!;
      dst[k]! ^=
        (wa & ka) ^ (((wa << 1) | (la >>> 31)) & ua) ^ (((wa >>> 1) | (ra << 31)) & da) ^
        (wb & kb) ^ (((wb << 1) | (lb >>> 31)) & ub) ^ (((wb >>> 1) | (rb << 31)) & db) ^
        (wc & kc) ^ (((wc << 1) | (lc >>> 31)) & uc) ^ (((wc >>> 1) | (rc << 31)) & dc);
      la = wa;
      lb = wb;
      lc = wc;
      wa = ra;
      wb = rb;
      wc = rc;
    }
    dst[last]! ^=
      ((wa & ka) ^ (((wa << 1) | (la >>> 31)) & ua) ^ ((wa >>> 1) & da) ^
        (wb & kb) ^ (((wb << 1) | (lb >>> 31)) & ub) ^ ((wb >>> 1) & db) ^
        (wc & kc) ^ (((wc << 1) | (lc >>> 31)) & uc) ^ ((wc >>> 1) & dc)) &
      this.tail;
    if (this.wrapC) for (let i = 0; i < n; i++) xorNearWraps(dst, 0, src, offs[i]!, stride, this.cols, masks[3 * i + 1] !== 0, masks[3 * i + 2] !== 0);
  }
}

/** The row operator of a rule on a rows × cols board, memoised per rule object and shape. */
export const rowOperatorFor = memoPerRuleShape((rule, rows, cols) => new RowOperator(rule, rows, cols));
