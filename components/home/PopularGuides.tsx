import Link from 'next/link';
import { useId } from 'react';
import type { GuideGroup } from '@/lib/site/home';
import styles from './home.module.css';

/** A few guides per vertical, under the hub's name, with the way to all of that hub's guides. */
export function PopularGuides({ groups }: { groups: GuideGroup[] }) {
  const headingId = useId();
  if (groups.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>Popular guides</h2>
        <div className={styles.guideGroups}>
          {groups.map((group) => (
            <div key={group.vertical} className={styles.guideGroup}>
              <h3 className={styles.groupTitle}>{group.hubName}</h3>
              <ul className={styles.guideList}>
                {group.guides.map((guide) => (
                  <li key={guide.path}>
                    <Link href={guide.path}>{guide.title}</Link>
                  </li>
                ))}
              </ul>
              <Link href={group.guidesPath} className={styles.more}>
                All {group.hubName.toLowerCase()} guides
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
