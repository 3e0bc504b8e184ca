import 'server-only';
import { listArticles, listPages } from '@/lib/cms/content';
import { articlePassages, pagePassages } from './corpus';
import { SearchIndex } from './search-index';

let building: Promise<SearchIndex> | undefined;

/** The index of the site's guides and vertical pages, built once per process from the CMS. */
export function getSiteIndex(): Promise<SearchIndex> {
  building ??= Promise.all([listArticles(), listPages('vertical')]).then(
    ([articles, pages]) =>
      new SearchIndex([...articles.flatMap(articlePassages), ...pages.flatMap(pagePassages)]),
    (error: unknown) => {
      building = undefined; // the next question tries again
      throw error;
    },
  );
  return building;
}
