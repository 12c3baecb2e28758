import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { rank } from '../../gf2/eliminate.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard } from '../../puzzle/random.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { denseMethod } from './dense.ts';
import { type GridMethod, verifyProof, verifySolution } from './kind.ts';

/**
 * A method against dense elimination on one shape it takes: the nullity, quiet patterns that are quiet and span
 * the kernel, and answers on a reachable and a random board (presses and proofs verified by applying them).
 *
 * @returns What disagreed; empty when nothing did.
 */
export function denseDisagreements(method: GridMethod, rule: Rule, rows: number, cols: number, random: () => number): string[] {
  const shape = { rule, rows, cols };
  const label = `${rule.stencil.name}/${rule.topology} ${rows}×${cols}`;
  const want = denseMethod.nullity(shape);
  const prepared = method.prepare(shape);
  if (prepared.nullity !== want) return [`${label}: nullity ${prepared.nullity}, want ${want}`];
  const wrong: string[] = [];
  const quiet = [...prepared.eachQuietPattern()];
  if (quiet.some((q) => !pressEffect(q, rule).isEmpty())) wrong.push(`${label}: a quiet pattern is not quiet`);
  const m = new BitMatrix(Math.max(1, quiet.length), rows * cols);
  quiet.forEach((q, i) => m.words.set(q.toVector(), i * m.stride));
  if (quiet.length !== want || (want > 0 && rank(m) !== want)) wrong.push(`${label}: quiet patterns do not span the kernel`);
  for (const lights of [randomSolvableBoard(rows, cols, { rule, random }), randomBoard(rows, cols, { random })]) {
    const presses = prepared.solve(lights);
    const reference = denseMethod.prepare(shape).solve(lights);
    if ((presses === null) !== (reference === null)) wrong.push(`${label}: solvability`);
    else if (presses && !verifySolution(lights, presses, rule)) wrong.push(`${label}: presses`);
    else if (!presses && !verifyProof(lights, prepared.proof(lights), rule)) wrong.push(`${label}: proof`);
  }
  return wrong;
}
