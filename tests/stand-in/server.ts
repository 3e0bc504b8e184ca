import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import qs from 'qs';
import { z } from 'zod';
import { createEmbeddedSource } from '@/lib/cms/embedded-source';
import { CmsError } from '@/lib/cms/errors';
import { E2E_SERVER_ENV } from '../e2e/server-env';
import { createRatesApiFake } from '../msw/rates-api';
import { createRatesDataApiFake } from '../msw/rates-data-api';
import { createVectaraFake } from '../msw/vectara';
import { strapiError } from '../msw/strapi';

/**
 * Strapi and the rates API for the end-to-end build and server, on one local port: Strapi v5's
 * REST answers from the embedded content (data/cms), the rates API's data endpoints from the
 * embedded tables, its chat-record endpoints in memory. Both check the credentials the site
 * must send (the fake secrets of tests/e2e/server-env.json), so the end-to-end run proves the
 * configured adapters work with those secrets live, and the leak checks have them to look for.
 */

/** What the site's Strapi adapter sends (lib/cms/query.ts), as qs parses it back. */
const strapiQuerySchema = z.object({
  filters: z
    .record(
      z.string(),
      z.object({
        $eq: z.string().optional(),
        $ne: z.string().optional(),
        $in: z.array(z.string()).optional(),
        $containsi: z.string().optional(),
      }),
    )
    .optional(),
  sort: z.array(z.string()).optional(),
  status: z.enum(['published', 'draft']).optional(),
  pagination: z
    .object({ page: z.coerce.number().int().min(1), pageSize: z.coerce.number().int().min(1).optional() })
    .optional(),
});

/** Which credentials the stand-in has seen accepted, for the leak checks' "the secrets are live". */
export interface StandInUse {
  cms: number;
  rates: number;
}

function strapiHandlers(url: string, token: string, use: StandInUse): RequestHandler[] {
  const content = createEmbeddedSource();
  return [
    // Strapi's own health check: what a load balancer (and Playwright) waits on.
    http.get(`${url}/_health`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${url}/api/:resource`, async ({ request, params }) => {
      if (request.headers.get('authorization') !== `Bearer ${token}`) {
        return strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');
      }
      use.cms++;
      const parsed = strapiQuerySchema.safeParse(qs.parse(new URL(request.url).search.slice(1)));
      if (!parsed.success) return strapiError(400, 'ValidationError', 'Invalid query');
      const { pagination, ...query } = parsed.data;
      try {
        return Response.json(
          await content.read({
            resource: String(params.resource),
            // The adapter sends pagination for collections only; a single type has none.
            kind: pagination ? 'collection' : 'single',
            query: { ...query, page: pagination?.page, pageSize: pagination?.pageSize },
            tags: [],
          }),
        );
      } catch (error) {
        if (error instanceof CmsError && error.kind === 'not-found')
          return strapiError(404, 'NotFoundError', 'Not Found');
        throw error;
      }
    }),
  ];
}

function ratesHandlers(url: string, key: string, use: StandInUse): RequestHandler[] {
  const counted = http.all(`${url}/*`, ({ request }) => {
    if (request.headers.get('x-api-key') === key) use.rates++;
  });
  return [
    counted,
    ...createRatesDataApiFake({ url, key }).handlers,
    ...createRatesApiFake({ url, key }).handlers,
  ];
}

/** The incoming request as a fetch Request whose signal aborts when the caller hangs up first. */
async function toRequest(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  origin: string,
): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hangUp = new AbortController();
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) hangUp.abort();
  });
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
    signal: hangUp.signal,
  });
}

async function send(outgoing: ServerResponse, response: Response) {
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/** Starts the stand-in on the port of STRAPI_URL and RATES_API_URL (one origin for both), with Vectara under /vectara. */
export async function startStandIn(env: Record<string, string> = E2E_SERVER_ENV) {
  const cmsUrl = z.url().parse(env.STRAPI_URL);
  const ratesUrl = z.url().parse(env.RATES_API_URL);
  const { origin, hostname, port } = new URL(cmsUrl);
  if (new URL(ratesUrl).origin !== origin)
    throw new Error('STRAPI_URL and RATES_API_URL must share an origin');

  const use: StandInUse = { cms: 0, rates: 0 };
  const vectara = createVectaraFake({
    url: z.url().parse(env.VECTARA_BASE_URL),
    key: z.string().parse(env.VECTARA_API_KEY),
  });
  const handlers = [
    http.get(`${origin}/stand-in/use`, () => HttpResponse.json(use)),
    http.get(`${origin}/stand-in/vectara`, () => HttpResponse.json(vectara.stats)),
    ...vectara.handlers,
    ...strapiHandlers(cmsUrl, z.string().parse(env.STRAPI_TOKEN), use),
    ...ratesHandlers(ratesUrl, z.string().parse(env.RATES_API_KEY), use),
  ];
  const server = createServer((incoming, outgoing) => {
    toRequest(incoming, outgoing, origin)
      .then(async (request) => {
        const response = await getResponse(handlers, request);
        await send(outgoing, response ?? strapiError(404, 'NotFoundError', 'Not Found'));
      })
      .catch((error: unknown) => {
        console.error('stand-in:', error);
        if (!outgoing.headersSent) outgoing.writeHead(500);
        outgoing.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), hostname, resolve);
  });
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
