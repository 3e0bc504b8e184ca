/** The site's read-only rates proxy, the one rates address the browser may call. */
export const TOOLS_CALLS_ENDPOINT = '/api/tools-calls/';
