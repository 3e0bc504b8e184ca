import { SiteLink } from '@/components/layout/SiteLink';
import { getPublicConfig } from '@/lib/config';
import { JsonLd } from './JsonLd';
import styles from './article.module.css';

export interface Crumb {
  href: string;
  label: string;
}

/**
 * Where a page sits: links up the hierarchy, then the page itself, and the same trail as
 * schema.org BreadcrumbList for search engines (the current page last, without a link).
 */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current?: string }) {
  const { siteUrl } = getPublicConfig();
  const items = [
    ...trail.map((crumb) => ({ name: crumb.label, item: new URL(crumb.href, siteUrl).href })),
    ...(current ? [{ name: current }] : []),
  ];
  return (
    <nav aria-label="Breadcrumb">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((entry, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            ...entry,
          })),
        }}
      />
      <ol className={styles.breadcrumbs}>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <SiteLink href={crumb.href}>{crumb.label}</SiteLink>
          </li>
        ))}
        {current && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
