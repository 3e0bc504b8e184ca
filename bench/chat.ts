import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadEvalCases, tallyEval, type Tally } from '../tests/support/eval';
import { scratchCopy, timedBuild } from './scratch';
import { median } from './stats';

/** Answer quality on an eval set, asked over HTTP exactly as the widget asks, each case in a new session. */
export async function answerQuality(url: string, path: string): Promise<Tally> {
  return tallyEval(loadEvalCases(path), async (test) => {
    const response = await fetch(`${url}/api/chat/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: test.q, conversationHistory: test.history ?? [] }),
    });
    const body = (await response.json().catch(() => ({}))) as { response?: string; sources?: unknown[] };
    return { status: response.status, text: body.response ?? '', sourceCount: body.sources?.length ?? 0 };
  });
}

/** The route a bare handler lives at in the bench's scratch build: read the JSON body, answer JSON. */
export const BARE_ROUTE = '/api/bench-bare/';

const BARE_HANDLER = `export async function POST(request: Request) {
  const body = (await request.json()) as { message?: string };
  return Response.json({ response: String(body.message ?? '').length });
}
`;

/** A scratch build of the site with one more route: a handler that does nothing but read and answer. */
export function buildWithBareRoute(): string {
  const dir = scratchCopy('charlie-bench-bare');
  const routeDir = path.join(dir, 'app', ...BARE_ROUTE.split('/').filter(Boolean));
  mkdirSync(routeDir, { recursive: true });
  writeFileSync(path.join(routeDir, 'route.ts'), BARE_HANDLER);
  timedBuild(dir);
  return dir;
}

/** What the load sends: the development set's questions, follow-ups with their history, in rotation. */
function loadBodies(): string[] {
  return loadEvalCases().map((test) =>
    JSON.stringify({ message: test.q, conversationHistory: test.history ?? [] }),
  );
}

/** A POST route under load: 20 connections, bodies in rotation, as new sessions. */
export async function postLoad(url: string, route: string, seconds: number) {
  const bodies = loadBodies();
  let next = 0;
  const result = await autocannon({
    url: `${url}${route}`,
    connections: 20,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  });
  return {
    requests: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
  };
}

/** Log records in the bench database: each answered request must have its question and its answer. */
export async function logRecords(databasePath: string) {
  await sleep(500); // requests still in flight when the load stopped finish first
  const db = new Database(databasePath, { readonly: true });
  const rows = db
    .prepare('SELECT message_role AS role, COUNT(*) AS n FROM chat_logs GROUP BY message_role')
    .all() as {
    role: string;
    n: number;
  }[];
  db.close();
  const count = (role: string) => rows.find((row) => row.role === role)?.n ?? 0;
  return { user: count('user'), assistant: count('assistant') };
}

/** The server's own timings of its last answers (the in-memory list behind /api/chat/metrics). */
export async function serverTimings(url: string) {
  const { entries } = (await (await fetch(`${url}/api/chat/metrics/`)).json()) as {
    entries: { totalResponseTime: number; databaseHistoryTime: number; loggingTime: number }[];
  };
  return {
    count: entries.length,
    totalResponseTime: median(entries.map((entry) => entry.totalResponseTime)),
    loggingTime: median(entries.map((entry) => entry.loggingTime)),
  };
}
