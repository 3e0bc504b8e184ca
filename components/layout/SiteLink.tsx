import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to a page of this site. next/link adds the trailing slash most addresses have; the few
 * canonical addresses without one (city pages, compare-matches) get a plain anchor instead, so the
 * visitor never takes a redirect.
 */
export function SiteLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const path = href.split(/[?#]/)[0] ?? href;
  if (path.endsWith('/')) return <Link href={href} {...props} />;
  return <a href={href} {...props} />;
}
