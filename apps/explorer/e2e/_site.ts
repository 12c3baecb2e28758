import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The explorer package folder. */
export const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The built site. */
export const DIST = join(APP_DIR, 'dist');
/** Where the README's screenshots go. */
export const SCREENSHOTS = join(APP_DIR, 'docs', 'screenshots');

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/**
 * Builds the site unless `dist/` is newer than every source: `turbo run test` builds first, and a direct
 * `vitest run` after an edit still tests what was edited.
 */
export async function ensureBuilt(): Promise<void> {
  const index = join(DIST, 'index.html');
  const sources = Math.max(newest(join(APP_DIR, 'src')), newest(join(APP_DIR, 'index.html')), newest(join(APP_DIR, '..', '..', 'packages', 'core', 'src')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  const { build } = await import('vite');
  await build({ root: APP_DIR, configFile: join(APP_DIR, 'vite.config.ts'), logLevel: 'warn' });
}
