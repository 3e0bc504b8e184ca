import Link from 'next/link';
import styles from '@/components/content/article.module.css';
import { JsonLd } from '@/components/content/JsonLd';
import { SiteLink } from '@/components/layout/SiteLink';
import { formatUsd } from '@/lib/format/currency';
import { citiesOf, cityPagePath, type City } from '@/lib/insurance/cities';
import { liabilityLimits, stateMinimumAnchor, type StateMinimum } from '@/lib/insurance/state-minimums';

const guide = (slug: string) => `/insurance/auto/guides/${slug}/`;

function pipSentence(state: StateMinimum): string | null {
  if (!state.pip || explainedByNotes(state)) return null;
  const amount = state.pip.amount ? ` of ${formatUsd(state.pip.amount)}` : '';
  return state.pip.rule === 'required'
    ? `${state.name} also requires personal injury protection (PIP)${amount}.`
    : `Insurers in ${state.name} must offer personal injury protection (PIP)${amount}, which you may turn down in writing.`;
}

/** States without a bodily injury minimum (Florida) explain their rule in the data's own notes. */
const explainedByNotes = (state: StateMinimum) => state.bodilyInjuryPerPerson === 0 && state.notes !== null;

function minimumSentence(city: City): string {
  const state = city.stateRules;
  if (state.bodilyInjuryPerPerson === 0) {
    return (
      state.notes ?? `${state.name} requires ${formatUsd(state.propertyDamage)} of property damage liability.`
    );
  }
  return `Every driver in ${city.name} needs at least ${liabilityLimits(state)} liability coverage: ${formatUsd(
    state.bodilyInjuryPerPerson,
  )} of bodily injury liability per person, ${formatUsd(state.bodilyInjuryPerAccident)} per accident, and ${formatUsd(
    state.propertyDamage,
  )} of property damage liability.`;
}

function faq(city: City) {
  const state = city.stateRules;
  return [
    {
      question: `What is the minimum car insurance in ${city.name}, ${city.state}?`,
      answer: `${minimumSentence(city)} ${pipSentence(state) ?? ''}`.trim(),
    },
    {
      question: `Is ${state.name} a no-fault state?`,
      answer: state.noFault
        ? `Yes. In ${state.name}, your own personal injury protection pays your medical bills after a crash, whoever caused it, and suing the other driver is limited to more serious injuries.`
        : `No. ${state.name} is an at-fault state: the driver who causes a crash, through their liability insurance, pays for the other people's injuries and damage.`,
    },
    {
      question: `How can I find cheap car insurance in ${city.name}?`,
      answer:
        'Compare quotes from at least three insurers for the same coverage, ask for every discount you qualify for, choose the highest deductible you could pay from savings, and review your coverage each year at renewal.',
    },
  ];
}

/** A city's cheap car insurance page: its state's rules, how to save, and its neighbours. */
export function CityPage({ city }: { city: City }) {
  const state = city.stateRules;
  const neighbours = citiesOf(city.state).filter((other) => other.pageSlug !== city.pageSlug);
  const questions = faq(city);
  return (
    <div className="container">
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
      <article className={styles.article}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumbs}>
            <li>
              <Link href="/">Home</Link>
            </li>
            <li>
              <Link href="/insurance/auto/">Auto insurance</Link>
            </li>
            <li aria-current="page">
              {city.name}, {city.state}
            </li>
          </ol>
        </nav>
        <h1>
          Best cheap car insurance in {city.name}, {city.state}
        </h1>
        <p className={styles.summary}>
          The cheapest car insurance in {city.name} is the policy that gives you the coverage you need at the
          lowest price, and the only way to find it is to compare quotes: insurers price the same driver in
          the same ZIP code very differently.
        </p>
        <div className={styles.body}>
          <h2>What you must carry in {state.name}</h2>
          <p>
            {minimumSentence(city)} {pipSentence(state)}
          </p>
          {state.notes && !explainedByNotes(state) && <p>{state.notes}</p>}
          <p>
            {state.noFault ? (
              <>
                {state.name} is a no-fault state: your own policy pays your medical bills after a crash,
                whoever caused it.{' '}
              </>
            ) : (
              <>{state.name} is an at-fault state: the driver who causes a crash pays for the damage. </>
            )}
            Read <Link href={guide('at-fault-vs-no-fault')}>at-fault and no-fault states explained</Link>, or{' '}
            <Link href={stateMinimumAnchor(state)}>compare {state.name} with other states</Link>.
          </p>
          <p>
            The minimum is a legal floor, not a recommendation: a serious crash can cost far more than{' '}
            {state.bodilyInjuryPerPerson > 0 ? formatUsd(state.bodilyInjuryPerPerson) : 'the minimum'}, and
            you pay the difference yourself. See{' '}
            <Link href={guide('how-much-liability-coverage')}>how much liability coverage to carry</Link>.
          </p>

          <h2>How to find cheap car insurance in {city.name}</h2>
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
              <strong>Pick a deductible you could pay tomorrow.</strong> A higher deductible lowers the
              premium for collision and comprehensive.{' '}
              <Link href={guide('car-insurance-deductibles')}>Choosing a deductible</Link>.
            </li>
            <li>
              <strong>Match coverage to your car.</strong> On an older car worth little, collision and
              comprehensive may cost more than they could ever pay out.{' '}
              <Link href={guide('full-coverage-vs-liability-only')}>Full coverage or liability only</Link>.
            </li>
            <li>
              <strong>Consider paying by the mile.</strong> If you drive little, usage-based insurance can
              cost less. <Link href={guide('usage-based-insurance')}>Usage-based insurance</Link>.
            </li>
          </ol>

          <h2>Questions drivers in {city.name} ask</h2>
          {questions.map(({ question, answer }) => (
            <section key={question}>
              <h3>{question}</h3>
              <p>{answer}</p>
            </section>
          ))}

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
