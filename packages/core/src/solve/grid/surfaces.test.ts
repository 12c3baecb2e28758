/**
 * The named surfaces' facts (square boards, the classic cross), and the nullity queries routed to a method
 * that models each surface: dense elimination from the definition is the reference.
 */
import { describe, expect, it } from 'vitest';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { TOPOLOGIES } from '../../puzzle/topology.ts';
import { denseMethod } from './dense.ts';
import { chooseMethod } from './methods.ts';
import { nullity, nullityTable } from './queries.ts';

/** Up to this side dense elimination of the n × n board is quick. */
const DENSE_SIDE = 36;

const crossOn = (topology: (typeof TOPOLOGIES)[number]) => makeRule(namedStencil('cross'), topology);

describe('nullity parity on the cylinder and the Möbius strip', () => {
  it('cylinder: odd exactly when n ≡ 5 (mod 6), for 3 ≤ n ≤ 36', () => {
    const rule = crossOn('cylinder');
    for (let n = 3; n <= DENSE_SIDE; n++) expect(denseMethod.nullity({ rule, rows: n, cols: n }) % 2 === 1, `n = ${n}`).toBe(n % 6 === 5);
  });

  it('Möbius strip: odd exactly when n ≡ 5 (mod 6) or n ≡ 2 (mod 12), for 3 ≤ n ≤ 36', () => {
    const rule = crossOn('mobius');
    for (let n = 3; n <= DENSE_SIDE; n++) expect(denseMethod.nullity({ rule, rows: n, cols: n }) % 2 === 1, `n = ${n}`).toBe(n % 6 === 5 || n % 12 === 2);
  });
});

describe('nullity queries on every surface', () => {
  it('nullity() and nullityTable() agree with dense elimination, through a method that takes the surface', () => {
    for (const topology of TOPOLOGIES) {
      for (const stencil of [namedStencil('cross'), namedStencil('moore', { center: false })]) {
        const rule = makeRule(stencil, topology);
        const table = nullityTable(7, 9, { rule });
        for (let rows = 1; rows <= 7; rows++) {
          for (let cols = 1; cols <= 9; cols++) expect(table[rows - 1]![cols - 1], `${topology} ${rows}×${cols}`).toBe(denseMethod.nullity({ rule, rows, cols }));
        }
        for (const [rows, cols] of [[17, 19], [24, 24], [31, 20]] as const) {
          const shape = { rule, rows, cols };
          expect(chooseMethod(shape).applies(shape)).toBe(true);
          expect(nullity(rows, cols, { rule }), `${topology} ${rows}×${cols}`).toBe(denseMethod.nullity(shape));
        }
      }
    }
  });
});
