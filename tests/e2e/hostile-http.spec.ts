import { E2E_PREVIEW_SECRET, E2E_SERVER_ENV } from './server-env';
import { expect, test } from './fixtures';
import { raw, startOwnServer, type RawExchange } from './raw-http';

/**
 * The hostile-input suite at the network edge: raw HTTP against the production server as an
 * attacker sends it, one class of attack per test. Every test counts its attempts and fails on
 * any 5xx or hang. It runs on a server of its own with a small address limit, so using that
 * limit up cannot slow the other journeys.
 */
test.skip(({ isMobile }) => isMobile, 'network only');
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const ADDRESS_LIMIT = 6;
const HOST = `Host: 127.0.0.1:${PORT}\r\n`;
let stop: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stop = await startOwnServer(PORT, {
    ...E2E_SERVER_ENV,
    CHAT_DATABASE_PATH: `test-results/hostile-http-${Date.now()}.db`,
    CHAT_ADDRESS_LIMIT_PER_MINUTE: String(ADDRESS_LIMIT),
  });
});
test.afterAll(async () => stop?.());

const tally = { attempts: 0, serverErrors: 0, hangs: 0 };
async function attempt(requests: (string | Buffer)[], options?: Parameters<typeof raw>[2]) {
  const exchange: RawExchange = await raw(PORT, requests, options);
  tally.attempts += 1;
  tally.serverErrors += exchange.statuses.filter((status) => status >= 500).length;
  tally.hangs += exchange.hung ? 1 : 0;
  expect(exchange.hung, `no answer to ${String(requests[0]).slice(0, 60)}`).toBe(false);
  expect(exchange.statuses.filter((status) => status >= 500)).toEqual([]);
  return exchange;
}
const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\n${HOST}${extra}Connection: close\r\n\r\n`;
const header = (text: string, name: string) =>
  new RegExp(`^${name}: (.*)\\r$`, 'im').exec(text.split('\r\n\r\n')[0] ?? '')?.[1] ?? null;

test.afterAll(() => {
  console.info(`hostile HTTP: ${tally.attempts} attempts, ${tally.serverErrors} 5xx, ${tally.hangs} hangs`);
});

test('no redirect leaves the site, whatever the dot segments and encodings', async () => {
  const tricks = [
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e%2f%2e%2e%2f/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    'https://evil.example/',
    '/\\evil.example',
  ];
  for (const trick of tricks) {
    for (const route of ['/api/preview/exit/', `/api/preview/?secret=${E2E_PREVIEW_SECRET}&`]) {
      const query = route.includes('?') ? `path=${trick}` : `?path=${trick}`;
      const { text } = await attempt([get(`${route}${query}`)]);
      const location = header(text, 'location');
      if (location !== null) expect(location, trick).toMatch(/^\/(?![/\\])/);
    }
  }
});

test('absolute-form targets for another host are refused, not followed', async () => {
  for (const target of [
    'http://evil.example/insurance/auto',
    'https://evil.example/',
    'http://evil.example',
  ]) {
    const { text, statuses } = await attempt([get(target)]);
    expect(statuses).toEqual([400]);
    expect(text).not.toMatch(/evil\.example/);
  }
});

test('methods nothing answers get 405 with Allow and the security headers', async () => {
  for (const method of ['TRACE', 'PROPFIND', 'CONNECT', 'FOO']) {
    for (const path of ['/api/chat/', '/api/tools-calls/', '/insurance/auto/', '/']) {
      const { text, statuses } = await attempt([
        `${method} ${path} HTTP/1.1\r\n${HOST}Connection: close\r\n\r\n`,
      ]);
      expect(statuses[0] === 405 || statuses[0] === 400, `${method} ${path}`).toBe(true);
      expect(header(text, 'x-content-type-options')).toBe('nosniff');
    }
  }
});

test('undecodable paths get 400 with the security headers', async () => {
  for (const path of ['/insurance/%E0%A4%A/', '/insurance/auto/guides/%C0%AE/', '/%', '/api/chat/%ZZ']) {
    const { text, statuses } = await attempt([get(path)]);
    expect(statuses, path).toEqual([400]);
    expect(header(text, 'content-security-policy')).toBeTruthy();
    expect(header(text, 'x-frame-options')).toBeTruthy();
  }
});

test('a 413 closes the connection instead of leaving the next request waiting', async () => {
  const body = `{"message":"${'a'.repeat(300_000)}"}`;
  const chunks = body.match(/[\s\S]{1,16384}/g) ?? [];
  const chunked = [
    `POST /api/chat/ HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    ...chunks.map((chunk) => `${chunk.length.toString(16)}\r\n${chunk}\r\n`),
    '0\r\n\r\n',
    `GET /api/location/ HTTP/1.1\r\n${HOST}\r\n`,
  ];
  const { statuses, closed } = await attempt(chunked, { quietMs: 2_000 });
  expect(statuses[0]).toBe(413);
  expect(closed).toBe(true);
});

test('path parameters cannot carry dot segments to the rates API', async () => {
  for (const city of ['..', '.', '../..', '%2e%2e']) {
    const params = encodeURIComponent(JSON.stringify({ city, state: 'TX' }));
    const { statuses } = await attempt([get(`/api/tools-calls/?path=auto-city&params=${params}`)]);
    expect(statuses, city).toEqual([400]);
  }
});

test('rotating X-Forwarded-For or session ids does not escape the address limit', async () => {
  const statuses: number[] = [];
  for (let turn = 0; turn < ADDRESS_LIMIT + 4; turn++) {
    const body = JSON.stringify({ message: 'hi', sessionId: `session_1790000000000_rotate${turn}aaaa` });
    const { statuses: answered } = await attempt([
      `POST /api/chat/ HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nX-Forwarded-For: 198.51.100.${turn}\r\n` +
        `X-Real-IP: 198.51.100.${turn}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    ]);
    statuses.push(...answered);
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(ADDRESS_LIMIT);
  expect(statuses.slice(ADDRESS_LIMIT)).toEqual([429, 429, 429, 429]);
});

test('state-changing routes refuse cross-site writes and guessable session ids', async () => {
  const send = (path: string, body: string, headers: string) =>
    attempt([
      `POST ${path} HTTP/1.1\r\n${HOST}${headers}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    ]);
  const victim = JSON.stringify({ sessionId: 'session_1790000000000_victim0000' });
  for (const path of ['/api/chat/clear/', '/api/chat/', '/api/ads/decision/']) {
    const plain = await send(path, victim, 'Content-Type: text/plain\r\nOrigin: https://evil.example\r\n');
    expect(plain.statuses, path).toEqual([415]);
    const crossSite = await send(
      path,
      victim,
      'Content-Type: application/json\r\nOrigin: https://evil.example\r\nSec-Fetch-Site: cross-site\r\n',
    );
    expect(crossSite.statuses, path).toEqual([403]);
  }
  const weak = await send(
    '/api/chat/clear/',
    JSON.stringify({ sessionId: 'session_0_a' }),
    'Content-Type: application/json\r\n',
  );
  expect(weak.statuses).toEqual([400]);
});
