import styles from '@/components/content/article.module.css';
import { SiteLink } from '@/components/layout/SiteLink';
import { citiesOf, cityPagePath, type City } from '@/lib/insurance/cities';
import { statePagePath } from '@/lib/insurance/states';
import { stateFaq } from '@/lib/insurance/state-rules-text';
import { FaqSection, SavingTips, StateRequirements } from './StateRulesSections';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';

/** A city's cheap car insurance page: its state's rules, how to save, and its neighbours. */
export function CityPage({ city }: { city: City }) {
  const state = city.stateRules;
  const neighbours = citiesOf(city.state).filter((other) => other.pageSlug !== city.pageSlug);
  return (
    <div className="container">
      <article className={styles.article}>
        <Breadcrumbs
          trail={[
            { href: '/', label: 'Home' },
            { href: '/insurance/auto/', label: 'Auto insurance' },
            { href: statePagePath(state), label: state.name },
          ]}
          current={`${city.name}, ${city.state}`}
        />
        <h1>
          Best cheap car insurance in {city.name}, {city.state}
        </h1>
        <p className={styles.summary}>
          The cheapest car insurance in {city.name} is the policy that gives you the coverage you need at the
          lowest price, and the only way to find it is to compare quotes: insurers price the same driver in
          the same ZIP code very differently.
        </p>
        <div className={styles.body}>
          <StateRequirements state={state} place={city.name} />
          <SavingTips place={city.name} />
          <FaqSection
            title={`Questions drivers in ${city.name} ask`}
            questions={stateFaq(state, city.name, `${city.name}, ${city.state}`)}
          />
          {neighbours.length > 0 && (
            <>
              <h2>Other cities in {state.name}</h2>
              <ul>
                {neighbours.map((other) => (
                  <li key={other.pageSlug}>
                    <SiteLink href={cityPagePath(other)}>Cheap car insurance in {other.name}</SiteLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </article>
    </div>
  );
}
