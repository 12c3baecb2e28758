import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { base64Bytes, decodeBase64, kernels, setKernels } from './kernels.ts';
import { KERNELS_WASM } from './_generated/kernels.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';

kernelsOnInThisFile();

const random = seededRandom('wasm-kernels');

describe('the WebAssembly kernels load, and the switch to the TypeScript path', () => {
  test('the embedded module instantiates here (else the comparisons would hold TypeScript to itself)', () => {
    const k = kernels();
    expect(k).not.toBeNull();
    expect(k!.heapBase()).toBeGreaterThan(0);
  });

  test('ts forces the TypeScript path, auto brings the kernels back', () => {
    const previous = setKernels('ts');
    try {
      expect(kernels()).toBeNull();
    } finally {
      setKernels(previous);
    }
    expect(kernels()).not.toBeNull();
  });

  test('base64 decodes as the platform encodes, every padding', () => {
    for (let length = 0; length < 40; length++) {
      const bytes = Uint8Array.from({ length }, () => random() & 255);
      expect(decodeBase64(Buffer.from(bytes).toString('base64'))).toEqual(bytes);
      expect(Uint8Array.from(base64Bytes(Buffer.from(bytes).toString('base64')))).toEqual(bytes);
    }
  });

  test("the platform's decoder gives the module the bytes of decodeBase64", () => {
    expect(Uint8Array.from(base64Bytes(KERNELS_WASM))).toEqual(decodeBase64(KERNELS_WASM));
  });
});
