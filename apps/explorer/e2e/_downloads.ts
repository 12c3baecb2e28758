import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TestPage } from './_session.ts';

/** Clicks a button and returns the file it downloads: its suggested name and its text. */
export async function saved(page: TestPage, name: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

/** Lines of a CSV file as numbers, after checking its header. */
export function csvRows(text: string, header: string): number[][] {
  const [first, ...lines] = text.trimEnd().split('\n');
  expect(first).toBe(header);
  return lines.map((line) => line.split(',').map(Number));
}
