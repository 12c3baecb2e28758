import { applyPresses, Board, makeRule, namedStencil, nullity, seededRandom, randomBoard, solve } from '@lightsout/core';
import { pressEffect } from '@lightsout/core/algebra';
import { describe, expect, it } from 'vitest';
import { eliminate, toggleMatrix } from './elimination.ts';

const classic = makeRule(namedStencil('cross'), 'plane');

/** A·x over GF(2) from the matrix, as a check independent of the core's presses. */
function times(a: Uint8Array[], x: Uint8Array): Uint8Array {
  return Uint8Array.from(a, (row) => row.reduce((s, v, j) => s ^ (v & x[j]!), 0));
}

describe('eliminate', () => {
  it('builds the toggle matrix column by column from presses: 3 × 3 classic, the corner toggles 3 cells, the centre 5', () => {
    const a = toggleMatrix(classic, 3, 3);
    const column = (j: number) => a.map((row) => row[j]).join('');
    expect(column(0)).toBe('110100000');
    expect(column(4)).toBe('010111010');
    expect(a.every((row, i) => row.every((v, j) => v === a[j]![i]))).toBe(true); // symmetric
  });

  it('reduces the 3 × 3 all-on board to the identity and reads off the core’s unique solution', () => {
    const frames = eliminate(Board.filled(3, 3), classic);
    const last = frames.at(-1)!;
    expect(last.step.kind).toBe('solution');
    const reduced = frames.find((f) => f.step.kind === 'reduced')!;
    reduced.rows.forEach((row, r) => expect(Array.from(row.slice(0, 9))).toEqual(Array.from({ length: 9 }, (_, c) => (c === r ? 1 : 0))));
    const core = solve(Board.filled(3, 3), { rule: classic });
    expect(core.solvable && core.nullity).toBe(0);
    if (last.step.kind === 'solution' && core.solvable) expect(last.step.presses.equals(core.presses)).toBe(true);
    // One operation per frame: each XOR frame differs from the one before in exactly its target row.
    for (let i = 1; i < frames.length; i++) {
      const { step } = frames[i]!;
      if (step.kind !== 'xor') continue;
      const changed = frames[i]!.rows.map((row, r) => row !== frames[i - 1]!.rows[r]);
      expect(changed.filter(Boolean)).toHaveLength(1);
      expect(changed[step.target]).toBe(true);
      expect(frames[i - 1]!.rows[step.source]![step.col]).toBe(1);
      expect(frames[i]!.rows[step.target]![step.col]).toBe(0);
    }
  });

  it('finds one free column per unit of nullity on 5 × 5, each giving a quiet pattern, and a solution that works', () => {
    const lights = Board.filled(5, 5);
    const frames = eliminate(lights, classic);
    const quiet = frames.filter((f) => f.step.kind === 'quiet');
    expect(quiet).toHaveLength(nullity(5, 5));
    expect(frames.filter((f) => f.step.kind === 'free').map((f) => (f.step as { col: number }).col)).toEqual([23, 24]);
    for (const { step } of quiet) if (step.kind === 'quiet') expect(pressEffect(step.pattern, classic).isEmpty()).toBe(true);
    const { step } = frames.at(-1)!;
    expect(step.kind).toBe('solution');
    if (step.kind === 'solution') expect(applyPresses(lights, step.presses, classic).isEmpty()).toBe(true);
  });

  it('shows the row reading 0 = 1 for the seed’s unsolvable board, and its equations sum to a quiet pattern with odd overlap', () => {
    const lights = Board.fromRows(['.#...', '.##..', '#....', '.....', '.....']);
    const frames = eliminate(lights, classic);
    const { step, rows } = frames.at(-1)!;
    expect(step.kind).toBe('contradiction');
    if (step.kind !== 'contradiction') return;
    expect(Array.from(rows[step.row]!.slice(0, 25)).every((v) => v === 0)).toBe(true);
    expect(rows[step.row]![25]).toBe(1);
    expect(pressEffect(step.proof, classic).isEmpty()).toBe(true); // A is symmetric: quiet under Aᵀ too
    expect(step.proof.overlap(lights) % 2).toBe(1);
  });

  it('solves random boards under every named rule on small sizes as the matrix says', () => {
    const random = seededRandom(7);
    for (const name of ['cross', 'moore', 'diagonal'] as const) {
      for (const topology of ['plane', 'torus', 'cylinder'] as const) {
        const rule = makeRule(namedStencil(name, { center: name !== 'diagonal' }), topology);
        const lights = randomBoard(4, 3, { random });
        const { step } = eliminate(lights, rule).at(-1)!;
        const a = toggleMatrix(rule, 4, 3);
        const b = Uint8Array.from({ length: 12 }, (_, i) => (lights.get(Math.floor(i / 3), i % 3) ? 1 : 0));
        expect(step.kind === 'solution').toBe(solve(lights, { rule }).solvable);
        if (step.kind === 'solution') {
          const x = Uint8Array.from({ length: 12 }, (_, i) => (step.presses.get(Math.floor(i / 3), i % 3) ? 1 : 0));
          expect(Array.from(times(a, x))).toEqual(Array.from(b));
        }
      }
    }
  });
});
