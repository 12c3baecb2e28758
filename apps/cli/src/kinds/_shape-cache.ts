/**
 * Per-shape work kept across the grids of a run, least recently used first out, within a budget: a file of many
 * shapes (or one huge one) cannot grow memory without bound, and grids that cycle through a few shapes keep them.
 */
export class ShapeCache<T> {
  private readonly entries = new Map<string, { value: T; cost: number }>();
  private spent = 0;
  private readonly budget: number;

  /** A cache holding at most `budget` units of cost (what the cost of an entry means is the caller's). */
  constructor(budget: number) {
    this.budget = budget;
  }

  /** The entry for rows × cols, made by `make` (and weighed by `cost`) on a miss. */
  get(rows: number, cols: number, make: () => T, cost: (value: T) => number): T {
    const key = `${rows}x${cols}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = make();
    const weight = cost(value);
    for (const [old, entry] of this.entries) {
      if (this.spent + weight <= this.budget) break;
      this.entries.delete(old);
      this.spent -= entry.cost;
    }
    if (weight <= this.budget) {
      this.entries.set(key, { value, cost: weight });
      this.spent += weight;
    }
    return value;
  }
}
