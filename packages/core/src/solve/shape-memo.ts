/**
 * A least-recently-used memo of per-shape work (prepared shapes, quiet-pattern bases) for the batch solvers
 * and checkers. Memory is budgeted by cells: shapes are kept while their cells add up to at most the budget,
 * and a shape bigger than the budget is kept alone, so memory stays bounded by the largest shape in use rather
 * than by how many shapes a batch contains, while a batch of many small shapes never thrashes.
 */
export class ShapeMemo<T> {
  private readonly entries = new Map<string, { value: T; cells: number }>();
  private cells = 0;

  /**
   * @param maxShapes - Most shapes kept at once.
   * @param budgetCells - Most cells the kept shapes add up to; a bigger shape is kept alone.
   */
  constructor(
    private readonly maxShapes = 1024,
    private readonly budgetCells = 2 ** 22,
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
    while (this.entries.size > 0 && (this.entries.size >= this.maxShapes || this.cells + cells > this.budgetCells)) {
      const [oldest, entry] = this.entries.entries().next().value!;
      this.entries.delete(oldest);
      this.cells -= entry.cells;
    }
    const value = build();
    this.entries.set(key, { value, cells });
    this.cells += cells;
    return value;
  }
}
