import { ArgumentError } from '../../errors.ts';
import type { Graph } from '../../graph/graph.ts';
import { describe } from '../../validate.ts';

/** Checks that `value` is array-like (an array or a typed array of states); the values are checked by the caller. */
function assertStateList(value: unknown, name: string): asserts value is ArrayLike<number> {
  if (typeof value !== 'object' || value === null || !Number.isSafeInteger((value as { length?: unknown }).length)) {
    throw new ArgumentError(`${name} must be an array of states, one per vertex, got ${describe(value)}`);
  }
}

/**
 * target − lights (mod k), checking lengths and values. Over GF(2) with no target that is the lights themselves:
 * a byte array of them is used as it is (read only), which spares a copy of 2^24 bytes on the largest graphs.
 */
export function needOf(graph: Graph, lights: ArrayLike<number>, target: ArrayLike<number> | undefined, k: number): Uint8Array {
  const n = graph.vertexCount;
  assertStateList(lights, 'lights');
  if (target !== undefined) assertStateList(target, 'target');
  if (lights.length !== n) throw new ArgumentError(`lights have ${lights.length} entries, the graph ${n} vertices`);
  if (target && target.length !== n) throw new ArgumentError(`target has ${target.length} entries, the graph ${n} vertices`);
  if (k === 2 && !target && lights instanceof Uint8Array) {
    const bad = lights.findIndex((a) => a > 1);
    if (bad >= 0) throw new ArgumentError(`vertex ${bad}: states must be whole numbers below ${k}`);
    return lights;
  }
  const need = new Uint8Array(n);
  if (lights instanceof Uint8Array && target === undefined) {
    // typed states are whole numbers already: only the range is checked (once, after the loop); need = −lights
    let largest = 0;
    for (let v = 0; v < n; v++) {
      const a = lights[v]!;
      largest |= a;
      need[v] = a === 0 ? 0 : k - a;
    }
    if (largest >= k) {
      const v = lights.findIndex((a) => a >= k);
      if (v >= 0) throw new ArgumentError(`vertex ${v}: states must be whole numbers below ${k}`);
    }
    return need;
  }
  if (lights instanceof Uint8Array && target instanceof Uint8Array) {
    // typed states are whole numbers already: only the range is checked
    for (let v = 0; v < n; v++) {
      const a = lights[v]!;
      const b = target ? target[v]! : 0;
      if (a >= k || b >= k) throw new ArgumentError(`vertex ${v}: states must be whole numbers below ${k}`);
      need[v] = b >= a ? b - a : b - a + k;
    }
    return need;
  }
  for (let v = 0; v < n; v++) {
    const a = lights[v]!;
    const b = target ? target[v]! : 0;
    if (!Number.isInteger(a) || a < 0 || a >= k || !Number.isInteger(b) || b < 0 || b >= k) {
      throw new ArgumentError(`vertex ${v}: states must be whole numbers below ${k}`);
    }
    need[v] = (b - a + k) % k;
  }
  return need;
}
