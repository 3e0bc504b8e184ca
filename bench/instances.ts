import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { E2E_SERVER_ENV } from '../tests/e2e/server-env';
import { strapiPages } from '../tests/support/strapi-pages';
import { scratchCopy, timedBuild } from './scratch';
import { startServer } from './server';

const FIRST_PORT = 3221;
const SECOND_PORT = 3222;

/**
 * Publish-to-visible on another instance, against the test suite's real Strapi: a build that
 * reads it (a scratch copy), two instances on one Redis, and Strapi's own publish webhook pointed
 * at the first. Each run republishes a page with new text in Strapi and times until the second
 * instance, which no webhook reached, serves that text.
 */
export async function publishToVisible(tmp: string, redisUrl: string, runs: number): Promise<number[]> {
  const strapiServer = (command: 'start' | 'stop') =>
    execFileSync(process.execPath, ['tests/cms/strapi-server.mjs', command], {
      stdio: 'ignore',
      env: { ...process.env, E2E_PORT: String(FIRST_PORT) },
    });
  const cms = {
    STRAPI_URL: E2E_SERVER_ENV.STRAPI_URL ?? '',
    STRAPI_TOKEN: E2E_SERVER_ENV.STRAPI_TOKEN ?? '',
    REVALIDATE_SECRET: E2E_SERVER_ENV.REVALIDATE_SECRET ?? '',
  };
  strapiServer('start');
  try {
    const dir = scratchCopy('charlie-bench-instances');
    timedBuild(dir, cms);
    const env = (name: string) => ({
      ...cms,
      REDIS_URL: redisUrl,
      CHAT_DATABASE_PATH: path.join(tmp, `${name}.db`),
    });
    const first = await startServer(FIRST_PORT, env('publish-first'), dir);
    const second = await startServer(SECOND_PORT, env('publish-second'), dir);
    const pages = strapiPages(cms.STRAPI_URL);
    const slug = `bench-instances-${Date.now()}`;
    const documentId = await pages.publish(slug, 'Published text 0.');
    const times: number[] = [];
    try {
      for (let run = 1; run <= runs; run++) {
        const text = `Published text ${run}.`;
        const started = performance.now();
        await pages.republish(documentId, slug, text);
        for (let attempt = 0; ; attempt++) {
          if ((await (await fetch(`${second.url}/${slug}/`)).text()).includes(text)) break;
          if (attempt > 400) throw new Error('the second instance never showed the publish');
          await sleep(10);
        }
        times.push(performance.now() - started);
      }
    } finally {
      await pages.remove(documentId);
      await Promise.all([first.stop(), second.stop()]);
    }
    return times;
  } finally {
    strapiServer('stop');
  }
}
