import { SiteLink } from '@/components/layout/SiteLink';
import styles from './article.module.css';

/** Where a page sits: links up the hierarchy, then the page itself. */
export function Breadcrumbs({
  trail,
  current,
}: {
  trail: { href: string; label: string }[];
  current?: string;
}) {
  return (
    <nav aria-label="Breadcrumb">
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
