/** How hard a puzzle is, judged by the fewest presses that solve it. */
export type Difficulty = 'easy' | 'medium' | 'hard';

/** The difficulties, easiest first. */
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** Square sizes the new-puzzle form offers (small enough that the fewest presses are always proven). */
export const PUZZLE_SIDES: readonly number[] = [3, 4, 5, 6, 7, 8, 10];

/**
 * The fewest-press counts a difficulty stands for, inclusive, given `most`: the most presses any solvable board
 * of the size needs under the rule (see `hardestFewest`). Easy up to a third of it (at least 2 to 3), medium up
 * to two thirds, hard to `most` itself; so no range promises counts that cannot happen. For the classic 5 × 5
 * (most 15): 2–5, 6–10, 11–15.
 */
export function pressRange(difficulty: Difficulty, most: number): readonly [number, number] {
  const easyTop = Math.min(most, Math.max(3, Math.round(most / 3)));
  const mediumTop = Math.min(most, Math.max(easyTop + 1, Math.round((2 * most) / 3)));
  if (difficulty === 'easy') return [Math.min(2, most), easyTop];
  if (difficulty === 'medium') return [Math.min(most, easyTop + 1), mediumTop];
  return [Math.min(most, mediumTop + 1), most];
}
