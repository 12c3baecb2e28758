/**
 * How the board's edges behave, as data. Each axis has an edge kind: `clip` (a press past the edge does
 * nothing there), `wrap` (the far edge meets the near one) or `twist` (the far edge meets the near one
 * reflected). The columns edge says what lies past the left and right sides, the rows edge what lies past
 * the top and bottom. A topology is a pair of edge kinds, named when it is one of {@link NAMED_TOPOLOGIES}.
 *
 * Adding a surface is adding a row to {@link NAMED_TOPOLOGIES}; every press, matrix and chase resolves it
 * through {@link Neighbourhood}, and each solver method states in its `edges` which edge kinds it takes.
 *
 * Case: names and edge kinds are lowercase, read exactly, everywhere (`makeRule`, the CLI's `--topology`, the
 * explorer's links): `TORUS` is refused like any unknown name, with the valid list and the lowercase hint.
 * A rule holds the canonical value: the name when the pair has one ({@link topologyOf}).
 */
import { ArgumentError } from '../errors.ts';

/** What an axis does past its ends. */
export type EdgeKind = 'clip' | 'wrap' | 'twist';

/** Every edge kind, in menu order. */
export const EDGE_KINDS: readonly EdgeKind[] = Object.freeze(['clip', 'wrap', 'twist'] as const);

/** The edge kind of each axis. */
export interface Edges {
  /** Past the top and bottom sides. */
  readonly rows: EdgeKind;
  /** Past the left and right sides. */
  readonly cols: EdgeKind;
}

/** The named surfaces. */
export type TopologyName = 'plane' | 'torus' | 'cylinder' | 'mobius' | 'klein' | 'projective';

/** A pair of edge kinds written `rows,cols`, such as `twist,clip`. */
export type EdgePair = `${EdgeKind},${EdgeKind}`;

/** A topology: a named surface, or a pair of edge kinds that has no name (canonical values only). */
export type Topology = TopologyName | EdgePair;

/** One named surface: its name, its edges, a label for menus and a line of help. */
export interface TopologyInfo {
  /** The name, lowercase. */
  readonly name: TopologyName;
  /** The edge kind of each axis. */
  readonly edges: Edges;
  /** A label for menus, such as `Möbius strip`. */
  readonly label: string;
  /** One line saying what lies past the edges. */
  readonly help: string;
}

const info = (name: TopologyName, rows: EdgeKind, cols: EdgeKind, label: string, help: string): TopologyInfo =>
  Object.freeze({ name, edges: Object.freeze({ rows, cols }), label, help });

/** The named surfaces, in menu order: the one table the library, the CLI and the explorer read. */
export const NAMED_TOPOLOGIES: readonly TopologyInfo[] = Object.freeze([
  info('plane', 'clip', 'clip', 'Plane', 'presses stop at every edge'),
  info('torus', 'wrap', 'wrap', 'Torus', 'the left edge meets the right, and the top meets the bottom'),
  info('cylinder', 'clip', 'wrap', 'Cylinder', 'the left edge meets the right; presses stop at the top and bottom'),
  info('mobius', 'clip', 'twist', 'Möbius strip', 'the left edge meets the right upside down; presses stop at the top and bottom'),
  info('klein', 'wrap', 'twist', 'Klein bottle', 'the left edge meets the right upside down, and the top meets the bottom'),
  info('projective', 'twist', 'twist', 'Projective plane', 'the left edge meets the right upside down, and the top meets the bottom mirrored'),
]);

/** Every named topology, in menu order. */
export const TOPOLOGIES: readonly TopologyName[] = Object.freeze(NAMED_TOPOLOGIES.map((t) => t.name));

const byValue = new Map<string, Edges>();
const canonical = new Map<string, Topology>();
for (const rows of EDGE_KINDS) {
  for (const cols of EDGE_KINDS) {
    const pair: EdgePair = `${rows},${cols}`;
    const named = NAMED_TOPOLOGIES.find((t) => t.edges.rows === rows && t.edges.cols === cols);
    const edges = named?.edges ?? Object.freeze({ rows, cols });
    byValue.set(pair, edges);
    canonical.set(pair, named?.name ?? pair);
    if (named) {
      byValue.set(named.name, edges);
      canonical.set(named.name, named.name);
    }
  }
}

/** Every canonical topology: the names in menu order, then the edge pairs that have no name. */
export const TOPOLOGY_VALUES: readonly Topology[] = Object.freeze([...new Set(canonical.values())].sort((a, b) => order(a) - order(b)));

function order(t: Topology): number {
  const i = TOPOLOGIES.indexOf(t as TopologyName);
  return i >= 0 ? i : TOPOLOGIES.length + EDGE_KINDS.indexOf(edgesOf(t).rows) * 3 + EDGE_KINDS.indexOf(edgesOf(t).cols);
}

/** Each named topology's edges (the named rows of the table, by name). */
export const TOPOLOGY_EDGES: Readonly<Record<TopologyName, Edges>> = Object.freeze(
  Object.fromEntries(NAMED_TOPOLOGIES.map((t) => [t.name, t.edges])) as Record<TopologyName, Edges>,
);

/** True for a canonical topology value: a name of {@link TOPOLOGIES}, or an edge pair that has no name. */
export function isTopology(value: unknown): value is Topology {
  return typeof value === 'string' && canonical.get(value) === value;
}

/**
 * The edge kinds of a topology (a name or an edge pair).
 *
 * @param topology A topology.
 * @returns Its edges (a shared frozen object).
 * @throws {ArgumentError} for an unknown value.
 */
export function edgesOf(topology: Topology): Edges {
  const edges = byValue.get(topology);
  if (!edges) throw new ArgumentError(unknownTopology(topology));
  return edges;
}

/**
 * The canonical topology of a pair of edge kinds: its name when it has one, else `rows,cols`.
 *
 * @param edges The edge kind of each axis.
 * @returns The canonical value.
 * @throws {ArgumentError} for an unknown edge kind.
 */
export function topologyOf(edges: Edges): Topology {
  const value = edges && typeof edges === 'object' ? canonical.get(`${edges.rows},${edges.cols}`) : undefined;
  if (!value) throw new ArgumentError(unknownTopology(edges));
  return value;
}

/**
 * Reads a topology: a name (`mobius`), an edge pair `rows,cols` (`twist,clip`), or `{ rows, cols }`, in
 * lowercase exactly; a named pair becomes its name.
 *
 * @param input Text or edges.
 * @returns The canonical topology.
 * @throws {ArgumentError} for anything else, listing the valid names and edge kinds.
 */
export function parseTopology(input: string | Edges): Topology {
  if (typeof input !== 'string') return topologyOf(input);
  const value = canonical.get(input);
  if (!value) throw new ArgumentError(unknownTopology(input));
  return value;
}

/** The message for an unknown topology, with what is valid (and the lowercase form when that is one). */
function unknownTopology(value: unknown): string {
  const shown = typeof value === 'string' ? JSON.stringify(value) : value && typeof value === 'object' ? JSON.stringify(value) : String(value);
  const lower = typeof value === 'string' ? value.trim().toLowerCase().replace(/\s*,\s*/, ',') : '';
  const hint = canonical.has(lower) ? ` (names are lowercase: did you mean ${JSON.stringify(lower)}?)` : '';
  return `unknown topology ${shown}${hint}; expected one of ${TOPOLOGIES.join(', ')}, or edges ROWS,COLS with each one of ${EDGE_KINDS.join(', ')}`;
}

/** Edge kinds a solver method takes: it applies when some rectangle holds both the rows and the columns edge. */
export type EdgeSupport = readonly {
  /** The rows edges taken. */
  readonly rows: readonly EdgeKind[];
  /** The columns edges taken. */
  readonly cols: readonly EdgeKind[];
}[];

/** Every pair of edge kinds. */
export const ANY_EDGES: EdgeSupport = Object.freeze([{ rows: EDGE_KINDS, cols: EDGE_KINDS }]);

/** Clip or wrap on each axis (the translation-invariant surfaces: plane, cylinder, torus). */
export const UNTWISTED_EDGES: EdgeSupport = Object.freeze([{ rows: ['clip', 'wrap'], cols: ['clip', 'wrap'] }] as const);

/**
 * True when a topology's edges are among those a method takes.
 *
 * @param topology A topology.
 * @param support The method's edge kinds.
 * @returns Whether some rectangle of `support` holds both edges.
 */
export function edgesAre(topology: Topology, support: EdgeSupport): boolean {
  const { rows, cols } = edgesOf(topology);
  return support.some((s) => s.rows.includes(rows) && s.cols.includes(cols));
}

/** True when some axis of the topology twists (presses are then not the same offsets at every cell). */
export function isTwisted(topology: Topology): boolean {
  const { rows, cols } = edgesOf(topology);
  return rows === 'twist' || cols === 'twist';
}
