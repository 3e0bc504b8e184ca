// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type AppConfig } from '@/lib/config';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

let config: AppConfig;
vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/config')>()),
  getConfig: () => config,
}));

const { POST } = await import('@/app/api/revalidate/route');

const SECRET = 'revalidate-secret-123';
const call = (body: unknown, token: string | null = SECRET) =>
  POST(
    new Request('http://localhost/api/revalidate/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('POST /api/revalidate', () => {
  beforeEach(() => {
    revalidateTag.mockReset();
    config = loadConfig({ REVALIDATE_SECRET: SECRET });
  });

  it('is off (404) when no secret is configured', async () => {
    config = loadConfig({});
    expect((await call({ resource: 'pages' })).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([null, 'wrong-secret-000', `${SECRET}x`])('refuses the token %s with 401', async (token) => {
    expect((await call({ resource: 'pages' }, token)).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([['not json'], [{}], [{ resource: '../pages' }], [{ resource: 'https://evil.example.com' }]])(
    'refuses the body %o with 400',
    async (body) => {
      expect((await call(body)).status).toBe(400);
      expect(revalidateTag).not.toHaveBeenCalled();
    },
  );

  it('refreshes one collection when asked for it', async () => {
    const response = await call({ resource: 'pages' });
    expect(await response.json()).toEqual({ revalidated: 'cms:pages' });
    expect(revalidateTag).toHaveBeenCalledWith('cms:pages', { expire: 0 });
  });

  it('refreshes all content on a Strapi publish webhook', async () => {
    const response = await call({ event: 'entry.publish', model: 'page', entry: { id: 1 } });
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('cms', { expire: 0 });
  });
});
