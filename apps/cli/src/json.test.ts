import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { JsonDocument } from './json.ts';
import { Output } from './output.ts';

async function written(work: (json: JsonDocument) => Promise<void>): Promise<string> {
  let text = '';
  const out = new Output(new Writable({ write(chunk: Buffer, _e, done) { text += chunk.toString(); done(); } }));
  const json = new JsonDocument(out);
  await work(json);
  await out.flush();
  return text;
}

describe('JsonDocument', () => {
  it('writes nested documents from objects and streamed values', async () => {
    const text = await written(async (json) => {
      await json.openObject();
      await json.members({ a: 1, skipped: undefined, b: 'x' });
      await json.key('list');
      await json.openArray();
      await json.value([1, 2]);
      await json.stream((out) => out.text('[3]'));
      await json.close();
      await json.close();
    });
    expect(text).toBe('{"a":1,"b":"x","list":[[1,2],[3]]}\n');
  });

  it('a failure closes whatever is open, with the error last, at the top level', async () => {
    const failure = { code: 2, message: 'bad' };
    const nested = await written(async (json) => {
      await json.openObject();
      await json.members({ rows: 3 });
      await json.key('patterns');
      await json.openArray();
      await json.value(['#']);
      await json.openArray();
      await json.fail(failure);
    });
    expect(JSON.parse(nested)).toEqual({ rows: 3, patterns: [['#'], []], error: failure });
    expect(JSON.parse(await written((json) => json.fail(failure)))).toEqual({ error: failure });
    const array = await written(async (json) => {
      await json.openArray();
      await json.value({ n: 1 });
      await json.fail(failure);
    });
    expect(array).toBe('[\n{"n":1},\n{"error":{"code":2,"message":"bad"}}\n]\n');
    const keyed = await written(async (json) => {
      await json.openObject();
      await json.key('presses');
      await json.fail(failure);
    });
    expect(JSON.parse(keyed)).toEqual({ presses: null, error: failure });
  });
});
