/**
 * How the board's edges behave, axis by axis: an axis either clips (a press past the edge does nothing
 * there) or wraps (the far edge meets the near one). A topology names one behaviour per axis; adding a
 * topology is adding an entry here (every press, matrix and chase goes through {@link neighbourhoodOf}).
 */

/** `plane` clips at every edge, `torus` wraps both directions, `cylinder` wraps columns and clips rows. */
export type Topology = 'plane' | 'torus' | 'cylinder';

/** What an axis does at its ends. */
export type Edge = 'clip' | 'wrap';

/** Each topology's edge behaviour along rows (top and bottom) and columns (left and right). */
export const TOPOLOGY_EDGES: Readonly<
  Record<
    Topology,
    {
      /** Along rows: the top and bottom edges. */
      readonly rows: Edge;
      /** Along columns: the left and right edges. */
      readonly cols: Edge;
    }
  >
> = Object.freeze({
  plane: { rows: 'clip', cols: 'clip' },
  torus: { rows: 'wrap', cols: 'wrap' },
  cylinder: { rows: 'clip', cols: 'wrap' },
});

/** Every topology, in menu order. */
export const TOPOLOGIES: readonly Topology[] = Object.freeze(Object.keys(TOPOLOGY_EDGES) as Topology[]);

/**
 * True when rows wrap around (bottom edge meets top edge).
 *
 * @param topology A topology.
 * @returns Whether rows wrap.
 */
export function wrapsRows(topology: Topology): boolean {
  return TOPOLOGY_EDGES[topology].rows === 'wrap';
}

/**
 * True when columns wrap around (right edge meets left edge).
 *
 * @param topology A topology.
 * @returns Whether columns wrap.
 */
export function wrapsCols(topology: Topology): boolean {
  return TOPOLOGY_EDGES[topology].cols === 'wrap';
}

/** True for a known topology name (for values from plain JavaScript or text). */
export function isTopology(name: unknown): name is Topology {
  return typeof name === 'string' && Object.hasOwn(TOPOLOGY_EDGES, name);
}
