/** Rows a headerless grid's buffer starts with; it doubles as rows come. */
const FIRST_ROWS = 8;

type RowArray = Uint8Array | Uint32Array;

/**
 * `buffer`, grown (doubling, never past `maxRows` rows) to hold `rows` rows of `rowSize` elements: a headerless
 * grid of millions of narrow rows costs its cells, not an array per row.
 */
export function growRows<A extends RowArray>(buffer: A, rows: number, rowSize: number, maxRows: number): A {
  const need = rows * rowSize;
  if (need <= buffer.length) return buffer;
  const size = Math.max(need, FIRST_ROWS * rowSize, Math.min(2 * buffer.length, maxRows * rowSize));
  const grown = new (buffer.constructor as new (length: number) => A)(size);
  grown.set(buffer);
  return grown;
}

/** The first `used` elements of a row buffer: a view when that is at least half of it, else a copy. */
export function usedPart<A extends RowArray>(buffer: A, used: number): A {
  if (used === buffer.length) return buffer;
  return (2 * used >= buffer.length ? buffer.subarray(0, used) : buffer.slice(0, used)) as A;
}
