// Imports the site's embedded content (data/cms, drafts included) into this Strapi through its
// Document Service, creates the site's read-only API token and the publish webhook.
//
// Idempotent: an entry that already exists (by its natural key: a page's type and slug, a guide's
// vertical and slug…) is left as it is, so a second run adds nothing and never overwrites an
// editor's work. Run by `npm run cms` on a new database; `node scripts/seed.js` runs it by hand.
//
// Settings (from the environment, which scripts/cms.mjs fills from cms/.env):
//   SITE_URL           where the site runs (default http://localhost:3000)
//   SITE_WEBHOOK_URL   where Strapi calls the site on publish (default SITE_URL/api/revalidate/)
//   REVALIDATE_SECRET  the bearer the webhook sends to the site's /api/revalidate
//   SITE_TOKEN_FILE    where the new token's key is written (default .tmp/site-token)
//   SITE_TOKEN         a key to give the token instead of a random one: the test suite's fake
//                      credentials, which its leak checks look for
//   EDITOR_TOKEN       the test suite's: a full-access token with this key, for its editor
// CommonJS: Strapi's ESM build does not load under Node's own ESM resolver.
const { createHmac } = require('node:crypto');
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
  { file: 'companies.json', uid: 'api::company.company', key: ['slug'] },
  { file: 'vertical-configs.json', uid: 'api::vertical-config.vertical-config', key: ['vertical'] },
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

/**
 * Gives a token a chosen key, stored as Strapi stores any: its HMAC under the token salt, and the
 * key encrypted for the admin's "view token".
 */
async function setTokenKey(strapi, id, key) {
  const salt = strapi.config.get('admin.apiToken.salt');
  await strapi.db.query('admin::api-token').update({
    where: { id },
    data: {
      accessKey: createHmac('sha512', salt).update(key).digest('hex'),
      encryptedKey: strapi.service('admin::encryption').encrypt(key),
    },
  });
  return { accessKey: key };
}

/**
 * An API token, made once. Its key is shown only when it is made, so it is written to a file; with
 * a chosen key (the test suite's), the token is given that key instead, every run.
 */
async function ensureToken(strapi, { name, description, type }, tokenFile, chosenKey) {
  const tokens = strapi.service('admin::api-token');
  const existing = await tokens.getByName(name);
  if (existing && !chosenKey && (!tokenFile || existsSync(tokenFile))) return false;
  let token = existing
    ? await tokens.regenerate(existing.id)
    : await tokens.create({ name, description, type, lifespan: null });
  if (chosenKey) token = await setTokenKey(strapi, existing ? existing.id : token.id, chosenKey);
  if (tokenFile) {
    mkdirSync(path.dirname(tokenFile), { recursive: true });
    writeFileSync(tokenFile, `${token.accessKey}\n`, { mode: 0o600 });
  }
  return true;
}

async function ensureWebhook(strapi, url, secret) {
  const store = strapi.get('webhookStore');
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
    const newToken = await ensureToken(
      app,
      {
        name: SITE_TOKEN_NAME,
        description: 'The site reads published content, and drafts for previews.',
        type: 'read-only',
      },
      tokenFile,
      process.env.SITE_TOKEN,
    );
    // The test suite's editor, who changes content through the API as an editor would in the admin.
    if (process.env.EDITOR_TOKEN)
      await ensureToken(
        app,
        {
          name: 'Test editor',
          description: 'The test suite writes drafts and publishes.',
          type: 'full-access',
        },
        null,
        process.env.EDITOR_TOKEN,
      );
    const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
    await ensureWebhook(
      app,
      process.env.SITE_WEBHOOK_URL ?? `${siteUrl}/api/revalidate/`,
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
