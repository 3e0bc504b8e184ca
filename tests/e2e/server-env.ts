import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The end-to-end server's configuration (tests/e2e/server-env.json; `npm test` builds with it
 * too): the embedded defaults for content, rates, ads and Charlie's answers, plus recognisable
 * fake values in every secret variable that can be set without leaving them, so the leak checks
 * have something to look for. Outside services point at a closed local port.
 */
export const E2E_SERVER_ENV: Record<string, string> = JSON.parse(
  readFileSync(path.join(process.cwd(), 'tests/e2e/server-env.json'), 'utf8'),
);

/** The fake secrets: none may ever reach a browser. */
export const FAKE_SECRETS = Object.values(E2E_SERVER_ENV).filter((value) => value.startsWith('LEAKCHECK-'));

export const E2E_PREVIEW_SECRET = E2E_SERVER_ENV.PREVIEW_SECRET ?? '';
