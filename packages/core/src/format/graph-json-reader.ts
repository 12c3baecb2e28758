import { Graph } from '../graph/graph.ts';
import { EdgeSet } from './_edge-set.ts';
import { type GraphParseOptions, type GraphWithLights, graphLimits, lightProblem } from './edge-list.ts';
import { GraphFormatError } from './graph-error.ts';
import { quoteText } from './quote.ts';

/** The JSON number grammar (RFC 8259), anchored at the scan position. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const KEYS = ['vertices', 'edges', 'coordinates', 'lights'] as const;
type Key = (typeof KEYS)[number];

/** What a JSON value starting with `ch` is, in words, for "found …". */
function kindOf(ch: string | undefined): string {
  if (ch === undefined) return 'the end of the text';
  if (ch === '{') return 'an object';
  if (ch === '[') return 'an array';
  if (ch === '"') return 'a string';
  if (ch === 't' || ch === 'f') return 'a boolean';
  if (ch === 'n') return 'null';
  return 'a number';
}

/**
 * Reads a graph JSON document in one pass over its text, without building the JSON value: edges go straight
 * into an {@link EdgeSet}, coordinates and lights into typed arrays, so a file of 30 million edges costs its
 * distinct edges (8 bytes each), not 30 million little arrays. Errors give line, column and the JSON path
 * (`edges[3][1]`), and quote numbers exactly as written.
 */
export class GraphJsonReader {
  private i = 0;
  private readonly text: string;
  private readonly limits: { maxVertices: number; maxEdges: number };
  private readonly states: number | undefined;
  private n = -1;
  private readonly edges: EdgeSet;
  /** The largest vertex an edge names before the vertex count is known, with where it is. */
  private largest: { value: number; text: string; path: string; at: number } | null = null;
  private coords: { values: Float64Array; count: number; at: number } | null = null;
  private lights: { values: Uint8Array; count: number; at: number } | null = null;

  constructor(text: string, options: GraphParseOptions) {
    this.text = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    this.limits = graphLimits(options);
    this.states = options.states;
    this.edges = new EdgeSet(this.limits.maxEdges);
  }

  /** The graph and lights, or a located {@link GraphFormatError}. */
  read(): GraphWithLights {
    this.ws();
    if (this.peek() !== '{') this.unexpected('$', 'an object { "vertices", "edges" }');
    this.i++;
    const seen = new Set<Key>();
    this.ws();
    if (this.peek() === '}') this.i++;
    else {
      for (;;) {
        this.ws();
        const at = this.i;
        const key = this.key();
        if (!(KEYS as readonly string[]).includes(key)) this.fail(key, `unknown key ${quoteText(key)}`, at);
        if (seen.has(key as Key)) this.fail(key, `key ${quoteText(key)} is given twice`, at);
        seen.add(key as Key);
        this.ws();
        this.expect(':', "':' after the property name");
        this.ws();
        this.member(key as Key);
        this.ws();
        if (this.take(',')) continue;
        this.expect('}', "',' or '}' after the property value");
        break;
      }
    }
    this.ws();
    if (this.i < this.text.length) this.syntax('the end of the text');
    return this.finish(seen);
  }

  private member(key: Key): void {
    if (key === 'vertices') {
      const at = this.i;
      const { text, value } = this.number('vertices', 'a vertex count');
      if (!Number.isInteger(value) || value < 1 || value > this.limits.maxVertices) {
        this.fail('vertices', `expected a vertex count from 1 to ${this.limits.maxVertices}, found ${quoteText(text)}`, at);
      }
      this.n = value;
      return;
    }
    if (key === 'edges') {
      this.array('edges', 'an array of [u, v] pairs', (index) => {
        const path = `edges[${index}]`;
        const at = this.i;
        const [u, v] = this.pair(path, 'a pair [u, v]', (j) => this.vertex(`${path}[${j}]`));
        if (u === v) this.fail(path, `edge [${u}, ${v}] is a self-loop`, at);
        if (!this.edges.add(u, v)) this.fail(path, `more than ${this.limits.maxEdges} distinct edges, the limit`, at);
      });
      return;
    }
    if (key === 'coordinates') {
      this.coords = { values: new Float64Array(64), count: 0, at: this.i };
      this.array('coordinates', 'an array of [x, y] pairs, one per vertex', (index) => {
        const path = `coordinates[${index}]`;
        const xy = this.pair(path, '[x, y], two finite numbers', () => {
          const at = this.i;
          const { text, value } = this.number(path, '[x, y], two finite numbers');
          if (!Number.isFinite(value)) this.fail(path, `expected [x, y], two finite numbers, found ${quoteText(text)}`, at);
          return value;
        });
        const c = this.coords!;
        if (2 * c.count + 2 > c.values.length) c.values = grow(c.values, 2 * c.values.length);
        c.values.set(xy, 2 * c.count++);
      });
      return;
    }
    this.lights = { values: new Uint8Array(64), count: 0, at: this.i };
    this.array('lights', 'an array of light states, one per vertex', (index) => {
      const path = `lights[${index}]`;
      const at = this.i;
      const { text, value } = this.number(path, 'a light state from 0 to 255');
      const problem = Number.isInteger(value) && value >= 0 ? lightProblem(index, value, text, this.states) : `expected a light state from 0 to 255, found ${quoteText(text)}`;
      if (problem) this.fail(path, problem, at);
      const l = this.lights!;
      if (l.count === l.values.length) l.values = grow(l.values, 2 * l.values.length);
      l.values[l.count++] = value;
    });
  }

  private finish(seen: Set<Key>): GraphWithLights {
    const n = this.n;
    if (!seen.has('vertices')) this.fail('vertices', `expected a vertex count from 1 to ${this.limits.maxVertices}, found nothing`);
    if (!seen.has('edges')) this.fail('edges', 'expected an array of [u, v] pairs, found nothing');
    const big = this.largest;
    if (big && big.value >= n) this.fail(big.path, `expected a vertex from 0 to ${n - 1}, found ${quoteText(big.text)}`, big.at);
    if (!this.edges.compact()) this.fail('edges', `more than ${this.limits.maxEdges} distinct edges, the limit`);
    let coordinates: Array<[number, number]> | null = null;
    const c = this.coords;
    if (c) {
      if (c.count !== n) this.fail('coordinates', `expected ${n} [x, y] pairs, one per vertex, found ${c.count}`, c.at);
      coordinates = Array.from({ length: n }, (_, v): [number, number] => [c.values[2 * v]!, c.values[2 * v + 1]!]);
    }
    const l = this.lights;
    if (l && l.count !== n) this.fail('lights', `expected ${n} light states, one per vertex, found ${l.count}`, l.at);
    return { graph: Graph.fromEdges(n, this.edges.edges(), { coordinates }), lights: l ? l.values.slice(0, n) : null };
  }

  /** A vertex number; checked against the count now if it is known, else once it is. */
  private vertex(path: string): number {
    const at = this.i;
    const { text, value } = this.number(path, 'a vertex');
    const max = this.n > 0 ? this.n : this.limits.maxVertices;
    if (!Number.isInteger(value) || value < 0 || value >= max) {
      const range = this.n > 0 ? `a vertex from 0 to ${this.n - 1}` : `a vertex from 0 up, below the vertex count (at most ${this.limits.maxVertices})`;
      this.fail(path, `expected ${range}, found ${quoteText(text)}`, at);
    }
    if (this.n < 0 && (this.largest === null || value > this.largest.value)) this.largest = { value, text, path, at };
    return value;
  }

  /** `[a, b]`, each read by `item`. */
  private pair<T>(path: string, what: string, item: (j: number) => T): [T, T] {
    if (this.peek() !== '[') this.unexpected(path, what);
    const at = this.i++;
    this.ws();
    if (this.peek() === ']') this.fail(path, `expected ${what}, found an empty array`, at);
    const a = item(0);
    this.ws();
    if (this.peek() !== ',') {
      if (this.peek() === ']') this.fail(path, `expected ${what}, found one value`, at);
      this.syntax("',' or ']' after an array element");
    }
    this.i++;
    this.ws();
    const b = item(1);
    this.ws();
    if (this.peek() === ',') this.fail(path, `expected ${what}, found more than two values`, at);
    this.expect(']', "',' or ']' after an array element");
    return [a, b];
  }

  /** An array whose elements `item` reads (given each index). */
  private array(path: string, what: string, item: (index: number) => void): void {
    if (this.peek() !== '[') this.unexpected(path, what);
    this.i++;
    this.ws();
    if (this.take(']')) return;
    for (let index = 0; ; index++) {
      this.ws();
      item(index);
      this.ws();
      if (this.take(',')) continue;
      this.expect(']', "',' or ']' after an array element");
      return;
    }
  }

  /** A number token, as written and as a value; anything else is an error naming `what` was expected. */
  private number(path: string, what: string): { text: string; value: number } {
    const ch = this.peek();
    if (ch !== '-' && !(ch !== undefined && ch >= '0' && ch <= '9')) this.unexpected(path, what);
    NUMBER.lastIndex = this.i;
    const match = NUMBER.exec(this.text);
    if (!match) this.syntax('a digit');
    const text = match[0];
    this.i += text.length;
    return { text, value: Number(text) };
  }

  /** An object key: a JSON string, escapes decoded. */
  private key(): string {
    if (this.peek() !== '"') this.syntax('a property name in double quotes');
    const { value, end } = this.stringAt(this.i);
    this.i = end;
    return value;
  }

  /** The JSON string whose opening quote is at `from`, decoded, and the offset just past its closing quote. */
  private stringAt(from: number): { value: string; end: number } {
    let end = from + 1;
    for (;;) {
      const code = this.text.charCodeAt(end);
      if (Number.isNaN(code)) {
        this.i = end;
        this.syntax('a closing \'"\'');
      }
      if (code === 34) break;
      if (code < 32) {
        this.i = end;
        this.syntax('a character or an escape (control characters must be escaped)');
      }
      end += code === 92 ? 2 : 1;
    }
    try {
      return { value: JSON.parse(this.text.slice(from, end + 1)) as string, end: end + 1 };
    } catch {
      this.i = from;
      this.syntax('a string with valid escapes');
    }
  }

  /** Not what `what` names: a structure error when a JSON value starts here, else a syntax error. */
  private unexpected(path: string, what: string, at = this.i): never {
    const ch = this.peek();
    if (ch !== undefined && !'{["tfn-0123456789'.includes(ch)) this.syntax('a value');
    const found = ch === '"' ? `a string ${quoteText(this.stringAt(this.i).value)}` : kindOf(ch);
    this.fail(path, `expected ${what}, found ${found}`, at);
  }

  private ws(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.i);
      if (c === 32 || c === 10 || c === 13 || c === 9) this.i++;
      else return;
    }
  }

  private peek(): string | undefined {
    return this.i < this.text.length ? this.text[this.i] : undefined;
  }

  private take(ch: string): boolean {
    if (this.text[this.i] !== ch) return false;
    this.i++;
    return true;
  }

  private expect(ch: string, what: string): void {
    if (!this.take(ch)) this.syntax(what);
  }

  /** Text that is not JSON: the grammar's expectation at the scan position. */
  private syntax(expected: string): never {
    const ch = this.peek();
    const found = ch === undefined ? 'the end of the text' : quoteText(String.fromCodePoint(this.text.codePointAt(this.i)!));
    throw new GraphFormatError(`not valid JSON: expected ${expected}, found ${found}`, this.position(this.i));
  }

  /** A structure problem at `path`, placed at offset `at` (the scan position by default). */
  private fail(path: string, reason: string, at = this.i): never {
    // A path holds a key as written: quote it when it is not plain.
    const shown = /^[$\w[\]]+$/.test(path) ? path : quoteText(path);
    throw new GraphFormatError(path === '$' ? reason : `${shown}: ${reason}`, { ...this.position(at), path: shown });
  }

  /** The 1-based line and column of an offset. */
  private position(offset: number): { line: number; column: number } {
    let line = 1;
    let lineStart = 0;
    for (let nl = this.text.indexOf('\n'); nl >= 0 && nl < offset; nl = this.text.indexOf('\n', nl + 1)) {
      line++;
      lineStart = nl + 1;
    }
    return { line, column: offset - lineStart + 1 };
  }
}

function grow<A extends Float64Array | Uint8Array>(values: A, size: number): A {
  const grown = new (values.constructor as new (length: number) => A)(size);
  grown.set(values);
  return grown;
}
