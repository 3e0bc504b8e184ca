import type { ComponentType } from 'react';
import type { Section } from '@/lib/cms/sections';
import { CityLinks } from './CityLinks';
import { EditorialRanking } from './EditorialRanking';
import { Headline } from './Headline';
import { RichTextSection } from './RichTextSection';
import { VerticalCards } from './VerticalCards';

type SectionComponents = {
  [T in Section['type']]: ComponentType<{ section: Extract<Section, { type: T }> }>;
};

/** One component per CMS section type; the type checker makes sure none is missing. */
const SECTION_COMPONENTS: SectionComponents = {
  headline: Headline,
  'rich-text': RichTextSection,
  'vertical-cards': VerticalCards,
  'city-links': CityLinks,
  'editorial-ranking': EditorialRanking,
};

function SectionView<T extends Section['type']>({ section }: { section: Extract<Section, { type: T }> }) {
  const Component = SECTION_COMPONENTS[section.type as T] as ComponentType<{ section: typeof section }>;
  return <Component section={section} />;
}

export function SectionRenderer({ sections }: { sections: Section[] }) {
  return sections.map((section) => <SectionView key={`${section.type}-${section.id}`} section={section} />);
}
