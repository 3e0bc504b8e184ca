import { expect, test } from './fixtures';
import { E2E_SERVER_ENV } from './server-env';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test('every kind of response carries the security headers', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  for (const path of ['/', '/insurance/auto/', '/api/location/', '/no-such-page/', script ?? '/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers, path).toMatchObject(SECURITY_HEADERS);
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("default-src 'self'");
    expect(policy, path).toContain("frame-ancestors 'self'");
    expect(policy, path).toContain("object-src 'none'");
    // The one outside host is the configured CMS, and only for its media.
    const cms = new URL(E2E_SERVER_ENV.STRAPI_URL ?? '').origin;
    const hosts = policy.split(';').flatMap((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return sources.filter((source) => /^https?:\/\//.test(source)).map((source) => `${name} ${source}`);
    });
    expect(hosts, path).toEqual([`img-src ${cms}`]);
  }
});

test('hostile markup in Charlie’s answer neither runs nor loads anything from another host', async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL ?? 'http://127.0.0.1').host;
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host !== site) foreign.push(request.url());
  });
  page.on('dialog', (dialog) => {
    foreign.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.route('**/api/chat/', (route) =>
    route.fulfill({
      json: {
        response: [
          'Here is <script>window.__pwned = "script"</script> an answer.',
          '<img src="https://evil.example/beacon.gif" onerror="window.__pwned = \'onerror\'">',
          '![tracking](https://evil.example/pixel.gif)',
          '[Claim your prize](javascript:window.__pwned="link")',
          '<a href="https://evil.example/" onclick="window.__pwned=\'click\'">a raw link</a>',
          '<iframe src="https://evil.example/frame"></iframe>',
        ].join('\n\n'),
        sessionId: null,
        sources: [
          { title: '<img src=x onerror="window.__pwned=1">', url: 'javascript:alert(1)', snippet: 'x' },
          { title: 'Beacon', url: 'https://evil.example/source', snippet: '<script>alert(2)</script>' },
        ],
      },
    }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat with Charlie' }).click();
  const textbox = page.getByRole('textbox', { name: 'Your question for Charlie' });
  await textbox.fill('What does liability cover?');
  await textbox.press('Enter');
  const panel = page.getByRole('dialog', { name: /^Charlie from / });
  const answer = panel.locator('li[data-role]').nth(2);
  await expect(answer).toContainText('an answer.');
  await expect(answer.getByRole('link', { name: 'Claim your prize' })).toHaveCount(0);

  const hrefs = await panel
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.filter((href) => href?.trim().toLowerCase().startsWith('javascript:'))).toEqual([]);
  expect(await panel.locator('img, iframe, script, [onerror], [onclick]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(foreign).toEqual([]);
});
