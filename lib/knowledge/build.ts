import type { Article } from '@/lib/cms/articles';
import type { Page, PageType } from '@/lib/cms/pages';
import type { QaEntry } from '@/lib/cms/qa-entries';
import { articlePassages, pagePassages } from './corpus';
import { KnowledgeIndex } from './knowledge-index';

interface ContentReads {
  listArticles: () => Promise<Article[]>;
  listPages: (pageType?: PageType) => Promise<Page[]>;
  listQaEntries: () => Promise<QaEntry[]>;
}

/** Everything Charlie's embedded answerer knows, read from the content layer and indexed. */
export async function buildKnowledgeIndex(content: ContentReads): Promise<KnowledgeIndex> {
  const [articles, pages, entries] = await Promise.all([
    content.listArticles(),
    content.listPages('vertical'),
    content.listQaEntries(),
  ]);
  return new KnowledgeIndex({
    entries,
    passages: [...articles.flatMap(articlePassages), ...pages.flatMap(pagePassages)],
  });
}
