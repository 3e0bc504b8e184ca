// `npm run cms`: the Strapi project in cms/, ready for editors. Installs its dependencies when its
// package files changed, writes cms/.env with fresh secrets on first run, builds when its sources
// changed, seeds a new database from data/cms, then serves Strapi on http://localhost:1337 and
// prints the admin's address and the settings that point the site at it.
//
// `ensureCmsInstall` is also what `npm test` runs beside its first checks (scripts/test.sh).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cms');
const at = (...parts) => path.join(CMS_DIR, ...parts);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: CMS_DIR, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in cms/ (exit ${result.status})`);
}

function fingerprint(paths) {
  const hash = createHash('sha256');
  const add = (file) => {
    if (!existsSync(file)) return;
    if (statSync(file).isDirectory()) for (const name of readdirSync(file).sort()) add(path.join(file, name));
    else hash.update(file).update(readFileSync(file));
  };
  for (const file of paths) add(file);
  return hash.digest('hex');
}

const stampMatches = (stamp, value) => existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === value;

/** npm install in cms/ when its package files changed since the last install (about two minutes). */
export function ensureCmsInstall() {
  const stamp = at('node_modules', '.install-stamp');
  const value = fingerprint([at('package.json'), at('package-lock.json')]);
  if (stampMatches(stamp, value)) return;
  console.log('› installing the CMS (npm install in cms/)');
  run('npm', ['install', '--no-audit', '--no-fund']);
  writeFileSync(stamp, fingerprint([at('package.json'), at('package-lock.json')]));
}

const secret = () => randomBytes(24).toString('base64url');

/**
 * cms/.env: Strapi's own secrets, generated once per clone and never committed, and the two it
 * shares with the site (the preview secret and the webhook's bearer). Existing values are kept.
 */
function ensureCmsEnv() {
  const file = at('.env');
  const current = existsSync(file)
    ? Object.fromEntries(
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /^[A-Z_]+=/.test(line))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      )
    : {};
  const settings = {
    HOST: '127.0.0.1',
    PORT: '1337',
    SITE_URL: 'http://localhost:3000',
    // Strapi calls the site itself at 127.0.0.1: `localhost` may resolve to ::1 first.
    SITE_WEBHOOK_URL: 'http://127.0.0.1:3000/api/revalidate/',
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    PREVIEW_SECRET: secret(),
    REVALIDATE_SECRET: secret(),
    ...current,
  };
  writeFileSync(
    file,
    `${Object.entries(settings)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n')}\n`,
    { mode: 0o600 },
  );
  return settings;
}

/** strapi build (the TypeScript and the admin panel) when cms/'s sources changed. */
function ensureCmsBuild() {
  const stamp = at('dist', '.build-stamp');
  const value = fingerprint([at('src'), at('config'), at('package-lock.json'), at('tsconfig.json')]);
  if (stampMatches(stamp, value)) return;
  console.log('› building the CMS (strapi build)');
  run('npx', ['strapi', 'build']);
  writeFileSync(stamp, value);
}

/** Seeds the database from data/cms the first time (the seed itself skips what exists). */
function ensureCmsSeeded() {
  const marker = at('.tmp', 'seeded');
  if (existsSync(marker)) return;
  console.log('› seeding the CMS from data/cms');
  run('node', ['scripts/seed.js']);
  writeFileSync(marker, `${new Date().toISOString()}\n`);
}

const siteTokenOf = () => readFileSync(at('.tmp', 'site-token'), 'utf8').trim();

async function main() {
  ensureCmsInstall();
  const settings = ensureCmsEnv();
  ensureCmsBuild();
  ensureCmsSeeded();
  // Strapi listens on 127.0.0.1: the site reads it there (`localhost` may resolve to ::1 first),
  // while editors open the admin at localhost, the same site as the site's localhost:3000.
  const api = `http://127.0.0.1:${settings.PORT}`;
  const admin = `http://localhost:${settings.PORT}`;
  const strapi = spawn('npx', ['strapi', 'start'], { cwd: CMS_DIR, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => strapi.kill(signal));
  strapi.on('exit', (code) => process.exit(code ?? 0));
  for (let tries = 0; tries < 120; tries += 1) {
    const up = await fetch(`${api}/_health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`
Strapi is running.
  Admin:  ${admin}/admin  (the first visit asks you to create the first administrator)
  Point the site at it, in another terminal:
    STRAPI_URL=${api} STRAPI_ADMIN_URL=${admin} STRAPI_TOKEN=${siteTokenOf()} PREVIEW_SECRET=${settings.PREVIEW_SECRET} REVALIDATE_SECRET=${settings.REVALIDATE_SECRET} npm start
`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
