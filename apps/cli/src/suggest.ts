/** Edit distance with adjacent transpositions (optimal string alignment): `--jsno` is one edit from `--json`. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The candidate closest to `word`, when it is close enough to be what was meant: at most a third of its length
 * in edits (and at least one), or `word` is the start of exactly one candidate. Null when nothing is close.
 */
export function closest(word: string, candidates: readonly string[]): string | null {
  const lower = word.toLowerCase();
  const prefixed = candidates.filter((c) => lower.length >= 2 && c.startsWith(lower));
  if (prefixed.length === 1) return prefixed[0]!;
  let best: string | null = null;
  let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` (did you mean 'x'?)` when a candidate is close to `word`, else nothing. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const match = closest(word, candidates);
  return match ? ` (did you mean '${match}'?)` : '';
}
