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
  const head = row && row[0].length <= width / 2 ? row[0] : ' '.repeat(indent);
  const hang = row && row[0].length <= width / 2 ? row[0].length : indent + 2;
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
 * only on a terminal without `NO_COLOR`, and only when no line needs wrapping (wrapping works on the plain text).
 */
export async function helpText(io: CliIO, stream: TerminalWritable, command: CommandDef<ArgsDef>, parent?: CommandDef<ArgsDef>, extra = ''): Promise<string> {
  const usage = `${await renderUsage(command, parent)}${extra}`;
  const width = Math.max(MIN_WIDTH, stream.isTTY && stream.columns ? stream.columns - 1 : DEFAULT_WIDTH);
  const plain = usage.replace(ANSI, '');
  const lines = plain.split('\n');
  if (useColour(io, stream) && lines.every((line) => line.trimEnd().length <= width)) {
    return usage
      .split('\n')
      .map((line) => line.replace(/ +$/, ''))
      .join('\n');
  }
  return lines.flatMap((line) => wrapLine(line, width)).join('\n');
}
