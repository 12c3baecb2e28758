/** How hard a puzzle is, judged by the fewest presses that solve it. */
export type Difficulty = 'easy' | 'medium' | 'hard';

/** The difficulties, easiest first. */
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** Square sizes the new-puzzle form offers (small enough that the fewest presses are always proven). */
export const PUZZLE_SIDES: readonly number[] = [3, 4, 5, 6, 7, 8, 10];

/**
 * The fewest-press counts a difficulty stands for on a board of `cells` cells, inclusive: easy up to a fifth of
 * the cells (at least 2 to 3), medium up to two fifths, hard above. For 5 × 5: 2–5, 6–10, 11–25.
 */
export function pressRange(difficulty: Difficulty, cells: number): readonly [number, number] {
  const easyTop = Math.min(cells, Math.max(3, Math.round(cells / 5)));
  const mediumTop = Math.min(cells, Math.max(easyTop + 1, Math.round((2 * cells) / 5)));
  if (difficulty === 'easy') return [Math.min(2, cells), easyTop];
  if (difficulty === 'medium') return [Math.min(cells, easyTop + 1), mediumTop];
  return [Math.min(cells, mediumTop + 1), cells];
}
