import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The READMEs' code, as the doc tests read it: fenced blocks under their headings, and shell blocks as command
 * lines with the comment that says what each prints.
 */

/** The repository root. */
export const ROOT = realpathSync(fileURLToPath(new URL('../..', import.meta.url)));

/** A fenced code block of a README. */
export interface CodeBlock {
  /** The last `##` heading above the block. */
  heading: string;
  /** The fence's language (`sh`, `ts`, or empty). */
  lang: string;
  /** The code between the fences. */
  code: string;
}

/** A line of a shell block: the command and its `# comment`, trimmed. */
export interface ShellLine {
  command: string;
  comment: string;
}

/** Where the READMEs' install lines put the tarballs; doc tests put a temporary folder in its place. */
export const PACK_DESTINATION = '~/lightsout-packages';

/** The fenced blocks of a README (a path from the repository root), in order. */
export function codeBlocks(readme: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let heading = '';
  const text = readFileSync(join(ROOT, readme), 'utf8');
  for (const match of text.matchAll(/^(##+ .*)$|^```(\w*)\n([\s\S]*?)^```$/gm)) {
    if (match[1]) heading = match[1].replace(/^#+ /, '');
    else blocks.push({ heading, lang: match[2] ?? '', code: match[3] ?? '' });
  }
  return blocks;
}

/** The command lines of a shell block; a `#` after two spaces starts the line's comment. */
export function shellLines(block: CodeBlock): ShellLine[] {
  return block.code
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const at = line.search(/ {2,}# /);
      return at < 0 ? { command: line.trim(), comment: '' } : { command: line.slice(0, at).trim(), comment: line.slice(at).trim().slice(2) };
    });
}

/** The lines matching `pattern` of a README's shell blocks, of those under `headings` when given ('' is the introduction). */
export function shellLinesOf(readme: string, pattern: RegExp, headings?: readonly string[]): ShellLine[] {
  return codeBlocks(readme)
    .filter((block) => block.lang === 'sh' && (!headings || headings.includes(block.heading)))
    .flatMap(shellLines)
    .filter((line) => pattern.test(line.command));
}

/** What a line's comment claims it prints: an exit status (`exit 1`) and the start of its output (`1 of 2 solvable`, `2: …`). */
export interface Claim {
  exit?: number;
  startsWith?: string;
}

/** Reads a comment's claims: `exit N` anywhere, and output when the comment opens with a digit (up to `:` or `;`). */
export function claimOf(comment: string): Claim {
  const exit = /\bexit (\d+)\b/.exec(comment)?.[1];
  const output = /^\d[^:;]*/.exec(comment)?.[0].trim();
  return { ...(exit !== undefined && { exit: Number(exit) }), ...(output !== undefined && { startsWith: output }) };
}
