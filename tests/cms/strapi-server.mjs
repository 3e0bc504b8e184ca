// The real Strapi the test suite runs against: `start` compiles cms/, seeds a new database from
// data/cms with the end-to-end suite's fake credentials (its leak checks look for them), points
// the publish webhook at the end-to-end server, serves the API alone on STRAPI_URL's port and
// returns once it answers; `stop` stops it by the PID `start` wrote. scripts/test.sh runs both.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cms = path.join(root, 'cms');
const reports = path.join(root, '.test-reports');
const pidFile = path.join(reports, 'strapi.pid');
const logFile = path.join(reports, 'strapi.log');
const e2e = JSON.parse(readFileSync(path.join(root, 'tests', 'e2e', 'server-env.json'), 'utf8'));
const { editorToken } = JSON.parse(readFileSync(path.join(root, 'tests', 'cms', 'test-strapi.json'), 'utf8'));
const strapiUrl = new URL(e2e.STRAPI_URL);
const siteUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

const secret = () => randomBytes(24).toString('base64url');
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: strapiUrl.port,
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: '.tmp/test.db',
  APP_KEYS: [secret(), secret()].join(','),
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  SERVE_ADMIN_PANEL: 'false',
  SITE_URL: siteUrl,
  PREVIEW_SECRET: e2e.PREVIEW_SECRET,
  REVALIDATE_SECRET: e2e.REVALIDATE_SECRET,
  SITE_TOKEN: e2e.STRAPI_TOKEN,
  EDITOR_TOKEN: editorToken,
  SITE_TOKEN_FILE: '.tmp/test-site-token',
  STRAPI_TELEMETRY_DISABLED: 'true',
};

async function healthy() {
  return fetch(`${strapiUrl.origin}/_health`).then(
    (response) => response.ok,
    () => false,
  );
}

async function start() {
  if (await healthy()) throw new Error(`something already answers on ${strapiUrl.origin}`);
  mkdirSync(reports, { recursive: true });
  rmSync(path.join(cms, '.tmp', 'test.db'), { force: true });
  const seeded = spawnSync('node', ['scripts/seed.js'], {
    cwd: cms,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`seeding the test Strapi failed (exit ${seeded.status})`);
  console.log(seeded.stdout.toString().trim().split('\n').at(-1));
  const log = openSync(logFile, 'w');
  const strapi = spawn(path.join(cms, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: cms,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  writeFileSync(pidFile, String(strapi.pid));
  strapi.unref();
  for (let tries = 0; tries < 240; tries += 1) {
    if (await healthy()) return console.log(`Strapi answers on ${strapiUrl.origin} (log: ${logFile})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Strapi did not answer within a minute; see ${logFile}`);
}

function stop() {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile);
  try {
    // The whole group: `strapi start` runs the server in a child of its own.
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

const command = process.argv[2];
if (command === 'start') await start();
else if (command === 'stop') stop();
else throw new Error('usage: strapi-server.mjs start|stop');
