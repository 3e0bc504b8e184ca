/** The opt-out switch's first-party cookie, and how long the site remembers it (a year). */
export const PRIVACY_OPT_OUT_COOKIE = 'privacy_opt_out';
export const PRIVACY_OPT_OUT_DAYS = 365;
