// Relative, not '@/': next.config.ts loads this file before the path alias exists.
import { PARTNER_CODES, type PartnerCode } from './ads/partners';
import type { SplitSettings } from './ads/traffic-split';
import { CHAT_PROVIDERS, type ChatProviderName } from './chat/constants';
import {
  DEFAULT_WIDGET_SETTINGS,
  publicWidgetSettings,
  widgetSettingsSchema,
  type PublicWidgetSettings,
  type WidgetSettings,
} from './quotes/widget-settings';
import { z } from 'zod';

/**
 * The one place that reads the environment. Each outside service is an adapter that is either
 * fully configured (its real adapter is used) or not configured at all (its embedded default is
 * used). A half-configured adapter is a startup error that names what is missing, never a silent
 * fallback to the embedded default.
 */

export type { ChatProviderName };

const CHAT_CORNERS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type ChatCorner = (typeof CHAT_CORNERS)[number];

const DEFAULT_PRODUCT_NAME = 'CoverScout';
const DEFAULT_SITE_URL = 'http://localhost:3000';
const DEFAULT_VECTARA_URL = 'https://api.vectara.io';
const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';
const DEFAULT_CHAT_DATABASE_PATH = '.data/charlie.db';
// A person typing sends a few messages a minute; several people can share one address (an office).
const DEFAULT_SESSION_LIMIT_PER_MINUTE = 20;
const DEFAULT_ADDRESS_LIMIT_PER_MINUTE = 120;
// What the whole site answers in a minute: a cap on spend when a provider is paid by the call.
const DEFAULT_SITE_LIMIT_PER_MINUTE = 1_200;
const DEFAULT_CHAT_RETENTION_DAYS = 30;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const text = optional(z.string().trim());
const httpUrl = optional(
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, '')),
);
const secret = optional(z.string().trim().min(8, 'must be at least 8 characters'));
const positiveInt = optional(z.coerce.number({ error: 'must be a number' }).int().positive());
const count = optional(z.coerce.number({ error: 'must be a number' }).int().min(0).max(10));
const headerName = optional(
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+$/, 'must be a header name'),
);
const percent = optional(z.coerce.number({ error: 'must be a number' }).min(0).max(100));
const flag = optional(
  z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true'),
);
const partnerCode = optional(z.enum(PARTNER_CODES));
const commaSeparated = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);
const list = optional(commaSeparated.pipe(z.array(z.string()).min(1, 'must list at least one value')));
/** https origins only: they go into the Content-Security-Policy as they are. */
const originList = optional(
  commaSeparated.pipe(
    z
      .array(z.url({ protocol: /^https$/, error: 'must list https origins' }))
      .min(1, 'must list at least one origin')
      .transform((urls) => urls.map((url) => new URL(url).origin)),
  ),
);

const envSchema = z.object({
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
  STRAPI_URL: httpUrl,
  STRAPI_TOKEN: secret,
  STRAPI_ADMIN_URL: httpUrl,
  STRAPI_MEDIA_ORIGINS: originList,
  RATES_API_URL: httpUrl,
  RATES_API_KEY: secret,
  RATES_QUOTES_STAGE: optional(z.enum(['dev', 'prod'])),
  CHAT_SECRET: secret,
  CHAT_DEFAULT_PROVIDER: optional(z.enum(CHAT_PROVIDERS)),
  CHAT_MODE: optional(z.enum(['direct', 'rates-api'])),
  CHAT_DATABASE_PATH: text,
  CHAT_SESSION_LIMIT_PER_MINUTE: positiveInt,
  CHAT_ADDRESS_LIMIT_PER_MINUTE: positiveInt,
  CHAT_SITE_LIMIT_PER_MINUTE: positiveInt,
  CHAT_RETENTION_DAYS: positiveInt,
  TRUST_PROXY_HOPS: count,
  CLIENT_IP_HEADER: headerName,
  VECTARA_API_KEY: secret,
  VECTARA_CUSTOMER_ID: text,
  VECTARA_CORPUS_KEYS: list,
  VECTARA_BASE_URL: httpUrl,
  GPT_API_KEY: secret,
  GPT_MODEL: text,
  ASSISTANT_API_KEY: secret,
  ASSISTANT_MODEL: text,
  OPENAI_BASE_URL: httpUrl,
  KEVEL_NETWORK_ID: positiveInt,
  KEVEL_SITE_ID: positiveInt,
  KEVEL_BASE_URL: httpUrl,
  QUOTE_PILOT_PERCENT: percent,
  SPLIT_AUTO_WAY_PERCENT: percent,
  SPLIT_HOME_PILOT_LT_PERCENT: percent,
  SPLIT_LIFE_QS_PERCENT: percent,
  FALLBACK_LANDING_PARTNER: partnerCode,
  FALLBACK_BUSINESS_LOANS_PARTNER: partnerCode,
  BACKFILL_URL: httpUrl,
  BACKFILL_TOKEN: secret,
  BACKFILL_PLACEMENT_ID: text,
  QUOTE_PARTNER_HOSTS: originList,
  QUOTE_WIDGET_SETTINGS: optional(
    z
      .string()
      .transform((value, context) => {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'must be a JSON object' });
          return z.NEVER;
        }
      })
      .pipe(widgetSettingsSchema),
  ),
  STICKY_QUOTE_WIDGET: flag,
  NAV_REDESIGN: flag,
  CHAT_METRICS: flag,
  GEOLOCATION_URL: httpUrl,
  GEOLOCATION_TOKEN: secret,
  IP_ECHO_URL: optional(z.url({ protocol: /^https$/, error: 'must be an https URL' })),
  POSTHOG_KEY: text,
  POSTHOG_HOST: httpUrl,
  GA4_MEASUREMENT_ID: optional(
    z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX'),
  ),
  PREVIEW_SECRET: secret,
  REVALIDATE_SECRET: secret,
  SITE_URL: httpUrl,
  PRODUCT_NAME: text,
  CHAT_CORNER: optional(z.enum(CHAT_CORNERS)),
  CHAT_ENDPOINT: optional(
    z
      .string()
      .trim()
      .regex(/^(\/|https?:\/\/)/, 'must be a same-origin path or an http(s) URL'),
  ),
  HOST_ENV: text,
});

type Vars = z.infer<typeof envSchema>;
type VarName = keyof Vars;
type Present<K extends VarName> = { [P in K]: NonNullable<Vars[P]> };

export interface AppConfig {
  cms: {
    url: string;
    token: string;
    /** The admin whose Preview panel may frame the site's drafts: STRAPI_URL's origin unless set apart. */
    adminOrigin: string;
    /** Hosts an upload provider serves media from, besides Strapi's own /uploads. */
    mediaOrigins: string[];
  } | null;
  /**
   * Shared state for more than one server process (docs/deployment.md): Next's cache, the request
   * limits, provider thread ids and the rates budget. Null: each process keeps its own (one host).
   */
  redis: { url: string } | null;
  rates: { url: string; apiKey: string; quotesStage: 'dev' | 'prod' } | null;
  chat: {
    secret: string | null;
    /**
     * `direct`: this server calls Vectara and OpenAI itself. `rates-api`: it forwards each
     * question to the rates API's POST /charlie-ai/chat, which holds the providers' keys.
     */
    mode: 'direct' | 'rates-api';
    defaultProvider: ChatProviderName;
    /** The local database file of the embedded chat store, provider threads and abuse limits. */
    databasePath: string;
    /** Abuse limits on /api/chat: messages per minute per session, per client address and site-wide. */
    limits: { perSessionPerMinute: number; perAddressPerMinute: number; sitePerMinute: number };
    /** Chat records in the embedded store older than this are deleted. */
    retentionDays: number;
    vectara: { apiKey: string; customerId: string; corpusKeys: string[]; baseUrl: string } | null;
    gpt: { apiKey: string; model: string; baseUrl: string | null } | null;
    assistant: { apiKey: string; model: string; baseUrl: string | null } | null;
  };
  ads: { networkId: number; siteId: number; baseUrl: string } | null;
  quotes: {
    split: SplitSettings;
    /** The share of visitors, in percent, who get the pilot split. */
    pilotPercent: number;
    fallbacks: { landing: PartnerCode | null; businessLoans: PartnerCode | null };
    /** The ad exchange asked when a decision is empty. */
    backfill: { url: string; token: string; placementId: string } | null;
    /** Where partners' quote widgets and pages live: allowed by the Content-Security-Policy. */
    partnerHosts: string[];
    /** QUOTE_WIDGET_SETTINGS (lib/quotes/widget-settings.ts), or the defaults. */
    widget: WidgetSettings;
  };
  features: Features;
  geolocation: { url: string; token: string | null } | null;
  /** An IP echo service the browser asks for its own address (site-and-lead-routing.md section 7). */
  ipEcho: { url: string } | null;
  analytics: {
    posthog: { key: string; host: string } | null;
    ga4: { measurementId: string } | null;
  };
  secrets: { preview: string | null; revalidate: string | null };
  /**
   * Who may vouch for a visitor's address: the proxies in front of the server (this many hops of
   * X-Forwarded-For, counted from the right) or one header the host's edge sets. Neither: only
   * the connection's own address counts.
   */
  network: { trustProxyHops: number; clientIpHeader: string | null };
  site: {
    url: string;
    productName: string;
    chatCorner: ChatCorner;
    chatEndpoint: string;
    hostEnv: string;
  };
}

/** What the browser may know. Built only from values that are public by nature. */
export interface PublicConfig {
  productName: string;
  siteUrl: string;
  chatCorner: ChatCorner;
  chatEndpoint: string;
  /** The provider that answers by default: the widget's timeouts and timeout texts depend on it. */
  chatProvider: ChatProviderName;
  analytics: { posthogKey: string | null; posthogHost: string | null; ga4MeasurementId: string | null };
  quotes: {
    split: SplitSettings;
    pilotPercent: number;
    /** Partner codes, not secrets: the browser's quote flow falls back to them. */
    fallbacks: { landing: PartnerCode | null; businessLoans: PartnerCode | null };
    widget: PublicWidgetSettings;
  };
  features: PublicFeatures;
  /** Where the browser asks for its own address; null: the site's own /api/location answers. */
  ipEchoUrl: string | null;
}

/** Features switched by configuration, all off unless set (site-and-lead-routing.md section 4). */
interface Features {
  stickyQuoteWidget: boolean;
  navRedesign: boolean;
  /** GET /api/chat/metrics: the last answers' timings, for the bench; a 404 otherwise. */
  chatMetrics: boolean;
}
/** The features the browser's code reads; the metrics switch is the server's alone. */
type PublicFeatures = Omit<Features, 'chatMetrics'>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * An adapter is on when any of its variables is set; then every required one must be set.
 * Returns the required values, or null when the adapter is off or incomplete (with a problem).
 */
function adapter<K extends VarName>(
  vars: Vars,
  name: string,
  required: readonly K[],
  optionalNames: readonly VarName[],
  problems: string[],
): Present<K> | null {
  const set = [...required, ...optionalNames].filter((key) => vars[key] !== undefined);
  if (set.length === 0) return null;
  const missing = required.filter((key) => vars[key] === undefined);
  for (const key of missing) {
    problems.push(`${key} is missing: the ${name} adapter needs it because ${set.join(', ')} is set`);
  }
  if (missing.length > 0) return null;
  return Object.fromEntries(required.map((key) => [key, vars[key]])) as Present<K>;
}

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const vars = parsed.data;
  const problems: string[] = [];

  const cms = adapter(
    vars,
    'CMS (Strapi)',
    ['STRAPI_URL', 'STRAPI_TOKEN'],
    ['STRAPI_ADMIN_URL', 'STRAPI_MEDIA_ORIGINS'],
    problems,
  );
  const rates = adapter(
    vars,
    'rates API',
    ['RATES_API_URL', 'RATES_API_KEY'],
    ['RATES_QUOTES_STAGE'],
    problems,
  );
  const vectara = adapter(
    vars,
    'vectara chat',
    ['VECTARA_API_KEY', 'VECTARA_CUSTOMER_ID', 'VECTARA_CORPUS_KEYS'],
    ['VECTARA_BASE_URL'],
    problems,
  );
  const gpt = adapter(vars, 'gpt chat', ['GPT_API_KEY', 'GPT_MODEL'], [], problems);
  const assistant = adapter(vars, 'assistant chat', ['ASSISTANT_API_KEY', 'ASSISTANT_MODEL'], [], problems);
  const ads = adapter(
    vars,
    'ad server (Kevel)',
    ['KEVEL_NETWORK_ID', 'KEVEL_SITE_ID'],
    ['KEVEL_BASE_URL'],
    problems,
  );
  const backfill = adapter(
    vars,
    'ad-exchange backfill',
    ['BACKFILL_URL', 'BACKFILL_TOKEN', 'BACKFILL_PLACEMENT_ID'],
    [],
    problems,
  );
  const geolocation = adapter(vars, 'geolocation', ['GEOLOCATION_URL'], ['GEOLOCATION_TOKEN'], problems);
  const posthog = adapter(vars, 'PostHog analytics', ['POSTHOG_KEY'], ['POSTHOG_HOST'], problems);

  const chatMode = vars.CHAT_MODE ?? 'direct';
  if (chatMode === 'rates-api' && !rates) {
    problems.push(
      'CHAT_MODE is rates-api, but the rates API (RATES_API_URL, RATES_API_KEY) is not configured',
    );
  }
  const forwarded = chatMode === 'rates-api';
  const configured: Record<ChatProviderName, boolean> = {
    vectara: forwarded || vectara !== null,
    gpt: forwarded || gpt !== null,
    assistant: forwarded || assistant !== null,
    local: true,
  };
  const defaultProvider =
    vars.CHAT_DEFAULT_PROVIDER ?? CHAT_PROVIDERS.find((provider) => configured[provider]) ?? 'local';
  if (!configured[defaultProvider]) {
    problems.push(`CHAT_DEFAULT_PROVIDER is ${defaultProvider}, but that provider is not configured`);
  }

  if (env.RATES_REDIS_URL !== undefined) {
    problems.push('RATES_REDIS_URL is retired: set REDIS_URL, which shares the rates budget and the rest');
  }

  if (vars.TRUST_PROXY_HOPS && vars.CLIENT_IP_HEADER) {
    problems.push('TRUST_PROXY_HOPS and CLIENT_IP_HEADER are both set: name one way to find the visitor');
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const openAiBaseUrl = vars.OPENAI_BASE_URL ?? null;
  return {
    redis: vars.REDIS_URL ? { url: vars.REDIS_URL } : null,
    cms: cms && {
      url: cms.STRAPI_URL,
      token: cms.STRAPI_TOKEN,
      adminOrigin: new URL(vars.STRAPI_ADMIN_URL ?? cms.STRAPI_URL).origin,
      mediaOrigins: vars.STRAPI_MEDIA_ORIGINS ?? [],
    },
    rates: rates && {
      url: rates.RATES_API_URL,
      apiKey: rates.RATES_API_KEY,
      quotesStage: vars.RATES_QUOTES_STAGE ?? 'prod',
    },
    chat: {
      secret: vars.CHAT_SECRET ?? null,
      mode: chatMode,
      defaultProvider,
      databasePath: vars.CHAT_DATABASE_PATH ?? DEFAULT_CHAT_DATABASE_PATH,
      limits: {
        perSessionPerMinute: vars.CHAT_SESSION_LIMIT_PER_MINUTE ?? DEFAULT_SESSION_LIMIT_PER_MINUTE,
        perAddressPerMinute: vars.CHAT_ADDRESS_LIMIT_PER_MINUTE ?? DEFAULT_ADDRESS_LIMIT_PER_MINUTE,
        sitePerMinute: vars.CHAT_SITE_LIMIT_PER_MINUTE ?? DEFAULT_SITE_LIMIT_PER_MINUTE,
      },
      retentionDays: vars.CHAT_RETENTION_DAYS ?? DEFAULT_CHAT_RETENTION_DAYS,
      vectara: vectara && {
        apiKey: vectara.VECTARA_API_KEY,
        customerId: vectara.VECTARA_CUSTOMER_ID,
        corpusKeys: vectara.VECTARA_CORPUS_KEYS,
        baseUrl: vars.VECTARA_BASE_URL ?? DEFAULT_VECTARA_URL,
      },
      gpt: gpt && { apiKey: gpt.GPT_API_KEY, model: gpt.GPT_MODEL, baseUrl: openAiBaseUrl },
      assistant: assistant && {
        apiKey: assistant.ASSISTANT_API_KEY,
        model: assistant.ASSISTANT_MODEL,
        baseUrl: openAiBaseUrl,
      },
    },
    ads: ads && {
      networkId: ads.KEVEL_NETWORK_ID,
      siteId: ads.KEVEL_SITE_ID,
      baseUrl: vars.KEVEL_BASE_URL ?? `https://e-${ads.KEVEL_NETWORK_ID}.adzerk.net`,
    },
    quotes: {
      split: {
        autoWayPercent: vars.SPLIT_AUTO_WAY_PERCENT ?? 0,
        homePilotLtPercent: vars.SPLIT_HOME_PILOT_LT_PERCENT ?? 0,
        lifeQsPercent: vars.SPLIT_LIFE_QS_PERCENT ?? 0,
      },
      pilotPercent: vars.QUOTE_PILOT_PERCENT ?? 0,
      fallbacks: {
        landing: vars.FALLBACK_LANDING_PARTNER ?? null,
        businessLoans: vars.FALLBACK_BUSINESS_LOANS_PARTNER ?? null,
      },
      backfill: backfill && {
        url: backfill.BACKFILL_URL,
        token: backfill.BACKFILL_TOKEN,
        placementId: backfill.BACKFILL_PLACEMENT_ID,
      },
      partnerHosts: vars.QUOTE_PARTNER_HOSTS ?? [],
      widget: vars.QUOTE_WIDGET_SETTINGS ?? DEFAULT_WIDGET_SETTINGS,
    },
    features: {
      stickyQuoteWidget: vars.STICKY_QUOTE_WIDGET ?? false,
      navRedesign: vars.NAV_REDESIGN ?? false,
      chatMetrics: vars.CHAT_METRICS ?? false,
    },
    geolocation: geolocation && { url: geolocation.GEOLOCATION_URL, token: vars.GEOLOCATION_TOKEN ?? null },
    ipEcho: vars.IP_ECHO_URL ? { url: vars.IP_ECHO_URL } : null,
    analytics: {
      posthog: posthog && { key: posthog.POSTHOG_KEY, host: vars.POSTHOG_HOST ?? DEFAULT_POSTHOG_HOST },
      ga4: vars.GA4_MEASUREMENT_ID ? { measurementId: vars.GA4_MEASUREMENT_ID } : null,
    },
    secrets: { preview: vars.PREVIEW_SECRET ?? null, revalidate: vars.REVALIDATE_SECRET ?? null },
    network: { trustProxyHops: vars.TRUST_PROXY_HOPS ?? 0, clientIpHeader: vars.CLIENT_IP_HEADER ?? null },
    site: {
      url: vars.SITE_URL ?? DEFAULT_SITE_URL,
      productName: vars.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME,
      chatCorner: vars.CHAT_CORNER ?? 'bottom-right',
      chatEndpoint: vars.CHAT_ENDPOINT ?? '/api/chat',
      hostEnv: vars.HOST_ENV ?? 'local',
    },
  };
}

export function toPublicConfig(config: AppConfig): PublicConfig {
  return {
    productName: config.site.productName,
    siteUrl: config.site.url,
    chatCorner: config.site.chatCorner,
    chatEndpoint: config.site.chatEndpoint,
    chatProvider: config.chat.defaultProvider,
    analytics: {
      posthogKey: config.analytics.posthog?.key ?? null,
      posthogHost: config.analytics.posthog?.host ?? null,
      ga4MeasurementId: config.analytics.ga4?.measurementId ?? null,
    },
    quotes: {
      split: config.quotes.split,
      pilotPercent: config.quotes.pilotPercent,
      fallbacks: config.quotes.fallbacks,
      widget: publicWidgetSettings(config.quotes.widget),
    },
    features: {
      stickyQuoteWidget: config.features.stickyQuoteWidget,
      navRedesign: config.features.navRedesign,
    },
    ipEchoUrl: config.ipEcho?.url ?? null,
  };
}

/** Every variable this app reads, for documentation checks (README, .env.example). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as VarName[];

let cached: AppConfig | undefined;

/** The validated configuration of this process; throws a ConfigError naming what is wrong. */
export function getConfig(): AppConfig {
  cached ??= loadConfig(process.env);
  return cached;
}

export function getPublicConfig(): PublicConfig {
  return toPublicConfig(getConfig());
}
