import { SiteLink } from '@/components/layout/SiteLink';
import type { SectionOf } from '@/lib/cms/sections';
import { cities, cityPagePath, type City } from '@/lib/insurance/cities';
import { statePagePath } from '@/lib/insurance/states';
import sections from './sections.module.css';
import styles from './links.module.css';

const plural = (count: number) => `${count} ${count === 1 ? 'city' : 'cities'}`;

/**
 * The city pages, as links: one state's in a grid, or all of them grouped by state.
 *
 * All of them are 172 links, so each state is a `<details>`, closed, whose summary names the state
 * and counts its cities, in a grid of two columns on a phone and five on a desktop. Whether a
 * `<details>` starts open cannot depend on the screen without script, and open groups would stack
 * 172 links on a phone; closed ones keep the section to about 26 rows there and 11 on a desktop,
 * move nothing as the page loads, and still put every link in the page for crawlers and for the
 * browser's find-in-page, which opens the group it finds a city in.
 */
export function CityLinks({ section }: { section: SectionOf<'city-links'> }) {
  if (section.state) {
    const stateCities = cities.filter((city) => city.state === section.state);
    return (
      <section className={`container ${sections.section}`}>
        <h2>{section.title}</h2>
        <ul className={styles.grid}>
          {stateCities.map((city) => (
            <li key={city.pageSlug}>
              <SiteLink href={cityPagePath(city)}>{city.name}</SiteLink>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const byState = new Map<string, City[]>();
  for (const city of cities) byState.set(city.state, [...(byState.get(city.state) ?? []), city]);
  const groups = [...byState.values()]
    .flatMap((stateCities) =>
      stateCities[0] ? [{ state: stateCities[0].stateRules, cities: stateCities }] : [],
    )
    .sort((a, b) => a.state.name.localeCompare(b.state.name));
  return (
    <section className={`container ${sections.section}`}>
      <h2>{section.title}</h2>
      <ul className={`${styles.grid} ${styles.groups}`}>
        {groups.map((group) => (
          <li key={group.state.code}>
            <details className={styles.group}>
              <summary>
                {group.state.name}
                <span className={styles.count}>
                  <span aria-hidden="true">{group.cities.length}</span>
                  <span className="visually-hidden">, {plural(group.cities.length)}</span>
                </span>
              </summary>
              <ul className={styles.cities}>
                {group.cities.map((city) => (
                  <li key={city.pageSlug}>
                    <SiteLink href={cityPagePath(city)}>{city.name}</SiteLink>
                  </li>
                ))}
                <li>
                  <SiteLink href={statePagePath(group.state)} className={styles.stateLink}>
                    Car insurance in {group.state.name}
                  </SiteLink>
                </li>
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
