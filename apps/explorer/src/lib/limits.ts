/** Largest board side the explorer opens; larger sizes are refused with a message. */
export const MAX_SIDE = 1000;

/** Boards with both sides at most this render as buttons; larger ones on a canvas. */
export const BUTTON_BOARD_MAX_SIDE = 32;

/** Boards up to this many cells get a fewest-presses search; larger ones show the solver's answer. */
export const MINIMAL_SEARCH_MAX_CELLS = 40_000;

/** Quiet patterns sent back as thumbnails at most; the panel says how many more there are. */
export const MAX_PATTERN_THUMBNAILS = 48;

/** Largest heat-map side N offered in the atlas (sizes 1..N × 1..N). */
export const ATLAS_MAX_SIDE = 300;

/** Largest n offered in the atlas's n × n chart. */
export const CHART_MAX_SIDE = 5000;

/** Largest graph the graph page opens (pasted, uploaded or linked): it is drawn as SVG buttons. */
export const MAX_DRAWN_VERTICES = 2000;

/** Most edges of a graph the graph page opens. */
export const MAX_GRAPH_EDGES = 200_000;

/** Fewest states offered by the selector; 2 is the ordinary on/off board. */
export const MIN_STATES = 2;

/** Most states offered by the selector (the colours stay tellable apart up to here). */
export const MAX_UI_STATES = 10;

/** True for a state count the selector offers. */
export function isUiStates(k: number): boolean {
  return Number.isInteger(k) && k >= MIN_STATES && k <= MAX_UI_STATES;
}

/** A size check: the message to show, or `null` when rows × cols can be opened. */
export function sizeProblem(rows: number, cols: number): string | null {
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1) {
    return 'Rows and columns must be whole numbers from 1.';
  }
  if (rows > MAX_SIDE || cols > MAX_SIDE) {
    return `${rows} × ${cols} is larger than the explorer opens: at most ${MAX_SIDE} × ${MAX_SIDE}.`;
  }
  return null;
}
