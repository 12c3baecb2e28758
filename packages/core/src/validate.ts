import { ArgumentError } from './errors.ts';

/**
 * Checks for values that enter the library from plain JavaScript or JSON, where the types promise nothing: each
 * throws an {@link ArgumentError} naming what was expected and describing what came instead, so that a malformed
 * input is refused where it enters rather than surfacing later as a `TypeError` or a wrong answer.
 */

/**
 * How a value reads in an error message: `the string "5"`, `null`, `NaN`, `an array`, `a Map`, `7`.
 *
 * @param value Anything.
 * @returns A short description, with the value itself when it is short.
 */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'undefined':
      return 'nothing';
    case 'string':
      return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    case 'number':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'boolean':
      return String(value);
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a symbol';
  }
  if (Array.isArray(value)) return `an array of ${value.length}`;
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== 'Object' && name !== '' ? `a ${name}` : 'an object';
}

/**
 * Checks that `value` is a whole number in [min, max].
 *
 * @param value Anything.
 * @param name What the value is, for the message (`rows`, `maxCells`…).
 * @param min The least value allowed.
 * @param max The largest value allowed; `Number.MAX_SAFE_INTEGER` by default.
 * @throws {ArgumentError} otherwise.
 */
export function assertWhole(value: unknown, name: string, min: number, max = Number.MAX_SAFE_INTEGER): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new ArgumentError(`${name} must be a whole number ${range}, got ${describe(value)}`);
  }
}

/**
 * Checks that `value` is a number (not NaN) in [min, max]; infinities pass when the range allows them.
 *
 * @param value Anything.
 * @param name What the value is, for the message.
 * @param min The least value allowed.
 * @param max The largest value allowed.
 * @throws {ArgumentError} otherwise.
 */
export function assertNumberIn(value: unknown, name: string, min: number, max: number): asserts value is number {
  if (typeof value !== 'number' || !(value >= min && value <= max)) {
    throw new ArgumentError(`${name} must be a number from ${min} to ${max}, got ${describe(value)}`);
  }
}

/**
 * Checks that `value` is a function.
 *
 * @param value Anything.
 * @param name What the value is, for the message.
 * @throws {ArgumentError} otherwise.
 */
export function assertFunction(value: unknown, name: string): asserts value is (...args: never[]) => unknown {
  if (typeof value !== 'function') throw new ArgumentError(`${name} must be a function, got ${describe(value)}`);
}

/**
 * Checks that `value` is a string.
 *
 * @param value Anything.
 * @param name What the value is, for the message.
 * @throws {ArgumentError} otherwise.
 */
export function assertString(value: unknown, name: string): asserts value is string {
  if (typeof value !== 'string') throw new ArgumentError(`${name} must be a string, got ${describe(value)}`);
}

/**
 * Checks that `value` can be walked by `for … of`.
 *
 * @param value Anything.
 * @param name What the value is, for the message.
 * @throws {ArgumentError} otherwise.
 */
export function assertIterable(value: unknown, name: string): asserts value is Iterable<unknown> {
  if (value === null || value === undefined || typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] !== 'function') {
    throw new ArgumentError(`${name} must be iterable (an array, say), got ${describe(value)}`);
  }
}

/**
 * Checks that `value` is an instance of `type` (a class of the library: boards, graphs).
 *
 * @param value Anything.
 * @param type The class expected.
 * @param name What the value is, for the message (`board`, `target`…).
 * @throws {ArgumentError} otherwise.
 */
export function assertInstance<T>(value: unknown, type: abstract new (...args: never[]) => T, name: string): asserts value is T {
  if (!(value instanceof type)) throw new ArgumentError(`${name} must be a ${type.name}, got ${describe(value)}`);
}

/**
 * Checks an options argument: nothing, or an object whose `signal` (when given) has `throwIfAborted` and whose
 * `onProgress` (when given) is a function, the two options every long call shares.
 *
 * @param value Anything.
 * @param name What the value is, for the message.
 * @throws {ArgumentError} otherwise.
 */
export function assertOptions(value: unknown, name = 'options'): void {
  if (value === undefined) return;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ArgumentError(`${name} must be an object, got ${describe(value)}`);
  const { signal, onProgress } = value as { signal?: unknown; onProgress?: unknown };
  if (signal !== undefined && typeof (signal as { throwIfAborted?: unknown } | null)?.throwIfAborted !== 'function') {
    throw new ArgumentError(`${name}.signal must be an AbortSignal, got ${describe(signal)}`);
  }
  if (onProgress !== undefined) assertFunction(onProgress, `${name}.onProgress`);
}

/**
 * Checks an optional whole-number option: absent, or a whole number in [min, max].
 *
 * @param value The option's value.
 * @param name Its name, for the message.
 * @param min The least value allowed.
 * @param max The largest value allowed; `Number.MAX_SAFE_INTEGER` by default.
 * @throws {ArgumentError} otherwise.
 */
export function assertOptionalWhole(value: unknown, name: string, min: number, max?: number): void {
  if (value !== undefined) assertWhole(value, name, min, max);
}

/**
 * Checks a piece of text for the parsers: a string, or UTF-8 bytes in a `Uint8Array`.
 *
 * @param value Anything.
 * @param name What the value is, for the message.
 * @throws {ArgumentError} otherwise.
 */
export function assertTextChunk(value: unknown, name = 'text'): asserts value is string | Uint8Array {
  if (typeof value !== 'string' && !(value instanceof Uint8Array)) throw new ArgumentError(`${name} must be a string or a Uint8Array of UTF-8 bytes, got ${describe(value)}`);
}

/**
 * Checks a source of chunks for the stream parsers: an iterable, an async iterable or a `ReadableStream` (anything
 * with `getReader`). The chunks themselves are checked as they arrive.
 *
 * @param value Anything.
 * @param name What the value is, for the message.
 * @throws {ArgumentError} otherwise.
 */
export function assertChunkSource(value: unknown, name = 'chunks'): void {
  const source = value as { [Symbol.iterator]?: unknown; [Symbol.asyncIterator]?: unknown; getReader?: unknown } | null | undefined;
  if (typeof source?.[Symbol.iterator] !== 'function' && typeof source?.[Symbol.asyncIterator] !== 'function' && typeof source?.getReader !== 'function') {
    throw new ArgumentError(`${name} must be an iterable, an async iterable or a ReadableStream of text or bytes, got ${describe(value)}`);
  }
}

/** The bounds `minimal` may carry (see `CosetBounds`); any other key is a typo, refused rather than ignored. */
const MINIMAL_BOUNDS = ['maxExactSolutions', 'maxExactWork', 'deadline', 'stop', 'onBest', 'share'];

/**
 * Checks the `minimal` option of the solvers: nothing, a boolean, or bounds for the coset search
 * (`maxExactSolutions` a bigint ≥ 0, `maxExactWork` and `deadline` numbers ≥ 0, `stop` a signal, `onBest` a
 * function, `share` an index below a count with an optional `Int32Array` cell).
 *
 * @param value Anything.
 * @throws {ArgumentError} otherwise, naming the key.
 */
export function assertMinimalOption(value: unknown): void {
  if (value === undefined || typeof value === 'boolean') return;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ArgumentError(`minimal must be true, false or an object of bounds, got ${describe(value)}`);
  for (const [key, bound] of Object.entries(value)) {
    if (!MINIMAL_BOUNDS.includes(key)) throw new ArgumentError(`minimal: unknown bound ${JSON.stringify(key)}; expected ${MINIMAL_BOUNDS.join(', ')}`);
    if (bound === undefined) continue;
    if (key === 'stop') {
      if (typeof (bound as { aborted?: unknown } | null)?.aborted !== 'boolean') throw new ArgumentError(`minimal.stop must be an AbortSignal, got ${describe(bound)}`);
    } else if (key === 'onBest') {
      if (typeof bound !== 'function') throw new ArgumentError(`minimal.onBest must be a function, got ${describe(bound)}`);
    } else if (key === 'share') {
      assertShare(bound);
    } else if (key === 'maxExactSolutions' ? typeof bound !== 'bigint' || bound < 0n : typeof bound !== 'number' || !(bound >= 0)) {
      throw new ArgumentError(`minimal.${key} must be ${key === 'maxExactSolutions' ? 'a bigint' : 'a number'} ≥ 0, got ${describe(bound)}`);
    }
  }
}

/** Checks `minimal.share`: `{ index, count, best? }` with 0 ≤ index < count whole and `best` an `Int32Array`. */
function assertShare(value: unknown): void {
  const share = value as { index?: unknown; count?: unknown; best?: unknown } | null;
  const { index, count, best } = share ?? {};
  if (typeof share !== 'object' || !Number.isInteger(count) || (count as number) < 1 || !Number.isInteger(index) || (index as number) < 0 || (index as number) >= (count as number)) {
    throw new ArgumentError(`minimal.share must be { index, count } with whole numbers 0 ≤ index < count, got ${describe(value)}`);
  }
  if (best !== undefined && !(best instanceof Int32Array && best.length >= 1)) throw new ArgumentError(`minimal.share.best must be an Int32Array, got ${describe(best)}`);
}
