/**
 * The read proxies' limit per visitor: a calculator or sortable table asks a few times per
 * interaction, so a person stays far below it; a script walking every city does not.
 */
export const PROXY_REQUESTS_PER_MINUTE_PER_ADDRESS = 120;
