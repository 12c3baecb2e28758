import { describe, expect, it } from 'vitest';
import { Board } from './board.ts';
import { StateBoard } from './state-board.ts';
import { stateSymbol, symbolState } from './state-symbols.ts';

describe('StateBoard', () => {
  it('symbols: digits, letters either case, . and #', () => {
    for (let v = 0; v < 36; v++) {
      expect(symbolState(stateSymbol(v).charCodeAt(0))).toBe(v);
      expect(symbolState(stateSymbol(v).toUpperCase().charCodeAt(0))).toBe(v);
    }
    expect(symbolState(46)).toBe(0);
    expect(symbolState(35)).toBe(1);
    expect(symbolState(32)).toBe(-1);
  });

  it('builds, reads and writes cells, adding modulo k', () => {
    const b = StateBoard.fromRows(['012', '2#.'], 3);
    expect([b.rows, b.cols, b.states]).toEqual([2, 3, 3]);
    expect(b.get(1, 1)).toBe(1);
    b.set(0, 0, 2);
    expect(b.get(0, 0)).toBe(2);
    b.add(0, 0, 2);
    expect(b.get(0, 0)).toBe(1);
    expect(b.total()).toBe(1 + 1 + 2 + 2 + 1);
    expect(b.toString()).toBe('112\n210');
    expect(b.clone().equals(b)).toBe(true);
    expect(StateBoard.filled(2, 2, 5, 7).toRows()).toEqual(['22', '22']);
    expect(StateBoard.filled(2, 2, 5, 0).isZero()).toBe(true);
    expect(StateBoard.fromBoard(Board.fromRows(['#.', '.#']), 4, 3).toRows()).toEqual(['30', '03']);
    expect(b.toBoard().toRows()).toEqual(['###', '##.']);
    expect(new StateBoard(1, 3, 100, Uint8Array.of(0, 99, 50)).toRows()).toEqual(['0 99 50']);
  });

  it('refuses bad shapes, state counts and cells', () => {
    expect(() => new StateBoard(0, 3, 3)).toThrow(RangeError);
    expect(() => new StateBoard(2, 2, 1)).toThrow(RangeError);
    expect(() => new StateBoard(2, 2, 256)).toThrow(RangeError);
    expect(() => new StateBoard(1, 2, 3, Uint8Array.of(0, 3))).toThrow(/not below 3/);
    expect(() => new StateBoard(1, 2, 3, Uint8Array.of(0))).toThrow(RangeError);
    expect(() => StateBoard.fromRows(['03'], 3)).toThrow(/column 2/);
    expect(() => StateBoard.fromRows(['01', '0'], 3)).toThrow(/row 2/);
    expect(StateBoard.fromRows(['01'], 2).equals(StateBoard.fromRows(['01'], 3))).toBe(false);
  });
});
