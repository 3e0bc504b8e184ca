import Link from 'next/link';
import { listPages } from '@/lib/cms/content';
import { HUB_TOOLS } from '@/lib/site/navigation';
import styles from '@/components/sections/sections.module.css';

/** A hub's calculators, each with what it answers, so a vertical's tools are one click from its hub. */
export async function HubTools({ vertical }: { vertical: string }) {
  const slugs = HUB_TOOLS[vertical] ?? [];
  if (slugs.length === 0) return null;
  const calculators = (await listPages('calculator')).filter((page) => slugs.includes(page.slug));
  if (calculators.length === 0) return null;
  return (
    <section className={`container ${styles.section}`}>
      <h2>Tools</h2>
      <ul>
        {calculators.map((page) => (
          <li key={page.slug}>
            <Link href={page.path}>{page.title}</Link>: {page.seo.description}
          </li>
        ))}
      </ul>
    </section>
  );
}
