import { type Graph, parseGraphFile } from '@lightsout/core';
import { applyGraphPresses } from '@lightsout/core/algebra';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export { applyGraphPresses };

/** The Petersen graph from the core's fixture, for checking the page's presses independently of the page. */
export function exampleGraphForTest(): { graph: Graph } {
  const text = readFileSync(fileURLToPath(new URL('../../../packages/core/fixtures/graphs/petersen.txt', import.meta.url)), 'utf8');
  return { graph: parseGraphFile(text).graph };
}
