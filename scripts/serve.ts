/**
 * The production server: Next behind the front that normalises every request (lib/server/front.ts).
 * `npm start` runs it; so do the end-to-end tests and the bench, so what they measure is what
 * visitors get. Usage: tsx scripts/serve.ts [--hostname 127.0.0.1] [--port 3000]
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { getConfig } from '@/lib/config';
import { log } from '@/lib/log';
import { createFront, refuseOnSocket } from '@/lib/server/front';

// As `next start` does, before React is loaded: its production build is chosen by NODE_ENV.
const env: Record<string, string | undefined> = process.env;
env.NODE_ENV ??= 'production';
const { values } = parseArgs({ options: { hostname: { type: 'string' }, port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
/** Long enough for a request in flight to finish when the host stops the server. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = getConfig();
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
  console.info(`› serving on http://${hostname ?? 'localhost'}:${port}`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info('server.stopping', { signal });
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  });
}
