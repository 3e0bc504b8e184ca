import { Calculator } from '@/components/calculators/Calculator';
import { SampleDataNote } from '@/components/content/SampleDataNote';
import { cashBackCard } from '@/lib/calculators/cash-back';
import type { CalculatorKind, SectionOf } from '@/lib/cms/sections';
import { states } from '@/lib/insurance/states';
import { readRates } from '@/lib/rates/read';
import { SECTION_TEXTS } from '@/lib/cms/messages';
import styles from './sections.module.css';

/** The calculator with what the server reads for it: the car insurance states, the cards, the places. */
async function CalculatorWithData({ kind }: { kind: CalculatorKind }) {
  switch (kind) {
    case 'car-insurance':
      return <Calculator kind={kind} states={states.map(({ code, name }) => ({ code, name }))} />;
    case 'cash-back': {
      const cards = await readRates('credit cards', (source) => source.creditCardReview('all'));
      const cashBack = (cards?.cards ?? []).filter((card) => card.card_type === 'cash_back');
      if (cashBack.length === 0) return <p>{SECTION_TEXTS.unavailable.cardData}</p>;
      return <Calculator kind={kind} cards={cashBack.map(cashBackCard)} />;
    }
    case 'cost-of-living': {
      const places = await readRates('cost of living', (source) => source.costOfLiving());
      if (!places?.data.length) return <p>{SECTION_TEXTS.unavailable.costOfLiving}</p>;
      return <Calculator kind={kind} places={places.data} />;
    }
    default:
      return <Calculator kind={kind} />;
  }
}

export function CalculatorSection({ section }: { section: SectionOf<'calculator'> }) {
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      {section.intro && <p>{section.intro}</p>}
      <CalculatorWithData kind={section.calculator} />
      {(section.calculator === 'car-insurance' ||
        section.calculator === 'cash-back' ||
        section.calculator === 'cost-of-living') && <SampleDataNote />}
    </section>
  );
}
