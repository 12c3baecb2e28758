import type { Page } from 'playwright-core';

/**
 * The main thread's long tasks (over 50 ms, as Chromium reports them to a `PerformanceObserver('longtask')`),
 * recorded from before the site's first script: pass {@link recordLongTasks} as `openPage`'s `init`.
 */

declare global {
  interface Window {
    /** Durations of the long tasks seen so far, in milliseconds. */
    __longTasks?: number[];
  }
}

/** Starts recording long tasks in the page (run as an init script, before the site's own). */
export function recordLongTasks(): void {
  const tasks: number[] = [];
  window.__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** The long tasks recorded so far, in milliseconds, in the order they ended. */
export function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => [...(window.__longTasks ?? [])]);
}

/** The longest task recorded so far, in milliseconds (0 when none passed 50 ms). */
export async function longestTask(page: Page): Promise<number> {
  return Math.max(0, ...(await longTasks(page)));
}

/** Forgets the tasks recorded so far, so the next reading covers only what follows. */
export function clearLongTasks(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.__longTasks?.splice(0);
  });
}
