import type { Board } from '@lightsout/core';
import { formatGrids } from '@lightsout/core/algebra';
import { type RuleSpec, ruleLabel } from '../rule/rule-spec.ts';

/** Most cells (patterns × board cells) of a quiet-pattern basis saved to a file. */
export const MAX_SAVED_PATTERN_CELLS = 16_000_000;

/** Why a basis cannot be saved (too large), or `null` when it can. */
export function patternExportProblem(nullity: number, rows: number, cols: number): string | null {
  const cells = nullity * rows * cols;
  if (cells <= MAX_SAVED_PATTERN_CELLS) return null;
  return `${nullity.toLocaleString('en')} patterns of ${rows} × ${cols} are ${cells.toLocaleString('en')} cells; files hold at most ${MAX_SAVED_PATTERN_CELLS.toLocaleString('en')}`;
}

/** A basis of quiet patterns in the project's grid text format (each with its header), as the core writes it. */
export function patternsText(patterns: readonly Board[]): string {
  return formatGrids(patterns);
}

/**
 * A basis of quiet patterns as JSON: the rule, the shape, the nullity and each pattern as rows of 0/1
 * (`patterns[i][r][c]` is 1 when pattern i presses row r, column c, counting from 0).
 */
export function patternsJson(patterns: readonly Board[], rows: number, cols: number, spec: RuleSpec): string {
  const cells = patterns.map((p) => Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (p.get(r, c) ? 1 : 0))));
  return `${JSON.stringify({ rule: ruleLabel(spec), spec, rows, cols, nullity: patterns.length, patterns: cells })}\n`;
}
