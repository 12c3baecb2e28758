import type { Board } from '@lightsout/core';

/** The first `count` lit cells of a board in row-major order, without listing the rest. */
export function firstCells(board: Board, count: number): Array<[row: number, col: number]> {
  const out: Array<[number, number]> = [];
  const { rows, stride, words } = board;
  for (let r = 0; r < rows && out.length < count; r++) {
    for (let k = 0; k < stride && out.length < count; k++) {
      let word = words[r * stride + k]!;
      while (word !== 0 && out.length < count) {
        const bit = 31 - Math.clz32(word & -word);
        word &= word - 1;
        out.push([r, (k << 5) + bit]);
      }
    }
  }
  return out;
}
