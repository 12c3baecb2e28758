import { applyPresses, Board, pressCell, randomBoard, randomSolvableBoard, type Rule } from '@lightsout/core';
import { firstCells } from './first-cells.ts';

/**
 * One kind of lights, by position (row-major cells, or graph vertices): what a press, an edit and the
 * overlays do to them. A game holds its lights as `L`, and so are its press counts and proof weights, so a
 * two-state board stays on the core's bit-packed `Board` and k states on a byte per position.
 * Functions named for a change return new lights; `press` and `bump` work in place on a copy being built.
 */
export interface Lights<L> {
  /** The state at `index`, in [0, k). */
  at(lights: L, index: number): number;
  /** Positions not at 0. */
  lit(lights: L): number;
  /** Sum of the values: the presses of a vector of press counts. */
  sum(lights: L): number;
  equals(a: L, b: L): boolean;
  copy(lights: L): L;
  /** Memory one copy takes, in bytes (undo keeps copies). */
  bytes(lights: L): number;
  /** The lights with every state above `top` lowered to it (a smaller k). */
  clamp(lights: L, top: number): L;
  /** Adds `times` presses at `index` into `lights`, in place; false (nothing done) while no rule is valid. */
  press(lights: L, index: number, times: number): boolean;
  /** Adds `delta` (mod k) to the one value at `index`, in place. */
  bump(lights: L, index: number, delta: number): void;
  /** Lights of the same shape, every one at `value` (mod k). */
  filled(like: L, value: number): L;
  /** Each state s becomes k − 1 − s. */
  invert(lights: L): L;
  /** The sum (mod k) of two vectors of the same shape. */
  add(a: L, b: L): L;
  /** Uniformly random lights of the same shape; `random()` in [0, 1) where the kind takes one. */
  random(like: L, random?: () => number): L;
  /** Random lights that can be solved (the effect of random presses); `null` while no rule is valid. */
  randomSolvable(like: L, random?: () => number): L | null;
  /** `lights` after every press of `counts`; `null` while no rule is valid. */
  pressAll(lights: L, counts: L): L | null;
  /** The first single presses of `counts` in position order, up to `count` of them, as [index, times]. */
  first(counts: L, count: number): Array<[index: number, times: number]>;
  /** The figure of an unsolvability proof: Σ w·(k − light) mod k, never 0 for a proof. */
  proofSum(weights: L, lights: L): number;
  /** Positions lit (not 0) inside the pattern: with two states, always odd for a proof. */
  overlap(pattern: L, lights: L): number;
}

/** Two states on the core's bit-packed board (row-major index r·cols + c); presses follow `rule()`. */
export function bitLights(rule: () => Rule | null): Lights<Board> {
  const cell = (b: Board, i: number): [number, number] => [Math.floor(i / b.cols), i % b.cols];
  return {
    at: (b, i) => (b.get(...cell(b, i)) ? 1 : 0),
    lit: (b) => b.count(),
    sum: (b) => b.count(),
    equals: (a, b) => a.equals(b),
    copy: (b) => b.clone(),
    bytes: (b) => b.words.byteLength,
    clamp: (b) => b,
    press(b, i, times) {
      const r = rule();
      if (!r) return false;
      if (times % 2 !== 0) pressCell(b, r, ...cell(b, i));
      return true;
    },
    bump: (b, i, delta) => {
      if (delta % 2 !== 0) b.toggle(...cell(b, i));
    },
    filled: (like, value) => Board.filled(like.rows, like.cols, value % 2 !== 0),
    invert: (b) => Board.filled(b.rows, b.cols).xor(b),
    add: (a, b) => a.clone().xor(b),
    random: (like) => randomBoard(like.rows, like.cols),
    randomSolvable(like) {
      const r = rule();
      return r ? randomSolvableBoard(like.rows, like.cols, { rule: r }) : null;
    },
    pressAll(b, counts) {
      const r = rule();
      return r ? applyPresses(b, counts, r) : null;
    },
    first: (counts, count) => firstCells(counts, count).map(([r, c]) => [r * counts.cols + c, 1]),
    proofSum: (pattern, b) => pattern.overlap(b) & 1,
    overlap: (pattern, b) => pattern.overlap(b),
  };
}

/** Adds `times` presses at `index` to `lights` in place (mod the number of states). */
export type Presser = (lights: Uint8Array, index: number, times: number) => void;

/** k states, a byte per position; `states()` is k and `presser` says what a press reaches. */
export function stateLights(states: () => number, presser: () => Presser | null): Lights<Uint8Array> {
  const lit = (l: Uint8Array) => l.reduce((n, v) => n + (v !== 0 ? 1 : 0), 0);
  return {
    at: (l, i) => l[i] ?? 0,
    lit,
    sum: (l) => l.reduce((s, v) => s + v, 0),
    equals: (a, b) => a.length === b.length && a.every((v, i) => v === b[i]),
    copy: (l) => l.slice(),
    bytes: (l) => l.length,
    clamp: (l, top) => l.map((v) => Math.min(v, top)),
    press(l, i, times) {
      const press = presser();
      if (!press) return false;
      press(l, i, times);
      return true;
    },
    bump: (l, i, delta) => {
      const k = states();
      l[i] = (((l[i]! + delta) % k) + k) % k;
    },
    filled: (like, value) => new Uint8Array(like.length).fill(value % states()),
    invert: (l) => l.map((v) => states() - 1 - v),
    add: (a, b) => a.map((v, i) => (v + (b[i] ?? 0)) % states()),
    random: (like, random = Math.random) => Uint8Array.from({ length: like.length }, () => Math.floor(random() * states())),
    randomSolvable(like, random = Math.random) {
      const press = presser();
      if (!press) return null;
      const next = new Uint8Array(like.length);
      for (let i = 0; i < next.length; i++) {
        const times = Math.floor(random() * states());
        if (times > 0) press(next, i, times);
      }
      return next;
    },
    pressAll(l, counts) {
      const press = presser();
      if (!press) return null;
      const next = l.slice();
      counts.forEach((times, i) => {
        if (times > 0) press(next, i, times);
      });
      return next;
    },
    first(counts, count) {
      const out: Array<[number, number]> = [];
      for (let i = 0, left = count; i < counts.length && left > 0; i++) {
        const times = Math.min(counts[i]!, left);
        if (times > 0) out.push([i, times]);
        left -= times;
      }
      return out;
    },
    proofSum(weights, l) {
      const k = states();
      return weights.reduce((s, y, i) => (s + y * ((k - l[i]!) % k)) % k, 0);
    },
    overlap: (pattern, l) => pattern.reduce((n, y, i) => n + (y !== 0 && l[i] !== 0 ? 1 : 0), 0),
  };
}
