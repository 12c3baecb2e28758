import { Graph } from '../graph/graph.ts';
import { EdgeSet } from './_edge-set.ts';
import { type GraphParseOptions, type GraphWithLights, graphLimits, lightProblem } from './edge-list.ts';
import type { GraphFormatError } from './graph-error.ts';
import { JsonScanner } from './json-scanner.ts';
import { quoteText } from './quote.ts';

const KEYS = ['vertices', 'edges', 'coordinates', 'lights'] as const;
type Key = (typeof KEYS)[number];

/**
 * Reads a graph JSON document in one pass over its text, without building the JSON value: edges go straight
 * into an {@link EdgeSet}, coordinates and lights into typed arrays, so a file of 30 million edges costs its
 * distinct edges (8 bytes each), not 30 million little arrays. Errors give line, column and the JSON path
 * (`edges[3][1]`), and quote numbers exactly as written.
 */
export class GraphJsonReader extends JsonScanner {
  private readonly limits: { maxVertices: number; maxEdges: number };
  private readonly states: number | undefined;
  private n = -1;
  private readonly edges: EdgeSet;
  /** The largest vertex an edge names before the vertex count is known, with where it is. */
  private largest: { value: number; text: string; path: string; at: number } | null = null;
  private coords: { values: Float64Array; count: number; at: number } | null = null;
  private lights: { values: Uint8Array; count: number; at: number } | null = null;

  /**
   * @param text The JSON text (a leading BOM is skipped).
   * @param options The limits, and the number of light states.
   */
  constructor(text: string, options: GraphParseOptions) {
    super(text);
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
}

function grow<A extends Float64Array | Uint8Array>(values: A, size: number): A {
  const grown = new (values.constructor as new (length: number) => A)(size);
  grown.set(values);
  return grown;
}
