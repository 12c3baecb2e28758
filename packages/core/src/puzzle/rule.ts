import { namedStencil, type Offset, type Stencil, transposeStencil } from './stencil.ts';

/**
 * How the board's edges behave: `plane` clips at every edge, `torus` wraps both directions,
 * `cylinder` wraps columns (left edge meets right edge) and clips rows.
 */
export type Topology = 'plane' | 'torus' | 'cylinder';

/** Every topology, in menu order. */
export const TOPOLOGIES: readonly Topology[] = ['plane', 'torus', 'cylinder'];

/** What a press does: a stencil of toggled offsets on a topology. */
export interface Rule {
  /** The toggled offsets. */
  readonly stencil: Stencil;
  /** The edge behaviour. */
  readonly topology: Topology;
}

/** The classic game: cross + centre on the plane. */
export const CLASSIC_RULE: Rule = Object.freeze({ stencil: namedStencil('cross'), topology: 'plane' });

/** A rule from a stencil and a topology (plane by default). */
export function makeRule(stencil: Stencil, topology: Topology = 'plane'): Rule {
  return { stencil, topology };
}

/** True when rows wrap around (bottom edge meets top edge). */
export function wrapsRows(topology: Topology): boolean {
  return topology === 'torus';
}

/** True when columns wrap around (right edge meets left edge). */
export function wrapsCols(topology: Topology): boolean {
  return topology !== 'plane';
}

const transposes = new WeakMap<Rule, Rule>();

/** The rule whose matrix is the transpose of `rule`'s; the same rule when the stencil is symmetric. */
export function transposeRule(rule: Rule): Rule {
  let transposed = transposes.get(rule);
  if (!transposed) {
    const stencil = transposeStencil(rule.stencil);
    transposed = stencil === rule.stencil ? rule : { stencil, topology: rule.topology };
    transposes.set(rule, transposed);
  }
  return transposed;
}

/** True when the stencil is exactly cross + centre, whatever the topology. */
export function isCrossWithCenter(rule: Rule): boolean {
  const o = rule.stencil.offsets;
  const want = namedStencil('cross').offsets;
  return o.length === want.length && o.every(([dr, dc], i) => dr === want[i]![0] && dc === want[i]![1]);
}

/** A short human name such as `cross on plane` or `.#./##./... on torus`. */
export function ruleName(rule: Rule): string {
  return `${rule.stencil.name} on ${rule.topology}`;
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/**
 * The rule's offsets as they act on a rows × cols board: offsets that can never land on the board are
 * dropped, and on a wrapping side offsets are reduced modulo the side. When two offsets land on the same
 * cell (a torus or cylinder side shorter than the stencil), that cell toggles once: the stencil is a set of
 * distinct cells, never a multiset. Wrapped components come back in [0, side).
 */
export function effectiveOffsets(rule: Rule, rows: number, cols: number): Offset[] {
  const wrapR = wrapsRows(rule.topology);
  const wrapC = wrapsCols(rule.topology);
  const seen = new Set<string>();
  const out: Offset[] = [];
  for (const [dr0, dc0] of rule.stencil.offsets) {
    if (!wrapR && Math.abs(dr0) >= rows) continue;
    if (!wrapC && Math.abs(dc0) >= cols) continue;
    const dr = wrapR ? mod(dr0, rows) : dr0;
    const dc = wrapC ? mod(dc0, cols) : dc0;
    const key = `${dr},${dc}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([dr, dc]);
  }
  return out;
}

/** The distinct cells (as r·cols + c) toggled by pressing (r, c) on a rows × cols board. */
export function toggledCells(rule: Rule, rows: number, cols: number, r: number, c: number): number[] {
  const out: number[] = [];
  for (const [dr, dc] of effectiveOffsets(rule, rows, cols)) {
    let rr = r + dr;
    let cc = c + dc;
    if (wrapsRows(rule.topology)) rr %= rows;
    else if (rr < 0 || rr >= rows) continue;
    if (wrapsCols(rule.topology)) cc %= cols;
    else if (cc < 0 || cc >= cols) continue;
    out.push(rr * cols + cc);
  }
  return out;
}
