import { Board, makeRule, namedStencil, randomBoard, seededRandom, solve } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { canChase, chaseSteps, lightsAfter, lookupTable, topEffects } from './chase.ts';

const classic = makeRule(namedStencil('cross'), 'plane');
const bits = (text: string) => Uint8Array.from(text, (ch) => Number(ch));
const mask = (text: string) => [...text].reduce((m, ch, c) => m | (Number(ch) << c), 0);

describe('light chasing', () => {
  it('applies to the cross on the plane and the cylinder, with or without centre, and not to Moore or the torus', () => {
    expect(canChase(classic, 5, 5)).toBe(true);
    expect(canChase(makeRule(namedStencil('cross', { center: false }), 'cylinder'), 5, 6)).toBe(true);
    expect(canChase(makeRule(namedStencil('moore'), 'plane'), 5, 5)).toBe(false);
    expect(canChase(makeRule(namedStencil('cross'), 'torus'), 5, 5)).toBe(false);
    expect(canChase(classic, 1, 5)).toBe(false);
  });

  it('derives the classic 5 × 5 table: the 7 bottom rows chasing can leave, each cleared by the fewest top presses', () => {
    const table = lookupTable(topEffects(classic, 5, 5));
    const byBottom = new Map(table.map((e) => [e.bottom, e.top]));
    // The table every Lights Out guide prints (bottom row after chasing → top row to press), columns left to right.
    const classicTable: Array<[string, string]> = [
      ['10001', '11000'],
      ['01010', '10010'],
      ['11100', '01000'],
      ['00111', '00010'],
      ['10110', '00001'],
      ['01101', '10000'],
      ['11011', '00100'],
    ];
    expect(table).toHaveLength(7);
    for (const [bottom, top] of classicTable) expect(byBottom.get(mask(bottom))).toBe(mask(top));
  });

  it('chases the 5 × 5 all-on board dark in row steps, presses the top row it finds and chases again', () => {
    const lights = Board.filled(5, 5);
    const steps = chaseSteps(lights, classic);
    expect(steps.map((s) => s.kind)).toEqual(['start', 'chase', 'chase', 'chase', 'chase', 'leftover', 'effects', 'table', 'top', 'chase', 'chase', 'chase', 'chase', 'done']);
    const leftover = steps.find((s) => s.kind === 'leftover');
    expect(leftover?.kind === 'leftover' && Array.from(leftover.bottom)).toEqual(Array.from(bits('10001')));
    const top = steps.find((s) => s.kind === 'top');
    expect(top?.kind === 'top' && Array.from(top.top!)).toEqual(Array.from(bits('11000'))); // from the table's row 10001
    // After the first chase only the bottom row is lit; at the end nothing is.
    const afterChase = lightsAfter(lights, classic, steps, 4);
    expect(afterChase.toRows().slice(0, 4).join('')).not.toContain('#');
    expect(lightsAfter(lights, classic, steps, steps.length - 1).isEmpty()).toBe(true);
  });

  it('ends dark on random solvable boards of any size and says unsolvable exactly when the core does', () => {
    const random = seededRandom(11);
    for (const [rows, cols] of [[4, 4], [5, 5], [6, 9], [9, 6], [12, 3]] as const) {
      for (let t = 0; t < 6; t++) {
        const lights = randomBoard(rows, cols, { random });
        const steps = chaseSteps(lights, classic);
        const solvable = solve(lights, { rule: classic }).solvable;
        expect(steps.at(-1)!.kind).toBe(solvable ? 'done' : 'unsolvable');
        if (solvable) expect(lightsAfter(lights, classic, steps, steps.length - 1).isEmpty()).toBe(true);
      }
    }
  });
});
