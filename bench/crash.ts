import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import path from 'node:path';
import { startServer } from './server';

/**
 * Kill -9 during chat load: the server is killed mid-load, as a crash would, and every answer it
 * had acknowledged (a 200 the client received) must still have both its records, the question
 * and the answer, in a database that passes SQLite's integrity check.
 */
export async function crashDuringLoad(tmp: string, round: number) {
  const databasePath = path.join(tmp, `crash-${round}.db`);
  const server = await startServer(3202, {
    CHAT_DATABASE_PATH: databasePath,
    CHAT_ADDRESS_LIMIT_PER_MINUTE: '100000000',
    CHAT_SESSION_LIMIT_PER_MINUTE: '100000000',
    CHAT_SITE_LIMIT_PER_MINUTE: '100000000',
  });
  const acknowledged: string[] = [];
  const load = new Promise<void>((resolve) => {
    const instance = autocannon(
      {
        url: `${server.url}/api/chat/`,
        connections: 20,
        duration: 30,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'What does comprehensive coverage pay for?' }),
        requests: [
          {
            onResponse: (status: number, body: string) => {
              if (status !== 200) return;
              const { sessionId } = JSON.parse(body) as { sessionId?: string };
              if (sessionId) acknowledged.push(sessionId);
            },
          },
        ],
      },
      () => resolve(),
    );
    // A different moment each round, well into the load.
    setTimeout(
      () => {
        void server.kill().then(() => instance.stop());
      },
      2_000 + round * 700,
    );
  });
  await load;

  const db = new Database(databasePath);
  const integrity = db.pragma('integrity_check', { simple: true });
  const roles = db.prepare<[string], { role: string }>(
    'SELECT message_role AS role FROM chat_logs WHERE session_id = ?',
  );
  const missing = acknowledged.filter((sessionId) => {
    const kept = new Set(roles.all(sessionId).map((row) => row.role));
    return !kept.has('user') || !kept.has('assistant');
  }).length;
  db.close();
  return { acknowledged: acknowledged.length, missing, integrityOk: integrity === 'ok' };
}
