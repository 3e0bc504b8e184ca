import 'server-only';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '@/lib/config';

/**
 * The local database file behind the embedded chat store, provider threads and abuse limits:
 * created on first use, migrated in order by SQLite's user_version.
 */

const MIGRATIONS = [
  `CREATE TABLE chat_sessions (
     session_id TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     last_activity_at TEXT NOT NULL
   );
   CREATE TABLE chat_logs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     session_id TEXT NOT NULL,
     message_role TEXT NOT NULL CHECK (message_role IN ('user', 'assistant')),
     message_content TEXT NOT NULL,
     rag_score REAL NOT NULL,
     timestamp TEXT NOT NULL,
     vectara_search_time REAL NOT NULL,
     total_response_time REAL NOT NULL,
     database_history_time REAL NOT NULL,
     logging_time REAL NOT NULL,
     vectara_chat_id TEXT,
     vectara_turn_id TEXT,
     host_env TEXT NOT NULL
   );
   CREATE INDEX chat_logs_by_session ON chat_logs (session_id, id);
   CREATE TABLE provider_threads (
     session_id TEXT NOT NULL,
     provider TEXT NOT NULL,
     thread_id TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     PRIMARY KEY (session_id, provider)
   );
   CREATE TABLE rate_limit_hits (key TEXT NOT NULL, at INTEGER NOT NULL);
   CREATE INDEX rate_limit_hits_by_key ON rate_limit_hits (key, at);`,
  // One row per request made each check slower as traffic grew; two counters per key do not.
  `DROP TABLE rate_limit_hits;
   CREATE TABLE rate_limit_windows (
     key TEXT NOT NULL,
     window_start INTEGER NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (key, window_start)
   ) WITHOUT ROWID;`,
  // Records are kept for a configured number of days: pruning reads them by age.
  `CREATE INDEX chat_logs_by_time ON chat_logs (timestamp);
   CREATE INDEX chat_sessions_by_activity ON chat_sessions (last_activity_at);`,
  // Whether an answer helped is stored with the answer's record, found by the id the widget has.
  // Answers whose records live on the rates API are listed in chat_answers to carry it instead.
  `ALTER TABLE chat_logs ADD COLUMN answer_id TEXT;
   ALTER TABLE chat_logs ADD COLUMN helpful INTEGER CHECK (helpful IN (0, 1));
   CREATE INDEX chat_logs_by_answer ON chat_logs (session_id, answer_id);
   CREATE TABLE chat_answers (
     session_id TEXT NOT NULL,
     answer_id TEXT NOT NULL,
     helpful INTEGER CHECK (helpful IN (0, 1)),
     at TEXT NOT NULL,
     PRIMARY KEY (session_id, answer_id)
   ) WITHOUT ROWID;
   CREATE INDEX chat_answers_by_time ON chat_answers (at);`,
];

export type LocalDatabase = Database.Database;

/** Opens (creating if needed) a database file, relative to the app's folder, or `:memory:`. */
/**
 * Switching a new file to WAL takes a lock SQLite does not wait for: a process that meets another
 * one switching it is told the file is busy at once. It tries again shortly, for up to 5 s.
 */
function whileBusy(statement: () => unknown) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 0; ; attempt++) {
    try {
      return statement();
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= 250) throw error;
      Atomics.wait(pause, 0, 0, 20);
    }
  }
}

export function openLocalDatabase(file: string): LocalDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // Several processes may open one file at once (`--instances`): each waits its turn for a lock
  // rather than failing, and the migrations run under the write lock, reading the version only
  // once they hold it, so two first starts never both create the tables.
  db.pragma('busy_timeout = 5000');
  whileBusy(() => db.pragma('journal_mode = WAL'));
  db.pragma('synchronous = NORMAL');
  db.transaction(() => {
    const version = Number(db.pragma('user_version', { simple: true }));
    MIGRATIONS.slice(version).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
  return db;
}

let shared: LocalDatabase | undefined;

/** The process's one connection to the configured local database file. */
export function getLocalDatabase(): LocalDatabase {
  const file = getConfig().chat.databasePath;
  shared ??= openLocalDatabase(file === ':memory:' ? file : path.resolve(file));
  return shared;
}
