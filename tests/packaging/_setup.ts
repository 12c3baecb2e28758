import type { TestProject } from 'vitest/node';
import { type Installed, packAndInstall, removeInstalled } from './_installed.ts';

/**
 * vitest's global set-up for the packaging and doc tests: the READMEs' install lines run once, before every
 * test file, and what they installed is shared as plain data (`inject('installed')`); it is deleted after.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    installed: Installed;
  }
}

export default function setup(project: TestProject): () => void {
  const installed = packAndInstall();
  project.provide('installed', installed);
  return () => removeInstalled(installed.dir);
}
