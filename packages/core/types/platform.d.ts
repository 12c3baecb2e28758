/**
 * The web-platform globals the library may use, which every runtime it supports provides (browsers,
 * Node ≥ 20, Deno, Bun). Only the library's build sees this file: it compiles against the bare ES2022
 * library plus these lines, so any other platform API (the DOM, Node's modules, the console) is a compile
 * error. That is what keeps the core pure.
 */
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: ArrayBufferView | ArrayBuffer, options?: { stream?: boolean }): string;
}
