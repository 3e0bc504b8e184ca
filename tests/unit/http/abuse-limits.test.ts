// @vitest-environment node
import IORedis from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { openLocalDatabase } from '@/lib/chat/server/store/database';
import { createAbuseLimiter, type AbuseLimiter } from '@/lib/http/abuse-limits';
import { createRedisAbuseLimiter } from '@/lib/http/redis-abuse-limits';
import { redisForTests } from '../../support/redis-for-tests';

const redis = redisForTests();

type Clock = { now: number };
const stores: [string, (clock: Clock) => AbuseLimiter][] = [
  ['the local database', (clock) => createAbuseLimiter(openLocalDatabase(':memory:'), () => clock.now)],
  ['Redis', (clock) => createRedisAbuseLimiter(redis.client, () => clock.now)],
];

// One rule, two stores: the same visits get the same answers from each.
describe.each(stores)('abuse limits in %s', (_name, create) => {
  it('allow up to the limit, then say when to retry', async () => {
    const clock = { now: 1_020_000 }; // the start of a one-minute window
    const limiter = create(clock);
    const limit = [{ key: 'session:a', max: 3, windowMs: 60_000 }];
    const first = [];
    for (let visit = 0; visit < 3; visit++) first.push((await limiter.check(limit)).allowed);
    expect(first).toEqual([true, true, true]);
    expect(await limiter.check(limit)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.now += 45_000;
    expect(await limiter.check(limit)).toEqual({ allowed: false, retryAfterSeconds: 15 });
  });

  it('slide: the previous window’s requests count less as it recedes', async () => {
    const clock = { now: 1_020_000 };
    const limiter = create(clock);
    const limit = [{ key: 'session:a', max: 3, windowMs: 60_000 }];
    for (let visit = 0; visit < 3; visit++) await limiter.check(limit);
    clock.now = 1_080_000; // next window: all three still weigh fully
    expect(await limiter.check(limit)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    clock.now = 1_100_000; // a third of the way in, they weigh two
    expect((await limiter.check(limit)).allowed).toBe(true);
    expect((await limiter.check(limit)).allowed).toBe(false);
  });

  it('count a refused request against no limit', async () => {
    const limiter = create({ now: 5_000_000 });
    const tight = { key: 'session:a', max: 1, windowMs: 60_000 };
    const loose = { key: 'address:x', max: 2, windowMs: 60_000 };
    expect((await limiter.check([loose, tight])).allowed).toBe(true);
    expect((await limiter.check([loose, tight])).allowed).toBe(false);
    expect((await limiter.check([loose])).allowed).toBe(true);
  });

  it('give the last place to one of many checks made at once', async () => {
    const limiter = create({ now: 7_020_000 });
    const limit = [{ key: 'address:y', max: 5, windowMs: 60_000 }];
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.check(limit)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });
});

describe('abuse limits kept apart', () => {
  it('in the local database, forget keys quiet for two windows', async () => {
    const clock = { now: 1_020_000 };
    const db = openLocalDatabase(':memory:');
    const limiter = createAbuseLimiter(db, () => clock.now);
    await limiter.check([{ key: 'session:a', max: 3, windowMs: 60_000 }]);
    clock.now += 10 * 60_000;
    await limiter.check([{ key: 'session:b', max: 3, windowMs: 60_000 }]);
    expect(db.prepare('SELECT key FROM rate_limit_windows').all()).toEqual([{ key: 'session:b' }]);
  });

  it('in Redis, let each window expire after two windows', async () => {
    const limiter = createRedisAbuseLimiter(redis.client, () => 1_020_000);
    await limiter.check([{ key: 'session:a', max: 3, windowMs: 60_000 }]);
    const [key] = await redis.client.keys('coverscout:limit:session:a:*');
    expect(key).toBe('coverscout:limit:session:a:1020000');
    expect(await redis.client.pttl(key!)).toBeGreaterThan(110_000);
  });

  it('two processes on one Redis meet one limit', async () => {
    const clock = { now: 9_000_000 };
    const other = redis.another();
    const instances = [
      createRedisAbuseLimiter(redis.client, () => clock.now),
      createRedisAbuseLimiter(other, () => clock.now),
    ];
    const limit = [{ key: 'session:z', max: 4, windowMs: 60_000 }];
    const allowed = [];
    for (let visit = 0; visit < 8; visit++) allowed.push((await instances[visit % 2]!.check(limit)).allowed);
    expect(allowed).toEqual([true, true, true, true, false, false, false, false]);
  });

  it('let visitors through, and say so, while Redis cannot be reached', async () => {
    const gone = new IORedis('redis://127.0.0.1:9', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    gone.on('error', () => undefined);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const decision = await createRedisAbuseLimiter(gone).check([
      { key: 'session:q', max: 1, windowMs: 60_000 },
    ]);
    gone.disconnect();
    expect(decision).toEqual({ allowed: true });
    expect(String(errors.mock.calls[0]?.[0])).toContain('limits.redis_unavailable');
  });
});
