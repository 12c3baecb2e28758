import { mirrorsOnDiagonal } from '../../puzzle/stencil.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { edgesAre } from '../../puzzle/topology.ts';
import type { WorkOptions } from '../../work.ts';
import { type BilinearForm, bilinearForm, sideRing, transposedForm } from './bilinear.ts';
import { NilpotentChains } from './projective-band-chain.ts';
import { projectiveNullity } from './projective-nullity.ts';
import { BarRing, MAX_BAR_RING } from './projective-nullity-bar.ts';
import { KeptRing } from './projective-kept-ring.ts';
import { thinNullity } from './projective-thin-nullity.ts';
import { PROJECTIVE_EDGES, type ProjectiveFold, projectiveFold } from './projective-seam.ts';

/**
 * Nullity tables and rows of the symmetric 3 × 3 rules on the projective plane. Each entry with both sides ≥ 3 is
 * the fold's structured nullity (`projective-nullity.ts`) taken directly, without choosing a method per size (whose
 * check of the fold's limit builds its whole chase), with bad parts of any size (past half the ring the fold's
 * elimination would be faster for one size, but asking it per size costs a second set-up: slower in a table); an
 * entry that path declines (a long band) is asked of `exact`, and the sides below 3 of a band elimination
 * (`projective-thin-nullity.ts`). Transposing a board of the projective plane gives the
 * projective plane (both twists swap), so a rule whose stencil is symmetric under (dr, dc) ↦ (dc, dr) has a
 * symmetric table: each pair is asked once.
 *
 * The fold's seam (`projective-seam.ts`) is read off the definition, two rows of cells per press of its ring: most of
 * an entry's set-up. Once the chased side has {@link SEAM_ROWS} rows or more, the rows a press of cover row 0 reaches
 * (m − 2, m − 1, 0 and 1) are distinct and none is the middle row, so the seam depends on the orientation and the
 * ring only: a table keeps one fold per (orientation, ring) and gives it each length of the chased side. Its orientation
 * is the one with the least of the ring where c is not a unit (S₂, the band), then the shorter ring (`projectiveFold`
 * may prefer another for solving: the fold of this one is then taken from a longer shape it orients so). A fold whose ring is past {@link MAX_TABLE_FOLD_RING} is asked of
 * `exact` (the methods' own limits then apply).
 */

/** The longest fold ring (2n cells, n the side chased, up to 16384) an entry takes here; the small system's own limit (`MAX_PROJECTIVE_SYSTEM_WORK`) bounds the work; longer ones are asked of `exact`. */
const MAX_TABLE_FOLD_RING = 2 ** 15;

/** The fewest chased rows from which a fold's seam no longer depends on their number (checked in the tests up to 32 × 32). */
export const SEAM_ROWS = 5;

/** True when the projective tables of this file take the rule: the projective plane, a symmetric 3 × 3 stencil, not reversed. */
export function projectiveTableApplies(rule: Rule): boolean {
  return !rule.reversed && edgesAre(rule.topology, PROJECTIVE_EDGES) && bilinearForm(rule) !== null;
}

/** The folds of one rule for a table, sharing each seam across the lengths of the chased side (see the file comment). */
function foldsOf(rule: Rule): (m: number, n: number) => ProjectiveFold | null {
  const g = bilinearForm(rule)!;
  const turned: BilinearForm = transposedForm(g);
  // per orientation and ring (every entry compares both orientations: a ring's factorisation each time was 6 % of a table)
  const ranks = new Map<string, number>();
  const rank = (form: BilinearForm, n: number): number => {
    const key = `${form === turned}:${n}`;
    const r = ranks.get(key) ?? Math.max(0, sideRing(form, 2 * n, true).bad.degree);
    ranks.set(key, r);
    return r;
  };
  const kept = new Map<string, ProjectiveFold>();
  // a fold of this orientation and ring from a shape `projectiveFold` orients so: this one, or a longer chased side
  const probe = (o: { m: number; n: number; transposed: boolean }): ProjectiveFold | null => {
    for (const length of [o.m, 4 * o.n + 1, 4 * o.n + 3, 6 * o.n + 1]) {
      const fold = o.transposed ? projectiveFold(rule, o.n, length) : projectiveFold(rule, length, o.n);
      if (fold && fold.transposed === o.transposed && fold.n === o.n) {
        kept.set(`${o.transposed}:${o.n}`, fold);
        return fold;
      }
    }
    return null;
  };
  return (m, n) => {
    if (m >= SEAM_ROWS && n >= SEAM_ROWS) {
      // the orientation with the least of the ring where c is not a unit (S₂, eliminated as a band), then the shorter
      // ring: `projectiveFold`'s first choice where c is a unit on a ring; a square takes the transposed one, the ring
      // of the table's row m (a symmetric table asks n ≥ m), so that the row's entries share one ring's set-up
      const first = [
        { g, m, n, transposed: false },
        { g: turned, m: n, n: m, transposed: true },
      ]
        .filter((o) => o.g.g10 || o.g.g11)
        .sort((x, y) => rank(x.g, x.n) - rank(y.g, y.n) || x.n - y.n || Number(y.transposed) - Number(x.transposed))[0];
      const seam = first && (kept.get(`${first.transposed}:${first.n}`) ?? probe(first));
      if (first && seam) return { ...seam, m: first.m, n: first.n };
    }
    const fold = projectiveFold(rule, m, n);
    if (fold && fold.m >= SEAM_ROWS) kept.set(`${fold.transposed}:${fold.n}`, fold);
    return fold;
  };
}

/**
 * The most bytes of T-coordinates a table keeps across its rings (about 55 KB per ring at n = 300, 2 MiB at
 * {@link MAX_BAR_RING}); past it every ring frees them, to be rebuilt on its next entry (a few products' worth).
 */
const MAX_BAR_BYTES = 64 * 2 ** 20;

/** What a table keeps per (orientation, ring): the rings of `projective-nullity-bar.ts` and of `projective-kept-ring.ts`. */
interface TableRings {
  readonly bar: Map<string, BarRing>;
  /** The structured nullity's objects per orientation and ring, for folds of {@link SEAM_ROWS} rows or more. */
  readonly kept: Map<string, KeptRing>;
  /** S₂'s states per orientation, ring and parity. */
  readonly chains: NilpotentChains;
  /** The table's rule (for the sides below 3, `projective-thin-nullity.ts`). */
  readonly rule: Rule;
  /** Entries asked so far (the budget is checked every 16). */
  entries: number;
}

/** Frees the rings' T-coordinates once they hold more than {@link MAX_BAR_BYTES}. */
function keepWithinBudget(rings: TableRings): void {
  let bytes = 0;
  for (const ring of rings.bar.values()) bytes += ring.bytes;
  if (bytes > MAX_BAR_BYTES) for (const ring of rings.bar.values()) ring.release();
}

/** One entry: the fold's nullity over the bar-invariant ring, or its structured nullity past {@link MAX_BAR_RING}, else `exact`. */
function entry(folds: (m: number, n: number) => ProjectiveFold | null, m: number, n: number, exact: (m: number, n: number) => number, work: WorkOptions, rings: TableRings): number {
  if (m < 3 || n < 3) return thinNullity(rings.rule, m, n) ?? exact(m, n);
  const fold = folds(m, n);
  if (!fold) return exact(m, n);
  const key = `${fold.transposed}:${fold.n}`;
  const ring = 2 * fold.n <= MAX_BAR_RING ? (rings.bar.get(key) ?? rings.bar.set(key, new BarRing(fold)).get(key)!) : undefined;
  // a ring's folds share one seam from SEAM_ROWS chased rows on (see the file comment), and so its kept objects
  const kept = fold.m >= SEAM_ROWS ? (rings.kept.get(key) ?? rings.kept.set(key, new KeptRing(fold, ring && ((p) => ring.reduce1(p)))).get(key)!) : undefined;
  if (ring) {
    if ((++rings.entries & 15) === 0) keepWithinBudget(rings);
    return projectiveNullity(fold, work, true, kept, ring, rings.chains) ?? exact(m, n);
  }
  const closed = 2 * fold.n <= MAX_TABLE_FOLD_RING ? projectiveNullity(fold, work, true, kept, undefined, rings.chains) : null;
  return closed ?? exact(m, n);
}

/**
 * The nullities of the rows × n boards, n = fromCols..toCols ({@link projectiveTableApplies} rules only).
 *
 * @param rule The rule.
 * @param rows Number of rows.
 * @param fromCols First number of columns.
 * @param toCols Last number of columns.
 * @param exact The nullity of one size by any method (for the entries the structured path declines).
 * @param options Abort signal and progress (entries done).
 */
export function projectiveNullityRow(rule: Rule, rows: number, fromCols: number, toCols: number, exact: (m: number, n: number) => number, options: WorkOptions = {}): number[] {
  const work: WorkOptions = { signal: options.signal };
  const folds = foldsOf(rule);
  const rings: TableRings = { rule, bar: new Map(), kept: new Map(), chains: new NilpotentChains(), entries: 0 };
  const out: number[] = [];
  for (let n = fromCols; n <= toCols; n++) {
    options.signal?.throwIfAborted();
    out.push(entry(folds, rows, n, exact, work, rings));
    options.onProgress?.(n - fromCols + 1, toCols - fromCols + 1);
  }
  return out;
}

/**
 * The nullities of every m × n board, 1 ≤ m ≤ maxRows, 1 ≤ n ≤ maxCols: `table[m − 1][n − 1]`
 * ({@link projectiveTableApplies} rules only).
 *
 * @param rule The rule.
 * @param maxRows The most rows.
 * @param maxCols The most columns.
 * @param exact The nullity of one size by any method (for the entries the structured path declines).
 * @param options Abort signal and progress (rows done).
 */
export function projectiveNullityTable(rule: Rule, maxRows: number, maxCols: number, exact: (m: number, n: number) => number, options: WorkOptions = {}): number[][] {
  const symmetric = mirrorsOnDiagonal(rule.stencil);
  const work: WorkOptions = { signal: options.signal };
  const folds = foldsOf(rule);
  const rings: TableRings = { rule, bar: new Map(), kept: new Map(), chains: new NilpotentChains(), entries: 0 };
  const table: number[][] = [];
  for (let m = 1; m <= maxRows; m++) {
    options.signal?.throwIfAborted();
    const row: number[] = [];
    for (let n = 1; n <= maxCols; n++) {
      const mirrored = symmetric && n < m ? table[n - 1]![m - 1] : undefined;
      row.push(mirrored ?? entry(folds, m, n, exact, work, rings));
    }
    table.push(row);
    options.onProgress?.(m, maxRows);
  }
  return table;
}
