/** What a click on a cell or vertex does: `play` presses it under the rule, `edit` changes that one light. */
export type Mode = 'play' | 'edit';
