/**
 * A visitor who only follows links: breadth-first from the homepage over the server's HTML, the
 * number of clicks to every page it reaches. Links are the `<a href>`s a page renders (menus
 * included, open or not); only same-site page addresses are followed.
 */
export async function clicksFromHome(
  fetchHtml: (path: string) => Promise<string | null>,
  maxDepth: number,
): Promise<Map<string, number>> {
  const depth = new Map<string, number>([['/', 0]]);
  let frontier = ['/'];
  for (let clicks = 1; clicks <= maxDepth && frontier.length > 0; clicks++) {
    const next: string[] = [];
    for (const path of frontier) {
      const html = await fetchHtml(path);
      for (const href of linksIn(html ?? '')) {
        if (depth.has(href)) continue;
        depth.set(href, clicks);
        next.push(href);
      }
    }
    frontier = next;
  }
  return depth;
}

/** Same-site page paths a page links to, without query or fragment. */
export function linksIn(html: string): string[] {
  const paths = new Set<string>();
  for (const [, raw = ''] of html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
    const href = raw.replace(/&amp;/g, '&');
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split(/[?#]/)[0] ?? '';
    if (/^\/(api|_next|partners)\//.test(path) || /\.[a-z0-9]+$/i.test(path)) continue;
    paths.add(path);
  }
  return [...paths];
}
