/**
 * Structured server logs: one JSON line per event, so hosts can index them. Errors carry their
 * name and message, never request secrets.
 */
type Level = 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;

function describe(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  return value;
}

function write(level: Level, event: string, fields: Fields = {}) {
  const entry = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, describe(value)]));
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...entry });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

export const log = {
  info: (event: string, fields?: Fields) => write('info', event, fields),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, fields?: Fields) => write('error', event, fields),
};
