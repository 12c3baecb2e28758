import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as core from './index.ts';

/** Every non-test source file of the package, relative to src/. */
function sourceFiles(dir = new URL('./', import.meta.url), prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...sourceFiles(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.startsWith('_')) out.push(`${prefix}${entry.name}`);
  }
  return out;
}

describe('public API', () => {
  it('exports the documented entry points', () => {
    for (const name of [
      'BitMatrix', 'reduceRowEchelon', 'rank', 'kernel', 'solveLinear', 'Board', 'pressCell', 'pressEffect', 'applyPresses',
      'makeRule', 'CLASSIC_RULE', 'transposeRule', 'ruleMatrix', 'namedStencil', 'parseStencil', 'StencilFormatError',
      'solve', 'minimalSolution', 'nullity', 'quietPatterns', 'isSolvable', 'nullityTable', 'verifySolution', 'verifyProof',
      'pressCountDistribution', 'SOLVER_METHODS', 'chooseMethod', 'GridFormatError', 'formatGrid', 'formatGrids', 'parseGrids',
      'parseGrid', 'parseGridStream', 'GridParser', 'randomBoard', 'randomSolvableBoard', 'seededRandom', 'SolvabilityChecker',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
  });

  it('the README-style example works through the index', () => {
    const result = core.solve(core.Board.filled(5, 5), { minimal: true });
    expect(result.solvable && result.pressCount).toBe(15);
  });
});

describe('purity', () => {
  it('no source file imports node:*, touches the console, or uses DOM globals', () => {
    const files = sourceFiles();
    expect(files).toContain('index.ts');
    expect(files.length).toBeGreaterThan(15);
    const offences: string[] = [];
    for (const file of files) {
      const text = readFileSync(new URL(file, new URL('./', import.meta.url)), 'utf8');
      const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      if (/from\s+['"]node:|require\(\s*['"]node:|from\s+['"](fs|path|os|process|child_process)['"]/.test(code)) offences.push(`${file}: node import`);
      if (/\bconsole\./.test(code)) offences.push(`${file}: console`);
      if (/\b(document|window|localStorage)\./.test(code)) offences.push(`${file}: DOM`);
    }
    expect(offences).toEqual([]);
  });
});
