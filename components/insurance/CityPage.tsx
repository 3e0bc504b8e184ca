import styles from '@/components/content/article.module.css';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { citiesOf, type City } from '@/lib/insurance/cities';
import { statePagePath } from '@/lib/insurance/states';
import { stateFaq } from '@/lib/insurance/state-rules-text';
import { CityRates } from './CityRates';
import { CityPageLinks, FaqSection, SavingTips, StateRequirements } from './StateRulesSections';

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
          <CityRates city={city} />
          <StateRequirements state={state} place={city.name} />
          <SavingTips place={city.name} />
          <FaqSection
            title={`Questions drivers in ${city.name} ask`}
            questions={stateFaq(state, city.name, `${city.name}, ${city.state}`)}
          />
          <CityPageLinks title={`Other cities in ${state.name}`} cities={neighbours} />
        </div>
      </article>
    </div>
  );
}
