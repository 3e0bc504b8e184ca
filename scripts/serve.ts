/**
 * The production server: Next behind the front that normalises every request (lib/server/front.ts).
 * `npm start` runs it; so do the end-to-end tests and the bench, so what they measure is what
 * visitors get. Usage: tsx scripts/serve.ts [--hostname 127.0.0.1] [--port 3000] [--instances 1]
 *
 * With --instances N (N > 1) this process only supervises: Node's cluster forks N servers that
 * share the port, hands each new connection to the next one in turn, and starts a server again if
 * one dies. Each is a whole server with its own memory; REDIS_URL makes them share the cache,
 * the limits and the rates budget (docs/deployment.md).
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { getConfig } from '@/lib/config';
import { log } from '@/lib/log';
import { createFront, refuseOnSocket } from '@/lib/server/front';

// As `next start` does, before React is loaded: its production build is chosen by NODE_ENV.
const env: Record<string, string | undefined> = process.env;
env.NODE_ENV ??= 'production';
const { values } = parseArgs({
  options: { hostname: { type: 'string' }, port: { type: 'string' }, instances: { type: 'string' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
const instances = Number(values.instances ?? 1);
/** Long enough for a request in flight to finish when the host stops the server. */
const SHUTDOWN_GRACE_MS = 10_000;

if (!Number.isInteger(instances) || instances < 1 || instances > 64) {
  console.error('--instances must be a whole number from 1 to 64');
  process.exit(2);
}

const config = getConfig();

if (instances > 1 && cluster.isPrimary) {
  if (!config.redis) {
    log.warn('server.instances_without_redis', {
      instances,
      note: 'each instance keeps its own page cache and a CMS publish refreshes only one; set REDIS_URL',
    });
  }
  let stopping = false;
  const instanceOf = new Map<number, string>();
  const listening = new Set<number>();
  const start = (instance: string) => instanceOf.set(cluster.fork({ INSTANCE: instance }).id, instance);
  for (let instance = 1; instance <= instances; instance++) start(String(instance));
  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error('server.instance_died', { pid: worker.process.pid, code, signal });
    // One that never started (a bad configuration, a taken port) would only die again.
    if (!listening.has(worker.id)) process.exit(1);
    start(instanceOf.get(worker.id) ?? '0');
  });
  console.info(`› serving on http://${hostname ?? 'localhost'}:${port} with ${instances} instances`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      log.info('server.stopping', { signal, instances });
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    });
  }
} else {
  await serve();
}

async function serve() {
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer(
    createFront((req, res) => handle(req, res), { trust: config.network, siteUrl: config.site.url }),
  );
  // Node answers these itself, bare; they get the same headers as every other refusal.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    refuseOnSocket(socket, status, config.site.url);
  });
  server.on('connect', (_request, socket) => refuseOnSocket(socket, 405, config.site.url));
  server.listen(port, hostname, () => {
    if (cluster.isPrimary) console.info(`› serving on http://${hostname ?? 'localhost'}:${port}`);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log.info('server.stopping', { signal });
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    });
  }
}
