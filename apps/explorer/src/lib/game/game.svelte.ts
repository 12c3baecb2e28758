import type { Lights } from './lights.ts';
import type { Mode } from './mode.ts';
import type { GameHelp, Hint, Puzzle, ShownProof, ShownSolution } from './overlays.ts';
import { UndoStack } from './undo-stack.svelte.ts';

export type { GameHelp, Hint, Puzzle, ShownProof, ShownSolution } from './overlays.ts';

const NO_HELP: GameHelp = Object.freeze({ solution: false, hints: 0 });

interface Snapshot<L> {
  readonly lights: L;
  readonly presses: number;
  readonly from: L | null;
  readonly help: GameHelp;
}

/**
 * The lights being played, of any kind (a bit-packed board, k states on a grid or a graph): the click mode,
 * the press counter, undo/redo, the win, and what is drawn over them (a solution, a proof, a hint). Lights
 * are never changed once shown: every change makes new ones, so Svelte sees it and undo keeps snapshots.
 *
 * Presses commute: a press in play mode keeps a shown solution valid (its count there goes down by one,
 * mod k) and a shown proof valid (y is quiet under Aᵀ, so Σ y·A·e = 0); new lights drop them, and tell
 * the listeners in {@link changed} (the solver forgets its answer).
 */
export class Game<L> {
  lights: L = $state.raw() as L;
  /** Number of states k. */
  states = $state(2);
  mode = $state<Mode>('play');
  /** Presses made since the lights were last set. */
  presses = $state(0);
  solution = $state.raw<ShownSolution<L> | null>(null);
  proof = $state.raw<ShownProof<L> | null>(null);
  hint = $state.raw<Hint | null>(null);
  /** Bumped on every change of the lights; answers for an older version are dropped. */
  version = $state(0);
  /** The lights before the first press since they were last set: what the presses so far set out to solve. */
  from = $state.raw<L | null>(null);
  /** The puzzle being played, when the lights came from the new-puzzle flow. */
  puzzle = $state.raw<Puzzle | null>(null);
  /** The help this game has had (a win after seeing the solution is not praised as a perfect game). */
  help = $state.raw<GameHelp>(NO_HELP);
  /** Called whenever the lights are set anew (not by a press): an edit, an import, undo, a new shape. */
  readonly changed: Array<() => void> = [];

  private readonly history = new UndoStack<Snapshot<L>>();

  constructor(
    readonly kind: Lights<L>,
    lights: L,
    states = 2,
  ) {
    this.lights = lights;
    this.states = states;
  }

  /** True when presses brought every light to 0: the game is won. */
  get won(): boolean {
    return this.presses > 0 && this.from !== null && this.kind.lit(this.from) > 0 && this.kind.lit(this.lights) === 0;
  }
  /** Positions not at 0. */
  get lit(): number {
    return this.kind.lit(this.lights);
  }
  get canUndo(): boolean {
    return this.history.canUndo;
  }
  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** A click at `index`, as the mode says. */
  click(index: number): void {
    if (this.mode === 'play') this.press(index);
    else this.cycle(index);
  }

  /** Presses `index` once and counts it. */
  press(index: number): void {
    const next = this.kind.copy(this.lights);
    if (!this.kind.press(next, index, 1)) return;
    this.advance(next, 1);
    const s = this.solution;
    if (s) {
      const marked = this.kind.at(s.remaining, index) > 0;
      const remaining = this.kind.copy(s.remaining);
      this.kind.bump(remaining, index, -1);
      // An unmarked press needs k − 1 more there to undo: made + remaining grows by k.
      this.solution = { ...s, remaining, total: marked ? s.total : s.total + this.states, minimal: s.minimal && marked, bound: marked ? s.bound : null };
    }
  }

  /** Adds 1 (mod k) to the one light at `index`: new lights, so the press counter starts again. */
  cycle(index: number): void {
    const next = this.kind.copy(this.lights);
    this.kind.bump(next, index, 1);
    this.change(next, 0);
  }
  clear(): void {
    this.change(this.kind.filled(this.lights, 0), 0);
  }
  /** Every light to `value` (1 by default). */
  fill(value = 1): void {
    this.change(this.kind.filled(this.lights, value), 0);
  }
  /** Every light s to k − 1 − s, keeping the press count. */
  invert(): void {
    this.change(this.kind.invert(this.lights), this.presses);
  }
  randomize(random?: () => number): void {
    this.change(this.kind.random(this.lights, random), 0);
  }
  /** Random lights the rule can solve. */
  randomizeSolvable(random?: () => number): void {
    const next = this.kind.randomSolvable(this.lights, random);
    if (next) this.change(next, 0);
  }
  /** Adds `pattern` (mod k) to the lights: new lights to solve. */
  add(pattern: L): void {
    this.change(this.kind.add(this.lights, pattern), 0);
  }

  /** Makes every press of `counts` as one undoable change, keeping a shown solution (no longer minimal). */
  pressAll(counts: L): void {
    const next = this.kind.pressAll(this.lights, counts);
    if (!next) return;
    const made = this.kind.sum(counts);
    const { solution } = this;
    const from = this.presses === 0 ? this.lights : this.from;
    this.change(next, this.presses + made);
    if (made > 0) this.from = from;
    if (solution) {
      const remaining = this.kind.copy(solution.remaining);
      for (const [i, times] of this.kind.first(counts, made)) this.kind.bump(remaining, i, -times);
      this.solution = { ...solution, remaining, minimal: false, bound: null };
    }
  }

  /** New lights (an import, a size); undoable. */
  load(lights: L): void {
    this.change(lights, 0);
  }

  /** New lights as a fresh start: no undo history (a link being opened, a new shape or k). */
  reset(lights: L, states = this.states): void {
    // Every snapshot holds a copy of the lights: keep the history to about 64 MB on big boards.
    this.history.clear(Math.max(8, Math.min(200, Math.floor(64_000_000 / Math.max(1, this.kind.bytes(lights))))));
    this.states = states;
    this.lights = lights;
    this.presses = 0;
    this.from = null;
    this.help = NO_HELP;
    this.puzzle = null;
    this.settle();
  }

  /** A new number of states: lights above k − 1 are lowered to it. A fresh start. */
  setStates(states: number): void {
    if (states !== this.states) this.reset(this.kind.clamp(this.lights, states - 1), states);
  }

  /** Starts a puzzle from the new-puzzle flow: its lights, undoable, with its difficulty and fewest presses. */
  startPuzzle(lights: L, puzzle: Puzzle): void {
    this.mode = 'play';
    this.load(lights);
    this.puzzle = puzzle;
  }

  undo(): void {
    const previous = this.history.undo(this.snapshot());
    if (previous) this.restore(previous);
  }
  redo(): void {
    const next = this.history.redo(this.snapshot());
    if (next) this.restore(next);
  }

  /** Shows a solution found for the current lights (`bound`: a proven lower bound, when not `minimal`). */
  showSolution(counts: L, minimal: boolean, method: string, solutions: bigint | null = null, bound: number | null = null): void {
    this.proof = null;
    this.solution = { remaining: counts, total: this.kind.sum(counts), minimal, method, solutions, bound: minimal ? null : bound };
    this.help = { ...this.help, solution: true };
  }

  /** Shows why the current lights cannot be solved. */
  showProof(weights: L): void {
    this.solution = null;
    this.hint = null;
    this.proof = { weights, sum: this.kind.proofSum(weights, this.lights), overlap: this.kind.overlap(weights, this.lights) };
  }

  /** Rings the first position `counts` (a solution) presses; false, showing nothing, when it presses none. */
  showHint(counts: L, minimal: boolean): boolean {
    const [first] = this.kind.first(counts, 1);
    this.hint = first ? { index: first[0], times: this.kind.at(counts, first[0]), minimal } : null;
    if (first) this.help = { ...this.help, hints: this.help.hints + 1 };
    return first !== undefined;
  }

  /** Positions of the shown solution still to press, in order, with their counts. */
  get pending(): Array<[index: number, count: number]> {
    const s = this.solution;
    return s ? this.kind.first(s.remaining, this.kind.sum(s.remaining)) : [];
  }

  /** Makes the next `count` single presses of the shown solution as one undoable change; how many were made. */
  step(count = 1): number {
    const s = this.solution;
    if (!s) return 0;
    const presses = this.kind.first(s.remaining, count);
    const next = this.kind.copy(this.lights);
    const remaining = this.kind.copy(s.remaining);
    let made = 0;
    for (const [i, times] of presses) {
      if (!this.kind.press(next, i, times)) return 0;
      this.kind.bump(remaining, i, -times);
      made += times;
    }
    if (made === 0) return 0;
    this.advance(next, made);
    this.solution = { ...s, remaining };
    return made;
  }

  /** Removes the solution, the proof and the hint. */
  dropOverlays(): void {
    this.solution = null;
    this.proof = null;
    this.hint = null;
  }

  /** Presses made: recorded, counted, the win's starting lights kept. */
  private advance(next: L, made: number): void {
    this.record();
    if (this.presses === 0) this.from = this.lights;
    this.lights = next;
    this.presses += made;
    this.version++;
    this.hint = null;
  }

  /** New lights, as one undoable change; nothing at all when it changes nothing. */
  private change(next: L, presses: number): void {
    if (presses === this.presses && this.kind.equals(next, this.lights)) return;
    this.record();
    this.lights = next;
    this.presses = presses;
    if (presses === 0) {
      this.from = null;
      this.help = NO_HELP;
    }
    this.puzzle = null;
    this.settle();
  }

  private settle(): void {
    this.version++;
    this.dropOverlays();
    for (const listener of this.changed) listener();
  }

  private record(): void {
    this.history.push(this.snapshot());
  }

  private snapshot(): Snapshot<L> {
    return { lights: this.lights, presses: this.presses, from: this.from, help: this.help };
  }

  private restore(s: Snapshot<L>): void {
    this.lights = s.lights;
    this.presses = s.presses;
    this.from = s.from;
    this.help = s.help;
    this.settle();
  }
}
