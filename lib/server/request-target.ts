/**
 * The request line's target, made safe before Next sees it. Node hands on what the client sent:
 * an absolute-form target (`GET http://evil.example/insurance/auto HTTP/1.1`) would become the
 * host of Next's redirects, and a path that does not percent-decode makes Next answer 500.
 * Decision: an absolute-form target is accepted only for this site's own Host and turned into
 * the ordinary path form; every other form (authority, `*`) is refused.
 */
type RequestTarget = { ok: true; path: string } | { ok: false; reason: string };

export function requestTarget(target: string | undefined, host: string | undefined): RequestTarget {
  if (!target) return { ok: false, reason: 'no target' };
  let path = target;
  if (!target.startsWith('/')) {
    if (!/^https?:\/\//i.test(target)) return { ok: false, reason: 'not a path' };
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return { ok: false, reason: 'not a URL' };
    }
    if (!host || url.host !== host.toLowerCase()) return { ok: false, reason: 'another host' };
    path = `${url.pathname}${url.search}`;
  }
  const pathname = path.split('?')[0] ?? '';
  try {
    decodeURIComponent(pathname);
  } catch {
    return { ok: false, reason: 'undecodable path' };
  }
  return { ok: true, path };
}
