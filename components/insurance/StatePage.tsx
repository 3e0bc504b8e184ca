import styles from '@/components/content/article.module.css';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { citiesOf } from '@/lib/insurance/cities';
import type { StateMinimum } from '@/lib/insurance/state-minimums';
import { stateFaq } from '@/lib/insurance/state-rules-text';
import { StateRates } from './StateRates';
import { CityPageLinks, FaqSection, SavingTips, StateRequirements } from './StateRulesSections';

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
          <StateRates state={state} />
          <StateRequirements state={state} place={state.name} />
          <CityPageLinks title={`Car insurance by city in ${state.name}`} cities={stateCities} />
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
