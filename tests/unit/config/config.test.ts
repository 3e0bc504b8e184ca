// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, toPublicConfig } from '@/lib/config';

const SECRETS = {
  STRAPI_TOKEN: 'secret-strapi-token-1111',
  RATES_API_KEY: 'secret-rates-key-2222',
  CHAT_SECRET: 'secret-chat-3333',
  VECTARA_API_KEY: 'secret-vectara-4444',
  GPT_API_KEY: 'secret-gpt-5555',
  ASSISTANT_API_KEY: 'secret-assistant-6666',
  GEOLOCATION_TOKEN: 'secret-geo-7777',
  PREVIEW_SECRET: 'secret-preview-8888',
  REVALIDATE_SECRET: 'secret-revalidate-9999',
  BACKFILL_TOKEN: 'secret-backfill-0000',
};

const FULL = {
  ...SECRETS,
  STRAPI_URL: 'https://cms.example.com/',
  STRAPI_ADMIN_URL: 'https://admin.example.com/admin',
  STRAPI_MEDIA_ORIGINS: 'https://res.cloudinary.com',
  RATES_API_URL: 'https://rates.example.com',
  REDIS_URL: 'redis://127.0.0.1:6379',
  VECTARA_CUSTOMER_ID: '12345',
  VECTARA_CORPUS_KEYS: 'auto-guides, faq',
  GPT_MODEL: 'gpt-4o',
  ASSISTANT_MODEL: 'gpt-4o-mini',
  KEVEL_NETWORK_ID: '9999',
  KEVEL_SITE_ID: '1234',
  GEOLOCATION_URL: 'https://geo.example.com',
  POSTHOG_KEY: 'phc_public',
  GA4_MEASUREMENT_ID: 'G-ABC123',
  SITE_URL: 'https://www.example.com',
  PRODUCT_NAME: 'Example',
  CHAT_CORNER: 'top-left',
  CHAT_DEFAULT_PROVIDER: 'gpt',
  QUOTE_PILOT_PERCENT: '10',
  SPLIT_AUTO_WAY_PERCENT: '5',
  SPLIT_HOME_PILOT_LT_PERCENT: '2.5',
  SPLIT_LIFE_QS_PERCENT: '1',
  FALLBACK_LANDING_PARTNER: 'MA',
  BACKFILL_URL: 'https://exchange.example.com/ads',
  BACKFILL_PLACEMENT_ID: 'placement-1',
  STICKY_QUOTE_WIDGET: 'true',
  NAV_REDESIGN: 'false',
  QUOTE_PARTNER_HOSTS: 'https://widgets.partner.example/',
  QUOTE_WIDGET_SETTINGS: JSON.stringify({
    directLinksByKeyword: { SR22: 'https://sr22.partner.example/quote' },
    fallbackAdvertisers: { banking: 'CH' },
    kevelNewTab: true,
    keywords: ['coverscout'],
    statesZipCodeInfo: [
      { st: 'NJ', state: 'New Jersey', rangeFrom: 7000, rangeTo: 8999, blackListedZipCodes: [7001] },
    ],
    banner_values: { auto: { buttons: 2, buttonText: 'Compare now' } },
    creditSdkScript: 'https://sdk.cards.example/v2/sdk.js',
  }),
};

/** The widget settings FULL configures, as the server keeps them. */
const FULL_WIDGET = {
  directLinksByKeyword: { sr22: 'https://sr22.partner.example/quote' },
  fallbackAdvertisers: { banking: 'CH' },
  d2cTrackingLinksByAdvertiser: {},
  kevelNewTab: true,
  keywords: ['coverscout'],
  statesZipCodeInfo: [
    { st: 'NJ', state: 'New Jersey', rangeFrom: 7000, rangeTo: 8999, blackListedZipCodes: [7001] },
  ],
  banner_values: { auto: { buttons: 2, buttonText: 'Compare now' } },
  quoteServeScript: null,
  creditSdkScript: 'https://sdk.cards.example/v2/sdk.js',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('runs every adapter on its embedded default when nothing is set', () => {
    const config = loadConfig({});
    expect(config.cms).toBeNull();
    expect(config.rates).toBeNull();
    expect(config.redis).toBeNull();
    expect(config.ads).toBeNull();
    expect(config.geolocation).toBeNull();
    expect(config.chat).toMatchObject({
      vectara: null,
      gpt: null,
      assistant: null,
      defaultProvider: 'local',
    });
    expect(config.analytics).toEqual({ posthog: null, ga4: null });
    expect(config.site).toEqual({
      url: 'http://localhost:3000',
      productName: 'CoverScout',
      chatCorner: 'bottom-right',
      chatEndpoint: '/api/chat',
      hostEnv: 'local',
    });
  });

  it('treats blank variables as unset, as .env files leave them', () => {
    expect(loadConfig({ STRAPI_URL: '', STRAPI_TOKEN: '  ' }).cms).toBeNull();
  });

  it('switches on every adapter when fully configured, with typed values', () => {
    const config = loadConfig(FULL);
    expect(config.cms).toEqual({
      url: 'https://cms.example.com',
      token: SECRETS.STRAPI_TOKEN,
      adminOrigin: 'https://admin.example.com',
      mediaOrigins: ['https://res.cloudinary.com'],
    });
    expect(config.redis).toEqual({ url: 'redis://127.0.0.1:6379' });
    expect(config.chat.vectara?.corpusKeys).toEqual(['auto-guides', 'faq']);
    expect(config.chat.vectara?.baseUrl).toBe('https://api.vectara.io');
    expect(config.chat.defaultProvider).toBe('gpt');
    expect(config.ads).toEqual({ networkId: 9999, siteId: 1234, baseUrl: 'https://e-9999.adzerk.net' });
    expect(config.analytics.posthog).toEqual({ key: 'phc_public', host: 'https://us.i.posthog.com' });
    expect(config.quotes).toEqual({
      split: { autoWayPercent: 5, homePilotLtPercent: 2.5, lifeQsPercent: 1 },
      pilotPercent: 10,
      fallbacks: { landing: 'MA', businessLoans: null },
      backfill: {
        url: 'https://exchange.example.com/ads',
        token: SECRETS.BACKFILL_TOKEN,
        placementId: 'placement-1',
      },
      partnerHosts: ['https://widgets.partner.example'],
      widget: FULL_WIDGET,
    });
    expect(config.features).toEqual({ stickyQuoteWidget: true, navRedesign: false, chatMetrics: false });
  });

  it('picks the first configured provider as default when none is named', () => {
    expect(loadConfig({ GPT_API_KEY: SECRETS.GPT_API_KEY, GPT_MODEL: 'gpt-4o' }).chat.defaultProvider).toBe(
      'gpt',
    );
  });

  it.each([
    [{ STRAPI_URL: 'https://cms.example.com' }, 'STRAPI_TOKEN'],
    [{ STRAPI_TOKEN: SECRETS.STRAPI_TOKEN }, 'STRAPI_URL'],
    [{ RATES_QUOTES_STAGE: 'dev' }, 'RATES_API_URL'],
    [{ VECTARA_API_KEY: SECRETS.VECTARA_API_KEY, VECTARA_CUSTOMER_ID: '1' }, 'VECTARA_CORPUS_KEYS'],
    [{ GPT_API_KEY: SECRETS.GPT_API_KEY }, 'GPT_MODEL'],
    [{ ASSISTANT_MODEL: 'gpt-4o' }, 'ASSISTANT_API_KEY'],
    [{ KEVEL_SITE_ID: '1' }, 'KEVEL_NETWORK_ID'],
    [{ GEOLOCATION_TOKEN: SECRETS.GEOLOCATION_TOKEN }, 'GEOLOCATION_URL'],
    [{ POSTHOG_HOST: 'https://eu.i.posthog.com' }, 'POSTHOG_KEY'],
    [{ BACKFILL_URL: 'https://exchange.example.com' }, 'BACKFILL_TOKEN'],
  ])('refuses a partly configured adapter (%o) and names %s', (env, missing) => {
    expect(problemsOf(env)).toContainEqual(expect.stringMatching(new RegExp(`^${missing} is missing`)));
  });

  it.each([
    [{ STRAPI_URL: 'ftp://cms.example.com', STRAPI_TOKEN: SECRETS.STRAPI_TOKEN }, 'STRAPI_URL'],
    [{ KEVEL_NETWORK_ID: 'abc', KEVEL_SITE_ID: '1' }, 'KEVEL_NETWORK_ID'],
    [{ GA4_MEASUREMENT_ID: 'UA-1234' }, 'GA4_MEASUREMENT_ID'],
    [{ CHAT_CORNER: 'middle' }, 'CHAT_CORNER'],
    [{ CHAT_SECRET: 'short' }, 'CHAT_SECRET'],
    [{ CHAT_DEFAULT_PROVIDER: 'vectara' }, 'CHAT_DEFAULT_PROVIDER'],
    [{ QUOTE_PILOT_PERCENT: '120' }, 'QUOTE_PILOT_PERCENT'],
    [{ FALLBACK_LANDING_PARTNER: 'XX' }, 'FALLBACK_LANDING_PARTNER'],
    [{ STICKY_QUOTE_WIDGET: 'yes' }, 'STICKY_QUOTE_WIDGET'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ IP_ECHO_URL: 'http://echo.example.net' }, 'IP_ECHO_URL'],
    [{ RATES_REDIS_URL: 'redis://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ QUOTE_WIDGET_SETTINGS: '{not json' }, 'QUOTE_WIDGET_SETTINGS'],
    [
      { QUOTE_WIDGET_SETTINGS: '{"directLinksByKeyword":{"sr22":"javascript:alert(1)"}}' },
      'QUOTE_WIDGET_SETTINGS',
    ],
    [{ QUOTE_WIDGET_SETTINGS: '{"fallbackAdvertisers":{"auto":"NOPE"}}' }, 'QUOTE_WIDGET_SETTINGS'],
    [{ QUOTE_WIDGET_SETTINGS: '{"banner_values":{"auto":{"buttons":9}}}' }, 'QUOTE_WIDGET_SETTINGS'],
    [{ QUOTE_WIDGET_SETTINGS: '{"kevelNewTabs":true}' }, 'QUOTE_WIDGET_SETTINGS'],
    [
      { QUOTE_WIDGET_SETTINGS: '{"creditSdkScript":"http://sdk.cards.example/sdk.js"}' },
      'QUOTE_WIDGET_SETTINGS',
    ],
  ])('refuses an invalid value (%o) and names %s', (env, variable) => {
    expect(problemsOf(env).join('\n')).toContain(variable);
  });

  it('lists every problem at once, so one restart fixes them all', () => {
    expect(problemsOf({ STRAPI_URL: 'https://cms.example.com', GPT_MODEL: 'gpt-4o' })).toHaveLength(2);
  });

  it('gives the browser only public values, never a secret', () => {
    const publicConfig = JSON.stringify(toPublicConfig(loadConfig(FULL)));
    for (const secret of Object.values(SECRETS)) expect(publicConfig).not.toContain(secret);
    expect(toPublicConfig(loadConfig(FULL))).toEqual({
      productName: 'Example',
      siteUrl: 'https://www.example.com',
      chatCorner: 'top-left',
      chatEndpoint: '/api/chat',
      chatProvider: 'gpt',
      analytics: {
        posthogKey: 'phc_public',
        posthogHost: 'https://us.i.posthog.com',
        ga4MeasurementId: 'G-ABC123',
      },
      quotes: {
        split: { autoWayPercent: 5, homePilotLtPercent: 2.5, lifeQsPercent: 1 },
        pilotPercent: 10,
        fallbacks: { landing: 'MA', businessLoans: null },
        // The zip table stays on the server, which reads a zip's state from it.
        widget: { ...FULL_WIDGET, statesZipCodeInfo: undefined },
      },
      features: { stickyQuoteWidget: true, navRedesign: false },
      ipEchoUrl: null,
    });
  });

  it('is documented: .env.example and the README name every variable, and nothing else', () => {
    const example = readFileSync('.env.example', 'utf8');
    const documented = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect([...documented].sort()).toEqual([...CONFIG_VARIABLES].sort());
    expect(example).not.toMatch(/^[A-Z][A-Z0-9_]*=\S/m);

    const readme = readFileSync('README.md', 'utf8');
    for (const variable of CONFIG_VARIABLES) expect(readme).toContain(`\`${variable}\``);
  });
});
