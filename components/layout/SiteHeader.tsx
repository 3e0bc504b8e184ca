import Image from 'next/image';
import Link from 'next/link';
import {
  CALCULATOR_LINKS,
  EXPERTS_LINK,
  GUIDE_LINKS,
  MONEY_LINKS,
  type NavLink,
  VERTICAL_LINKS,
} from '@/lib/site/navigation';
import { HeaderSearch } from '@/components/search/HeaderSearch';
import { CloseMenusOnNavigate, NavLinkList } from './NavLinks';
import styles from './SiteHeader.module.css';

const HEADER_ID = 'site-header';

function Group({ label, links }: { label: string; links: readonly NavLink[] }) {
  return (
    <li className={styles.group}>
      <details>
        <summary className={styles.navLink}>{label}</summary>
        <ul className={styles.navList}>
          <NavLinkList links={links} className={styles.navLink} />
        </ul>
      </details>
    </li>
  );
}

/** Money, guides, calculators and the experts: the parts of the site that are not one insurance vertical. */
function MainLinks({ withInsurance }: { withInsurance: boolean }) {
  return (
    <ul className={styles.navList}>
      {withInsurance && <Group label="Insurance" links={VERTICAL_LINKS} />}
      <Group label="Money" links={MONEY_LINKS} />
      <Group label="Guides" links={GUIDE_LINKS} />
      <Group label="Calculators" links={CALCULATOR_LINKS} />
      <NavLinkList links={[EXPERTS_LINK]} className={styles.navLink} />
    </ul>
  );
}

const VerticalLinks = () => (
  <ul className={styles.navList}>
    <NavLinkList links={VERTICAL_LINKS} className={styles.navLink} />
  </ul>
);

/**
 * Every part of the site within two clicks: the verticals (a row of their own, or the "Insurance"
 * group under the NAV_REDESIGN flag), the money hubs, each vertical's guides, every calculator and the experts,
 * and the site search. Below desktop the links fold into one Menu, which closes on navigation; the
 * search box keeps its own phone layout (components/search/HeaderSearch.tsx).
 */
export function SiteHeader({ productName, redesign }: { productName: string; redesign: boolean }) {
  return (
    <header id={HEADER_ID} className={styles.header} data-nav={redesign ? 'redesign' : 'classic'}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <div className={`container ${styles.bar}`}>
        <Link className={styles.brand} href="/">
          <Image src="/logo.svg" alt="" width={32} height={32} priority />
          {productName}
        </Link>
        <div className={styles.search}>
          <HeaderSearch />
        </div>
        <nav className={styles.desktopNav} aria-label="Main">
          <MainLinks withInsurance={redesign} />
        </nav>
        <details className={styles.menu}>
          <summary>Menu</summary>
          <div className={styles.menuPanel}>
            <nav aria-label="Insurance types">
              <VerticalLinks />
            </nav>
            <nav aria-label="Main">
              <MainLinks withInsurance={false} />
            </nav>
          </div>
        </details>
      </div>
      {!redesign && (
        <div className={`${styles.desktopNav} ${styles.verticalBar}`}>
          <nav className="container" aria-label="Insurance types">
            <VerticalLinks />
          </nav>
        </div>
      )}
      <CloseMenusOnNavigate scope={`#${HEADER_ID}`} />
    </header>
  );
}
