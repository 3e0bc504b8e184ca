// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { errorResponder, on } from '@/lib/http/error-responses';
import { readJson, readJsonParam, refusal } from '@/lib/http/request';

const schema = z.object({ zip: z.string().regex(/^\d{5}$/), count: z.number().int().optional() });
const post = (body: string) =>
  new Request('http://site.test/api/x', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  });

describe('reading a request against a schema', () => {
  it('gives the typed value of a valid JSON body', async () => {
    expect(
      await readJson(post('{"zip":"30301","count":2}'), schema, { what: 'lookup', maxBytes: 1024 }),
    ).toEqual({
      ok: true,
      value: { zip: '30301', count: 2 },
    });
  });

  it('answers every invalid body with a 400 of one shape, naming the field, from zod and zod/mini alike', async () => {
    const classic = await readJson(post('{"zip":"3030"}'), schema, { what: 'lookup', maxBytes: 1024 });
    const miniSchema = mini.object({ zip: mini.string().check(mini.regex(/^\d{5}$/)) });
    const fromMini = await readJson(post('{"zip":7}'), miniSchema, { what: 'lookup', maxBytes: 1024 });
    for (const checked of [classic, fromMini]) {
      expect(checked).toMatchObject({
        ok: false,
        status: 400,
        error: expect.stringMatching(/^Invalid lookup: zip \S/),
      });
      if (checked.ok) continue;
      const response = refusal(checked);
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(Object.keys((await response.json()) as object)).toEqual(['error']);
    }
    expect(await readJson(post('[]'), schema, { what: 'lookup', maxBytes: 1024 })).toMatchObject({
      error: expect.stringMatching(/^Invalid lookup: body /),
    });
  });

  it('refuses a body over the limit with 413 and one that is not JSON with 400', async () => {
    expect(
      await readJson(post(`{"zip":"${'1'.repeat(2000)}"}`), schema, { what: 'lookup', maxBytes: 1024 }),
    ).toEqual({
      ok: false,
      status: 413,
      error: 'The request body is too large.',
    });
    expect(await readJson(post('{zip'), schema, { what: 'lookup', maxBytes: 1024 })).toMatchObject({
      status: 400,
    });
  });

  it('reads a JSON query parameter within its length, or says what is wrong with it', () => {
    const read = (query: string) =>
      readJsonParam(new URLSearchParams(query), 'params', schema, { what: 'params', maxChars: 40 });
    expect(read(`params=${encodeURIComponent('{"zip":"30301"}')}`)).toEqual({
      ok: true,
      value: { zip: '30301' },
    });
    expect(read(`params=${encodeURIComponent(JSON.stringify({ zip: '3'.repeat(50) }))}`)).toEqual({
      ok: false,
      status: 400,
      error: 'params is too long',
    });
    expect(read('params=%7Bnope')).toEqual({ ok: false, status: 400, error: 'params must be a JSON object' });
    expect(read(`params=${encodeURIComponent('{"zip":"x"}')}`)).toMatchObject({
      error: expect.stringMatching(/^Invalid params: zip /),
    });
  });
});

describe('answering a domain’s errors', () => {
  class Busy extends Error {
    constructor(readonly retryAfter: number) {
      super('busy');
    }
  }
  const answer = errorResponder(
    [on(Busy, (error) => ({ status: 503, error: `Busy for ${error.retryAfter} s` }))],
    () => ({
      status: 500,
      error: 'Something failed.',
    }),
  );

  it('maps each error class to its answer, and anything else to the fallback', async () => {
    const busy = answer(new Busy(3));
    expect(busy.status).toBe(503);
    expect(await busy.json()).toEqual({ error: 'Busy for 3 s' });
    const other = answer(new TypeError('nope'));
    expect(other.status).toBe(500);
    expect(await other.json()).toEqual({ error: 'Something failed.' });
  });
});
