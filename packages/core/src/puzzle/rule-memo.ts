import type { Rule } from './rule.ts';

/** Shapes remembered per rule object before the memo starts afresh. */
const SHAPES_PER_RULE = 64;

/**
 * A function of (rule, rows, cols) memoised per rule object (weakly: a rule that is dropped takes its entries
 * with it) and per shape, for the per-shape tables of a rule: its neighbourhood, its row operator.
 */
export function memoPerRuleShape<T>(build: (rule: Rule, rows: number, cols: number) => T): (rule: Rule, rows: number, cols: number) => T {
  const memo = new WeakMap<Rule, Map<string, T>>();
  return (rule, rows, cols) => {
    let shapes = memo.get(rule);
    if (!shapes) {
      shapes = new Map();
      memo.set(rule, shapes);
    }
    const key = `${rows}x${cols}`;
    let value = shapes.get(key);
    if (value === undefined) {
      if (shapes.size >= SHAPES_PER_RULE) shapes.clear();
      value = build(rule, rows, cols);
      shapes.set(key, value);
    }
    return value;
  };
}
