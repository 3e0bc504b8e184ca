import type { ComponentType } from 'react';
import { sectionAnchor, subnavEntries, type Section } from '@/lib/cms/sections';
import { AskQuestion } from './AskQuestion';
import { CalculatorSection } from './CalculatorSection';
import { CityLinks } from './CityLinks';
import { CreditCards } from './CreditCards';
import { DatabaseQueryListicle } from './DatabaseQueryListicle';
import { EditorialRanking } from './EditorialRanking';
import { ExpertsQa } from './ExpertsQa';
import { Headline } from './Headline';
import { LenderListicle } from './LenderListicle';
import { PrivacyChoicesSection } from './PrivacyChoicesSection';
import { RentersCoverage } from './RentersCoverage';
import { RichTextTable } from './RichTextTable';
import { RichTextSection } from './RichTextSection';
import { StateLinks } from './StateLinks';
import { Steps } from './Steps';
import { VerticalCards } from './VerticalCards';
import { SECTION_TEXTS } from '@/lib/cms/messages';
import styles from './sections.module.css';

type SectionComponents = {
  [T in Section['type']]: ComponentType<{ section: Extract<Section, { type: T }> }>;
};

/** One component per CMS section type; the type checker makes sure none is missing. */
const SECTION_COMPONENTS: SectionComponents = {
  headline: Headline,
  'rich-text': RichTextSection,
  'vertical-cards': VerticalCards,
  'city-links': CityLinks,
  'state-links': StateLinks,
  'editorial-ranking': EditorialRanking,
  'experts-qa': ExpertsQa,
  'ask-a-question': AskQuestion,
  'step-component': Steps,
  'rich-text-table': RichTextTable,
  'renters-company-coverage': RentersCoverage,
  'credit-cards': CreditCards,
  'lender-listicle': LenderListicle,
  'database-query-listicle': DatabaseQueryListicle,
  calculator: CalculatorSection,
  'privacy-choices': PrivacyChoicesSection,
};

function SectionView<T extends Section['type']>({ section }: { section: Extract<Section, { type: T }> }) {
  const Component = SECTION_COMPONENTS[section.type as T] as ComponentType<{ section: typeof section }>;
  return <Component section={section} />;
}

/** Sections in order, each in an element its sub-navigation entry can link to. */
export function SectionList({ sections }: { sections: Section[] }) {
  return sections.map((section) => (
    <div key={sectionAnchor(section)} id={sectionAnchor(section)} className={styles.anchor}>
      <SectionView section={section} />
    </div>
  ));
}

/** Links to the sections that ask for an entry, or nothing when none does. */
export function SectionSubnav({ sections }: { sections: Section[] }) {
  const subnav = subnavEntries(sections);
  if (subnav.length === 0) return null;
  return (
    <nav aria-label={SECTION_TEXTS.subnav} className={`container ${styles.subnav}`}>
      <ul>
        {subnav.map((entry) => (
          <li key={entry.anchor}>
            <a href={`#${entry.anchor}`}>{entry.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The page's sections in order, with a sub-navigation after the first when any section asks for one. */
export function SectionRenderer({ sections }: { sections: Section[] }) {
  const [first, ...rest] = sections;
  return (
    <>
      <SectionList sections={first ? [first] : []} />
      <SectionSubnav sections={sections} />
      <SectionList sections={rest} />
    </>
  );
}
