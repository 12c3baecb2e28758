import type { BenchCase } from './cases.ts';
import { CASES } from './cases.ts';
import { FIRST_CASES } from './first-cases.ts';
import { GRAPH_CASES } from './graph-cases.ts';
import { KERNEL_CASES } from './kernel-cases.ts';
import { MINIMAL_CASES } from './minimal-cases.ts';
import { RULE_CASES } from './rule-cases.ts';
import { PLANE_SIZE_CASES, SIZE_CASES } from './size-cases.ts';
import { STATE_CASES } from './states-cases.ts';

/** Every benchmark: GF(2) boards (the classic rule, then every named rule, then every named rule at every size), then k states, then graphs, then the WebAssembly kernels against the TypeScript path. */
export const ALL_CASES: BenchCase[] = [...CASES, ...RULE_CASES, ...SIZE_CASES, ...PLANE_SIZE_CASES, ...FIRST_CASES, ...STATE_CASES, ...GRAPH_CASES, ...MINIMAL_CASES, ...KERNEL_CASES];
