/** The quote flow's timings. */

/**
 * How long "Please try again later." stays on the page before a fallback partner takes the
 * visitor away: long enough to be read (and announced), short enough not to feel stuck.
 */
export const FALLBACK_NOTICE_MS = 2_500;
