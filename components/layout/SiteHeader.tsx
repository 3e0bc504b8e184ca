import Image from 'next/image';
import Link from 'next/link';
import { calculatorPath, NAV_CALCULATORS, NAV_VERTICALS, verticalPath } from '@/lib/site/navigation';
import styles from './SiteHeader.module.css';

function LinkList({ links }: { links: { href: string; label: string }[] }) {
  return (
    <ul className={styles.navList}>
      {links.map(({ href, label }) => (
        <li key={href}>
          <Link className={styles.navLink} href={href}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const VERTICAL_LINKS = NAV_VERTICALS.map(({ vertical, label }) => ({ href: verticalPath(vertical), label }));
const CALCULATOR_LINKS = NAV_CALCULATORS.map(({ slug, label }) => ({ href: calculatorPath(slug), label }));

const VerticalLinks = () => <LinkList links={VERTICAL_LINKS} />;

/**
 * The redesigned navigation (the NAV_REDESIGN flag): insurance and calculators as two groups, and
 * the experts, so the header stays one short line however many verticals the site grows.
 */
function GroupedLinks() {
  return (
    <ul className={styles.navList}>
      <li className={styles.group}>
        <details>
          <summary className={styles.navLink}>Insurance</summary>
          <VerticalLinks />
        </details>
      </li>
      <li className={styles.group}>
        <details>
          <summary className={styles.navLink}>Calculators</summary>
          <LinkList links={CALCULATOR_LINKS} />
        </details>
      </li>
      <li>
        <Link className={styles.navLink} href="/experts/">
          Our experts
        </Link>
      </li>
    </ul>
  );
}

export function SiteHeader({ productName, redesign }: { productName: string; redesign: boolean }) {
  const Links = redesign ? GroupedLinks : VerticalLinks;
  const label = redesign ? 'Main' : 'Insurance types';
  return (
    <header className={styles.header} data-nav={redesign ? 'redesign' : 'classic'}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <div className={`container ${styles.bar}`}>
        <Link className={styles.brand} href="/">
          <Image src="/logo.svg" alt="" width={32} height={32} priority />
          {productName}
        </Link>
        <nav className={styles.desktopNav} aria-label={label}>
          <Links />
        </nav>
        <details className={styles.menu}>
          <summary>Menu</summary>
          <nav aria-label={label}>
            <Links />
          </nav>
        </details>
      </div>
    </header>
  );
}
