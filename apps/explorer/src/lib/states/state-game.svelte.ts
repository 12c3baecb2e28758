import type { Mode } from '../game/mode.ts';
import { UndoStack } from '../game/undo-stack.svelte.ts';

/** Adds `times` presses at `index` to `lights` in place (mod the number of states). */
export type Presser = (lights: Uint8Array, index: number, times: number) => void;

/** A solution drawn over the lights: press counts still to make. */
export interface StateSolution {
  /** Presses still to make, per position (0..k−1). */
  readonly remaining: Uint8Array;
  /** Presses made since it was shown plus those still to make (the sum of the counts as first shown, grown by k for every press off the solution). */
  readonly total: number;
  /** True while the shown counts are proven to have the fewest presses. */
  readonly minimal: boolean;
  /** The core method that found it. */
  readonly method: string;
  /** Number of press patterns that solve the lights (the kernel size). */
  readonly solutions: bigint;
}

/** Why the lights cannot be solved: a quiet pattern y (of the transposed rule) with y·need ≢ 0 (mod k). */
export interface StateProof {
  /** The weights y, per position. */
  readonly weights: Uint8Array;
  /** Σ y·(k − lights) mod k: non-zero, and no press can change it. */
  readonly sum: number;
}

/** One position to press next: part of a solution, pressed `times` times there. */
export interface StateHint {
  /** The position to press. */
  readonly index: number;
  /** How many times the solution presses it (1..k−1). */
  readonly times: number;
  /** True when the solution it comes from has the fewest presses. */
  readonly minimal: boolean;
}

interface Snapshot {
  readonly lights: Uint8Array;
  readonly presses: number;
}

/**
 * Lights with k states at n positions (the cells of a grid, or the vertices of a graph): presses, edits,
 * undo/redo, a press counter, and the solution or proof drawn over them. The shape and what a press
 * reaches come from outside (`presser`); arrays are never mutated once shown, so Svelte sees every change.
 *
 * Presses commute: a press in play mode keeps a shown solution valid (its count there goes down by one,
 * mod k) and a shown proof valid (Σ y·A·e = 0 for every press, since y is quiet under Aᵀ).
 */
export class StateGame {
  /** The state of each position, in [0, states). */
  lights = $state.raw<Uint8Array>(new Uint8Array(0));
  /** Number of states k. */
  states = $state(3);
  /** What a click does. */
  mode = $state<Mode>('play');
  /** Presses made since the lights were last set. */
  presses = $state(0);
  /** The solution drawn over the lights. */
  solution = $state.raw<StateSolution | null>(null);
  /** The unsolvability proof drawn over the lights. */
  proof = $state.raw<StateProof | null>(null);
  /** One position to press next, if a hint is shown. */
  hint = $state.raw<StateHint | null>(null);
  /** Bumped on every change of the lights (answers for older versions are dropped). */
  version = $state(0);

  private readonly history = new UndoStack<Snapshot>();

  /** True when there is a change to undo. */
  get canUndo(): boolean {
    return this.history.canUndo;
  }
  /** True when there is an undone change to redo. */
  get canRedo(): boolean {
    return this.history.canRedo;
  }

  constructor(private presser: Presser) {}

  /** Number of positions. */
  get size(): number {
    return this.lights.length;
  }

  /** Positions whose light is not 0. */
  get lit(): number {
    let n = 0;
    for (const v of this.lights) if (v !== 0) n++;
    return n;
  }

  /** A new press rule (another stencil, game or graph); drops the overlays. */
  setPresser(presser: Presser): void {
    this.presser = presser;
    this.dropOverlays();
  }

  /** A click at `index`, as the mode says. */
  click(index: number): void {
    if (this.mode === 'play') this.press(index);
    else this.cycle(index);
  }

  /** Presses `index` once, counting it. */
  press(index: number): void {
    const next = this.lights.slice();
    this.presser(next, index, 1);
    this.record();
    this.lights = next;
    this.presses++;
    this.version++;
    const s = this.solution;
    if (s) {
      const remaining = s.remaining.slice();
      const marked = remaining[index]! > 0;
      remaining[index] = (remaining[index]! + this.states - 1) % this.states;
      // An unmarked press now needs k − 1 more there to undo: made + remaining grows by k.
      this.solution = { ...s, remaining, total: marked ? s.total : s.total + this.states, minimal: s.minimal && marked };
    }
    this.hint = null;
  }

  /** Adds 1 (mod k) to the one light at `index`. */
  cycle(index: number): void {
    const next = this.lights.slice();
    next[index] = (next[index]! + 1) % this.states;
    this.change(next, this.presses);
  }

  /** Every light to 0. */
  clear(): void {
    this.change(new Uint8Array(this.size), 0);
  }

  /** Every light to `value` (1 by default). */
  fill(value = 1): void {
    this.change(new Uint8Array(this.size).fill(value % this.states), 0);
  }

  /** Every light s to k − 1 − s. */
  invert(): void {
    const top = this.states - 1;
    this.change(this.lights.map((v) => top - v), this.presses);
  }

  /** Uniformly random lights; `random()` returns a float in [0, 1). */
  randomize(random: () => number = Math.random): void {
    this.change(Uint8Array.from({ length: this.size }, () => Math.floor(random() * this.states)), 0);
  }

  /** Random lights that can be solved: the effect of random presses on the all-0 lights. */
  randomizeSolvable(random: () => number = Math.random): void {
    const next = new Uint8Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const times = Math.floor(random() * this.states);
      if (times > 0) this.presser(next, i, times);
    }
    this.change(next, 0);
  }

  /** Adds `pattern` (mod k) to the lights, as one undoable change. */
  add(pattern: Uint8Array): void {
    const next = this.lights.slice();
    for (let i = 0; i < next.length; i++) next[i] = (next[i]! + (pattern[i] ?? 0)) % this.states;
    this.change(next, this.presses);
  }

  /** Makes every press of `counts` as one undoable change. */
  pressAll(counts: Uint8Array): void {
    const next = this.lights.slice();
    let made = 0;
    counts.forEach((times, i) => {
      if (times > 0) {
        this.presser(next, i, times);
        made += times;
      }
    });
    this.change(next, this.presses + made);
  }

  /** New lights (an import, a new graph or size); undoable. */
  load(lights: Uint8Array): void {
    this.change(lights, 0);
  }

  /** New lights as a fresh start: no undo history (a link being opened, a new shape). */
  reset(lights: Uint8Array, states = this.states): void {
    // Every snapshot holds a copy of the lights: keep the history to about 64 MB on big boards.
    this.history.clear(Math.max(8, Math.min(200, Math.floor(64_000_000 / Math.max(1, lights.length)))));
    this.states = states;
    this.lights = lights;
    this.presses = 0;
    this.version++;
    this.dropOverlays();
  }

  /** A new number of states: lights above k−1 are lowered to k−1. A fresh start. */
  setStates(states: number): void {
    if (states === this.states) return;
    this.reset(this.lights.map((v) => Math.min(v, states - 1)), states);
  }

  undo(): void {
    const previous = this.history.undo(this.snapshot());
    if (previous) this.restore(previous);
  }

  redo(): void {
    const next = this.history.redo(this.snapshot());
    if (next) this.restore(next);
  }

  /** Shows a solution found for the current lights. */
  showSolution(counts: Uint8Array, minimal: boolean, method: string, solutions: bigint): void {
    this.proof = null;
    this.solution = { remaining: counts, total: counts.reduce((s, v) => s + v, 0), minimal, method, solutions };
  }

  /** Shows why the current lights cannot be solved. */
  showProof(weights: Uint8Array): void {
    this.solution = null;
    this.hint = null;
    const k = this.states;
    let sum = 0;
    weights.forEach((y, i) => {
      sum = (sum + y * ((k - this.lights[i]!) % k)) % k;
    });
    this.proof = { weights, sum };
  }

  /**
   * Shows one position of `counts` (a solution of the current lights) to press next: the first with a
   * non-zero count. Returns false, showing nothing, when the lights are already solved (all counts 0).
   */
  showHint(counts: Uint8Array, minimal: boolean): boolean {
    const index = counts.findIndex((v) => v > 0);
    this.hint = index < 0 ? null : { index, times: counts[index]!, minimal };
    return index >= 0;
  }

  /** Positions of the shown solution still to press, in order, with their counts. */
  get pending(): Array<[index: number, count: number]> {
    const out: Array<[number, number]> = [];
    this.solution?.remaining.forEach((v, i) => {
      if (v > 0) out.push([i, v]);
    });
    return out;
  }

  /**
   * Makes the next `count` single presses of the shown solution (lowest position first, each position
   * pressed as often as its count) as one undoable change; returns how many were made.
   */
  step(count = 1): number {
    const s = this.solution;
    if (!s) return 0;
    const next = this.lights.slice();
    const remaining = s.remaining.slice();
    let made = 0;
    for (let i = 0; i < remaining.length && made < count; i++) {
      while (remaining[i]! > 0 && made < count) {
        this.presser(next, i, 1);
        remaining[i]!--;
        made++;
      }
    }
    if (made === 0) return 0;
    this.record();
    this.lights = next;
    this.presses += made;
    this.version++;
    this.solution = { ...s, remaining };
    this.hint = null;
    return made;
  }

  /** Removes the solution, the proof and the hint. */
  dropOverlays(): void {
    this.solution = null;
    this.proof = null;
    this.hint = null;
  }

  private change(next: Uint8Array, presses: number): void {
    this.record();
    this.lights = next;
    this.presses = presses;
    this.version++;
    this.dropOverlays();
  }

  private record(): void {
    this.history.push(this.snapshot());
  }

  private snapshot(): Snapshot {
    return { lights: this.lights, presses: this.presses };
  }

  private restore(s: Snapshot): void {
    this.lights = s.lights;
    this.presses = s.presses;
    this.version++;
    this.dropOverlays();
  }
}
