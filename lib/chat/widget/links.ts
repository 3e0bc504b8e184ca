/** Links in Charlie's answers: only http(s) and site paths, each tagged with where the visit came from. */
import { CHAT_UTM_SOURCE } from '@/lib/chat/constants';

/** react-markdown's URL filter: anything that is not http(s) or a site path becomes an empty link. */
export function safeHref(href: string): string {
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (trimmed.startsWith('#') || trimmed.startsWith('?')) return trimmed;
  try {
    const { protocol } = new URL(trimmed);
    return protocol === 'http:' || protocol === 'https:' ? trimmed : '';
  } catch {
    return '';
  }
}

interface ChatLink {
  href: string;
  external: boolean;
}

/**
 * Adds `utm_source` (unless the link has one already), keeping its other query values and its
 * fragment. Site links stay relative so they navigate inside the app.
 */
export function chatLink(href: string, origin: string): ChatLink | null {
  const safe = safeHref(href);
  if (!safe) return null;
  const url = new URL(safe, origin);
  if (!url.searchParams.has('utm_source')) url.searchParams.set('utm_source', CHAT_UTM_SOURCE);
  const external = url.origin !== origin;
  return { href: external ? url.toString() : `${url.pathname}${url.search}${url.hash}`, external };
}
