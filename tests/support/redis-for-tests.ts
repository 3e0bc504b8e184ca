import IORedis from 'ioredis';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startRedisServer } from './redis-server';

/**
 * A redis-server for one test file, with a client to it, emptied before each test. Use the
 * returned object's fields inside tests (they are set once the file's hook has run), and
 * `another()` for a second connection, as a second server process would have.
 */
export function redisForTests() {
  const redis = {} as { client: IORedis; another: () => IORedis };
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  const others: IORedis[] = [];
  beforeAll(async () => {
    server = await startRedisServer();
    redis.client = new IORedis(server.url);
    redis.another = () => {
      const other = new IORedis(server.url);
      others.push(other);
      return other;
    };
  });
  beforeEach(async () => {
    await redis.client.flushall();
  });
  afterAll(async () => {
    for (const client of [redis.client, ...others]) client.disconnect();
    await server.stop();
  });
  return redis;
}
