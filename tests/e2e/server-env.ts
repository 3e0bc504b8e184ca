import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The end-to-end server's configuration (tests/e2e/server-env.json; `npm test` builds with it
 * too): recognisable fake values in every secret variable, so the leak checks have something to
 * look for. The CMS is a real Strapi seeded from data/cms with those credentials
 * (tests/cms/strapi-server.mjs); the rates API is the local stand-in (tests/stand-in/), which
 * answers from the embedded data and only with its key; the ad server and geolocation point at
 * a closed local port; Charlie answers with the local provider.
 */
export const E2E_SERVER_ENV: Record<string, string> = JSON.parse(
  readFileSync(path.join(process.cwd(), 'tests/e2e/server-env.json'), 'utf8'),
);

/** The fake secrets: none may ever reach a browser. */
export const FAKE_SECRETS = Object.values(E2E_SERVER_ENV).filter((value) => value.startsWith('LEAKCHECK-'));

export const E2E_PREVIEW_SECRET = E2E_SERVER_ENV.PREVIEW_SECRET ?? '';
