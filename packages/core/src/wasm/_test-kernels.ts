import { afterAll, beforeAll } from 'vitest';
import type { KernelChoice } from './kernels.ts';
import { setKernels } from './kernels.ts';

/**
 * For the kernels' own tests: runs the file with the kernels on even when `LIGHTSOUT_KERNELS=ts` forces the
 * TypeScript path for the rest of the suite (these files compare the kernels with that path themselves).
 */
export function kernelsOnInThisFile(): void {
  let previous: KernelChoice = 'auto';
  beforeAll(() => {
    previous = setKernels('auto');
  });
  afterAll(() => {
    setKernels(previous);
  });
}
