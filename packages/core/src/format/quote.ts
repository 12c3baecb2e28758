import { assertString, assertWhole } from '../validate.ts';

/** Longest piece of input an error message quotes whole; longer text is shortened to its start and end. */
export const MAX_QUOTED_CHARS = 40;

/**
 * Characters a message must not print raw: controls (C0, DEL, C1), format characters (zero-width, bidi
 * marks, BOM), line and paragraph separators, spaces other than U+0020 (NBSP, ideographic space…),
 * private-use, unassigned code points, lone surrogates and U+FFFD (what undecodable bytes become).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\uFFFD\\]|(?! )\p{Zs}/gu;

const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

/** `ch` as an escape: `\n`, `\t`, `\r`, `\\`, else `\uXXXX` (`\u{XXXXX}` above the BMP). */
function escapeChar(ch: string): string {
  const short = SHORT_ESCAPES[ch];
  if (short) return short;
  const code = ch.codePointAt(0)!;
  return code > 0xffff ? `\\u{${code.toString(16).toUpperCase()}}` : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * A piece of input as an error message shows it: in single quotes, exactly as written (numbers are not
 * re-read, so `9007199254740993` stays as it is), with invisible and control characters escaped, and text
 * longer than {@link MAX_QUOTED_CHARS} shortened to its start and end with its length in between.
 *
 * @param text The input.
 * @param maxChars The longest text quoted whole.
 * @returns The quoted text.
 * @example
 * quoteText('a\u00a0b'); // "'a\\u00A0b'"
 */
export function quoteText(text: string, maxChars = MAX_QUOTED_CHARS): string {
  assertString(text, 'text');
  assertWhole(maxChars, 'maxChars', 1);
  if (text.length <= maxChars) return `'${text.replace(INVISIBLE, escapeChar)}'`;
  const keep = Math.max(1, Math.floor((maxChars - 4) / 2));
  const head = text.slice(0, keep).replace(/[\uD800-\uDBFF]$/, '');
  const tail = text.slice(-keep).replace(/^[\uDC00-\uDFFF]/, '');
  return `'${head.replace(INVISIBLE, escapeChar)}…${tail.replace(INVISIBLE, escapeChar)}' (${text.length} characters)`;
}
