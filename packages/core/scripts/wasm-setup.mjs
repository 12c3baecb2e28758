/**
 * Vitest's global setup for core: rebuilds the WebAssembly kernels when their sources changed (a no-op otherwise,
 * see build-wasm.mjs), so `vitest` run directly after a pull never tests stale kernels against new wrappers.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Runs build-wasm.mjs once before any test file. */
export function setup() {
  execFileSync(process.execPath, [fileURLToPath(new URL('./build-wasm.mjs', import.meta.url))], { stdio: 'inherit' });
}
