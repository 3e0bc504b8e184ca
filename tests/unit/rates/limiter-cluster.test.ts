// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRatesLimiter } from '@/lib/rates/limiter';
import { startRedisServer } from '../../support/redis-server';

describe('rates limiter shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('spaces the calls of two processes as one budget', async () => {
    // Two limiters on one Redis stand in for two server processes.
    const first = createRatesLimiter({ redisUrl: redis.url });
    const second = createRatesLimiter({ redisUrl: redis.url });
    await Promise.all([first.ready(), second.ready()]);
    const started = performance.now();
    const each = 25;
    const job = async () => performance.now();
    const times = await Promise.all([
      ...Array.from({ length: each }, () => first.schedule(job)),
      ...Array.from({ length: each }, () => second.schedule(job)),
    ]);
    await Promise.all([first.disconnect(), second.disconnect()]);
    // 50 calls at 49 ms apart take 2.4 s together; two separate budgets would take half that.
    const elapsed = Math.max(...times) - started;
    expect(elapsed).toBeGreaterThan((2 * each - 1) * 49 * 0.95);
  }, 20_000);
});
