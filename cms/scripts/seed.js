// Imports the site's embedded content (data/cms, drafts included) into this Strapi through its
// Document Service, creates the site's read-only API token and the publish webhook.
//
// Idempotent: an entry that already exists (by its natural key: a page's type and slug, a guide's
// vertical and slug…) is left as it is, so a second run adds nothing and never overwrites an
// editor's work. Run by `npm run cms` on a new database; `node scripts/seed.js` runs it by hand.
//
// Settings (from the environment, which scripts/cms.mjs fills from cms/.env):
//   SITE_URL           where the site runs, for the webhook (default http://localhost:3000)
//   REVALIDATE_SECRET  the bearer the webhook sends to the site's /api/revalidate
//   SITE_TOKEN_FILE    where the new token's key is written (default .tmp/site-token)
// CommonJS: Strapi's ESM build does not load under Node's own ESM resolver.
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { compileStrapi, createStrapi } = require('@strapi/strapi');

const cmsRoot = path.resolve(__dirname, '..');
const dataDir = path.resolve(cmsRoot, '..', 'data', 'cms');

const SITE_TOKEN_NAME = 'Site (read-only)';
const WEBHOOK_NAME = 'Site revalidation';

/** Keys Strapi sets itself on entries and components. */
const SYSTEM_KEYS = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale']);

/** Each collection, in the order relations need, with the fields that identify an entry. */
const COLLECTIONS = [
  { file: 'authors.json', uid: 'api::author.author', key: ['slug'] },
  { file: 'expert-questions.json', uid: 'api::expert-question.expert-question', key: ['questionId'] },
  { file: 'expert-answers.json', uid: 'api::expert-answer.expert-answer', key: ['questionId', 'expert'] },
  { file: 'qa-entries.json', uid: 'api::qa-entry.qa-entry', key: ['vertical', 'guide', 'slug'] },
  { file: 'prompt-configurations.json', uid: 'api::prompt-configuration.prompt-configuration', key: ['uid'] },
  { file: 'articles.json', uid: 'api::article.article', key: ['vertical', 'slug'] },
  { file: 'reviews.json', uid: 'api::review.review', key: ['vertical', 'company'] },
  { file: 'pages.json', uid: 'api::page.page', key: ['pageType', 'slug'] },
];
const RELATIONS_TO_AUTHORS = ['author', 'reviewer'];

const read = (file) => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')).data;

/** An entry as the Document Service takes it: no system keys, relations by the author's documentId. */
function toData(entry, authorIds) {
  const strip = (value) => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SYSTEM_KEYS.has(key))
        .map(([key, inner]) => [key, strip(inner)]),
    );
  };
  const data = strip(entry);
  for (const relation of RELATIONS_TO_AUTHORS) {
    if (!(relation in data)) continue;
    const slug = data[relation]?.slug;
    data[relation] = slug ? (authorIds.get(slug) ?? null) : null;
  }
  return data;
}

const filtersFor = (entry, key) =>
  Object.fromEntries(key.map((field) => [field, { $eq: entry[field] ?? null }]));

async function seedCollection(strapi, { file, uid, key }, authorIds, drafts) {
  const documents = strapi.documents(uid);
  let created = 0;
  for (const entry of read(file)) {
    const existing = await documents.findFirst({ filters: filtersFor(entry, key), status: 'draft' });
    if (existing) {
      if (uid === 'api::author.author') authorIds.set(existing.slug, existing.documentId);
      continue;
    }
    const document = await documents.create({
      data: toData(entry, authorIds),
      status: entry.publishedAt ? 'published' : undefined,
    });
    created += 1;
    if (uid === 'api::author.author') authorIds.set(document.slug, document.documentId);
    // A draft that differs from what is published: the published version stays, the draft is changed.
    const draft = drafts.find((candidate) => key.every((field) => candidate[field] === entry[field]));
    if (draft)
      await documents.update({
        documentId: document.documentId,
        data: toData(draft, authorIds),
        status: 'draft',
      });
  }
  return created;
}

async function seedHomepage(strapi) {
  const documents = strapi.documents('api::homepage.homepage');
  if (await documents.findFirst({ status: 'draft' })) return 0;
  const homepage = JSON.parse(readFileSync(path.join(dataDir, 'homepage.json'), 'utf8')).data;
  await documents.create({ data: toData(homepage, new Map()), status: 'published' });
  return 1;
}

/** The site's token: read-only, without expiry. Its key is shown once, so it is written to a file. */
async function ensureSiteToken(strapi, tokenFile) {
  const tokens = strapi.service('admin::api-token');
  const existing = await tokens.getByName(SITE_TOKEN_NAME);
  if (existing && existsSync(tokenFile)) return false;
  const token = existing
    ? await tokens.regenerate(existing.id)
    : await tokens.create({
        name: SITE_TOKEN_NAME,
        description: 'The site reads published content and drafts for previews.',
        type: 'read-only',
        lifespan: null,
      });
  mkdirSync(path.dirname(tokenFile), { recursive: true });
  writeFileSync(tokenFile, `${token.accessKey}\n`, { mode: 0o600 });
  return true;
}

async function ensureWebhook(strapi, siteUrl, secret) {
  const store = strapi.get('webhookStore');
  const url = `${siteUrl.replace(/\/$/, '')}/api/revalidate/`;
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === WEBHOOK_NAME);
  const webhook = {
    name: WEBHOOK_NAME,
    url,
    headers: secret ? { Authorization: `Bearer ${secret}` } : {},
    events: ['entry.publish', 'entry.unpublish', 'entry.delete'],
    isEnabled: true,
  };
  if (existing) await store.updateWebhook(existing.id, webhook);
  else await store.createWebhook(webhook);
}

async function main() {
  const app = await createStrapi(await compileStrapi({ appDir: cmsRoot })).load();
  app.log.level = 'error';
  try {
    const authorIds = new Map();
    const draftPages = existsSync(path.join(dataDir, 'drafts', 'pages.json'))
      ? read('drafts/pages.json')
      : [];
    const counts = {};
    for (const collection of COLLECTIONS)
      counts[collection.uid] = await seedCollection(
        app,
        collection,
        authorIds,
        collection.uid === 'api::page.page' ? draftPages : [],
      );
    counts['api::homepage.homepage'] = await seedHomepage(app);
    const tokenFile = path.resolve(cmsRoot, process.env.SITE_TOKEN_FILE ?? '.tmp/site-token');
    const newToken = await ensureSiteToken(app, tokenFile);
    await ensureWebhook(
      app,
      process.env.SITE_URL ?? 'http://localhost:3000',
      process.env.REVALIDATE_SECRET ?? '',
    );
    console.log(JSON.stringify({ created: counts, token: newToken ? `written to ${tokenFile}` : 'kept' }));
  } finally {
    await app.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
