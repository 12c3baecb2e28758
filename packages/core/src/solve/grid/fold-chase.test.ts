import { describe, expect, it } from 'vitest';
import { Board } from '../../puzzle/board.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { twistedAgreement } from './_test-twisted.ts';
import { foldChaseMethod } from './fold-chase.ts';
import { verifyProof, verifySolution } from './kind.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { twistCoverMethod } from './twist-cover.ts';
import { kernelsOnInThisFile } from '../../wasm/_test-kernels.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { WASM_RING_CHASE_MIN_WORDS, withRingChaseBlockWords } from '../../wasm/ring-chase-kernels.ts';

const TWISTED: Rule[] = (['mobius', 'klein', 'twist,clip', 'twist,wrap'] as const).flatMap((t) =>
  STENCIL_NAMES.flatMap((name) => [makeRule(namedStencil(name), t), makeRule(namedStencil(name, { center: false }), t)]),
);

describe('fold-chase: the Möbius strip and the Klein bottle folded into rings of 2n cells', () => {
  it('takes the symmetric 3 × 3 rules where the fold describes them, and nothing else', () => {
    expect(foldChaseMethod.applies({ rule: makeRule(namedStencil('cross'), 'mobius'), rows: 9, cols: 8 })).toBe(true);
    expect(foldChaseMethod.applies({ rule: makeRule(namedStencil('cross'), 'mobius'), rows: 9, cols: 2 })).toBe(false);
    expect(foldChaseMethod.applies({ rule: makeRule(namedStencil('cross'), 'klein'), rows: 2, cols: 9 })).toBe(true); // the Klein bottle of 2 rows is the Möbius strip of 2
    expect(foldChaseMethod.applies({ rule: makeRule(namedStencil('cross'), 'klein'), rows: 1, cols: 9 })).toBe(false);
    expect(foldChaseMethod.applies({ rule: makeRule(namedStencil('cross'), { rows: 'twist', cols: 'clip' }), rows: 9, cols: 1 })).toBe(true);
    expect(foldChaseMethod.applies({ rule: makeRule(parseStencil('.#./.##/...'), 'mobius'), rows: 9, cols: 8 })).toBe(false);
    expect(foldChaseMethod.applies({ rule: makeRule(namedStencil('cross'), 'projective'), rows: 9, cols: 8 })).toBe(false);
    // products only where c is a unit on the whole ring: Moore when 3 ∤ n, diagonal without centre never
    expect(foldChaseMethod.applies({ rule: makeRule(namedStencil('moore'), 'mobius'), rows: 9, cols: 8 })).toBe(true);
    expect(foldChaseMethod.applies({ rule: makeRule(namedStencil('moore'), 'mobius'), rows: 9, cols: 9 })).toBe(false);
    expect(foldChaseMethod.applies({ rule: makeRule(namedStencil('diagonal', { center: false }), 'klein'), rows: 9, cols: 8 })).toBe(false);
  });

  it('equals dense elimination on every shape up to 12 × 12: nullity, quiet patterns, answers and proofs verified', () => {
    const random = seededRandom('fold-chase');
    const { wrong, compared } = twistedAgreement(foldChaseMethod, TWISTED, 12, random, 2);
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  });

  it('past the dense reference, has the nullity of the double cover; answers, proofs and quiet patterns verify', () => {
    const random = seededRandom('fold-chase big');
    for (const rule of TWISTED.filter((r) => ['cross', 'moore-no-center', 'diagonal'].includes(r.stencil.name))) {
      for (const [rows, cols] of [[70, 33], [41, 96]] as const) {
        const shape = { rule, rows, cols };
        const label = `${ruleName(rule)} ${rows}×${cols}`;
        expect(foldChaseMethod.applies(shape), label).toBe(true);
        const mine = foldChaseMethod.prepare(shape);
        expect(mine.nullity, label).toBe((twistCoverMethod.applies(shape) ? twistCoverMethod : lazyChaseMethod).nullity(shape));
        for (const q of mine.eachQuietPattern()) expect(pressEffect(q, rule).isEmpty(), label).toBe(true);
        for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), Board.filled(rows, cols), randomBoard(rows, cols, { random })]) {
          const x = mine.solve(lights);
          if (x) expect(verifySolution(lights, x, rule), label).toBe(true);
          else expect(verifyProof(lights, mine.proof(lights), rule), label).toBe(true);
        }
      }
    }
  });

  describe('the chase in WebAssembly (the ring chase\'s kernel on rings of 2n cells)', () => {
    kernelsOnInThisFile();
    it('where the rows twist (lifted and projected through the kernels\' transposes at every size), equals dense elimination up to 20 × 20', () => {
      const random = seededRandom('fold-chase rows twisting');
      const { wrong, compared } = twistedAgreement(foldChaseMethod, TWISTED.filter((r) => r.topology !== 'mobius' && r.topology !== 'klein'), 20, random, 6);
      expect(wrong).toEqual([]);
      expect(compared).toBeGreaterThan(800);
    });

    it('the diagonal rule on rings of 2n = 2ᵏ cells (all of the ring bad: the Neumann product of the lifted lights alone): the TypeScript path\'s presses, nullity 0, answers verify', () => {
      const random = seededRandom('fold-chase all bad');
      for (const t of ['mobius', 'klein', 'twist,clip', 'twist,wrap'] as const) {
        const rule = makeRule(namedStencil('diagonal'), t);
        // rings of 64, 128 and 256 cells (the twisted side of 32, 64, 128); the last two past the Neumann kernel's threshold, m odd and even
        for (const [rows, cols] of [[41, 32], [700, 64], [301, 128]] as const) {
          const shape = t.startsWith('twist') ? { rule, rows: cols, cols: rows } : { rule, rows, cols };
          const label = `${ruleName(rule)} ${shape.rows}×${shape.cols}`;
          expect(foldChaseMethod.applies(shape), label).toBe(true);
          const fast = foldChaseMethod.prepare(shape);
          expect(fast.nullity, label).toBe(0);
          for (const lights of [randomBoard(shape.rows, shape.cols, { random }), Board.filled(shape.rows, shape.cols)]) {
            const x = fast.solve(lights);
            const slow = withKernels('ts', () => foldChaseMethod.prepare(shape).solve(lights));
            expect(x && slow && x.equals(slow), label).toBe(true);
            expect(verifySolution(lights, x!, rule), label).toBe(true);
          }
        }
      }
    });

    it('gives the presses of the TypeScript chase, press for press, on boards the kernel takes; answers verify', () => {
      const random = seededRandom('fold-chase kernel');
      let kernelSized = 0;
      for (const rule of TWISTED) {
        // rings of 2n = 96 and 130 cells (3 and 5 words), ⌈m/2⌉ rows chased: past the kernel's threshold, m odd and even;
        // where the rows twist (the board as given transposed and lifted in the kernels' memory, the presses projected
        // and transposed back there) also rings of 126, 128 and 258 cells
        const twisted = rule.topology !== 'mobius' && rule.topology !== 'klein';
        const sides: [number, number][] = [[701, 48], [2 * Math.ceil(WASM_RING_CHASE_MIN_WORDS / 5), 65], ...(twisted ? ([[513, 63], [512, 64], [229, 129]] as [number, number][]) : [])];
        for (const [rows, cols] of sides) {
          const shape = twisted ? { rule, rows: cols, cols: rows } : { rule, rows, cols };
          const label = `${ruleName(rule)} ${shape.rows}×${shape.cols}`;
          if (!foldChaseMethod.applies(shape)) continue;
          if (Math.ceil(rows / 2) * Math.ceil((2 * cols) / 32) >= WASM_RING_CHASE_MIN_WORDS) kernelSized++;
          const lights = randomSolvableBoard(shape.rows, shape.cols, { rule, random });
          const fast = foldChaseMethod.prepare(shape).solve(lights);
          const slow = withKernels('ts', () => foldChaseMethod.prepare(shape).solve(lights));
          expect(fast, label).not.toBeNull();
          expect(fast!.equals(slow!), label).toBe(true);
          expect(verifySolution(lights, fast!, rule), label).toBe(true);
          // the lifted lights and the projected presses streamed a block of 7 rows at a time, the lights held or not
          for (const hold of [true, false]) {
            const blocks = withRingChaseBlockWords(7 * Math.ceil((2 * cols) / 32), () => foldChaseMethod.prepare(shape).solve(lights), hold);
            expect(blocks!.equals(slow!), `${label} in blocks, held ${hold}`).toBe(true);
          }
        }
      }
      expect(kernelSized).toBeGreaterThanOrEqual(40);
    });
  });
});
