/** Words and numbers as the page writes them: thousands separators, nouns in the right number, superscripts. */

const SUPERSCRIPT: Record<string, string> = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };

/** A whole number with thousands separators: `1,000,000`. */
export function num(n: number): string {
  return n.toLocaleString('en');
}

/** A count and its noun in the right number: `1 edge`, `1,500 edges`, `1 vertex`, `3 vertices`. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${num(n)} ${n === 1 ? one : many}`;
}

/** An integer as superscript digits, for exponents in running text: `-8` → `⁻⁸`. */
export function superscript(n: number): string {
  return [...String(n)].map((ch) => SUPERSCRIPT[ch] ?? ch).join('');
}
