import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadEvalCases, scoreAnswer } from '../tests/support/eval';
import { median } from './stats';

/** Answer quality on an eval set, asked over HTTP exactly as the widget asks. */
export async function answerQuality(url: string, path: string) {
  const cases = loadEvalCases(path);
  const failures: string[] = [];
  for (const test of cases) {
    const response = await fetch(`${url}/api/chat/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: test.q }),
    });
    const body = (await response.json()) as { response?: string; sources?: unknown[] };
    const { pass, why } = scoreAnswer(test, body.response ?? '', body.sources?.length ?? 0);
    if (!pass) failures.push(`${test.q} (${why})`);
  }
  return {
    cases: cases.length,
    passed: cases.length - failures.length,
    share: 1 - failures.length / cases.length,
    failures,
  };
}

const QUESTIONS = [
  'Does uninsured motorist coverage cover hit and run?',
  'What is gap insurance?',
  'What are the minimum car insurance limits in Ohio?',
  'How do accidents affect my insurance rates?',
];

/** /api/chat under load: 20 connections for 20 s, questions in rotation, as new sessions. */
export async function chatLoad(url: string, seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/chat/`,
    connections: 20,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => {
      client.setBody(JSON.stringify({ message: QUESTIONS[next++ % QUESTIONS.length] }));
    },
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
