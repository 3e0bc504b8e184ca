import { ArticleLayout } from '@/components/content/ArticleLayout';
import { RailFallback } from '@/components/content/PageRail';
import { QuoteCallout } from '@/components/quote/QuoteCallout';
import { citiesOf, type City } from '@/lib/insurance/cities';
import { cityFaq } from '@/lib/insurance/city-faq';
import { cityNote } from '@/lib/insurance/city-notes';
import { readCityRates } from '@/lib/insurance/city-rates';
import { statePagePath } from '@/lib/insurance/states';
import { placementFor } from '@/lib/quotes/placements';
import { ratesAreSample } from '@/lib/rates/read';
import { CityRates } from './CityRates';
import { LocalFactors, NearbyCities } from './CityLocal';
import { FaqSection, StateRequirements } from './StateRulesSections';

/**
 * A city's cheap car insurance page, built from what is true of that city: its figures against its
 * state and neighbours, its own local factors, and questions answered with its own numbers. The
 * state's rules follow; the state page carries the general saving tips. Its quote box names the
 * city: beside the text on a desktop, first in the text on a phone.
 */
export async function CityPage({ city }: { city: City }) {
  const state = city.stateRules;
  const neighbours = citiesOf(city.state).filter((other) => other.pageSlug !== city.pageSlug);
  const rates = await readCityRates(city);
  const quote = {
    vertical: 'auto',
    placement: placementFor('auto', 'city'),
    title: `Compare car insurance quotes in ${city.name}`,
    text: 'Enter your ZIP code to see the insurers that match drivers where you live.',
    buttonText: 'Get quotes',
  };
  return (
    <ArticleLayout
      trail={[
        { href: '/', label: 'Home' },
        { href: '/insurance/auto/', label: 'Auto insurance' },
        { href: statePagePath(state), label: state.name },
      ]}
      current={`${city.name}, ${city.state}`}
      quote={quote}
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
      <RailFallback>
        <QuoteCallout {...quote} />
      </RailFallback>
      <CityRates city={city} rates={rates} />
      <LocalFactors city={city} note={cityNote(city.state, city.name)} />
      <NearbyCities city={city} rates={rates} neighbours={neighbours} />
      <StateRequirements state={state} place={city.name} />
      <FaqSection
        title={`Questions drivers in ${city.name} ask`}
        questions={cityFaq(city, rates, ratesAreSample())}
      />
    </ArticleLayout>
  );
}
