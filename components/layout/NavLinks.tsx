'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { NavLink } from '@/lib/site/navigation';

/**
 * A header link that knows where the visitor is: `aria-current="page"` on the page itself, and
 * "true" (the current section) anywhere below it, so the menu shows which part of the site this is.
 */
export function NavLinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  // Null outside the App Router (a component test): then nothing is current.
  const pathname = usePathname() ?? '';
  return links.map(({ href, label, section }) => {
    const current =
      pathname === href ? 'page' : pathname && pathname.startsWith(section) ? 'true' : undefined;
    return (
      <li key={href}>
        <Link className={className} href={href} aria-current={current}>
          {label}
        </Link>
      </li>
    );
  });
}

/**
 * The header's disclosures (the phone menu, the Guides and Calculators groups) are `<details>` in a
 * layout that persists across pages, so they stayed open after a visitor followed a link. They
 * close when the address changes, and when a link inside them is followed to the same page.
 */
export function CloseMenusOnNavigate({ scope }: { scope: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const root = document.querySelector(scope);
    const closeAll = () =>
      root?.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((details) => {
        details.open = false;
      });
    closeAll();
    const onClick = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a')) closeAll();
    };
    root?.addEventListener('click', onClick);
    return () => root?.removeEventListener('click', onClick);
  }, [pathname, scope]);
  return null;
}
