import Image from 'next/image';
import Link from 'next/link';
import type { SectionOf } from '@/lib/cms/sections';
import { verticalPath } from '@/lib/site/navigation';
import styles from './sections.module.css';

export function VerticalCards({ section }: { section: SectionOf<'vertical-cards'> }) {
  return (
    <section className={styles.section}>
      <div className="container">
        <h2>{section.title}</h2>
        <ul className={styles.cards}>
          {section.items.map((item) => (
            <li key={item.id}>
              <Link className={styles.card} href={verticalPath(item.vertical)}>
                <Image src={`/icons/${item.vertical}.svg`} alt="" width={40} height={40} />
                <span className={styles.cardTitle}>{item.name}</span>
                <p className={styles.cardText}>{item.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
