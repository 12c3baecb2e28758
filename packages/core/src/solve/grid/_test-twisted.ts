import { Board } from '../../puzzle/board.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard } from '../../puzzle/random.ts';
import { type Rule, ruleName } from '../../puzzle/rule.ts';
import { denseMethod } from './dense.ts';
import { type GridMethod, verifyProof, verifySolution } from './kind.ts';

/**
 * A twisted-surface method against dense elimination on every shape it takes up to `side` × `side` (every
 * `step`-th column for rules other than the cross): the nullity both ways, quiet patterns that are quiet and as
 * many, and answers on a solvable, a random and an all-on board, presses and proofs verified by applying them.
 *
 * @returns What disagreed (empty when nothing did) and how many shapes were compared.
 */
export function twistedAgreement(method: GridMethod, rules: readonly Rule[], side: number, random: () => number, step = 1): { wrong: string[]; compared: number } {
  const wrong: string[] = [];
  let compared = 0;
  for (const rule of rules) {
    for (let rows = 1; rows <= side; rows++) {
      for (let cols = 1; cols <= side; cols += rule.stencil.name === 'cross' ? 1 : step) {
        const shape = { rule, rows, cols };
        if (!method.applies(shape)) continue;
        compared++;
        wrong.push(...shapeAgreement(method, shape, random));
      }
    }
  }
  return { wrong, compared };
}

/** {@link twistedAgreement} on one shape the method takes: what disagreed with dense elimination (empty when nothing did). */
export function shapeAgreement(method: GridMethod, shape: { readonly rule: Rule; readonly rows: number; readonly cols: number }, random: () => number): string[] {
  const { rule, rows, cols } = shape;
  const wrong: string[] = [];
  const label = `${ruleName(rule)} ${rows}×${cols}`;
  const mine = method.prepare(shape);
  const want = denseMethod.nullity(shape);
  if (mine.nullity !== want || method.nullity(shape) !== want) wrong.push(`${label}: nullity ${mine.nullity}/${method.nullity(shape)}, expected ${want}`);
  const quiet = [...mine.eachQuietPattern()];
  if (quiet.some((q) => !pressEffect(q, rule).isEmpty())) wrong.push(`${label}: a quiet pattern is not quiet`);
  if (quiet.length !== mine.nullity) wrong.push(`${label}: ${quiet.length} quiet patterns`);
  for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random }), Board.filled(rows, cols)]) {
    const x = mine.solve(lights);
    if ((x === null) !== (denseMethod.prepare(shape).solve(lights) === null)) wrong.push(`${label}: solvability`);
    else if (x && !verifySolution(lights, x, rule)) wrong.push(`${label}: presses`);
    else if (!x && !verifyProof(lights, mine.proof(lights), rule)) wrong.push(`${label}: proof`);
  }
  return wrong;
}
