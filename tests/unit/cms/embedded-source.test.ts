// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedSource, queryEntries } from '@/lib/cms/embedded-source';

const read = (directory: string, resource: string, kind: 'collection' | 'single' = 'collection') =>
  createEmbeddedSource(directory).read({ resource, kind, query: {}, tags: [] });

describe('the embedded content source', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'cms-embedded-'));
  writeFileSync(path.join(directory, 'broken.json'), '{ "data": [');
  writeFileSync(path.join(directory, 'homepage.json'), JSON.stringify({ data: { title: 'Home' } }));

  it.each(['../package', 'pages/../../etc/passwd', '%2e%2e', 'Pages', ''])(
    'never reads outside its folder: %s is not a resource',
    async (resource) => {
      await expect(read(directory, resource)).rejects.toMatchObject({ kind: 'not-found' });
    },
  );

  it('reports a missing resource as not found and a malformed file as an invalid response', async () => {
    await expect(read(directory, 'missing')).rejects.toMatchObject({ kind: 'not-found' });
    await expect(read(directory, 'broken')).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('keeps single types and collections apart, as Strapi does', async () => {
    await expect(read(directory, 'homepage')).rejects.toMatchObject({ kind: 'not-found' });
    expect(await read(directory, 'homepage', 'single')).toEqual({ data: { title: 'Home' }, meta: {} });
  });

  it('applies Strapi filter operators, sorting and pagination', () => {
    const entries = [
      { slug: 'a', rank: 3, seo: { metaTitle: 'Cheap Auto' } },
      { slug: 'b', rank: 1, seo: { metaTitle: 'Home' } },
      { slug: 'c', rank: 2, seo: { metaTitle: 'Auto reviews' } },
    ];
    const slugs = (query: Parameters<typeof queryEntries>[1]) =>
      queryEntries(entries, query).data.map((e) => e.slug);

    expect(slugs({ filters: { slug: { $in: ['a', 'c'] } } })).toEqual(['a', 'c']);
    expect(slugs({ filters: { slug: { $ne: 'a' } } })).toEqual(['b', 'c']);
    expect(slugs({ filters: { 'seo.metaTitle': { $containsi: 'auto' } } })).toEqual(['a', 'c']);
    expect(slugs({ filters: { rank: { $eq: '2' } } })).toEqual(['c']);
    expect(slugs({ sort: ['rank:desc'] })).toEqual(['a', 'c', 'b']);
    expect(queryEntries(entries, { sort: ['slug:asc'], page: 2, pageSize: 2 })).toEqual({
      data: [entries[2]],
      meta: { pagination: { page: 2, pageSize: 2, pageCount: 2, total: 3 } },
    });
  });
});
