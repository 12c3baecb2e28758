import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** One accessibility problem axe-core found: its rule, impact and the elements it names. */
export interface AxeProblem {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

/** Runs axe-core in the page and returns every violation it finds, of any impact (none is the goal). */
export async function violations(page: Page): Promise<AxeProblem[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document);
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 5).map((n) => String(n.target.join(' '))) }));
  });
}
