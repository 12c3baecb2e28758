import type { Board, Rule } from '@lightsout/core';
import type { Timers } from '../game/playback.svelte.ts';
import { CHASE_MAX_SIDE, canChase, type ChaseStep, chaseSteps } from './chase.ts';
import { type EliminationFrame, eliminate, SYSTEM_MAX_SIDE } from './elimination.ts';

/** Which lesson is shown: the linear system solved by elimination, or light chasing. */
export type Lesson = 'system' | 'chase';

/** Play speeds: milliseconds per step. */
export const SPEEDS = { slow: 1600, normal: 700, fast: 200 } as const;

/** A play speed's name. */
export type Speed = keyof typeof SPEEDS;

/**
 * The Learn view: a lesson on the current lights and rule, as a list of steps computed once, and where the
 * reader is in it (kept in the link). Step, back, play at a speed; the steps follow the board, so a new board
 * or rule starts the lesson again.
 */
export class LearnState {
  lesson = $state<Lesson>('system');
  /** The step shown, 0-based. */
  step = $state(0);
  speed = $state<Speed>('normal');
  playing = $state(false);

  private timer: unknown = null;

  constructor(
    private readonly source: () => { board: Board; rule: Rule | null },
    private readonly timers: Timers = globalThis,
  ) {}

  /** Why the linear system cannot be shown for this board, or null when it can. */
  get systemProblem(): string | null {
    const { board, rule } = this.source();
    if (!rule) return 'The custom stencil is not valid yet.';
    if (board.rows > SYSTEM_MAX_SIDE || board.cols > SYSTEM_MAX_SIDE) {
      return `The linear system is shown for boards up to ${SYSTEM_MAX_SIDE} × ${SYSTEM_MAX_SIDE} (${SYSTEM_MAX_SIDE ** 2} unknowns); this one is ${board.rows} × ${board.cols}.`;
    }
    return null;
  }

  /** Why light chasing cannot be shown for this board and rule, or null when it can. */
  get chaseProblem(): string | null {
    const { board, rule } = this.source();
    if (!rule) return 'The custom stencil is not valid yet.';
    if (board.rows < 2) return 'Light chasing needs at least two rows.';
    if (board.rows > CHASE_MAX_SIDE || board.cols > CHASE_MAX_SIDE) {
      return `Light chasing is shown for boards up to ${CHASE_MAX_SIDE} × ${CHASE_MAX_SIDE}; this one is ${board.rows} × ${board.cols}.`;
    }
    if (!canChase(rule, board.rows, board.cols)) {
      return 'Light chasing works when a press reaches the row above only in its own column, and no further up: the cross, with or without its centre, on the plane or a cylinder. Switch to such a rule to follow it.';
    }
    return null;
  }

  /** The elimination frames, or null when the system is not shown. */
  readonly frames: EliminationFrame[] | null = $derived.by(() => {
    if (this.lesson !== 'system' || this.systemProblem) return null;
    const { board, rule } = this.source();
    return eliminate(board, rule!);
  });

  /** The chase steps, or null when chasing is not shown. */
  readonly chase: ChaseStep[] | null = $derived.by(() => {
    if (this.lesson !== 'chase' || this.chaseProblem) return null;
    const { board, rule } = this.source();
    return chaseSteps(board, rule!);
  });

  /** Number of steps in the lesson shown. */
  get total(): number {
    return (this.lesson === 'system' ? this.frames?.length : this.chase?.length) ?? 0;
  }

  /** The step shown, within the lesson. */
  get at(): number {
    return Math.min(this.step, Math.max(0, this.total - 1));
  }

  /** Shows another lesson, from its start. */
  open(lesson: Lesson): void {
    this.pause();
    this.lesson = lesson;
    this.step = 0;
  }

  /** Goes to step `i` (clamped). */
  go(i: number): void {
    this.step = Math.max(0, Math.min(this.total - 1, i));
  }

  next(): void {
    this.pause();
    this.go(this.at + 1);
  }

  /** The first step after the one shown whose kind is one of `kinds`, or `null` (a jump: next pivot, reduced form, answer). */
  nextOf(kinds: readonly string[]): number | null {
    const steps: readonly { readonly kind: string }[] = this.lesson === 'system' ? (this.frames ?? []).map((f) => f.step) : (this.chase ?? []);
    for (let i = this.at + 1; i < steps.length; i++) if (kinds.includes(steps[i]!.kind)) return i;
    return null;
  }

  /** Jumps to the next step of one of `kinds`, if there is one. */
  jump(kinds: readonly string[]): void {
    const i = this.nextOf(kinds);
    if (i === null) return;
    this.pause();
    this.go(i);
  }

  back(): void {
    this.pause();
    this.go(this.at - 1);
  }

  /** Plays the remaining steps at the chosen speed; from the start when at the end. */
  play(): void {
    this.pause();
    if (this.at >= this.total - 1) this.step = 0;
    this.playing = true;
    this.timer = this.timers.setInterval(() => {
      if (this.at >= this.total - 1) this.pause();
      else this.step = this.at + 1;
    }, SPEEDS[this.speed]);
  }

  pause(): void {
    if (this.timer !== null) this.timers.clearInterval(this.timer);
    this.timer = null;
    this.playing = false;
  }

  /** A new speed; a running play continues at it. */
  setSpeed(speed: Speed): void {
    this.speed = speed;
    if (this.playing) this.play();
  }
}
