import styles from '@/components/content/article.module.css';
import { SiteLink } from '@/components/layout/SiteLink';
import { citiesOf, cityPagePath } from '@/lib/insurance/cities';
import type { StateMinimum } from '@/lib/insurance/state-minimums';
import { stateFaq } from '@/lib/insurance/state-rules-text';
import { FaqSection, SavingTips, StateRequirements } from './StateRulesSections';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';

/** A state's car insurance page: its rules, how to save, and its city pages. */
export function StatePage({ state }: { state: StateMinimum }) {
  const stateCities = citiesOf(state.code);
  return (
    <div className="container">
      <article className={styles.article}>
        <Breadcrumbs
          trail={[
            { href: '/', label: 'Home' },
            { href: '/insurance/auto/', label: 'Auto insurance' },
          ]}
          current={state.name}
        />
        <h1>Car insurance in {state.name}</h1>
        <p className={styles.summary}>
          What {state.name} requires every driver to carry, how its fault rules work, and how to find a good
          price for the coverage you need.
        </p>
        <div className={styles.body}>
          <StateRequirements state={state} place={state.name} />
          {stateCities.length > 0 && (
            <>
              <h2>Car insurance by city in {state.name}</h2>
              <ul>
                {stateCities.map((city) => (
                  <li key={city.pageSlug}>
                    <SiteLink href={cityPagePath(city)}>Cheap car insurance in {city.name}</SiteLink>
                  </li>
                ))}
              </ul>
            </>
          )}
          <SavingTips place={state.name} />
          <FaqSection
            title={`Questions drivers in ${state.name} ask`}
            questions={stateFaq(state, state.name, state.name)}
          />
        </div>
      </article>
    </div>
  );
}
