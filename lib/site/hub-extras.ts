import { listArticles, listPages } from '@/lib/cms/content';
import { knowledgeVertical } from '@/lib/knowledge/corpus';
import { HUB_TOOLS } from './navigation';

/**
 * What a hub shows after its CMS sections: its guides (the vertical's own, or its alias's: the
 * home hub shows the homeowners guides) and its calculators. Loaded once, because the hub's
 * contents list names them before they render.
 */
export async function hubExtras(hub: string) {
  const vertical = knowledgeVertical(hub) ?? hub;
  const slugs = HUB_TOOLS[hub] ?? [];
  const [articles, calculators] = await Promise.all([
    listArticles(vertical),
    slugs.length > 0 ? listPages('calculator') : [],
  ]);
  return { vertical, articles, tools: calculators.filter((page) => slugs.includes(page.slug)) };
}

export type HubExtras = Awaited<ReturnType<typeof hubExtras>>;
