// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRatesLimiter } from '@/lib/rates/limiter';

const REDIS = '/usr/bin/redis-server';
const PORT = 6300 + Math.floor(Math.random() * 80);

// Needs a local Redis: `npm test` installs it (scripts/ensure-system-tools.sh). Without one this
// file fails rather than skipping, so a missing tool never passes for a tested limiter.
describe('rates limiter shared through Redis', () => {
  let redis: ChildProcess;
  beforeAll(async () => {
    if (!existsSync(REDIS)) {
      throw new Error(`${REDIS} is missing: run npm test, or bash scripts/ensure-system-tools.sh`);
    }
    redis = spawn(REDIS, ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    await sleep(300);
  });
  afterAll(() => {
    redis.kill();
  });

  it('spaces the calls of two processes as one budget', async () => {
    // Two limiters on one Redis stand in for two server processes.
    const first = createRatesLimiter({ redisUrl: `redis://127.0.0.1:${PORT}` });
    const second = createRatesLimiter({ redisUrl: `redis://127.0.0.1:${PORT}` });
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
