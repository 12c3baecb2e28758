/**
 * The explorer's pages: one row each, everything else derived from it — the page switch, the link's
 * `view=`, the window title, the phone's settings toggle, the skip link and which settings show. The page
 * components are mapped in `App.svelte` by a `Record<View, …>`, so a row without a page fails the type check.
 */

/** What the header and the settings of a page need of the explorer. */
export interface ViewFacts {
  readonly rows: number;
  readonly cols: number;
  readonly states: number;
  /** Vertices of the graph page's graph. */
  readonly vertices: number;
}

/** One page of the explorer. */
export interface ViewInfo {
  /** Its button in the page switch. */
  readonly label: string;
  /** The window title. */
  readonly title: (facts: ViewFacts) => string;
  /** The phone's toggle for the settings panel. */
  readonly settingsLabel: string;
  /** The skip link's text. */
  readonly skipLabel: string;
  /** The settings shown beside it: the size form, the rule picker and the states selector, or the graph's own. */
  readonly settings: { readonly size?: boolean; readonly rule?: boolean; readonly states?: boolean; readonly graph?: boolean };
}

const SUFFIX = ' · Lights Out explorer';

/** The pages, in the order of the page switch. */
export const VIEWS = {
  board: {
    label: 'Board',
    title: ({ rows, cols, states }) => `${rows} × ${cols}${states > 2 ? `, ${states} states` : ''}${SUFFIX}`,
    settingsLabel: 'Size, rule and states',
    skipLabel: 'Skip to the board',
    settings: { size: true, rule: true, states: true },
  },
  learn: {
    label: 'Learn',
    title: ({ rows, cols }) => `Learn, ${rows} × ${cols}${SUFFIX}`,
    settingsLabel: 'Size and rule',
    skipLabel: 'Skip to the content',
    settings: { size: true, rule: true },
  },
  graph: {
    label: 'Graph',
    title: ({ vertices }) => `Graph, ${vertices} vertices${SUFFIX}`,
    settingsLabel: 'Graph, game and states',
    skipLabel: 'Skip to the graph',
    settings: { graph: true },
  },
  atlas: {
    label: 'Atlas of sizes',
    title: () => `Atlas of sizes${SUFFIX}`,
    settingsLabel: 'Rule',
    skipLabel: 'Skip to the content',
    settings: { rule: true },
  },
} as const satisfies Record<string, ViewInfo>;

/** Which page is shown. */
export type View = keyof typeof VIEWS;

/** Every page, in the order of the page switch. */
export const VIEW_NAMES = Object.keys(VIEWS) as View[];

/** True when `text` names a page. */
export function isView(text: string): text is View {
  return Object.hasOwn(VIEWS, text);
}
