// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articleSchema } from '@/lib/cms/articles';
import { financeByHub } from '@/lib/finance/verticals';
import { GUIDE_TOPICS, groupByTopic, OTHER_GUIDES, topicAnchor, topicsOf } from '@/lib/cms/guide-topics';

const embeddedArticles = async () =>
  z
    .object({ data: z.array(articleSchema) })
    .parse(JSON.parse(await readFile('data/cms/articles.json', 'utf8'))).data;

describe('guide topics', () => {
  it('files every embedded guide under one of its vertical’s topics', async () => {
    const articles = await embeddedArticles();
    // 168 insurance guides and two for each of the seven money hubs.
    expect(articles).toHaveLength(182);
    const misfiled = articles
      .filter((article) => !article.topic || !topicsOf(article.vertical).includes(article.topic))
      .map((article) => `${article.vertical}/${article.slug}: ${article.topic ?? 'no topic'}`);
    expect(misfiled).toEqual([]);
  });

  it('gives each insurance vertical four to seven topics and each money hub two, none of them empty', async () => {
    const articles = await embeddedArticles();
    const verticals = [...new Set(articles.map((article) => article.vertical))].sort();
    expect(Object.keys(GUIDE_TOPICS).sort()).toEqual(verticals);
    for (const vertical of verticals) {
      const topics = topicsOf(vertical);
      expect(topics.length, vertical).toBeGreaterThanOrEqual(financeByHub(vertical) ? 2 : 4);
      expect(topics.length, vertical).toBeLessThanOrEqual(7);
      expect(new Set(topics.map(topicAnchor)).size, `${vertical}: two topics share an anchor`).toBe(
        topics.length,
      );
      const used = new Set(articles.filter((a) => a.vertical === vertical).map((a) => a.topic));
      expect(
        topics.filter((topic) => !used.has(topic)),
        `${vertical}: topics without guides`,
      ).toEqual([]);
    }
  });

  it('groups in the topics’ order and puts guides without a known topic last, under "More guides"', () => {
    const guide = (slug: string, topic: string | null) => ({ slug, topic });
    const groups = groupByTopic('auto', [
      guide('lapse', 'Buying and managing a policy'),
      guide('untagged', null),
      guide('collision', 'Coverage'),
      guide('typo', 'Coverag'),
      guide('gap', 'Optional coverage'),
      guide('liability', 'Coverage'),
    ]);
    expect(groups.map((group) => [group.topic, group.articles.map((article) => article.slug)])).toEqual([
      ['Coverage', ['collision', 'liability']],
      ['Optional coverage', ['gap']],
      ['Buying and managing a policy', ['lapse']],
      [OTHER_GUIDES, ['untagged', 'typo']],
    ]);
    expect(groups[0]?.anchor).toBe('coverage');
  });

  it('reads an article without a topic, as Strapi sends one an editor has not filed yet', async () => {
    const [first] = await embeddedArticles();
    const raw = JSON.parse(await readFile('data/cms/articles.json', 'utf8')) as {
      data: Record<string, unknown>[];
    };
    const { topic: _topic, ...untagged } = raw.data[0] ?? {};
    expect(articleSchema.parse(untagged)).toMatchObject({ slug: first?.slug, topic: null });
    expect(articleSchema.safeParse({ ...untagged, topic: '' }).success).toBe(false);
  });
});
