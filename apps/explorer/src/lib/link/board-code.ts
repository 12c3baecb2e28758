import { Board } from '@lightsout/core';

/**
 * Board ⇄ URL-safe text. The cells, row-major (cell r·cols + c is bit (r·cols + c) mod 8 of byte ⌊…/8⌋),
 * are written as base64url; runs of 4 or more equal characters become `<char>.<count>.`, so empty,
 * all-on and sparse boards stay short even at 1000×1000. An empty board encodes as the empty string.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

/** The board's cells as URL-safe text (see the module comment). */
export function encodeBoard(board: Board): string {
  if (board.isEmpty()) return '';
  const { rows, cols, stride, words } = board;
  const bytes = new Uint8Array(Math.ceil((rows * cols) / 8));
  let i = 0;
  for (let r = 0; r < rows; r++) {
    const base = r * stride;
    for (let c = 0; c < cols; c++, i++) {
      if ((words[base + (c >>> 5)]! >>> (c & 31)) & 1) bytes[i >>> 3]! |= 1 << (i & 7);
    }
  }
  return compressRuns(toBase64url(bytes));
}

/** The rows × cols board written by {@link encodeBoard}; throws a `RangeError` when the text does not fit. */
export function decodeBoard(rows: number, cols: number, text: string): Board {
  const board = new Board(rows, cols);
  if (text === '') return board;
  const bytes = fromBase64url(expandRuns(text));
  const cells = rows * cols;
  if (bytes.length !== Math.ceil(cells / 8)) {
    throw new RangeError(`board code holds ${bytes.length * 8} cells, expected ${rows}×${cols}`);
  }
  const { stride, words } = board;
  let i = 0;
  for (let r = 0; r < rows; r++) {
    const base = r * stride;
    for (let c = 0; c < cols; c++, i++) {
      if ((bytes[i >>> 3]! >>> (i & 7)) & 1) words[base + (c >>> 5)]! |= 1 << (c & 31);
    }
  }
  return board;
}

function toBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >>> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64url(text: string): Uint8Array {
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let j = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const v = code < 128 ? VALUE[code]! : -1;
    if (v < 0) throw new RangeError(`board code: unexpected character '${text[i]}' at ${i + 1}`);
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      if (j < bytes.length) bytes[j++] = (acc >>> bits) & 0xff;
    }
  }
  return bytes;
}

function compressRuns(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    let j = i + 1;
    while (j < text.length && text[j] === text[i]) j++;
    const run = j - i;
    out += run >= 4 ? `${text[i]}.${run}.` : text.slice(i, j);
    i = j;
  }
  return out;
}

function expandRuns(text: string): string {
  return text.replace(/(.)\.(\d+)\./g, (_, ch: string, count: string) => {
    const n = Number(count);
    if (n > 1e8) throw new RangeError('board code: run too long');
    return ch.repeat(n);
  });
}
