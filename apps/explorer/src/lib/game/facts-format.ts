import { superscript } from '../ui/text.ts';

/** Text for the facts panel: exact powers of two and solvable fractions that stay readable when huge. */

/** 2^k in decimal, exactly: full when short, else the first and last digits with the digit count. */
export function powerOfTwo(k: number, maxDigits = 40): { short: string; full: string; digits: number } {
  const full = (2n ** BigInt(k)).toString();
  const grouped = full.length <= maxDigits ? group(full) : `${full.slice(0, 12)}…${full.slice(-12)}`;
  return { short: grouped, full, digits: full.length };
}

/** The fraction of boards that are solvable, 2^−k: `all`, `1 in 4 (25%)`, or `1 in 2⁸⁰ (8.3 × 10⁻²³%)`. */
export function solvableFraction(k: number): string {
  if (k === 0) return 'all (100%)';
  const percent = 100 * 2 ** -k;
  const pct = percent >= 0.01 ? `${trim(percent.toPrecision(3))}%` : `${scientific(percent)}%`;
  const denominator = k <= 40 ? group((2n ** BigInt(k)).toString()) : `2${superscript(k)}`;
  return `1 in ${denominator} (${pct})`;
}

function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function trim(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

function scientific(x: number): string {
  if (x === 0) return '0';
  const exp = Math.floor(Math.log10(x));
  const mantissa = x / 10 ** exp;
  return `${mantissa.toFixed(1)} × 10${superscript(exp)}`;
}

/** A bigint in decimal, grouped by thousands when at most `maxDigits` long, else first and last digits. */
export function bigCount(n: bigint, maxDigits = 40): string {
  const full = n.toString();
  return full.length <= maxDigits ? group(full) : `${full.slice(0, 12)}…${full.slice(-12)} (${full.length} digits)`;
}
