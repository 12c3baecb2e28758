import { describe, expect, test } from 'vitest';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { CLASSIC_RULE } from '../../puzzle/rule.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { kernelsOnInThisFile } from '../../wasm/_test-kernels.ts';
import { denseDisagreements } from './_test-dense-agreement.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { classicNullity, polyChaseMethod } from './poly-chase.ts';

kernelsOnInThisFile();

const rule = CLASSIC_RULE;

/**
 * The classic rule off poly-chase's fast path: a nullity above 0, where the leftover row goes to the basis of
 * T = P + I by substitution and a Taylor shift, is divided by d = gcd(f_m, χ), and comes back (a Horner pass over u
 * in WebAssembly from 64 columns, the product modulo χ without the kernels). Both kernel paths, every answer applied.
 */
describe('polyChaseMethod at a nullity above 0', () => {
  test.each(['auto', 'ts'] as const)('sides of nullity > 0 below 64 against dense elimination, kernels %s', (choice) => {
    const shapes: Array<[number, number]> = [4, 5, 9, 11, 16, 17, 19, 23, 24, 33].map((n) => [n, n]);
    shapes.push([5, 17], [17, 5], [11, 23], [16, 33], [30, 21], [23, 47], [4, 44], [1, 5], [34, 39], [35, 37]);
    const random = seededRandom(`poly-basis-small-${choice}`);
    for (const [rows, cols] of shapes) {
      expect(classicNullity(rows, cols), `${rows}×${cols}`).toBeGreaterThan(0);
      expect(withKernels(choice, () => denseDisagreements(polyChaseMethod, rule, rows, cols, random)), `${rows}×${cols}`).toEqual([]);
    }
  });

  test('sides from 64 to 129 against lazy chasing, and press for press across the kernel paths', () => {
    // nullities 28, 42, 64, 20, 16, 56; then rectangles of nullity 16, 21, 3 (a short side of 64 or 65)
    const shapes: Array<[number, number]> = [[64, 64], [65, 65], [79, 79], [98, 98], [99, 99], [129, 129], [64, 104], [98, 65], [65, 99]];
    const random = seededRandom('poly-basis-large');
    let solved = 0;
    let refused = 0;
    for (const [rows, cols] of shapes) {
      const label = `${rows}×${cols}`;
      const shape = { rule, rows, cols };
      const reference = lazyChaseMethod.prepare(shape);
      const mine = withKernels('auto', () => polyChaseMethod.prepare(shape));
      const plain = withKernels('ts', () => polyChaseMethod.prepare(shape));
      expect(reference.nullity, label).toBeGreaterThan(0);
      expect(mine.nullity, label).toBe(reference.nullity);
      for (const lights of [randomSolvableBoard(rows, cols, { random }), randomSolvableBoard(rows, cols, { random }), randomBoard(rows, cols, { random })]) {
        const presses = withKernels('auto', () => mine.solve(lights));
        const tsPresses = withKernels('ts', () => plain.solve(lights));
        const expected = reference.solve(lights);
        expect(presses === null, label).toBe(expected === null);
        expect(withKernels('auto', () => mine.reachable(lights)), label).toBe(expected !== null);
        expect(withKernels('ts', () => plain.reachable(lights)), label).toBe(expected !== null);
        if (presses) {
          expect(verifySolution(lights, presses, rule), label).toBe(true);
          expect(tsPresses && presses.equals(tsPresses), `${label}: the kernel paths agree`).toBe(true);
          solved++;
        } else {
          expect(tsPresses, label).toBeNull();
          expect(verifyProof(lights, mine.proof(lights), rule), label).toBe(true);
          refused++;
        }
      }
    }
    expect(solved).toBe(2 * shapes.length);
    expect(refused).toBeGreaterThan(shapes.length / 2);
  });

  test('from 800 columns (the first row by products): solvable boards solved, random ones proved, both kernel paths alike', () => {
    // nullities 40, 64, 1, 484 (d of degree 484), and 0 (the fast path)
    const shapes: Array<[number, number]> = [[805, 805], [1055, 1023], [800, 801], [1024, 1024], [802, 800], [1000, 1000]];
    const random = seededRandom('poly-basis-products');
    let checked = 0;
    for (const [rows, cols] of shapes) {
      const label = `${rows}×${cols}`;
      const shape = { rule, rows, cols };
      const mine = withKernels('auto', () => polyChaseMethod.prepare(shape));
      expect(mine.nullity, label).toBe(classicNullity(rows, cols));
      // a shape's first solve takes the Horner pass, its later ones the products: each against the TypeScript path
      for (const lights of [randomSolvableBoard(rows, cols, { random }), randomSolvableBoard(rows, cols, { random }), randomBoard(rows, cols, { random })]) {
        const presses = withKernels('auto', () => mine.solve(lights));
        const tsPresses = withKernels('ts', () => mine.solve(lights));
        if (presses) {
          expect(verifySolution(lights, presses, rule), label).toBe(true);
          expect(tsPresses && presses.equals(tsPresses), `${label}: the kernel paths agree`).toBe(true);
        } else {
          expect(mine.nullity, label).toBeGreaterThan(0);
          expect(tsPresses, label).toBeNull();
          expect(verifyProof(lights, mine.proof(lights), rule), label).toBe(true);
        }
        checked++;
      }
    }
    expect(checked).toBe(3 * shapes.length);
  });
});
