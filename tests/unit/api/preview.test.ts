// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type AppConfig } from '@/lib/config';

// Next.js's draft mode writes its cookie into the same jar the route handler's cookies() returns.
const jar = new Map<
  string,
  { name: string; value: string; sameSite?: string; httpOnly?: boolean; partitioned?: boolean }
>();
const draft = {
  enable: vi.fn(() =>
    jar.set('__prerender_bypass', { name: '__prerender_bypass', value: 'id-1', sameSite: 'none' }),
  ),
  disable: vi.fn(),
  isEnabled: false,
};
vi.mock('next/headers', () => ({
  draftMode: async () => draft,
  cookies: async () => ({
    get: (name: string) => jar.get(name),
    set: (cookie: { name: string; value: string }) => jar.set(cookie.name, cookie),
  }),
}));

let config: AppConfig;
vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/config')>()),
  getConfig: () => config,
}));

const { GET: enter } = await import('@/app/api/preview/route');
const { GET: exit } = await import('@/app/api/preview/exit/route');

const SECRET = 'preview-secret-4567';
const open = (query: string) => enter(new Request(`http://localhost/api/preview/?${query}`));

describe('GET /api/preview', () => {
  beforeEach(() => {
    jar.clear();
    draft.enable.mockClear();
    draft.disable.mockReset();
    config = loadConfig({ PREVIEW_SECRET: SECRET });
  });

  it('turns on draft mode and opens the page with the right secret', async () => {
    const response = await open(
      `secret=${SECRET}&path=${encodeURIComponent('/insurance/auto/?utm_source=cms')}`,
    );
    // The page opens itself, so the navigation is same-site and the Strict cookie goes with it.
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      '<meta http-equiv="refresh" content="0;url=/insurance/auto/?utm_source=cms">',
    );
    expect(draft.enable).toHaveBeenCalledOnce();
    expect(jar.get('__prerender_bypass')).toMatchObject({
      value: 'id-1',
      sameSite: 'strict',
      httpOnly: true,
    });
  });

  it('keeps the cookie Strict for an admin on the same site, and partitions it for an admin on another', async () => {
    const cms = { PREVIEW_SECRET: SECRET, STRAPI_TOKEN: 'strapi-token-0000' };
    const enterAt = (url: string) => enter(new Request(`${url}/api/preview/?secret=${SECRET}&path=/`));

    config = loadConfig({ ...cms, STRAPI_URL: 'https://cms.example.com' });
    await enterAt('https://www.example.com');
    expect(jar.get('__prerender_bypass')).toMatchObject({ sameSite: 'strict' });

    jar.clear();
    config = loadConfig({ ...cms, STRAPI_URL: 'https://acme.strapiapp.com' });
    await enterAt('https://www.example.com');
    expect(jar.get('__prerender_bypass')).toMatchObject({
      sameSite: 'none',
      partitioned: true,
      secure: true,
      httpOnly: true,
    });
  });

  it('opens the page as visitors see it for Strapi’s Published tab, leaving draft mode', async () => {
    const response = await open(`secret=${SECRET}&path=/insurance/auto/&status=published`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('url=/insurance/auto/');
    expect(draft.disable).toHaveBeenCalledOnce();
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it('writes the path into the page as an attribute, escaped', async () => {
    const response = await open(
      `secret=${SECRET}&path=${encodeURIComponent('/insurance/auto/?a="><script>')}`,
    );
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('url=/insurance/auto/?a=%22%3E%3Cscript%3E');
  });

  it('is off (404) when no secret is configured', async () => {
    config = loadConfig({});
    expect((await open(`secret=${SECRET}&path=/`)).status).toBe(404);
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it.each(['', 'secret=wrong', `secret=${SECRET}x`])('refuses %s with 401', async (query) => {
    expect((await open(`${query}&path=/`)).status).toBe(401);
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    'insurance/auto/',
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e%2f%2e%2e%2f/evil.example',
    '/../../evil.example/%2e%2e//x',
  ])('will not send an editor to %s', async (path) => {
    expect((await open(`secret=${SECRET}&path=${encodeURIComponent(path)}`)).status).toBe(400);
    expect(draft.enable).not.toHaveBeenCalled();
  });
});

describe('GET /api/preview/exit', () => {
  it('turns draft mode off and reopens the page, never another site', async () => {
    const back = await exit(new Request('http://localhost/api/preview/exit/?path=%2Finsurance%2Fauto%2F'));
    expect(back.headers.get('location')).toBe('/insurance/auto/');
    expect(draft.disable).toHaveBeenCalled();
    const away = await exit(new Request('http://localhost/api/preview/exit/?path=%2F%2Fevil.example'));
    expect(away.headers.get('location')).toBe('/');
  });

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e%2f%2e%2e%2f/evil.example',
  ])('sends ?path=%s home, not away, once its dot segments collapse', async (path) => {
    const response = await exit(new Request(`http://localhost/api/preview/exit/?path=${path}`));
    expect(response.headers.get('location')).toBe('/');
  });
});
