import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../msw/server';

const ECHO = 'https://echo.example.test/';
const SITE_ANSWER = {
  ipAddress: '198.51.100.20',
  zipcode: '73301',
  city: null,
  state: 'OK',
  country: 'US',
  error: null,
  requested: true,
  needZipcode: false,
  requestFinished: true,
};

/** The module keeps one lookup per page: each test is a new page. */
const freshLookup = async () => (await import('@/lib/location/client')).visitorLocation;

beforeEach(() => {
  vi.resetModules();
  window.localStorage.clear();
  server.use(http.get('*/api/location/', () => HttpResponse.json(SITE_ANSWER)));
});

describe("the visitor's address", () => {
  it('comes from the site when no IP echo service is configured, and is kept as currentIpAddress', async () => {
    const location = await (await freshLookup())(null);
    expect(location).toMatchObject({ zipcode: '73301', ipAddress: '198.51.100.20' });
    expect(window.localStorage.getItem('currentIpAddress')).toBe('198.51.100.20');
  });

  it.each([
    ['JSON', () => HttpResponse.json({ ip: '203.0.113.9' }), '203.0.113.9'],
    ['plain text', () => HttpResponse.text('2001:db8::9\n'), '2001:db8::9'],
  ])(
    'comes from the configured IP echo service answering in %s, the place still from the site',
    async (_, answer, expected) => {
      server.use(http.get(ECHO, answer));
      const location = await (await freshLookup())(ECHO);
      expect(location).toMatchObject({ zipcode: '73301', ipAddress: expected });
      expect(window.localStorage.getItem('currentIpAddress')).toBe(expected);
    },
  );

  it.each([
    ['fails', () => HttpResponse.json({ message: 'down' }, { status: 503 })],
    ['answers something that is not an address', () => HttpResponse.json({ ip: '<script>' })],
  ])("falls back to the site's when the echo service %s", async (_, answer) => {
    server.use(http.get(ECHO, answer));
    const location = await (await freshLookup())(ECHO);
    expect(location?.ipAddress).toBe('198.51.100.20');
    expect(window.localStorage.getItem('currentIpAddress')).toBe('198.51.100.20');
  });
});
