/** The CMS domain's constants: Strapi's page sizes and time limits, cache tags, the proxy's bounds. */

/** Strapi's page size for one page of a listing, and for fetch-all. */
export const CMS_PAGE_SIZE = 25;
export const CMS_FETCH_ALL_PAGE_SIZE = 250;

/** How long one CMS request may take before it counts as the CMS being down. */
export const CMS_TIMEOUT_MS = 8_000;

/** Published content is cached this long, then refreshed in the background (or on a webhook). */
export const CMS_REVALIDATE_SECONDS = 300;

/** The published prompt configuration Charlie's answers start from. */
export const AGENT_PROMPT_UID = 'charlie-agent-configuration';

/** Every CMS read is tagged `cms` (all content) and `cms:{resource}` (see cmsTag in reader.ts). */
export const CMS_TAG = 'cms';

/** Enough for every published read the site makes; the oldest is forgotten first. */
export const LAST_GOOD_LIMIT = 1_000;

/**
 * How many CMS reads the strapi-calls proxy runs at once, and how many may wait: beyond that a
 * request is refused (503) at once rather than queued, so a flood of unique requests cannot make
 * every visitor's read wait behind it.
 */
export const CMS_PROXY_CONCURRENCY = 16;
export const CMS_PROXY_QUEUE_MAX = 64;
/** The longest `params` query the strapi-calls proxy reads: a deep populate fits in 4,000. */
export const PROXY_PARAMS_MAX_CHARS = 4_000;

/** The experts' list: one page of answering experts, and the bounds a caller may ask for. */
export const EXPERTS_PAGE_SIZE = 6;
export const EXPERTS_MAX_PAGE_SIZE = 50;
export const QUESTION_IDS_MAX = 50;

/** An expert's answer is a short paragraph or two, not an article. */
export const QA_ANSWER_MAX_CHARS = 1_200;
