import type { Explorer } from '../explorer.svelte.ts';
import { fromHash, toHash } from './url-state.ts';
import { historyAction } from './url-sync.ts';

/** How long light changes wait before the history entry is rewritten, in milliseconds. */
const REPLACE_DELAY = 200;

/**
 * Ties the explorer to the URL fragment: shows the state a link describes, follows back/forward, and
 * writes every change back (a new entry for a new page, size or rule; the same entry rewritten, a little
 * later, for changed lights). Call during component initialisation; the effect ends with the component.
 */
export function bindUrl(explorer: Explorer): void {
  let pending: ReturnType<typeof setTimeout> | null = null;
  const cancelPending = (): void => {
    if (pending !== null) clearTimeout(pending);
    pending = null;
  };
  /** Rewrites the current entry in canonical form, so the effect sees nothing new to write. */
  const settle = (): string => {
    const hash = toHash(explorer.snapshot());
    if (hash !== location.hash) history.replaceState(null, '', hash);
    return hash;
  };

  const initial = fromHash(location.hash);
  explorer.apply(initial.state);
  if (initial.problems.length > 0) explorer.notice = `The link asks for what the explorer cannot show; the rest of it is open. ${initial.problems.map((p) => `${p}.`).join(' ')}`;
  let written = settle();

  const onPopState = (): void => {
    cancelPending(); // a rewrite still waiting belongs to the entry being left
    explorer.apply(fromHash(location.hash).state);
    written = settle();
  };

  $effect(() => {
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      cancelPending();
    };
  });

  $effect(() => {
    const hash = toHash(explorer.snapshot());
    const action = historyAction(written, hash);
    cancelPending();
    if (action === 'push') {
      history.pushState(null, '', hash);
      written = hash;
    } else if (action === 'replace') {
      pending = setTimeout(() => {
        pending = null;
        history.replaceState(null, '', hash);
        written = hash;
      }, REPLACE_DELAY);
    }
  });
}
