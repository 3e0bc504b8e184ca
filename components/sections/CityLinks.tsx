import { SiteLink } from '@/components/layout/SiteLink';
import type { SectionOf } from '@/lib/cms/sections';
import { cities, cityPagePath, type City } from '@/lib/insurance/cities';
import styles from './sections.module.css';

/** The city pages, as links: one state's, or all of them grouped by state. */
export function CityLinks({ section }: { section: SectionOf<'city-links'> }) {
  const shown = section.state ? cities.filter((city) => city.state === section.state) : cities;
  const byState = new Map<string, City[]>();
  for (const city of shown)
    byState.set(city.stateRules.name, [...(byState.get(city.stateRules.name) ?? []), city]);
  const states = [...byState].sort(([a], [b]) => a.localeCompare(b));
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      <div className={styles.cityGroups}>
        {states.map(([stateName, stateCities]) => (
          <div key={stateName}>
            <h3 className={styles.cityState}>{stateName}</h3>
            <ul className={styles.cityList}>
              {stateCities.map((city) => (
                <li key={city.pageSlug}>
                  <SiteLink href={cityPagePath(city)}>{city.name}</SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
