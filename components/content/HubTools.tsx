import Link from 'next/link';
import type { HubExtras } from '@/lib/site/hub-extras';
import styles from '@/components/sections/sections.module.css';

/** A hub's calculators, each with what it answers, so a vertical's tools are one click from its hub. */
export function HubTools({ id, tools }: { id: string; tools: HubExtras['tools'] }) {
  if (tools.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <h2 id={id}>Tools</h2>
      <ul>
        {tools.map((page) => (
          <li key={page.slug}>
            <Link href={page.path}>{page.title}</Link>: {page.seo.description}
          </li>
        ))}
      </ul>
    </section>
  );
}
