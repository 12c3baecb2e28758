import type { WorkOptions } from '../work.ts';
import type { PreparedShape } from './method.ts';
import { ShapeMemo } from './shape-memo.ts';

/** Largest quiet-pattern basis kept per shape, in bytes; past it boards are decided by the prepared solver. */
export const MAX_BASIS_BYTES = 16 * 2 ** 20;

/** How a batch checker reaches one kind of puzzle. */
export interface CheckerKind<P> {
  /** The prepared shape of the rule, and of its transposed rule (the same object when symmetric). */
  prepare(rows: number, cols: number, work?: WorkOptions): { prepared: PreparedShape<P>; transposed: () => PreparedShape<P> };
  /** Bytes one quiet pattern takes when kept. */
  patternBytes(rows: number, cols: number): number;
  /** y·need ≢ 0: the quiet pattern y of Aᵀ rules the need out. */
  separates(y: P, need: P): boolean;
}

/**
 * Decides solvability of many boards, the shared engine of the two-state and k-state checkers. Per shape it
 * keeps, when small enough, a basis of ker Aᵀ (the quiet patterns of the transposed rule): a need b is
 * reachable iff y·b ≡ 0 for every basis vector y (over Z/k too, since Z/k is self-injective, the image of A
 * is the annihilator of ker Aᵀ). Larger shapes keep the prepared solver instead, so memory is bounded by
 * the board, not by its kernel.
 */
export class BatchChecker<P> {
  private readonly memo = new ShapeMemo<{ basis: P[] | null; prepared: PreparedShape<P> }>();

  constructor(private readonly kind: CheckerKind<P>) {}

  /** True when some presses change the lights by exactly `need` on a rows × cols board. */
  reachable(rows: number, cols: number, need: P, work?: WorkOptions): boolean {
    const entry = this.memo.get(rows, cols, () => {
      const { prepared, transposed } = this.kind.prepare(rows, cols, work);
      const small = prepared.nullity * this.kind.patternBytes(rows, cols) <= MAX_BASIS_BYTES;
      return { prepared, basis: small ? [...transposed().eachQuietPattern(work)] : null };
    });
    if (!entry.basis) return entry.prepared.reachable(need, work);
    for (const y of entry.basis) if (this.kind.separates(y, need)) return false;
    return true;
  }
}
