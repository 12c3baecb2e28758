import { wordsFor, xorWords } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { HeldRows } from '../../wasm/held-rows-kernels.ts';
import { projectBlockWasm, projectCoverWasm, WASM_PROJECT_COVER_MIN_WORDS } from '../../wasm/project-cover-kernels.ts';
import { HeldLights } from '../../wasm/ring-chase-kernels.ts';
import { CoverLights, coverBoard, projectRows } from './cover-rows.ts';
import type { ProjectiveChase } from './projective-chase.ts';
import { lightRows, pressesOver } from './projective-presses.ts';

/**
 * One solve of a ring fold (`projective-ring-*.ts`): the chase of the lights alone from (0, 0), whose residual the
 * fold inverts for the first row U, then the presses, the chase from (ρU, U) with the seam and the lights. Where the
 * kernel chases (c a unit), the lights are lifted straight into its memory once and held there for both chases, and
 * the second chase's rows go straight onto the board (no cover written, none copied). Where a = λ·c (Moore: λ = 1;
 * diagonal without centre: λ = 0, c not a unit), the unknowns' rows are not divided past row 0, Pᵣ₊₁ = λ·Pᵣ + Pᵣ₋₁,
 * so the chase from (ρU, U) with the seam and no lights repeats from row 0 with period 3 (λ = 1: P₂ = P₁ + P₀,
 * P₃ = P₀) or 2 (λ = 0: P₂ = P₀): then one chase runs, the lights' (the kernel's or TypeScript's), its rows written,
 * and the presses are those rows plus that pattern (the chase is linear), added as the rows are projected onto the
 * board (the kernel `projectCover`, or here). Elsewhere `projective-presses.ts` chases both in TypeScript.
 */
export class RingSolve {
  private readonly lights: CoverLights | Board;
  /** The lights' chased rows where they are kept for the presses (the TypeScript chase, or the periodic pattern). */
  private readonly rows: Board | null;
  private readonly held: HeldLights | null;
  /**
   * Where a = λ·c and c is not a unit (diagonal without centre): the lights' chase made in the kernels' memory and
   * kept there for the projection (the quotients streamed in, `prefixRows`, `projectCover`); null elsewhere, or once
   * that failed (then the TypeScript chase writes {@link rows}).
   */
  private quotients: HeldRows | null = null;

  /**
   * @param chase The fold's chase.
   * @param lights The lights: the lifted cover (at least its first ⌈m/2⌉ rows), or the board's, lifted where read.
   */
  constructor(
    readonly chase: ProjectiveChase,
    lights: Board | CoverLights,
  ) {
    this.lights = lights;
    if (!chase.kernelTakes) this.rows = lightRows(chase);
    else this.rows = periodic(chase) ? coverBoard(1, Math.ceil(chase.fold.m / 2), chase.ring, false) : null;
    // the lights held in the kernels' memory from the first chase to the second, lifted there by the kernel
    this.held = chase.kernelTakes ? new HeldLights(lights instanceof CoverLights ? lights : lights.words) : null;
    if (this.held && lights instanceof CoverLights) lights.liftInto(this.held);
    const { stride, divisions } = chase;
    if (!chase.kernelTakes && chase.kernelDivides && periodic(chase) && lights instanceof CoverLights && divisions >= 2 && (divisions + 1) * stride >= WASM_PROJECT_COVER_MIN_WORDS) {
      // room below the rows for the division's blocks and the board its rows are lifted from, then for the pattern and the board
      const board = chase.fold.m * wordsFor(chase.fold.n);
      const room = Math.max(this.liftAt(0) + board, 3 * stride + 8 + board);
      this.quotients = HeldRows.of(divisions + 1, stride, room);
    }
  }

  /** The chase of the lights alone from (0, 0): its equations and residual parts (`ProjectiveChase.chase`). */
  lightsChase(): { eqs: Uint32Array; parts: Uint32Array[] } {
    const held = this.quotients && this.heldChase(this.quotients);
    if (held) return held;
    this.quotients = null;
    const zero = new Uint32Array(this.chase.stride);
    const lights = this.chase.kernelTakes ? this.lights : this.cover();
    return this.chase.chase(lights, 0, zero, zero, null, null, this.rows, false, this.held);
  }

  /** The board's presses from first row `u` (after {@link lightsChase}). */
  presses(u: Uint32Array): Board {
    const { chase, rows } = this;
    const { m, n } = chase.fold;
    const height = Math.ceil(m / 2);
    if (!chase.kernelTakes && !periodic(chase)) return pressesOver(chase, this.cover(), rows, u);
    const board = new Board(m, n);
    if (rows) {
      const period = periodic(chase)!;
      const pattern = periodicRows(chase, u, period);
      if (this.quotients?.project(board, pattern, period)) return board;
      // the rows held no longer (another call into the kernels took their memory): the lights' chase again
      if (this.quotients) chase.chase(this.cover(), 0, new Uint32Array(chase.stride), new Uint32Array(chase.stride), null, null, rows);
      if (projectCoverWasm(board, rows.words, pattern, period)) return board;
      const { stride } = chase;
      for (let r = 0; r < height; r++) xorWords(rows.words, pattern, stride, r * stride, (r % period) * stride);
      projectRows(rows.words, 0, board, 0, height);
      return board;
    }
    const { v, seam } = chase.start(u);
    // the rows projected in the kernels' memory where there is room past the chase's (two sets a block, not two a row)
    const onto = { move: (mem: Uint32Array, at: number, first: number, count: number, free?: number) => void ((free !== undefined && projectBlockWasm(mem, at, board, first, count, free)) || projectRows(mem, at, board, first, count)) };
    chase.chase(this.lights, 0, v, u, seam, null, onto, false, this.held);
    return board;
  }

  /**
   * The lights' chase in the kernels' memory (see {@link quotients}): P₀ = 0, P₁ = c⁺·b₀ (its syndrome), the quotients
   * dᵣ of rows 1 … by `divideRows` into rows r + 1, `prefixRows` making them Pᵣ₊₁ = λ·Pᵣ + Pᵣ₋₁ + dᵣ, then the
   * residual from the last two. Null where a row is off c's image or the hold ended.
   */
  private heldChase(held: HeldRows): { eqs: Uint32Array; parts: Uint32Array[] } | null {
    const { chase } = this;
    const lights = this.lights as CoverLights;
    const { stride, divisions, beta } = chase;
    const mem = held.memory();
    if (!mem) return null;
    const first = new Uint32Array(stride);
    const syndrome = chase.divideRow(first, lights.row(0));
    mem.fill(0, held.at(0), held.at(1));
    mem.set(first, held.at(1));
    const into = { move: (words: Uint32Array, at: number, row: number, count: number) => words.copyWithin(held.at(row + 2), at, at + count * stride) };
    // the lights lifted by the kernel as the division reads them, from one copy of the board above the division's blocks
    const lifted = lights.inKernel(this.liftAt(held.base)) ?? lights;
    if (chase.divideLightRows(lifted, into) !== -1 || !held.prefix(chase.split!.lambda)) return null;
    const now = held.memory()!;
    const found = chase.chase(lights, divisions, now.slice(held.at(divisions - 1), held.at(divisions)), now.slice(held.at(divisions), held.at(divisions) + stride), null, null, null);
    for (let i = 0; i < beta; i++) if ((syndrome >>> i) & 1) found.eqs[i >>> 5]! ^= 1 << (i & 31);
    return found;
  }

  /** Where {@link heldChase} copies the board for the kernel to lift, in words from `base` (the heap base): past the division's claims, 16-byte aligned. */
  private liftAt(base: number): number {
    return base + ((this.chase.divideLightWords + 3) & ~3);
  }

  /** The lifted cover (a cover given, or the lights lifted once). */
  private cover(): Board {
    return this.lights instanceof CoverLights ? this.lights.whole() : this.lights;
  }
}

/** The period of the chase from (ρU, U) without lights where a = λ·c (3 for λ = 1, 2 for λ = 0), else null. */
function periodic(chase: ProjectiveChase): number | null {
  return chase.split?.mu === 0 ? (chase.split.lambda ? 3 : 2) : null;
}

/**
 * Rows 0 … period − 1 of the chase from (ρU, U) with the seam and no lights, where a = λ·c (period words × stride):
 * P₀ = U, P₁ = λ·U + ρU + c⁻¹·(K·U), P₂ = P₁ + P₀ (λ = 1).
 */
export function periodicRows(chase: ProjectiveChase, u: Uint32Array, period: number): Uint32Array {
  const { stride } = chase;
  const { v, seam } = chase.start(u);
  const out = new Uint32Array(period * stride);
  out.set(u.subarray(0, stride));
  chase.divideRow(out.subarray(stride, 2 * stride), seam);
  xorWords(out, v, stride, stride);
  if (chase.split?.lambda) xorWords(out, u, stride, stride);
  if (period === 3) {
    xorWords(out, out, stride, 2 * stride, 0);
    xorWords(out, out, stride, 2 * stride, stride);
  }
  return out;
}
