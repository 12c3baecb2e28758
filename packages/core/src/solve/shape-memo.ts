/**
 * A small least-recently-used memo of per-shape work (prepared shapes, quiet-pattern bases) for the batch
 * solvers and checkers: a few shapes are kept, and a big shape is kept alone, so memory stays bounded by the
 * largest shape in use rather than by how many shapes a batch contains.
 */
export class ShapeMemo<T> {
  private readonly entries = new Map<string, { value: T; cells: number }>();

  /**
   * @param maxShapes - Most shapes kept at once.
   * @param bigCells - A shape of more cells than this is kept alone.
   */
  constructor(
    private readonly maxShapes = 32,
    private readonly bigCells = 2 ** 20,
  ) {}

  /** The value for a shape, built on first use. */
  get(rows: number, cols: number, build: () => T): T {
    const key = `${rows}x${cols}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const cells = rows * cols;
    if (cells > this.bigCells) this.entries.clear();
    else {
      for (const [k, e] of this.entries) if (e.cells > this.bigCells) this.entries.delete(k);
      while (this.entries.size >= this.maxShapes) this.entries.delete(this.entries.keys().next().value!);
    }
    const value = build();
    this.entries.set(key, { value, cells });
    return value;
  }
}
