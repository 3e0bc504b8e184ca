import Image from 'next/image';
import Link from 'next/link';
import { NAV_VERTICALS, verticalPath } from '@/lib/site/navigation';
import styles from './SiteHeader.module.css';

function VerticalLinks() {
  return (
    <ul className={styles.navList}>
      {NAV_VERTICALS.map(({ vertical, label }) => (
        <li key={vertical}>
          <Link className={styles.navLink} href={verticalPath(vertical)}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader({ productName }: { productName: string }) {
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <div className={`container ${styles.bar}`}>
        <Link className={styles.brand} href="/">
          <Image src="/logo.svg" alt="" width={32} height={32} priority />
          {productName}
        </Link>
        <nav className={styles.desktopNav} aria-label="Insurance types">
          <VerticalLinks />
        </nav>
        <details className={styles.menu}>
          <summary>Menu</summary>
          <nav aria-label="Insurance types">
            <VerticalLinks />
          </nav>
        </details>
      </div>
    </header>
  );
}
