/** Strapi's page size for one page of a listing, and for fetch-all. */
export const CMS_PAGE_SIZE = 25;
export const CMS_FETCH_ALL_PAGE_SIZE = 250;

/** How long one CMS request may take before it counts as the CMS being down. */
export const CMS_TIMEOUT_MS = 8_000;

/** Published content is cached this long, then refreshed in the background (or on a webhook). */
export const CMS_REVALIDATE_SECONDS = 300;

/** The published prompt configuration Charlie's answers start from. */
export const AGENT_PROMPT_UID = 'charlie-agent-configuration';
