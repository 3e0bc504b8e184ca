import { getConfig } from '@/lib/config';
import { readJsonBody } from './json-body';
import { jsonError } from './responses';
import { crossSiteWriteRefusal } from './write-guard';

/**
 * Turning what a request carries into a typed value: a JSON body or a JSON query parameter read
 * within a size limit, then validated against a schema (zod or zod/mini alike). Every refusal is
 * `{ error }` with 400 (or 413 for a body over the limit), and every 400 a schema causes reads the
 * same way: `Invalid {what}: {field} {why}`.
 */

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** What zod's and zod/mini's schemas share. */
export interface RequestSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export type Checked<T> = { ok: true; value: T } | { ok: false; status: 400 | 413; error: string };

/** The one wording of a schema's 400: the first problem, where it is and why. */
function invalidText(what: string, issues: readonly Issue[]): string {
  const issue = issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  return `Invalid ${what}: ${field} ${issue?.message ?? ''}`.replace(/\s+/g, ' ').trim();
}

function validate<T>(value: unknown, schema: RequestSchema<T>, what: string): Checked<T> {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, status: 400, error: invalidText(what, parsed.error.issues) };
}

/** A JSON body of at most `maxBytes`, valid against `schema`. */
export async function readJson<T>(
  request: Request,
  schema: RequestSchema<T>,
  { what, maxBytes }: { what: string; maxBytes: number },
): Promise<Checked<T>> {
  const body = await readJsonBody(request, maxBytes);
  return body.ok ? validate(body.value, schema, what) : body;
}

/** A query parameter holding JSON (the read-only proxies' `params`), at most `maxChars` long. */
export function readJsonParam<T>(
  search: URLSearchParams,
  name: string,
  schema: RequestSchema<T>,
  { what, maxChars }: { what: string; maxChars: number },
): Checked<T> {
  const raw = search.get(name) ?? '{}';
  if (raw.length > maxChars) return { ok: false, status: 400, error: `${name} is too long` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, status: 400, error: `${name} must be a JSON object` };
  }
  return validate(json, schema, what);
}

/** The answer to a refused request. */
export const refusal = (checked: { status: number; error: string }) =>
  jsonError(checked.status, checked.error);

/**
 * A browser's write to the site (chat, feedback, clear, ad decision): refused first when it comes
 * from another site or is not JSON (write-guard.ts), then read and validated like readJson. The
 * route gets the value, or the answer to send back.
 */
export async function readSiteWrite<T>(
  request: Request,
  schema: RequestSchema<T>,
  options: { what: string; maxBytes: number },
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const crossSite = crossSiteWriteRefusal(request, getConfig().site.url);
  if (crossSite) return { ok: false, response: crossSite };
  const body = await readJson(request, schema, options);
  return body.ok ? body : { ok: false, response: refusal(body) };
}
