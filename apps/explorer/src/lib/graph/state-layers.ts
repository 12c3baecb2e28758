/** What a k-state view (buttons, canvas or graph) draws: one entry per position, in position order. */
export interface StateLayers {
  /** Number of states k. */
  states: number;
  /** The state of each position, in [0, k). */
  lights: Uint8Array;
  /** Press counts still to make, or null. */
  presses: Uint8Array | null;
  /** Weights of an unsolvability proof, or null. */
  proof: Uint8Array | null;
  /** The position a hint rings, or null. */
  hint?: number | null;
  /** A click on the position at this index. */
  onclick: (index: number) => void;
}
