import { ArticleLayout } from '@/components/content/ArticleLayout';
import { QuoteCallout } from '@/components/quote/QuoteCallout';
import { citiesOf, type City } from '@/lib/insurance/cities';
import { statePagePath } from '@/lib/insurance/states';
import { stateFaq } from '@/lib/insurance/state-rules-text';
import { placementFor } from '@/lib/quotes/placements';
import { CityRates } from './CityRates';
import { CityPageLinks, FaqSection, SavingTips, StateRequirements } from './StateRulesSections';

/** A city's cheap car insurance page: its state's rules, how to save, and its neighbours. */
export function CityPage({ city }: { city: City }) {
  const state = city.stateRules;
  const neighbours = citiesOf(city.state).filter((other) => other.pageSlug !== city.pageSlug);
  return (
    <ArticleLayout
      trail={[
        { href: '/', label: 'Home' },
        { href: '/insurance/auto/', label: 'Auto insurance' },
        { href: statePagePath(state), label: state.name },
      ]}
      current={`${city.name}, ${city.state}`}
      title={
        <>
          Best cheap car insurance in {city.name}, {city.state}
        </>
      }
      summary={
        <>
          The cheapest car insurance in {city.name} is the policy that gives you the coverage you need at the
          lowest price, and the only way to find it is to compare quotes: insurers price the same driver in
          the same ZIP code very differently.
        </>
      }
    >
      <QuoteCallout
        vertical="auto"
        placement={placementFor('auto', 'city')}
        title={`Compare car insurance quotes in ${city.name}`}
        text="Enter your ZIP code to see the insurers that match drivers where you live."
        buttonText="Compare quotes"
      />
      <CityRates city={city} />
      <StateRequirements state={state} place={city.name} />
      <SavingTips place={city.name} />
      <FaqSection
        title={`Questions drivers in ${city.name} ask`}
        questions={stateFaq(state, city.name, `${city.name}, ${city.state}`)}
      />
      <CityPageLinks title={`Other cities in ${state.name}`} cities={neighbours} />
    </ArticleLayout>
  );
}
