import { untrack } from 'svelte';

/**
 * A counter that changes whenever the colours do (theme toggle or the system's dark mode), for canvases,
 * which read colours from CSS once per paint and so must be told to repaint.
 */
export const themeTick = $state({ value: 0 });

if (typeof window !== 'undefined') {
  // untrack: the bump may run inside an effect (the theme toggle's), which must not come to depend on it.
  const bump = (): void => {
    themeTick.value = untrack(() => themeTick.value) + 1;
  };
  window.addEventListener('themechange', bump);
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', bump);
}
