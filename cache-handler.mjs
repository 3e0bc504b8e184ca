/**
 * Next's cache (incremental pages and the data cache behind unstable_cache) in Redis, so every
 * server process serves the same pages and a tag revalidated on one instance is gone on all of
 * them at once. next.config.ts names this module only when REDIS_URL is set; without it Next
 * keeps its own per-process cache in .next/cache, as before.
 *
 * Built on @fortedigital/nextjs-cache-handler (the maintained successor of @neshca's handler;
 * its package declares Node 22, and it runs on this site's Node 20: checked by the multi-instance
 * end-to-end test). Decisions:
 * - Next loads this file by itself, outside the app's TypeScript, so it reads REDIS_URL from the
 *   environment directly; lib/config.ts has already validated it before next.config.ts got here.
 * - Keys are prefixed with the build id: instances of one build share entries, and a new
 *   deployment never serves the previous build's pages.
 * - The cache starts empty with each deployment: each page is rendered on its first request and
 *   shared from then on. The package's registerInitialCache would seed the build's prerendered
 *   pages, but it writes them under the page paths, and Next 16.4 reads its route cache under
 *   other keys (`/route-cache/APP_PAGE/…/$/path`): the seeds would never be read.
 * - `next build` renders into a local in-memory handler: the build needs no Redis.
 * - Redis down at start: the instance serves from a local in-memory cache and logs it, rather
 *   than failing every page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import IORedis from 'ioredis';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/** How long one cache read or write may take before the page renders without it. */
const REDIS_TIMEOUT_MS = 1_000;

const buildId = () => readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();

async function handlers() {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
    return { handlers: [createLruHandler()] };
  }
  const client = new IORedis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', (error) =>
    console.warn(JSON.stringify({ level: 'warn', event: 'cache.redis_error', error: String(error) })),
  );
  try {
    await client.connect();
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'cache.redis_unavailable', error: String(error) }));
    return { handlers: [createLruHandler()] };
  }
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix: `coverscout:next:${buildId()}:`,
        timeoutMs: REDIS_TIMEOUT_MS,
      }),
    ],
  };
}

let configured;
CacheHandler.onCreation(() => (configured ??= handlers()));

export default CacheHandler;
