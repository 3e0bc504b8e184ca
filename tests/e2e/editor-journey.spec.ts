import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PREVIEW_SECRET, E2E_SERVER_ENV } from './server-env';

/**
 * The editor's flow against the real Strapi the suite runs (tests/cms/strapi-server.mjs): write a
 * new page as a draft through Strapi's API, preview it on the site before it was ever published,
 * edit it, publish it, and a visitor sees it on the next request, with no deploy; change it again
 * and publish, and the visitor's next request shows the change, not the page they were served.
 * The page's rich text holds what Strapi's editor makes besides prose (a nested list, code, an
 * image uploaded to Strapi's media library), and the preview renders it, the image loaded.
 *
 * It runs after the other projects (playwright.config.ts): a page published mid-run would appear
 * in the sitemap the crawl checks, and it is deleted again at the end.
 */

const strapi = E2E_SERVER_ENV.STRAPI_URL ?? '';
const { editorToken } = JSON.parse(
  readFileSync(path.join(process.cwd(), 'tests', 'cms', 'test-strapi.json'), 'utf8'),
) as { editorToken: string };
const asEditor = { Authorization: `Bearer ${editorToken}` };

/** A small PNG, built here so the test needs no fixture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x66)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Rich text with what Strapi's editor makes besides prose: a nested list, code, an uploaded image. */
const richBody = (text: string, image: Record<string, unknown>) => [
  { type: 'paragraph', children: [{ type: 'text', text }] },
  {
    type: 'list',
    format: 'unordered',
    children: [
      { type: 'list-item', children: [{ type: 'text', text: 'Moving within your state' }] },
      {
        type: 'list',
        format: 'ordered',
        indentLevel: 1,
        children: [{ type: 'list-item', children: [{ type: 'text', text: 'Update your garaging address' }] }],
      },
    ],
  },
  { type: 'code', language: 'plaintext', children: [{ type: 'text', text: 'Policy 0042-AB' }] },
  { type: 'image', image, children: [{ type: 'text', text: '' }] },
];

const page = (slug: string, title: string, text: string, image: Record<string, unknown>) => ({
  data: {
    slug,
    pageType: 'standard',
    title,
    seo: { metaTitle: title, metaDescription: `${text} A page written by the editor journey test.` },
    sections: [
      { __component: 'sections.headline', title },
      { __component: 'sections.rich-text', body: richBody(text, image) },
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

  // The editor uploads an image to Strapi's media library, as the rich-text editor does.
  const uploaded = await request.post(`${strapi}/api/upload`, {
    headers: asEditor,
    multipart: { files: { name: `${slug}.png`, mimeType: 'image/png', buffer: png(48, 32) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const [image] = (await uploaded.json()) as Record<string, unknown>[];
  if (!image) throw new Error('Strapi stored no file');
  const pageWith = (title: string, text: string) =>
    page(slug, title, text, { ...image, alternativeText: 'A moving van' });

  const draft = await write(
    request,
    'post',
    `${strapi}/api/pages?status=draft`,
    pageWith('Moving coverage', 'First draft.'),
  );
  try {
    // Never published: a visitor finds nothing, the editor's preview shows the draft.
    expect((await visitor.goto(address))?.status()).toBe(404);
    await editor.goto(`/api/preview/?secret=${E2E_PREVIEW_SECRET}&path=${encodeURIComponent(address)}`);
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Moving coverage');
    await expect(editor.getByText('First draft.')).toBeVisible();
    // The rich text as Strapi stored it: the nested list inside its item, the code, the image loaded.
    await expect(
      editor.getByRole('listitem').filter({ hasText: 'Moving within your state' }).getByRole('listitem'),
    ).toHaveText('Update your garaging address');
    await expect(editor.locator('pre code')).toHaveText('Policy 0042-AB');
    const picture = editor.getByRole('img', { name: 'A moving van' });
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await write(
      request,
      'put',
      `${strapi}/api/pages/${draft.documentId}?status=draft`,
      pageWith('Moving coverage', 'Second draft.'),
    );
    await editor.reload();
    await expect(editor.getByText('Second draft.')).toBeVisible();
    expect((await visitor.goto(address))?.status()).toBe(404);

    // Publishing calls the site's webhook; the visitor's next request has the page.
    await write(
      request,
      'put',
      `${strapi}/api/pages/${draft.documentId}`,
      pageWith('Moving coverage', 'Published text.'),
    );
    await expect.poll(async () => (await visitor.goto(address))?.status(), { timeout: 10_000 }).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Moving coverage');
    await expect(visitor.getByText('Published text.')).toBeVisible();

    // A change to a page visitors were already served: the next request after the webhook shows it.
    await write(
      request,
      'put',
      `${strapi}/api/pages/${draft.documentId}`,
      pageWith('Moving coverage', 'Corrected text.'),
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
    await request.delete(`${strapi}/api/upload/files/${String(image.id)}`, { headers: asEditor });
  }
  await expect.poll(async () => (await visitor.goto(address))?.status(), { timeout: 10_000 }).toBe(404);
});
