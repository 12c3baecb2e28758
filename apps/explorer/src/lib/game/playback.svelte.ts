/** Timer functions, injectable for tests. */
export interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Animation length aimed for, in milliseconds, whatever the number of presses. */
const ANIMATION_MS = 3000;

/**
 * Plays the presses of a shown solution as an animation: about three seconds in all, at most 150 ticks of
 * 30–400 ms each, several presses per tick on big boards.
 */
export class Playback {
  /** True while the animation runs. */
  playing = $state(false);

  private timer: unknown = null;

  constructor(private readonly timers: Timers = globalThis) {}

  /** Plays `remaining` presses; `tick(count)` makes up to `count` of them and says whether to go on. */
  start(remaining: number, tick: (count: number) => boolean): void {
    this.stop();
    const ticks = Math.min(remaining, 150);
    const perTick = Math.ceil(remaining / ticks);
    const ms = Math.max(30, Math.min(400, ANIMATION_MS / ticks));
    this.playing = true;
    this.timer = this.timers.setInterval(() => {
      if (!tick(perTick)) this.stop();
    }, ms);
  }

  /** Stops the animation. */
  stop(): void {
    if (this.timer !== null) this.timers.clearInterval(this.timer);
    this.timer = null;
    this.playing = false;
  }
}
