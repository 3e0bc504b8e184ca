/** JSON answers from route handlers; none of them may be cached by a browser or a CDN. */
const NO_STORE = { 'Cache-Control': 'no-store' };

export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...NO_STORE, ...headers } });

export const jsonError = (status: number, error: string, headers: Record<string, string> = {}) =>
  jsonResponse({ error }, status, headers);
