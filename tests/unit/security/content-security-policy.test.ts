import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';
import { contentSecurityPolicy } from '@/lib/security/content-security-policy';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('allows only the site itself on the embedded defaults', () => {
    const policy = directives(contentSecurityPolicy(loadConfig({}), { development: false }));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    const hosts = Object.values(policy)
      .flat()
      .filter((source) => /^https?:/.test(source));
    expect(hosts).toEqual([]);
  });

  it('adds exactly the configured analytics, ad server, partner, CMS, chat and IP echo hosts', () => {
    const config = loadConfig({
      POSTHOG_KEY: 'phc_public',
      POSTHOG_HOST: 'https://us.i.posthog.com',
      GA4_MEASUREMENT_ID: 'G-TEST1234',
      KEVEL_NETWORK_ID: '10010',
      KEVEL_SITE_ID: '667480',
      QUOTE_PARTNER_HOSTS: 'https://widgets.partner.example, https://quotes.other.example/path',
      STRAPI_URL: 'https://cms.example.com',
      STRAPI_TOKEN: 'strapi-token-0000',
      CHAT_ENDPOINT: 'https://chat.example.com/api/chat',
      IP_ECHO_URL: 'https://echo.example.net/?format=json',
    });
    const policy = directives(contentSecurityPolicy(config, { development: false }));
    expect(policy['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://us.i.posthog.com',
      'https://us-assets.i.posthog.com',
      'https://www.googletagmanager.com',
      'https://widgets.partner.example',
      'https://quotes.other.example',
    ]);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        'https://us.i.posthog.com',
        'https://*.google-analytics.com',
        'https://e-10010.adzerk.net',
        'https://widgets.partner.example',
        'https://chat.example.com',
        'https://echo.example.net',
      ]),
    );
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https://cms.example.com']));
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://widgets.partner.example',
      'https://quotes.other.example',
    ]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
  });

  it('lets only the CMS admin frame a preview, and loads media from the upload hosts configured', () => {
    const cms = { STRAPI_URL: 'https://cms.example.com', STRAPI_TOKEN: 'strapi-token-0000' };
    const framed = (env: Record<string, string>, preview: boolean) =>
      directives(contentSecurityPolicy(loadConfig(env), { development: false, preview }))['frame-ancestors'];
    expect(framed(cms, false)).toEqual(["'self'"]);
    expect(framed(cms, true)).toEqual(["'self'", 'https://cms.example.com']);
    expect(framed({ ...cms, STRAPI_ADMIN_URL: 'https://admin.example.org/admin' }, true)).toEqual([
      "'self'",
      'https://admin.example.org',
    ]);
    // Without a CMS there is no preview to frame.
    expect(framed({}, true)).toEqual(["'self'"]);

    const media = directives(
      contentSecurityPolicy(
        loadConfig({
          ...cms,
          STRAPI_MEDIA_ORIGINS: 'https://res.cloudinary.com, https://media.example.com/uploads',
        }),
        { development: false },
      ),
    )['img-src'];
    expect(media).toEqual(
      expect.arrayContaining([
        'https://cms.example.com',
        'https://res.cloudinary.com',
        'https://media.example.com',
      ]),
    );
  });

  it('allows eval only on the development server', () => {
    expect(contentSecurityPolicy(loadConfig({}), { development: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(loadConfig({}), { development: false })).not.toContain('unsafe-eval');
  });

  it('refuses partner hosts that are not https origins', () => {
    expect(() => loadConfig({ QUOTE_PARTNER_HOSTS: 'http://insecure.example' })).toThrow(
      /QUOTE_PARTNER_HOSTS/,
    );
  });

  it('lets the configured quote serve script and credit SDK run and call home, and a site path adds no host', () => {
    const policy = directives(
      contentSecurityPolicy(
        loadConfig({
          QUOTE_WIDGET_SETTINGS: JSON.stringify({
            quoteServeScript: 'https://serve.quotes.example/v3/listings.js',
            creditSdkScript: '/vendor/credit-sdk.js',
          }),
        }),
        { development: false },
      ),
    );
    for (const name of ['script-src', 'connect-src', 'frame-src'])
      expect(policy[name]).toContain('https://serve.quotes.example');
    expect(JSON.stringify(policy)).not.toContain('/vendor/');
  });
});
