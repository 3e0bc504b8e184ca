/**
 * The visitor's address for abuse limits. The last X-Forwarded-For entry is the one the nearest
 * proxy (or Next's own server) appended; earlier entries are whatever the client claimed.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || request.headers.get('x-real-ip')?.trim() || 'unknown';
}
