// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../bench/server';
import { E2E_SERVER_ENV } from '../e2e/server-env';
import { startStandIn } from '../stand-in/server';
import { startBalancer } from '../support/balancer';
import { startRedisServer } from '../support/redis-server';
import { strapiPages } from '../support/strapi-pages';

/**
 * Two instances of the production build (the end-to-end build, which `npm test` has just made)
 * as on two hosts: separate processes, separate local databases, one redis-server, one address
 * in front (a round-robin balancer), the real Strapi of the end-to-end run and the rates API's
 * stand-in, which is also the chat-record store the hosts share. What one instance learns, the
 * other knows: a CMS publish, a visitor's use of a limit, the rates API's budget; and killing one
 * loses none of the answers it acknowledged.
 */
const STAND_IN = 'http://127.0.0.1:3296';
const SESSION_LIMIT = 6;
const pages = strapiPages(E2E_SERVER_ENV.STRAPI_URL ?? '');

type Server = Awaited<ReturnType<typeof startServer>>;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let balancer: Awaited<ReturnType<typeof startBalancer>>;
let first: Server;
let second: Server;
const tmp = mkdtempSync(path.join(tmpdir(), 'instances-'));
const databaseOf = (name: string) => path.join(tmp, `${name}.db`);

beforeAll(async () => {
  redis = await startRedisServer();
  const env = {
    ...E2E_SERVER_ENV,
    RATES_API_URL: `${STAND_IN}/rates`,
    VECTARA_BASE_URL: `${STAND_IN}/vectara`,
    REDIS_URL: redis.url,
    TRUST_PROXY_HOPS: '1',
    CHAT_SESSION_LIMIT_PER_MINUTE: String(SESSION_LIMIT),
  };
  standIn = await startStandIn(env);
  [first, second] = await Promise.all([
    startServer(3291, { ...env, CHAT_DATABASE_PATH: databaseOf('first') }),
    startServer(3292, { ...env, CHAT_DATABASE_PATH: databaseOf('second') }),
  ]);
  balancer = await startBalancer(3290, [first.url, second.url]);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled([first?.stop(), second?.stop(), balancer?.close(), standIn?.close()]);
  await redis?.stop();
});

const pageText = async (server: Server, address: string) => (await fetch(`${server.url}${address}`)).text();

/** What Strapi's publish webhook does, sent to one instance only. */
async function webhookTo(server: Server) {
  const response = await fetch(`${server.url}/api/revalidate/`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${E2E_SERVER_ENV.REVALIDATE_SECRET}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ event: 'entry.publish', model: 'page' }),
  });
  expect(response.status).toBe(200);
}

const ask = (base: string, sessionId: string, visitor: string) =>
  fetch(`${base}/api/chat/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify({
      message: 'What does liability insurance cover?',
      sessionId,
      conversationHistory: [],
    }),
  });

const sessionIdFor = (label: string) => `session_1790000000000_${label.padEnd(12, '0')}`;

describe('two instances on one Redis', () => {
  it('show a CMS publish on both on the next request, though the webhook reached one', async () => {
    const slug = `two-instances-${Date.now()}`;
    const address = `/${slug}/`;
    const documentId = await pages.publish(slug, 'Version one.');
    try {
      await webhookTo(first);
      expect(await pageText(first, address)).toContain('Version one.');
      expect(await pageText(second, address)).toContain('Version one.');

      await pages.republish(documentId, slug, 'Version two.');
      await webhookTo(first);
      expect(await pageText(second, address)).toContain('Version two.');
      expect(await pageText(first, address)).toContain('Version two.');
    } finally {
      await pages.remove(documentId);
      await webhookTo(second);
    }
  });

  it('hold a visitor who alternates between them to one limit, not one each', async () => {
    const sessionId = sessionIdFor('alternates');
    const statuses = [];
    for (let question = 0; question <= SESSION_LIMIT; question++) {
      statuses.push((await ask(balancer.url, sessionId, '198.51.100.7')).status);
    }
    expect(statuses).toEqual([...Array<number>(SESSION_LIMIT).fill(200), 429]);
    // The balancer did alternate: each instance answered half of them (its own ledger of answers).
    for (const name of ['first', 'second']) {
      const db = new Database(databaseOf(name), { readonly: true });
      const answered = db
        .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM chat_answers WHERE session_id = ?')
        .get(sessionId);
      db.close();
      expect(answered?.n, name).toBe(SESSION_LIMIT / 2);
    }
  });

  it('keep the rates API within one budget of 1,250 calls a minute between them', async () => {
    const before = standIn.arrivals.length;
    // Calls no cache has answered, half on each instance, all at once.
    await Promise.all(
      Array.from({ length: 100 }, (_, call) => {
        const params = encodeURIComponent(JSON.stringify({ city: `Budget Town ${call}`, state: 'TX' }));
        return fetch(`${(call % 2 ? first : second).url}/api/tools-calls/?path=auto-city&params=${params}`, {
          headers: { 'x-forwarded-for': `203.0.113.${call % 100}` },
        });
      }),
    );
    const arrivals = standIn.arrivals.slice(before).sort((a, b) => a - b);
    expect(arrivals.length).toBeGreaterThanOrEqual(100);
    // The limiter spaces the calls where they leave; the stand-in stamps them where it reads
    // them, in this busy test process, so a few can bunch (up to five were seen). Beyond that no
    // stretch of 3 s or more holds more than the budget allows for it. Two separate budgets put
    // about twice as many in each (100 in 2.4 s, measured with REDIS_URL left out).
    const densest = (windowMs: number) => {
      let most = 0;
      for (let start = 0, end = 0; start < arrivals.length; start++) {
        while (end < arrivals.length && arrivals[end]! - arrivals[start]! < windowMs) end++;
        most = Math.max(most, end - start);
      }
      return most;
    };
    const span = arrivals.at(-1)! - arrivals[0]!;
    for (const windowMs of [3_000, 4_000]) {
      const allowed = (1250 * windowMs) / 60_000 + 5;
      expect(
        densest(windowMs),
        `calls within ${windowMs} ms (${arrivals.length} in ${span} ms)`,
      ).toBeLessThanOrEqual(allowed);
    }
    expect(span).toBeGreaterThan((((arrivals.length - 1) * 60_000) / 1250) * 0.9);
  }, 60_000);

  it('lose no acknowledged answer when one of them is killed mid-load', async () => {
    const acknowledged: string[] = [];
    let killed = false;
    const visitor = async (lane: number) => {
      for (let question = 0; !killed; question++) {
        const sessionId = sessionIdFor(`kill${lane}x${question}`);
        try {
          const response = await ask(first.url, sessionId, `192.0.2.${lane * 40 + (question % 40)}`);
          if (response.status === 200) acknowledged.push(sessionId);
        } catch {
          return;
        }
      }
    };
    const load = Promise.all([1, 2, 3, 4].map(visitor));
    // Killed mid-load, once it has acknowledged a few answers and has more in flight.
    await expect.poll(() => acknowledged.length, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(8);
    await first.kill();
    killed = true;
    await load;

    // With the rates API configured, it is the chat store every host shares.
    const roles = (sessionId: string) =>
      new Set(
        standIn.chatRecords
          .filter((record) => record.sessionId === sessionId)
          .map((record) => record.messageRole),
      );
    const missing = acknowledged.filter(
      (sessionId) => !roles(sessionId).has('user') || !roles(sessionId).has('assistant'),
    );
    expect(missing).toEqual([]);
    const db = new Database(databaseOf('first'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    // The other instance goes on answering.
    expect((await ask(second.url, sessionIdFor('survivor'), '192.0.2.250')).status).toBe(200);
  }, 60_000);
});
