import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { z } from 'zod';
import { E2E_SERVER_ENV } from '../e2e/server-env';
import { createRatesApiFake } from '../msw/rates-api';
import { createRatesDataApiFake } from '../msw/rates-data-api';
import { createVectaraFake } from '../msw/vectara';

/**
 * The rates API and Vectara for the end-to-end build and server, on one local port: the rates
 * API's data endpoints answer from the embedded tables, its chat-record endpoints in memory. They
 * check the credentials the site must send (the fake secrets of tests/e2e/server-env.json), so
 * the end-to-end run proves the configured adapters work with those secrets live, and the leak
 * checks have them to look for. The CMS is a real Strapi (tests/cms/strapi-server.mjs).
 */

/** Which credentials the stand-in has seen accepted, for the leak checks' "the secrets are live". */
export interface StandInUse {
  rates: number;
}

function ratesHandlers(url: string, key: string, use: StandInUse, arrivals: number[]) {
  const counted = http.all(`${url}/*`, ({ request }) => {
    arrivals.push(Date.now());
    if (request.headers.get('x-api-key') === key) use.rates++;
  });
  const chat = createRatesApiFake({ url, key });
  const handlers: RequestHandler[] = [
    counted,
    ...createRatesDataApiFake({ url, key }).handlers,
    ...chat.handlers,
  ];
  return { handlers, chatRecords: chat.records };
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

/** Starts the stand-in on the port of RATES_API_URL, with Vectara under /vectara. */
export async function startStandIn(env: Record<string, string> = E2E_SERVER_ENV) {
  const ratesUrl = z.url().parse(env.RATES_API_URL);
  const { origin, hostname, port } = new URL(ratesUrl);

  const use: StandInUse = { rates: 0 };
  /** When each rates call arrived, for the budget checks of several instances (tests/processes). */
  const arrivals: number[] = [];
  const rates = ratesHandlers(ratesUrl, z.string().parse(env.RATES_API_KEY), use, arrivals);
  const vectara = createVectaraFake({
    url: z.url().parse(env.VECTARA_BASE_URL),
    key: z.string().parse(env.VECTARA_API_KEY),
  });
  const handlers = [
    http.get(`${origin}/stand-in/use`, () => HttpResponse.json(use)),
    http.get(`${origin}/stand-in/vectara`, () => HttpResponse.json(vectara.stats)),
    ...vectara.handlers,
    ...rates.handlers,
  ];
  const server = createServer((incoming, outgoing) => {
    toRequest(incoming, outgoing, origin)
      .then(async (request) => {
        const response = await getResponse(handlers, request);
        await send(outgoing, response ?? new Response('Not Found', { status: 404 }));
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
    arrivals,
    /** The chat records the site stored in the rates API, in arrival order. */
    chatRecords: rates.chatRecords,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
