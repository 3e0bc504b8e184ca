import { readFileSync } from 'node:fs';
import path from 'node:path';

const { editorToken } = JSON.parse(
  readFileSync(path.join(process.cwd(), 'tests', 'cms', 'test-strapi.json'), 'utf8'),
) as { editorToken: string };

/** A standard page of one headline and one paragraph, as an editor would write it. */
const standardPage = (slug: string, text: string) => ({
  data: {
    slug,
    pageType: 'standard',
    title: 'Two instances',
    seo: {
      metaTitle: 'Two instances',
      metaDescription: `${text} A page written by a test of several instances.`,
    },
    sections: [
      { __component: 'sections.headline', title: 'Two instances' },
      {
        __component: 'sections.rich-text',
        body: [{ type: 'paragraph', children: [{ type: 'text', text }] }],
      },
    ],
  },
});

/**
 * An editor's writes to the test Strapi (tests/cms/strapi-server.mjs) through its REST API, with
 * the editor token it is seeded with: a page written and published, changed and published again,
 * and deleted.
 */
export function strapiPages(strapiUrl: string) {
  async function write(method: 'POST' | 'PUT' | 'DELETE', address: string, body?: unknown) {
    const response = await fetch(`${strapiUrl}${address}`, {
      method,
      headers: { Authorization: `Bearer ${editorToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300)
      throw new Error(`Strapi ${method} ${address}: ${response.status} ${await response.text()}`);
    return method === 'DELETE' ? null : ((await response.json()) as { data: { documentId: string } }).data;
  }
  return {
    /** Writes the page as a draft and publishes it; returns its document id. */
    async publish(slug: string, text: string) {
      const draft = await write('POST', '/api/pages?status=draft', standardPage(slug, text));
      await write('PUT', `/api/pages/${draft!.documentId}`, standardPage(slug, text));
      return draft!.documentId;
    },
    republish: (documentId: string, slug: string, text: string) =>
      write('PUT', `/api/pages/${documentId}`, standardPage(slug, text)),
    remove: (documentId: string) => write('DELETE', `/api/pages/${documentId}`),
  };
}
