// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER } from '@/lib/http/address-proof';
import { createFront, MAX_BODY_BYTES } from '@/lib/server/front';
import type { AddressTrust } from '@/lib/server/vouched-address';

/**
 * The front over a real socket, in front of a stand-in for Next that answers like a route
 * handler: it echoes what it was given, and refuses a large body without reading it, as the
 * chat route does.
 */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const NO_TRUST: AddressTrust = { trustProxyHops: 0, clientIpHeader: null };

async function start(trust: AddressTrust = NO_TRUST, siteUrl = 'http://localhost:3000') {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/api/upload')) {
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end('{"error":"too large"}');
      return;
    }
    const body = JSON.stringify({ url: req.url, method: req.method, headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const server = createServer(createFront(handle, { trust, siteUrl }));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

/** Raw bytes in, raw bytes out: the responses read until the server closes or goes quiet. */
function raw(port: number, ...requests: string[]): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let quiet: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearTimeout(quiet);
      socket.destroy();
      resolve({ text, closed });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      clearTimeout(quiet);
      quiet = setTimeout(() => finish(false), 400);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    for (const request of requests) socket.write(request);
    quiet = setTimeout(() => finish(false), 1_500);
  });
}

const statuses = (text: string) =>
  [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
const echoed = (text: string) =>
  JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as {
    url: string;
    headers: Record<string, string>;
  };

describe('the server front', () => {
  it('hands ordinary requests on, with the security headers', async () => {
    const port = await start();
    const { text } = await raw(
      port,
      'GET /insurance/auto/?a=1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(statuses(text)).toEqual([200]);
    expect(echoed(text).url).toBe('/insurance/auto/?a=1');
    expect(text).toMatch(/^X-Content-Type-Options: nosniff/im);
    expect(text).not.toMatch(/Strict-Transport-Security/i);
  });

  it('refuses an absolute-form target for another host, and reads its own host as a path', async () => {
    const port = await start();
    const away = await raw(
      port,
      'GET http://evil.example/insurance/auto HTTP/1.1\r\nHost: localhost\r\n\r\n',
    );
    expect(statuses(away.text)).toEqual([400]);
    expect(away.text).not.toMatch(/evil\.example/);
    const own = await raw(
      port,
      `GET http://127.0.0.1:${port}/insurance/auto/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(echoed(own.text).url).toBe('/insurance/auto/');
  });

  it.each(['/insurance/%E0%A4%A/', '/insurance/auto/guides/%C0%AE/', '/%'])(
    'answers the undecodable path %s with 400 and the security headers',
    async (path) => {
      const { text } = await raw(await start(), `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(statuses(text)).toEqual([400]);
      expect(text).toMatch(/^Content-Security-Policy: default-src 'none'/im);
      expect(text).toMatch(/^X-Frame-Options: SAMEORIGIN/im);
    },
  );

  it.each([
    ['TRACE', '/api/chat/', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
    ['PROPFIND', '/api/location/', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
    ['POST', '/insurance/auto/', 'GET, HEAD'],
    ['TRACE', '/', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow', async (method, path, allow) => {
    const { text } = await raw(await start(), `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(statuses(text)).toEqual([405]);
    expect(text).toMatch(new RegExp(`^Allow: ${allow}\\r$`, 'im'));
  });

  it('closes the connection after a 413 instead of waiting behind the unread body', async () => {
    const port = await start();
    const body = 'x'.repeat(300_000);
    const chunked = `POST /api/upload HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    const { text, closed } = await raw(port, chunked, 'GET /next HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(statuses(text)[0]).toBe(413);
    expect(text).toMatch(/^Connection: close/im);
    expect(closed).toBe(true);
  });

  it('survives a client that hangs up while its unread body drains', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const port = await start();
      const answered = new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.on('data', () => {
          // The 413 is in: the client goes away with most of its body never sent.
          socket.destroy();
          resolve();
        });
        socket.write(`POST /api/upload HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\n{"a":`);
      });
      await answered;
      await new Promise((resolve) => setImmediate(resolve));
      // The drain timer fires on a connection Node has let go of: nothing may throw.
      await vi.advanceTimersByTimeAsync(10_000);
      vi.useRealTimers();
      // And the server still answers.
      const { text } = await raw(port, 'GET /after HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(statuses(text)).toEqual([200]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a declared body over the limit before anything reads it', async () => {
    const { text, closed } = await raw(
      await start(),
      `POST /api/chat/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\n\r\n{`,
    );
    expect(statuses(text)).toEqual([413]);
    expect(closed).toBe(true);
  });

  it('keeps a connection alive between ordinary requests', async () => {
    const port = await start();
    const get = 'GET /a HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const { text } = await raw(port, get, get);
    expect(statuses(text)).toEqual([200, 200]);
  });

  it('vouches for the connection’s address, whatever the visitor’s headers say', async () => {
    const { text } = await raw(
      await start(),
      'GET /api/x HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 203.0.113.9\r\nX-Real-IP: 203.0.113.8\r\n' +
        'X-Client-Address: 203.0.113.7\r\nX-Client-Address-Proof: guess\r\nConnection: close\r\n\r\n',
    );
    const { headers } = echoed(text);
    expect(headers[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1');
    expect(headers[CLIENT_ADDRESS_PROOF_HEADER]).not.toBe('guess');
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
  });

  it('takes the address from the configured hops or header only', async () => {
    const hops = await raw(
      await start({ trustProxyHops: 1, clientIpHeader: null }),
      'GET /api/x HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 6.6.6.6, 198.51.100.4\r\nConnection: close\r\n\r\n',
    );
    expect(echoed(hops.text).headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.4');
    const header = await raw(
      await start({ trustProxyHops: 0, clientIpHeader: 'cf-connecting-ip' }),
      'GET /api/x HTTP/1.1\r\nHost: localhost\r\nCF-Connecting-IP: 198.51.100.5\r\nConnection: close\r\n\r\n',
    );
    expect(echoed(header.text).headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.5');
  });

  it('asks browsers for https only when the site is served over https', async () => {
    const { text } = await raw(
      await start(NO_TRUST, 'https://www.example.com'),
      'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(text).toMatch(/^Strict-Transport-Security: max-age=63072000; includeSubDomains/im);
  });
});
