import type { BenchCase } from './cases.ts';
import { CASES } from './cases.ts';
import { GRAPH_CASES } from './graph-cases.ts';
import { STATE_CASES } from './states-cases.ts';

/** Every benchmark: GF(2) boards, then k states, then graphs. */
export const ALL_CASES: BenchCase[] = [...CASES, ...STATE_CASES, ...GRAPH_CASES];
