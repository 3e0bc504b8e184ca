import type { Article } from '@/lib/cms/articles';
import { blocksToText, type Block } from '@/lib/cms/blocks';
import type { Page } from '@/lib/cms/pages';

/** One retrievable passage: a section of a guide or of a vertical page, with the page it links to. */
export interface Passage {
  id: string;
  title: string;
  heading: string;
  text: string;
  url: string;
  summary: string;
}

/** Splits blocks at their headings: each heading and what follows it is one passage. */
function sectionsOf(blocks: Block[]): { heading: string; blocks: Block[] }[] {
  const sections: { heading: string; blocks: Block[] }[] = [];
  let current = { heading: '', blocks: [] as Block[] };
  for (const block of blocks) {
    if (block.type === 'heading') {
      sections.push(current);
      current = { heading: blocksToText([block]), blocks: [] };
    } else {
      current.blocks.push(block);
    }
  }
  sections.push(current);
  return sections.filter((section) => section.blocks.length > 0);
}

export const SUMMARY_SUFFIX = '#summary';

/**
 * A guide's summary is a passage too: it answers "what is X?" best. It has no heading of its
 * own, so the title is not counted twice against the guide's sections.
 */
export function articlePassages(article: Article): Passage[] {
  const summary: Passage = {
    id: `${article.path}${SUMMARY_SUFFIX}`,
    title: article.title,
    heading: '',
    text: article.summary,
    url: article.path,
    summary: article.summary,
  };
  return [
    summary,
    ...sectionsOf(article.body).map((section, index) => ({
      id: `${article.path}#${index}`,
      title: article.title,
      heading: section.heading,
      text: blocksToText(section.blocks),
      url: article.path,
      summary: article.summary,
    })),
  ];
}

export function pagePassages(page: Page): Passage[] {
  return page.sections.flatMap((section) =>
    section.type === 'rich-text'
      ? [
          {
            id: `${page.path}#${section.id}`,
            title: page.title,
            heading: section.title ?? '',
            text: blocksToText(section.body),
            url: page.path,
            summary: page.seo.description,
          },
        ]
      : [],
  );
}
