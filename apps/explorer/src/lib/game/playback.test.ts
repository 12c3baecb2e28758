import { describe, expect, it } from 'vitest';
import { Playback } from './playback.svelte.ts';

describe('Playback', () => {
  it('ticks about three seconds in all, several presses a tick on big boards, until told to stop', () => {
    let callback: (() => void) | null = null;
    let interval = 0;
    const playback = new Playback({
      setInterval: (fn, ms) => {
        callback = fn;
        interval = ms;
      },
      clearInterval: () => (callback = null),
    });
    const counts: number[] = [];
    playback.start(1000, (count) => counts.push(count) < 3);
    expect([playback.playing, interval]).toEqual([true, 30]);
    for (let i = 0; i < 5; i++) (callback as (() => void) | null)?.();
    expect(counts).toEqual([7, 7, 7]);
    expect(playback.playing).toBe(false);
  });
});
