// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type AppConfig } from '@/lib/config';

const draft = { enable: vi.fn(), disable: vi.fn(), isEnabled: false };
vi.mock('next/headers', () => ({ draftMode: async () => draft }));

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
    draft.enable.mockReset();
    draft.disable.mockReset();
    config = loadConfig({ PREVIEW_SECRET: SECRET });
  });

  it('turns on draft mode and opens the page with the right secret', async () => {
    const response = await open(
      `secret=${SECRET}&path=${encodeURIComponent('/insurance/auto/?utm_source=cms')}`,
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/insurance/auto/?utm_source=cms');
    expect(draft.enable).toHaveBeenCalledOnce();
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
});
