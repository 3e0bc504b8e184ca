import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PREVIEW_SECRET, E2E_SERVER_ENV } from './server-env';

/**
 * The editor's flow against the real Strapi the suite runs (tests/cms/strapi-server.mjs): write a
 * new page as a draft through Strapi's API, preview it on the site before it was ever published,
 * edit it, publish it, and a visitor sees it on the next request, with no deploy; change it again
 * and publish, and the visitor's next request shows the change, not the page they were served.
 *
 * It runs after the other projects (playwright.config.ts): a page published mid-run would appear
 * in the sitemap the crawl checks, and it is deleted again at the end.
 */

const strapi = E2E_SERVER_ENV.STRAPI_URL ?? '';
const { editorToken } = JSON.parse(
  readFileSync(path.join(process.cwd(), 'tests', 'cms', 'test-strapi.json'), 'utf8'),
) as { editorToken: string };
const asEditor = { Authorization: `Bearer ${editorToken}` };

const page = (slug: string, title: string, text: string) => ({
  data: {
    slug,
    pageType: 'standard',
    title,
    seo: { metaTitle: title, metaDescription: `${text} A page written by the editor journey test.` },
    sections: [
      { __component: 'sections.headline', title },
      {
        __component: 'sections.rich-text',
        body: [{ type: 'paragraph', children: [{ type: 'text', text }] }],
      },
    ],
  },
});

async function write(request: APIRequestContext, method: 'post' | 'put', url: string, body: unknown) {
  const response = await request[method](url, { headers: asEditor, data: body });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: { documentId: string } }).data;
}

test('an editor writes a page in Strapi, previews the draft, publishes it, and visitors see it at once', async ({
  page: editor,
  browser,
  request,
}) => {
  const slug = `editor-journey-${Date.now()}`;
  const address = `/${slug}/`;
  const visitor = await browser.newPage();

  const draft = await write(
    request,
    'post',
    `${strapi}/api/pages?status=draft`,
    page(slug, 'Moving coverage', 'First draft.'),
  );
  try {
    // Never published: a visitor finds nothing, the editor's preview shows the draft.
    expect((await visitor.goto(address))?.status()).toBe(404);
    await editor.goto(`/api/preview/?secret=${E2E_PREVIEW_SECRET}&path=${encodeURIComponent(address)}`);
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Moving coverage');
    await expect(editor.getByText('First draft.')).toBeVisible();

    await write(
      request,
      'put',
      `${strapi}/api/pages/${draft.documentId}?status=draft`,
      page(slug, 'Moving coverage', 'Second draft.'),
    );
    await editor.reload();
    await expect(editor.getByText('Second draft.')).toBeVisible();
    expect((await visitor.goto(address))?.status()).toBe(404);

    // Publishing calls the site's webhook; the visitor's next request has the page.
    await write(
      request,
      'put',
      `${strapi}/api/pages/${draft.documentId}`,
      page(slug, 'Moving coverage', 'Published text.'),
    );
    await expect.poll(async () => (await visitor.goto(address))?.status(), { timeout: 10_000 }).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Moving coverage');
    await expect(visitor.getByText('Published text.')).toBeVisible();

    // A change to a page visitors were already served: the next request after the webhook shows it.
    await write(
      request,
      'put',
      `${strapi}/api/pages/${draft.documentId}`,
      page(slug, 'Moving coverage', 'Corrected text.'),
    );
    await expect
      .poll(
        async () => {
          await visitor.goto(address);
          return visitor.getByText('Corrected text.').count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);
  } finally {
    await request.delete(`${strapi}/api/pages/${draft.documentId}`, { headers: asEditor });
  }
  await expect.poll(async () => (await visitor.goto(address))?.status(), { timeout: 10_000 }).toBe(404);
});
