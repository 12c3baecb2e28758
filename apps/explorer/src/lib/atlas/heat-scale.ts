/**
 * The atlas colour scale: nullity 0 (every board solvable) in its own neutral colour, then doubling bins
 * 1, 2, 3–4, 5–8, … coloured along viridis (perceptually even and readable with every common form of
 * colour blindness), light for small nullity and dark for large. The highest bin's label ends at the
 * largest nullity shown (`17–20`, not `17–32`).
 */

/** One bin of the scale. */
export interface HeatBin {
  /** Smallest nullity in the bin. */
  readonly min: number;
  /** Largest nullity in the bin (Infinity for the last). */
  readonly max: number;
  /** Fill colour, `#rrggbb`; the 0 bin uses the page's `--atlas-zero`, given by the caller. */
  readonly colour: string;
  /** Legend text such as `5–8`. */
  readonly label: string;
}

const VIRIDIS = ['#fde725', '#b5de2b', '#6ece58', '#35b779', '#1f9e89', '#26828e', '#31688e', '#3e4989', '#482878', '#440154'];

/** The bins needed to show nullities up to `maxNullity`, with `zero` as the colour of nullity 0. */
export function heatBins(maxNullity: number, zero: string): HeatBin[] {
  const bins: HeatBin[] = [{ min: 0, max: 0, colour: zero, label: '0' }];
  let min = 1;
  let max = 1;
  const top = Math.max(1, maxNullity);
  for (let k = 0; k < VIRIDIS.length && min <= top; k++) {
    const last = k === VIRIDIS.length - 1;
    // The legend says exactly which values occur: the highest bin ends at the largest nullity shown.
    const shownMax = last ? top : Math.min(max, top);
    bins.push({
      min,
      max: last ? Number.POSITIVE_INFINITY : max,
      colour: VIRIDIS[k]!,
      label: min === shownMax ? `${min}` : `${min}–${shownMax.toLocaleString('en')}`,
    });
    min = max + 1;
    max *= 2;
  }
  return bins;
}

/** The bin holding `nullity`. */
export function binOf(bins: readonly HeatBin[], nullity: number): HeatBin {
  for (const bin of bins) if (nullity <= bin.max) return bin;
  return bins[bins.length - 1]!;
}

/** How many sizes have each nullity: `counts[k]` for k from 0 to the largest in the first `length` values. */
export function nullityCounts(values: Int32Array, length: number): number[] {
  const counts: number[] = [];
  for (let i = 0; i < length; i++) {
    const k = values[i]!;
    while (counts.length <= k) counts.push(0);
    counts[k]!++;
  }
  return counts;
}

/** The legend line of a bin: the nullities that occur in it and how many sizes have them, e.g. `5 (12), 8 (3)`. */
export function binValues(bin: HeatBin, counts: readonly number[], most = 6): string {
  const present: string[] = [];
  let hidden = 0;
  for (let k = bin.min; k < counts.length && k <= bin.max; k++) {
    if (!counts[k]) continue;
    if (present.length < most) present.push(`${k} (${counts[k]!.toLocaleString('en')})`);
    else hidden++;
  }
  if (present.length === 0) return 'none shown';
  return hidden > 0 ? `${present.join(', ')} and ${hidden} more` : present.join(', ');
}
