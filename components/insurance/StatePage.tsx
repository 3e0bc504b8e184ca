import { ArticleLayout } from '@/components/content/ArticleLayout';
import { citiesOf } from '@/lib/insurance/cities';
import type { StateMinimum } from '@/lib/insurance/state-minimums';
import { stateFaq, stateSubject } from '@/lib/insurance/state-rules-text';
import { StateRates } from './StateRates';
import { CityPageLinks, FaqSection, SavingTips, StateRequirements } from './StateRulesSections';

/** A state's car insurance page: its rules, how to save, and its city pages. */
export function StatePage({ state }: { state: StateMinimum }) {
  const stateCities = citiesOf(state.code);
  return (
    <ArticleLayout
      trail={[
        { href: '/', label: 'Home' },
        { href: '/insurance/auto/', label: 'Auto insurance' },
      ]}
      current={state.name}
      title={<>Car insurance in {state.name}</>}
      summary={
        <>
          {state.insuranceRequired
            ? `What ${state.name} requires every driver to carry, `
            : `What ${state.name} asks of drivers and of any policy they buy, `}
          how its fault rules work, and how to find a good price for the coverage you need.
        </>
      }
    >
      <StateRates state={state} />
      <StateRequirements state={state} place={stateSubject(state)} />
      <CityPageLinks title={`Car insurance by city in ${state.name}`} cities={stateCities} />
      <SavingTips place={state.name} />
      <FaqSection
        title={`Questions drivers in ${state.name} ask`}
        questions={stateFaq(state, stateSubject(state), stateSubject(state))}
      />
    </ArticleLayout>
  );
}
