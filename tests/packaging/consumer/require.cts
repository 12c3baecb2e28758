// A CommonJS TypeScript user: its imports compile to `require` of the ES module library, which TypeScript types
// from 5.8 on under `module: nodenext` (the core README's floor for CommonJS projects).
import { Board, solve } from '@lightsout/core';

const result = solve(Board.filled(3, 3));
export const pressCount: number | null = result.solvable ? result.pressCount : null;
