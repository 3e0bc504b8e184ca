import type { Article } from '@/lib/cms/articles';
import { blocksToText, inlineText, listLines, type Block } from '@/lib/cms/blocks';
import type { Page } from '@/lib/cms/pages';
import type { QaEntry } from '@/lib/cms/qa-entries';
import { isKnowledgeVertical, type KnowledgeVertical } from './verticals';

/**
 * What Charlie's embedded answerer knows, cut into the pieces it answers with: Q&A entries,
 * each a complete answer, and passages, each one section of a guide or of a vertical page.
 */

export interface Passage {
  id: string;
  vertical: KnowledgeVertical | null;
  title: string;
  heading: string;
  url: string;
  summary: string;
  /**
   * The section's paragraphs, each whole: a paragraph that opens a list carries the list with
   * it, so an answer never ends on "has three parts:".
   */
  units: string[];
}

export interface Knowledge {
  entries: QaEntry[];
  passages: Passage[];
}

/** Pages of the same vertical under another name (the spec's home and smb paths). */
const VERTICAL_ALIASES: Record<string, KnowledgeVertical> = { home: 'homeowners', smb: 'business' };

export function knowledgeVertical(vertical: string): KnowledgeVertical | null {
  const name = VERTICAL_ALIASES[vertical] ?? vertical;
  return isKnowledgeVertical(name) ? name : null;
}

/** Paragraphs as whole units; a list joins the paragraph before it when that one ends in a colon. */
function unitsOf(blocks: Block[]): string[] {
  const units: string[] = [];
  for (const block of blocks) {
    if (block.type === 'heading') continue;
    if (block.type === 'image') continue;
    if (block.type === 'list') {
      const items = listLines(block).map((line) => `${'  '.repeat(line.depth)}${line.marker} ${line.text}`);
      const last = units.at(-1);
      if (last !== undefined && last.trimEnd().endsWith(':'))
        units[units.length - 1] = `${last}\n${items.join('\n')}`;
      else units.push(items.join('\n'));
      continue;
    }
    const text = inlineText(block.children).trim();
    if (text) units.push(text);
  }
  return units;
}

/** Splits blocks at their headings: each heading and what follows it is one section. */
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

export function articlePassages(article: Article): Passage[] {
  return sectionsOf(article.body).map((section, index) => ({
    id: `${article.path}#${index}`,
    vertical: knowledgeVertical(article.vertical),
    title: article.title,
    heading: section.heading,
    url: article.path,
    summary: article.summary,
    units: unitsOf(section.blocks),
  }));
}

export function pagePassages(page: Page): Passage[] {
  return page.sections.flatMap((section) =>
    section.type === 'rich-text'
      ? [
          {
            id: `${page.path}#${section.id}`,
            vertical: knowledgeVertical(page.slug),
            title: page.title,
            heading: section.title ?? '',
            url: page.path,
            summary: page.seo.description,
            units: unitsOf(section.body),
          },
        ]
      : [],
  );
}
