import { describe, expect, test } from 'vitest';
import { pathPolynomial } from '../../gf2/path-polys.ts';
import { pathRowToPoly } from '../../gf2/path-basis.ts';
import { Board } from '../../puzzle/board.ts';
import { randomBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { denseDisagreements } from './_test-dense-agreement.ts';
import { verifySolution } from './kind.ts';
import { chooseMethod } from './methods.ts';
import { chaseCoefficients, pathBasisChaseMethod, pathBasisSolveTs, substituteRows } from './path-basis-chase.ts';

/**
 * The diagonal rule with centre on the plane with 2ᵏ − 1 rows in one chase: the algebra it rests on (the path of
 * 2ᵏ − 1 cells is nilpotent: χ = t^m), the row transform against its definition (each column's polynomial by
 * `path-basis.ts`) and its inverse, and the method against dense elimination and by applying its answers, on the plane
 * and on the cylinder either way round (rows that are rings: the chase's two cells across the ring's ends).
 */
const random = seededRandom('path-basis-chase');
const diagonal = makeRule(namedStencil('diagonal', { center: true }), 'plane');
const cylinder = makeRule(namedStencil('diagonal', { center: true }), 'cylinder');
const turned = makeRule(namedStencil('diagonal', { center: true }), 'wrap,clip');
const SIDES = [1, 3, 7, 15, 31, 63];

describe('path-basis chase', () => {
  test('the path of 2ᵏ − 1 cells has characteristic polynomial t^m (other lengths do not)', () => {
    for (const m of SIDES) {
      const chi = pathPolynomial(m);
      expect(chi.degree, `m ${m}`).toBe(m);
      for (let i = 0; i < m; i++) expect(chi.coefficient(i), `m ${m}, t^${i}`).toBe(0);
    }
    for (const m of [2, 4, 5, 6, 8, 12, 16]) {
      const chi = pathPolynomial(m);
      expect(Array.from({ length: m }, (_, i) => chi.coefficient(i)).some((c) => c === 1), `m ${m}`).toBe(true);
    }
  });

  test('rows to coefficients is each column taken to its path polynomial, and back is its inverse', () => {
    for (const m of SIDES) {
      for (const n of [1, 31, 32, 33, 70]) {
        const b = randomBoard(m, n, { random });
        const w = b.words.slice();
        substituteRows(w, m, b.stride, false);
        const want = new Board(m, n);
        for (let c = 0; c < n; c++) {
          const column = new Uint32Array((m + 31) >>> 5);
          for (let r = 0; r < m; r++) if (b.get(r, c)) column[r >>> 5]! |= 1 << (r & 31);
          const xi = pathRowToPoly(column, m);
          for (let j = 0; j < m; j++) if (xi.coefficient(j) === 1) want.set(j, c, true);
        }
        expect(w, `m ${m}, n ${n}`).toEqual(want.words);
        substituteRows(w, m, b.stride, true);
        expect(w, `m ${m}, n ${n}: back`).toEqual(b.words);
      }
    }
  });

  test('the chase solves (1 + X·t)·p = b mod t^m', () => {
    const m = 15;
    const n = 40;
    const b = randomBoard(m, n, { random });
    const p = b.words.slice();
    chaseCoefficients(p, m, n, b.stride);
    const pb = new Board(m, n, p);
    for (let j = 0; j < m; j++) {
      for (let c = 0; c < n; c++) {
        const prev = j > 0 ? (c > 0 && pb.get(j - 1, c - 1) ? 1 : 0) ^ (c + 1 < n && pb.get(j - 1, c + 1) ? 1 : 0) : 0;
        expect((pb.get(j, c) ? 1 : 0) ^ prev, `t^${j}, cell ${c}`).toBe(b.get(j, c) ? 1 : 0);
      }
    }
  });

  test('the chase on rings solves (1 + X·t)·p = b mod t^m, X the two neighbours on the ring', () => {
    const m = 15;
    for (const n of [3, 31, 32, 33, 40, 64, 65]) {
      const b = randomBoard(m, n, { random });
      const p = b.words.slice();
      chaseCoefficients(p, m, n, b.stride, true);
      const pb = new Board(m, n, p);
      for (let j = 0; j < m; j++) {
        for (let c = 0; c < n; c++) {
          const prev = j > 0 ? (pb.get(j - 1, (c + n - 1) % n) ? 1 : 0) ^ (pb.get(j - 1, (c + 1) % n) ? 1 : 0) : 0;
          expect((pb.get(j, c) ? 1 : 0) ^ prev, `n ${n}, t^${j}, cell ${c}`).toBe(b.get(j, c) ? 1 : 0);
        }
      }
    }
  });

  test('chosen for the cylinder with 2ᵏ − 1 clipped rows (or columns) and a ring of at least 3 cells', () => {
    expect(chooseMethod({ rule: cylinder, rows: 4095, cols: 4095 })).toBe(pathBasisChaseMethod);
    expect(chooseMethod({ rule: cylinder, rows: 2047, cols: 3000 })).toBe(pathBasisChaseMethod);
    expect(chooseMethod({ rule: turned, rows: 3000, cols: 2047 })).toBe(pathBasisChaseMethod); // transposed
    expect(pathBasisChaseMethod.applies({ rule: cylinder, rows: 2048, cols: 2047 })).toBe(false); // the ring's side alone
    expect(pathBasisChaseMethod.applies({ rule: turned, rows: 2047, cols: 2048 })).toBe(false);
    expect(pathBasisChaseMethod.applies({ rule: cylinder, rows: 63, cols: 2 })).toBe(false); // neighbours coincide
    expect(pathBasisChaseMethod.applies({ rule: cylinder, rows: 63, cols: 3 })).toBe(true);
    expect(pathBasisChaseMethod.applies({ rule: makeRule(namedStencil('diagonal', { center: false }), 'cylinder'), rows: 63, cols: 63 })).toBe(false);
    expect(pathBasisChaseMethod.applies({ rule: makeRule(namedStencil('diagonal', { center: true }), 'mobius'), rows: 63, cols: 63 })).toBe(false);
  });

  test('agrees with dense elimination on small cylinders, either way round', () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const m of [1, 3, 7, 15]) {
      for (const n of [3, 4, 5, 8, 13, 20, 31, 32, 33]) {
        if (m * n > 500) continue;
        wrong.push(...denseDisagreements(pathBasisChaseMethod, cylinder, m, n, random));
        wrong.push(...denseDisagreements(pathBasisChaseMethod, turned, n, m, random));
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThan(30);
  });

  test('cylinders: every answer verified by applying it (1 … 63 clipped rows, rings of 3 … 130 cells), the kernel equal to the TypeScript path', () => {
    let cases = 0;
    for (const m of SIDES) {
      for (const n of [3, 4, 5, 31, 32, 33, 63, 64, 65, 95, 96, 97, 127, 128, 129, 130]) {
        const lights = randomBoard(m, n, { random });
        const presses = pathBasisChaseMethod.prepare({ rule: cylinder, rows: m, cols: n }).solve(lights);
        expect(presses !== null && verifySolution(lights, presses, cylinder), `${m}×${n}`).toBe(true);
        expect(pathBasisSolveTs(lights, true).words, `${m}×${n}: TypeScript path`).toEqual(presses!.words);
        const across = randomBoard(n, m, { random });
        const pressesAcross = pathBasisChaseMethod.prepare({ rule: turned, rows: n, cols: m }).solve(across);
        expect(pressesAcross !== null && verifySolution(across, pressesAcross, turned), `${n}×${m} wrap,clip`).toBe(true);
        cases++;
      }
    }
    expect(cases).toBe(6 * 16);
  });

  test('chosen for the diagonal rule on the plane with 2ᵏ − 1 rows or columns, not for other row counts or topologies', () => {
    expect(chooseMethod({ rule: diagonal, rows: 2047, cols: 2047 })).toBe(pathBasisChaseMethod);
    expect(chooseMethod({ rule: diagonal, rows: 63, cols: 100 })).toBe(pathBasisChaseMethod);
    expect(chooseMethod({ rule: diagonal, rows: 2048, cols: 2047 })).toBe(pathBasisChaseMethod); // transposed
    expect(pathBasisChaseMethod.applies({ rule: diagonal, rows: 2048, cols: 2048 })).toBe(false);
    expect(pathBasisChaseMethod.applies({ rule: diagonal, rows: 2046, cols: 2049 })).toBe(false);
    expect(pathBasisChaseMethod.applies({ rule: makeRule(namedStencil('diagonal', { center: true }), 'torus'), rows: 63, cols: 63 })).toBe(false);
    expect(pathBasisChaseMethod.applies({ rule: makeRule(namedStencil('diagonal', { center: false }), 'plane'), rows: 63, cols: 63 })).toBe(false);
    expect(pathBasisChaseMethod.applies({ rule: makeRule(namedStencil('moore'), 'plane'), rows: 63, cols: 63 })).toBe(false);
  });

  test('agrees with dense elimination on small planes', () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const m of [1, 3, 7, 15]) {
      for (const n of [1, 2, 3, 5, 8, 13, 20, 31, 32, 33]) {
        if (m * n > 500) continue;
        wrong.push(...denseDisagreements(pathBasisChaseMethod, diagonal, m, n, random));
        if (n !== m && n * m <= 300) wrong.push(...denseDisagreements(pathBasisChaseMethod, diagonal, n, m, random)); // 2ᵏ − 1 columns: transposed
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThan(30);
  });

  test('every answer verified by applying it: 1 … 63 rows, widths 1 … 70, and transposed (the unique answer: nullity 0)', () => {
    let cases = 0;
    for (const m of SIDES) {
      const prepared = pathBasisChaseMethod.prepare({ rule: diagonal, rows: m, cols: 70 });
      expect(prepared.nullity).toBe(0);
      for (let n = 1; n <= 70; n++) {
        const shape = { rule: diagonal, rows: m, cols: n };
        const lights = randomBoard(m, n, { random });
        const presses = pathBasisChaseMethod.prepare(shape).solve(lights);
        expect(presses !== null && verifySolution(lights, presses, diagonal), `${m}×${n}`).toBe(true);
        expect(pathBasisSolveTs(lights).words, `${m}×${n}: TypeScript path`).toEqual(presses!.words);
        const across = randomBoard(n, m, { random }); // 2ᵏ − 1 columns: solved on the transposed board
        const pressesAcross = pathBasisChaseMethod.prepare({ rule: diagonal, rows: n, cols: m }).solve(across);
        expect(pressesAcross !== null && verifySolution(across, pressesAcross, diagonal), `${n}×${m}`).toBe(true);
        cases++;
      }
    }
    expect(cases).toBe(6 * 70);
  });

  test('a deliberate break is caught: one substitution level left out', () => {
    const m = 31;
    const n = 40;
    const lights = randomBoard(m, n, { random });
    const x = lights.clone();
    substituteRows(x.words, m, x.stride, false);
    chaseCoefficients(x.words, m, n, x.stride);
    substituteRows(x.words, 15, x.stride, true); // the top level missing
    expect(verifySolution(lights, x, diagonal)).toBe(false);
  });

  test('a deliberate break is caught: a cylinder chased as a plane (the ring ends left out)', () => {
    const lights = randomBoard(31, 40, { random });
    expect(verifySolution(lights, pathBasisSolveTs(lights, true), cylinder)).toBe(true);
    expect(verifySolution(lights, pathBasisSolveTs(lights), cylinder)).toBe(false);
  });
});
