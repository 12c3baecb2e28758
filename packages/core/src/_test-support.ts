/**
 * Test-only helpers (excluded from the build by tsconfig.build.json): fixture loading, the list of rules
 * every contract test walks, and naive reference implementations written independently of the library
 * (per-cell boolean arrays, no word tricks) so that the fast code is checked against something simple.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { Graph } from './graph/graph.ts';
import { Board } from './puzzle/board.ts';
import { pressCell } from './puzzle/press.ts';
import { makeRule, type Rule, TOPOLOGIES } from './puzzle/rule.ts';
import type { Edges } from './puzzle/topology.ts';
import { namedStencil, STENCIL_NAMES } from './puzzle/stencil.ts';
import { parseStencil } from './format/stencil-pattern.ts';
import type { StateBoard } from './puzzle/state-board.ts';
import type { GridShape } from './solve/grid/kind.ts';
import type { PreparedShape, SolverMethod } from './solve/method.ts';
import type { StateShape } from './solve/states/kind.ts';

// ---------------------------------------------------------------- fixtures

/** Text of a file under packages/core/fixtures. */
export function fixtureText(path: string): string {
  return readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8');
}

/** The data lines of an OEIS fixture (`# …` header lines skipped), each split into bigint fields. */
export function oeisRows(name: string): bigint[][] {
  return fixtureText(`oeis/${name}.txt`)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => l.split(/\s+/).map((v) => BigInt(v)));
}

/** An OEIS `n a(n)` fixture as [n, value] pairs of numbers. */
export function oeisPairs(name: string): Array<[number, number]> {
  return oeisRows(name).map((r) => {
    if (r.length !== 2) throw new Error(`${name}: expected 'n a(n)', got ${r.join(' ')}`);
    return [Number(r[0]), Number(r[1])];
  });
}

/** An OEIS table fixture as [n, k, value] triples of numbers. */
export function oeisTriples(name: string): Array<[number, number, number]> {
  return oeisRows(name).map((r) => {
    if (r.length !== 3) throw new Error(`${name}: expected 'n k T(n,k)', got ${r.join(' ')}`);
    return [Number(r[0]), Number(r[1]), Number(r[2])];
  });
}

/** The small-board facts (fixtures/facts.json). */
export interface Facts {
  all_on_3x3_min_presses: number;
  all_on_5x5: { solutions: number; presses: number };
  min_presses_all_on_A075464: number[];
  distribution_4x4: number[];
  distribution_5x5: number[];
  quiet_5x5_weights: number[];
}

/** The small-board facts copied from the shared reference. */
export function facts(): Facts {
  return JSON.parse(fixtureText('facts.json')) as Facts;
}

// ---------------------------------------------------------------- rules

/** Asymmetric custom stencils: their matrices are not symmetric, so A and Aᵀ differ. */
export const ASYMMETRIC_PATTERNS = ['.#./.##/...', '..#/##./...', '.#./..#/...', '.../.#./#.#', '...../..#../.###./...../#....'];

/** The three pairs of edge kinds that have no name (the named surfaces turned a quarter). */
export const UNNAMED_EDGES: readonly Edges[] = [{ rows: 'wrap', cols: 'clip' }, { rows: 'twist', cols: 'clip' }, { rows: 'twist', cols: 'wrap' }];

/**
 * Every rule the contract tests walk: every named stencil with and without centre, a few custom ones, every
 * named topology; the unnamed edge pairs too, for the asymmetric stencils (pass `all` for every stencil).
 */
export function allRules(all = false): Rule[] {
  const stencils = [
    ...STENCIL_NAMES.flatMap((name) => [namedStencil(name), namedStencil(name, { center: false })]),
    ...ASYMMETRIC_PATTERNS.map((p) => parseStencil(p)),
  ];
  const named = stencils.flatMap((s) => TOPOLOGIES.map((t) => makeRule(s, t)));
  const turned = (all ? stencils : stencils.filter((s) => ASYMMETRIC_PATTERNS.includes(s.name))).flatMap((s) => UNNAMED_EDGES.map((e) => makeRule(s, e)));
  return [...named, ...turned];
}

/** A fast-check arbitrary over {@link allRules}. */
export const ruleArb: fc.Arbitrary<Rule> = fc.constantFrom(...allRules());

/** A fast-check arbitrary over boards of `rows` × `cols`, uniformly random cells. */
export function boardArb(rows: number, cols: number): fc.Arbitrary<Board> {
  return fc.array(fc.boolean(), { minLength: rows * cols, maxLength: rows * cols }).map((bits) => boardFromBits(rows, cols, bits));
}

/** A fast-check arbitrary over boards of random shape up to `maxRows` × `maxCols`. */
export function shapedBoardArb(maxRows: number, maxCols: number): fc.Arbitrary<Board> {
  return fc
    .tuple(fc.integer({ min: 1, max: maxRows }), fc.integer({ min: 1, max: maxCols }))
    .chain(([r, c]) => boardArb(r, c));
}

// ---------------------------------------------------------------- naive references

/** A board from row-major booleans. */
export function boardFromBits(rows: number, cols: number, bits: readonly boolean[]): Board {
  const b = new Board(rows, cols);
  bits.forEach((on, i) => {
    if (on) b.set(Math.floor(i / cols), i % cols, true);
  });
  return b;
}

/** The board's cells as row-major booleans (read cell by cell with `get`). */
export function bitsOf(b: Board): boolean[] {
  const out: boolean[] = [];
  for (let r = 0; r < b.rows; r++) for (let c = 0; c < b.cols; c++) out.push(b.get(r, c));
  return out;
}

/** The edge kinds (rows, columns) of each topology, written out again from the definition. */
const NAIVE_EDGES: Record<string, [string, string]> = {
  plane: ['clip', 'clip'],
  cylinder: ['clip', 'wrap'],
  torus: ['wrap', 'wrap'],
  mobius: ['clip', 'twist'],
  klein: ['wrap', 'twist'],
  projective: ['twist', 'twist'],
};

/**
 * The cells (r·cols + c) a press at (r, c) toggles, written from the definition: offset (dr, dc) reaches
 * (r + dr, c + dc), resolved columns first (clip drops, wrap takes mod n, twist takes mod n and mirrors the
 * row r₁ → m − 1 − r₁ when the seam was crossed an odd number of times), then rows (twist mirrors the
 * column c → n − 1 − c); the distinct cells are toggled once each. A reversed rule (Aᵀ) is read by brute
 * force: the presses whose cells hold (r, c).
 */
export function naiveToggled(rule: Rule, rows: number, cols: number, r: number, c: number): Set<number> {
  if (rule.reversed) {
    const forward = { stencil: rule.stencil, topology: rule.topology };
    const out = new Set<number>();
    for (let q = 0; q < rows * cols; q++) if (naiveToggled(forward, rows, cols, Math.floor(q / cols), q % cols).has(r * cols + c)) out.add(q);
    return out;
  }
  const [rowEdge, colEdge] = NAIVE_EDGES[rule.topology] ?? (rule.topology.split(',') as [string, string]);
  const out = new Set<number>();
  for (const [dr, dc] of rule.stencil.offsets) {
    let rr = r + dr;
    let cc = c + dc;
    let crossings = 0;
    while (cc < 0 || cc >= cols) {
      if (colEdge === 'clip') break;
      cc += cc < 0 ? cols : -cols;
      crossings++;
    }
    if (cc < 0 || cc >= cols) continue;
    if (colEdge === 'twist' && crossings % 2 === 1) rr = rows - 1 - rr;
    crossings = 0;
    while (rr < 0 || rr >= rows) {
      if (rowEdge === 'clip') break;
      rr += rr < 0 ? rows : -rows;
      crossings++;
    }
    if (rr < 0 || rr >= rows) continue;
    if (rowEdge === 'twist' && crossings % 2 === 1) cc = cols - 1 - cc;
    out.add(rr * cols + cc);
  }
  return out;
}

/** The board after one press at (r, c) on an all-off rows × cols board, as `#`/`.` rows. */
export function pressOnce(rule: Rule, rows: number, cols: number, r: number, c: number): string[] {
  const b = new Board(rows, cols);
  pressCell(b, rule, r, c);
  return b.toRows();
}

/** The rule's matrix as booleans: `m[i][j]` when pressing cell j toggles cell i. */
export function naiveMatrix(rule: Rule, rows: number, cols: number): boolean[][] {
  const n = rows * cols;
  const m = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  for (let j = 0; j < n; j++) for (const i of naiveToggled(rule, rows, cols, Math.floor(j / cols), j % cols)) m[i]![j] = true;
  return m;
}

/** The board after pressing every cell of `presses` (naive, cell by cell). */
export function naiveApply(board: Board, presses: Board, rule: Rule): Board {
  const out = board.clone();
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.cols; c++) {
      if (!presses.get(r, c)) continue;
      for (const i of naiveToggled(rule, board.rows, board.cols, r, c)) out.toggle(Math.floor(i / board.cols), i % board.cols);
    }
  }
  return out;
}

/** Rank of a boolean matrix over GF(2), by plain elimination on a copy. */
export function naiveRank(m: readonly (readonly boolean[])[]): number {
  const a = m.map((row) => row.slice());
  const rows = a.length;
  const cols = a[0]?.length ?? 0;
  let rank = 0;
  for (let c = 0; c < cols && rank < rows; c++) {
    let p = -1;
    for (let r = rank; r < rows; r++) if (a[r]![c]) { p = r; break; }
    if (p < 0) continue;
    [a[rank], a[p]] = [a[p]!, a[rank]!];
    for (let r = 0; r < rows; r++) {
      if (r !== rank && a[r]![c]) for (let k = 0; k < cols; k++) a[r]![k] = a[r]![k] !== a[rank]![k];
    }
    rank++;
  }
  return rank;
}

/** A·x over GF(2) for a boolean matrix and vector. */
export function naiveMulVec(a: readonly (readonly boolean[])[], x: readonly boolean[]): boolean[] {
  return a.map((row) => row.reduce((acc, v, j) => acc !== (v && x[j]!), false));
}

/** True when A·x = b has a solution (naive: rank of A equals rank of [A | b]). */
export function naiveConsistent(a: readonly (readonly boolean[])[], b: readonly boolean[]): boolean {
  return naiveRank(a) === naiveRank(a.map((row, i) => [...row, b[i]!]));
}

/** The effect vectors of single presses as bit masks (cells ≤ 31), for brute force. */
function pressMasks(rule: Rule, rows: number, cols: number): number[] {
  const masks: number[] = [];
  for (let j = 0; j < rows * cols; j++) {
    let m = 0;
    for (const i of naiveToggled(rule, rows, cols, Math.floor(j / cols), j % cols)) m |= 1 << i;
    masks.push(m);
  }
  return masks;
}

/** The board's cells as a bit mask (bit r·cols + c), for boards of at most 31 cells. */
export function maskOf(b: Board): number {
  let m = 0;
  bitsOf(b).forEach((on, i) => {
    if (on) m |= 1 << i;
  });
  return m;
}

/**
 * Brute force over all 2^cells press patterns (cells ≤ 20): the fewest presses turning `board` into
 * `target` (all off by default) and how many patterns do it; `null` when none does.
 */
export function bruteForce(board: Board, rule: Rule, target?: Board): { min: number; count: number } | null {
  const n = board.rows * board.cols;
  if (n > 20) throw new Error('bruteForce: board too large');
  const masks = pressMasks(rule, board.rows, board.cols);
  const want = maskOf(board) ^ (target ? maskOf(target) : 0);
  let effect = 0;
  let pattern = 0;
  let min = Infinity;
  let count = 0;
  for (let step = 0; step < 2 ** n; step++) {
    if (step > 0) {
      const bit = 31 - Math.clz32(step & -step);
      effect ^= masks[bit]!;
      pattern ^= 1 << bit;
    }
    if (effect === want) {
      count++;
      min = Math.min(min, popcount(pattern));
    }
  }
  return count === 0 ? null : { min, count };
}

/** Set bits of a non-negative 32-bit number. */
export function popcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
}

/** A small deterministic generator for test data (mulberry32), independent of the library's. */
export function testRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random row-major boolean array of `n` entries. */
export function randomBits(rand: () => number, n: number, density = 0.5): boolean[] {
  return Array.from({ length: n }, () => rand() < density);
}

// ---------------------------------------------------------------- methods, one call at a time

/** One board through a two-state method (prepare, then solve): presses or null, the nullity, and a proof when unsolvable. */
export function solveWith(method: SolverMethod<GridShape, Board>, lights: Board, rule: Rule): { presses: Board | null; nullity: number; proof?: Board } {
  const prepared = method.prepare({ rule, rows: lights.rows, cols: lights.cols });
  const presses = prepared.solve(lights);
  return presses ? { presses, nullity: prepared.nullity } : { presses, nullity: prepared.nullity, proof: prepared.proof(lights) };
}

/** A two-state method's quiet patterns (its first `limit` when given). */
export function kernelWith(method: SolverMethod<GridShape, Board>, rows: number, cols: number, rule: Rule, options: { limit?: number } = {}): Board[] {
  return [...method.prepare({ rule, rows, cols }).eachQuietPattern()].slice(0, options.limit);
}

/** A two-state method's nullity for a shape. */
export function nullityWith(method: SolverMethod<GridShape, Board>, rows: number, cols: number, rule: Rule): number {
  return method.nullity({ rule, rows, cols });
}

/** One k-state board through a method: presses or null, and the kernel (generators, orders, size, nullity). */
export function statesSolveWith(method: SolverMethod<StateShape, StateBoard>, need: StateBoard, rule: Rule) {
  const prepared = method.prepare({ rule, rows: need.rows, cols: need.cols, states: need.states });
  return { presses: prepared.solve(need), kernel: statesKernelOf(prepared) };
}

/** A k-state method's kernel for a shape. */
export function statesKernelWith(method: SolverMethod<StateShape, StateBoard>, rows: number, cols: number, states: number, rule: Rule) {
  return statesKernelOf(method.prepare({ rule, rows, cols, states }));
}

function statesKernelOf(prepared: PreparedShape<StateBoard>) {
  const k = prepared.kernel();
  return { generators: k.generators, orders: k.orders, size: prepared.kernelSize, nullity: prepared.nullity };
}

// ---------------------------------------------------------------- graphs

/** The same graph with its vertices numbered by a random permutation (drawing positions dropped). */
export function renumberedGraph(graph: Graph, random: () => number): Graph {
  const name = Array.from({ length: graph.vertexCount }, (_, i) => i);
  for (let i = name.length - 1; i > 0; i--) {
    const j = random() % (i + 1);
    [name[i], name[j]] = [name[j]!, name[i]!];
  }
  return Graph.fromEdges(
    graph.vertexCount,
    graph.edges().map(([u, v]) => [name[u]!, name[v]!] as const),
  );
}

/** The entries where a nullity table (`table[m − 1][n − 1]`) differs from `want(m, n)`, as readable lines. */
export function tableDifferences(table: number[][], want: (m: number, n: number) => number): string[] {
  const out: string[] = [];
  table.forEach((row, i) => row.forEach((v, j) => v !== want(i + 1, j + 1) && out.push(`${i + 1}×${j + 1}: ${v}, want ${want(i + 1, j + 1)}`)));
  return out;
}
