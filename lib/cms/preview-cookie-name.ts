// Imported by next.config.ts, before the `@/` alias exists: no imports.

/** Next.js's draft-mode cookie (COOKIE_NAME_PRERENDER_BYPASS, not exported publicly). */
export const PREVIEW_COOKIE = '__prerender_bypass';
