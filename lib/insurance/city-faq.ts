import { formatValue } from '@/lib/format/display';
import type { City } from './cities';
import type { CityRatesAnswer } from './city-rates';
import { noFaultAnswer, requirementSentences, stateSubject, type Faq } from './state-rules-text';

const dollars = (value: number) => formatValue(value, 'dollar');

/**
 * The questions drivers in one city ask, answered with that city's own figures; the state's
 * rules come in only where the question is about them.
 */
export function cityFaq(city: City, rates: CityRatesAnswer | null, sample: boolean): Faq[] {
  const place = `${city.name}, ${city.state}`;
  const figures = sample ? `our ${rates?.year} sample figures` : `${rates?.year} figures`;
  const faq: Faq[] = [];
  if (rates) {
    faq.push({
      question: `How much is car insurance in ${place}?`,
      answer: `In ${figures}, full coverage in ${city.name} averages ${dollars(rates.full_coverage)} a year (${dollars(rates.full_coverage / 12)} a month) and state minimum coverage ${dollars(rates.minimum_coverage)} a year. Your own price depends on your car, record, age and ZIP code.`,
    });
    const cheapest = rates.cheapest[0];
    if (cheapest)
      faq.push({
        question: `Which company has the cheapest car insurance in ${city.name}?`,
        answer: `In ${figures}, ${cheapest.company} had the lowest average for full coverage in ${city.name}, at ${dollars(cheapest.annual_premium)} a year for a 35-year-old driver with a clean record. The cheapest insurer for you may differ, so compare quotes.`,
      });
  }
  faq.push(
    {
      question: `What is the minimum car insurance in ${place}?`,
      answer: requirementSentences(city.stateRules, city.name).minimum.join(' '),
    },
    {
      question: `Is ${stateSubject(city.stateRules)} a no-fault state?`,
      answer: noFaultAnswer(city.stateRules),
    },
  );
  return faq;
}
