import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitsOf, boardArb, boardFromBits, shapedBoardArb } from '../_test-support.ts';
import { getBit } from '../gf2/words.ts';
import { assertShape } from './board-shape.ts';
import { Board } from './board.ts';

/** True when every bit past `cols` in every row's last word is zero. */
function paddingIsZero(b: Board): boolean {
  for (let r = 0; r < b.rows; r++) {
    for (let c = b.cols; c < b.stride * 32; c++) if (getBit(b.words.subarray(r * b.stride), c)) return false;
  }
  return true;
}

/** Shapes that cross word boundaries. */
const shapes: Array<[number, number]> = [[1, 1], [1, 31], [2, 32], [3, 33], [2, 64], [5, 65], [7, 3], [1, 100]];

describe('assertShape', () => {
  it('accepts positive whole shapes within the limit and rejects the rest', () => {
    expect(() => assertShape(1, 1)).not.toThrow();
    expect(() => assertShape(4, 5, 20)).not.toThrow();
    expect(() => assertShape(4, 6, 20)).toThrow(/over the limit of 20/);
    for (const [r, c] of [[0, 3], [3, 0], [-1, 2], [2.5, 2], [Number.NaN, 1], [1, Infinity]]) {
      expect(() => assertShape(r!, c!)).toThrow(RangeError);
    }
    expect(() => new Board(2 ** 16, 2 ** 15)).toThrow(RangeError);
  });
});

describe('Board', () => {
  it('get / set / toggle address one cell and keep padding zero', () => {
    for (const [rows, cols] of shapes) {
      const b = new Board(rows, cols);
      expect(b.stride).toBe(Math.ceil(cols / 32));
      expect(b.words.length).toBe(rows * b.stride);
      const ref = new Array<boolean>(rows * cols).fill(false);
      for (let i = 0; i < rows * cols; i++) {
        const r = Math.floor(i / cols);
        const c = i % cols;
        if (i % 3 === 0) {
          b.set(r, c, true);
          ref[i] = true;
        }
        if (i % 5 === 0) {
          b.toggle(r, c);
          ref[i] = !ref[i];
        }
        if (i % 7 === 0) {
          b.set(r, c, false);
          ref[i] = false;
        }
      }
      expect(bitsOf(b)).toEqual(ref);
      expect(b.count()).toBe(ref.filter(Boolean).length);
      expect(paddingIsZero(b)).toBe(true);
    }
  });

  it('filled boards light exactly rows × cols cells, padding zero', () => {
    for (const [rows, cols] of shapes) {
      const on = Board.filled(rows, cols);
      expect(on.count()).toBe(rows * cols);
      expect(paddingIsZero(on)).toBe(true);
      expect(Board.filled(rows, cols, false).isEmpty()).toBe(true);
    }
  });

  it('fromRows / toRows / toString round-trip and reject bad input', () => {
    const b = Board.fromRows(['.#.', '###', '.#.']);
    expect(b.rows).toBe(3);
    expect(b.cols).toBe(3);
    expect(b.get(1, 1)).toBe(true);
    expect(b.get(0, 0)).toBe(false);
    expect(b.toRows()).toEqual(['.#.', '###', '.#.']);
    expect(b.toString()).toBe('.#.\n###\n.#.');
    expect(() => Board.fromRows(['.#', '#'])).toThrow(/row 2 has 1 cells, expected 2/);
    expect(() => Board.fromRows(['.#', '#x'])).toThrow(/row 2, column 2: expected '#' or '.', found 'x'/);
    expect(() => Board.fromRows([])).toThrow(RangeError);
  });

  it('the constructor checks the length of given words', () => {
    expect(() => new Board(2, 33, new Uint32Array(3))).toThrow(RangeError);
    const w = new Uint32Array(4);
    const b = new Board(2, 33, w);
    b.set(1, 32, true);
    expect(w[3]).toBe(1);
  });

  it('equals compares shape and cells; clone is independent', () => {
    fc.assert(
      fc.property(shapedBoardArb(6, 40), (b) => {
        const c = b.clone();
        expect(c.equals(b)).toBe(true);
        c.toggle(b.rows - 1, b.cols - 1);
        expect(c.equals(b)).toBe(false);
        expect(b.equals(new Board(b.rows + 1, b.cols))).toBe(false);
        expect(b.equals(new Board(b.rows, b.cols + 1))).toBe(false);
      }),
      { numRuns: 50 },
    );
    // same cell count, different shape
    expect(new Board(2, 3).equals(new Board(3, 2))).toBe(false);
  });

  it('xor / and / overlap are cellwise, and reject other shapes', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 70 })).chain(([r, c]) => fc.tuple(boardArb(r, c), boardArb(r, c))),
        ([a, b]) => {
          const ba = bitsOf(a);
          const bb = bitsOf(b);
          expect(bitsOf(a.and(b))).toEqual(ba.map((v, i) => v && bb[i]!));
          expect(a.overlap(b)).toBe(ba.filter((v, i) => v && bb[i]).length);
          const x = a.clone();
          expect(x.xor(b)).toBe(x);
          expect(bitsOf(x)).toEqual(ba.map((v, i) => v !== bb[i]));
          expect(paddingIsZero(x)).toBe(true);
          expect(bitsOf(a)).toEqual(ba); // a itself untouched by and/overlap
        },
      ),
      { numRuns: 60 },
    );
    expect(() => new Board(2, 3).xor(new Board(3, 2))).toThrow(/shapes differ/);
    expect(() => new Board(2, 3).overlap(new Board(2, 4))).toThrow(RangeError);
    expect(() => new Board(2, 3).and(new Board(1, 3))).toThrow(RangeError);
  });

  it('cells lists lit cells row-major, 0-based', () => {
    fc.assert(
      fc.property(shapedBoardArb(5, 70), (b) => {
        const want: Array<[number, number]> = [];
        for (let r = 0; r < b.rows; r++) for (let c = 0; c < b.cols; c++) if (b.get(r, c)) want.push([r, c]);
        expect(b.cells()).toEqual(want);
      }),
      { numRuns: 50 },
    );
    expect(Board.fromRows(['#..', '..#']).cells()).toEqual([[0, 0], [1, 2]]);
  });

  it('toVector packs cell (r, c) at bit r·cols + c; fromVector inverts it', () => {
    fc.assert(
      fc.property(shapedBoardArb(6, 45), (b) => {
        const v = b.toVector();
        const n = b.rows * b.cols;
        expect(v.length).toBe(Math.ceil(n / 32));
        const bits = bitsOf(b);
        for (let i = 0; i < v.length * 32; i++) expect(getBit(v, i)).toBe(i < n && bits[i]!);
        const back = Board.fromVector(b.rows, b.cols, v);
        expect(back.equals(b)).toBe(true);
        expect(paddingIsZero(back)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('isEmpty and count agree with the cells', () => {
    const b = boardFromBits(3, 40, new Array(120).fill(false));
    expect(b.isEmpty()).toBe(true);
    b.set(2, 39, true);
    expect(b.isEmpty()).toBe(false);
    expect(b.count()).toBe(1);
  });
});
