// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openLocalDatabase } from '@/lib/chat/server/store/database';
import {
  createProviderThreads,
  createRedisProviderThreads,
  type ProviderThreads,
} from '@/lib/chat/server/store/provider-threads';
import { redisForTests } from '../../support/redis-for-tests';

const redis = redisForTests();

const SESSION = 'session_1790000000000_thread0001';
const stores: [string, () => ProviderThreads][] = [
  ['the local database', () => createProviderThreads(openLocalDatabase(':memory:'))],
  ['Redis', () => createRedisProviderThreads(redis.client, { retentionDays: 30 })],
];

describe.each(stores)('provider threads in %s', (_name, create) => {
  it('keep each provider’s thread for a session, and forget them all on clear', async () => {
    const threads = create();
    expect(await threads.get(SESSION, 'vectara')).toBeNull();
    await threads.set(SESSION, 'vectara', 'cht_1');
    await threads.set(SESSION, 'assistant', 'conv_1');
    await threads.set(SESSION, 'vectara', 'cht_2');
    expect(await threads.get(SESSION, 'vectara')).toBe('cht_2');
    expect(await threads.get(SESSION, 'assistant')).toBe('conv_1');
    expect(await threads.get('session_1790000000000_other00001', 'vectara')).toBeNull();
    await threads.clear(SESSION);
    expect(await threads.get(SESSION, 'assistant')).toBeNull();
  });
});

describe('provider threads in Redis', () => {
  it('are one thread for a visitor whose questions reach different instances', async () => {
    const other = redis.another();
    const first = createRedisProviderThreads(redis.client, { retentionDays: 30 });
    const second = createRedisProviderThreads(other, { retentionDays: 30 });
    await first.set(SESSION, 'vectara', 'cht_shared');
    expect(await second.get(SESSION, 'vectara')).toBe('cht_shared');
  });

  it('are kept as long as the session’s records, no longer', async () => {
    await createRedisProviderThreads(redis.client, { retentionDays: 30 }).set(SESSION, 'gpt', 'resp_1');
    const ttl = await redis.client.ttl(`coverscout:threads:${SESSION}`);
    expect(ttl).toBeGreaterThan(29 * 24 * 3600);
    expect(ttl).toBeLessThanOrEqual(30 * 24 * 3600);
  });
});
