import Link from 'next/link';
import { JsonLd } from '@/components/content/JsonLd';
import { SiteLink } from '@/components/layout/SiteLink';
import { formatUsd } from '@/lib/format/currency';
import { cityPagePath, type City } from '@/lib/insurance/cities';
import { stateMinimumAnchor, type StateMinimum } from '@/lib/insurance/state-minimums';
import { requirementSentences, type Faq } from '@/lib/insurance/state-rules-text';

const guide = (slug: string) => `/insurance/auto/guides/${slug}/`;

/** "What you must carry": a state's minimums, PIP, fault rule and notes, for drivers in `place`. */
export function StateRequirements({ state, place }: { state: StateMinimum; place: string }) {
  const rules = requirementSentences(state, place);
  return (
    <>
      <h2>What you must carry in {state.name}</h2>
      <p>{rules.minimum.join(' ')}</p>
      {rules.notes && <p>{rules.notes}</p>}
      <p>
        {rules.fault} Read{' '}
        <Link href={guide('at-fault-vs-no-fault')}>at-fault and no-fault states explained</Link>, or{' '}
        <Link href={stateMinimumAnchor(state)}>compare {state.name} with other states</Link>.
      </p>
      <p>
        The minimum is a legal floor, not a recommendation: a serious crash can cost far more than{' '}
        {state.bodilyInjuryPerPerson > 0 ? formatUsd(state.bodilyInjuryPerPerson) : 'the minimum'}, and you
        pay the difference yourself. See{' '}
        <Link href={guide('how-much-liability-coverage')}>how much liability coverage to carry</Link>.
      </p>
    </>
  );
}

/** Five ways to pay less, each linked to its guide. */
export function SavingTips({ place }: { place: string }) {
  return (
    <>
      <h2>How to find cheap car insurance in {place}</h2>
      <ol>
        <li>
          <strong>Compare at least three quotes for the same coverage.</strong> Use the same limits and
          deductibles in each, so the prices are comparable.{' '}
          <Link href={guide('how-to-compare-quotes')}>How to compare quotes</Link>.
        </li>
        <li>
          <strong>Ask for every discount.</strong> Bundling, safe driving, paying in full, good grades and
          anti-theft devices can each take a share off your premium.{' '}
          <Link href={guide('car-insurance-discounts')}>Discounts to ask about</Link>.
        </li>
        <li>
          <strong>Pick a deductible you could pay tomorrow.</strong> A higher deductible lowers the premium
          for collision and comprehensive.{' '}
          <Link href={guide('car-insurance-deductibles')}>Choosing a deductible</Link>.
        </li>
        <li>
          <strong>Match coverage to your car.</strong> On an older car worth little, collision and
          comprehensive may cost more than they could ever pay out.{' '}
          <Link href={guide('full-coverage-vs-liability-only')}>Full coverage or liability only</Link>.
        </li>
        <li>
          <strong>Consider paying by the mile.</strong> If you drive little, usage-based insurance can cost
          less. <Link href={guide('usage-based-insurance')}>Usage-based insurance</Link>.
        </li>
      </ol>
    </>
  );
}

/** Questions and answers, on the page and as FAQPage structured data. */
export function FaqSection({ title, questions }: { title: string; questions: Faq[] }) {
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: questions.map(({ question, answer }) => ({
            '@type': 'Question',
            name: question,
            acceptedAnswer: { '@type': 'Answer', text: answer },
          })),
        }}
      />
      <h2>{title}</h2>
      {questions.map(({ question, answer }) => (
        <section key={question}>
          <h3>{question}</h3>
          <p>{answer}</p>
        </section>
      ))}
    </>
  );
}

/** Links to city pages, under a heading. */
export function CityPageLinks({ title, cities }: { title: string; cities: City[] }) {
  if (cities.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul>
        {cities.map((city) => (
          <li key={city.pageSlug}>
            <SiteLink href={cityPagePath(city)}>Cheap car insurance in {city.name}</SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
