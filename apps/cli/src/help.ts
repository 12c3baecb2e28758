import { type ArgsDef, type CommandDef, renderUsage } from 'citty';
import { type CliIO, type TerminalWritable, useColour } from './io.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes
const ANSI = /\u001b\[[0-9;]*m/g;
/** Help is wrapped to this width when the stream is not a terminal (or does not say). */
const DEFAULT_WIDTH = 80;
/** Narrower terminals still get this much, rather than a column of single words. */
const MIN_WIDTH = 40;

/**
 * Wraps one line of plain help text to `width` columns, without trailing spaces: a flag or argument row continues
 * its description under the description's first column; any other line continues under its own indentation.
 */
export function wrapLine(line: string, width: number): string[] {
  const text = line.trimEnd();
  if (text.length <= width) return [text];
  const row = /^\s*\S.*?\S {2,}(?=\S)/.exec(text);
  const indent = text.length - text.trimStart().length;
  const hanging = row !== null && row[0].length <= width * 0.6;
  const head = hanging ? row[0] : ' '.repeat(indent);
  const hang = hanging ? row[0].length : indent + 2;
  const lines: string[] = [];
  let current = head;
  let empty = true;
  for (const word of text.slice(head.length).trim().split(/ +/)) {
    if (!empty && current.length + 1 + word.length > width) {
      lines.push(current);
      current = ' '.repeat(hang) + word;
    } else current += (empty ? '' : ' ') + word;
    empty = false;
  }
  lines.push(current);
  return lines;
}

/**
 * Help text for `command` (under `parent`), wrapped to the stream's width (80 when it is not a terminal). Colours
 * exactly when the stream is a terminal and `NO_COLOR` is unset or empty: citty's own colours (which follow other
 * variables) are taken out, the text is wrapped, and headings and flags are coloured again.
 */
export async function helpText(io: CliIO, stream: TerminalWritable, command: CommandDef<ArgsDef>, parent?: CommandDef<ArgsDef>, extra = ''): Promise<string> {
  const plain = `${await renderUsage(command, parent)}${extra}`.replace(ANSI, '');
  const width = Math.max(MIN_WIDTH, stream.isTTY && stream.columns ? stream.columns - 1 : DEFAULT_WIDTH);
  const lines = leftAlign(plain.split('\n')).flatMap((line) => wrapLine(line, width));
  return (useColour(io, stream) ? lines.map(colourLine) : lines).join('\n');
}

/**
 * citty right-aligns the first column of the ARGUMENTS, OPTIONS and COMMANDS rows (`  -r, --rule=…` ends where
 * `--json` does); flags read better left-aligned, as in most tools' help. Descriptions keep their column.
 */
function leftAlign(lines: readonly string[]): string[] {
  let inTable = false;
  return lines.map((line) => {
    if (/^(ARGUMENTS|OPTIONS|COMMANDS)$/.test(line)) inTable = true;
    else if (/^[A-Z]/.test(line)) inTable = false;
    const row = inTable ? /^( {2,})(\S(?:.*?\S)?)( {2,})(\S.*)$/.exec(line) : null;
    return row ? `  ${row[2]}${' '.repeat(row[1]!.length - 2 + row[3]!.length)}${row[4]}` : line;
  });
}

/** Headings (`USAGE`, `OPTIONS`…) bold and underlined; the flag, argument or command that starts a row cyan. */
function colourLine(line: string): string {
  const heading = /^([A-Z][A-Z ]+)(?=$| )/.exec(line);
  if (heading) return `\u001b[1;4m${heading[1]}\u001b[22;24m${line.slice(heading[1]!.length)}`;
  const row = /^( +)(-[^ ]*(?:, -[^ ]*)*|[a-z]+|[A-Z]+(?:=<[^>]*>)?)(?= {2})/.exec(line);
  if (row) return `${row[1]}\u001b[36m${row[2]}\u001b[39m${line.slice(row[0].length)}`;
  return line;
}
