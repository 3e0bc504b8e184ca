/** The paths a sitemap.xml lists, in its order. */
export const sitemapPaths = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

/** Pages built from the same template share a kind: their address without its last segment. */
export const kindOf = (path: string) => `${path.replace(/[^/]+\/?$/, '*')}${path.endsWith('/') ? '/' : ''}`;

/** The first page of every kind, in sitemap order. */
export function onePerKind(paths: string[]): string[] {
  const kinds = new Map<string, string>();
  for (const path of paths) if (!kinds.has(kindOf(path))) kinds.set(kindOf(path), path);
  return [...kinds.values()];
}
