import { type EdgeKind, type Edges, NAMED_TOPOLOGIES, type Topology } from '@lightsout/core';

/** A side of the board. */
export type Side = 'top' | 'right' | 'bottom' | 'left';

/** Which way a seam's arrow points on the board as drawn. */
export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * One glued side, as a fundamental polygon draws it: the two sides of a pair carry arrows that are matched
 * head to head when the sides are glued, so equal arrows mean the sides meet the same way round (a wrap)
 * and opposite arrows mean they meet reversed (a twist).
 */
export interface Seam {
  readonly side: Side;
  readonly edge: Exclude<EdgeKind, 'clip'>;
  readonly direction: Direction;
  /** The arrow as a character. */
  readonly arrow: string;
  /** What the marker says, for the accessible name and the tooltip. */
  readonly label: string;
}

const ARROWS: Record<Direction, string> = { up: '↑', down: '↓', left: '←', right: '→' };
const OPPOSITE: Record<Side, Side> = { top: 'bottom', right: 'left', bottom: 'top', left: 'right' };
const NAMES: Record<Side, string> = { top: 'Top', right: 'Right', bottom: 'Bottom', left: 'Left' };

/** The edge kind of each axis of a topology (a name of the core's table, or `rows,cols`). */
export function edgesOf(topology: Topology): Edges {
  const named = NAMED_TOPOLOGIES.find((t) => t.name === topology);
  if (named) return named.edges;
  const [rows, cols] = topology.split(',') as [EdgeKind, EdgeKind];
  return { rows, cols };
}

/**
 * The glued sides of a board under `topology`, with the way each runs. The columns edge glues the left side
 * to the right one (a twist: upside down, row r meets row m − 1 − r), the rows edge the top to the bottom
 * (a twist: mirrored, column c meets column n − 1 − c); a clipped axis has no seam.
 */
export function seamsOf(topology: Topology): Seam[] {
  const { rows, cols } = edgesOf(topology);
  const seams: Seam[] = [];
  const pair = (edge: EdgeKind, first: Side, second: Side, along: Direction, back: Direction, how: string): void => {
    if (edge === 'clip') return;
    for (const [side, direction] of [
      [first, along],
      [second, edge === 'twist' ? back : along],
    ] as const) {
      const way = edge === 'twist' ? how : 'the same way round';
      seams.push({ side, edge, direction, arrow: ARROWS[direction], label: `${NAMES[side]} side: glued to the ${OPPOSITE[side]} side, ${way} (arrow ${direction})` });
    }
  };
  pair(rows, 'top', 'bottom', 'right', 'left', 'mirrored');
  pair(cols, 'left', 'right', 'down', 'up', 'upside down');
  return seams;
}

/** A line under the board on the surface it is played on, e.g. `Möbius strip: the left edge meets the right upside down; …`. */
export function surfaceNote(topology: Topology): string {
  const named = NAMED_TOPOLOGIES.find((t) => t.name === topology);
  const { rows, cols } = edgesOf(topology);
  const what = named ? `${named.label}: ${named.help}` : `Edges ${rows} (top and bottom), ${cols} (left and right)`;
  return `${what}. The arrows on the sides show how they are glued: the same way on a wrap, opposite ways on a twist.`;
}
