/**
 * How the browser history follows the state: a new entry when the page, size or rule changes (so back and
 * forward walk through them), the same entry rewritten when only the lights, the Learn step or the atlas's selected size change (`b`, `q`, `gl`, `ls`, `as`) (so clicks do not
 * flood the history), nothing when the fragment is unchanged.
 */
export function historyAction(previous: string, next: string): 'none' | 'push' | 'replace' {
  if (previous === next) return 'none';
  const a = new URLSearchParams(previous.replace(/^#/, ''));
  const b = new URLSearchParams(next.replace(/^#/, ''));
  for (const key of ['b', 'q', 'gl', 'ls', 'as']) {
    a.delete(key);
    b.delete(key);
  }
  return a.toString() === b.toString() ? 'replace' : 'push';
}
