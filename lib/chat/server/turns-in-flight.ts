import 'server-only';
/**
 * The chat turns still running for each session, from the question's arrival to its records'
 * commit. Clearing a session waits for them, so an answer still on its way cannot be written
 * after the clear and leave an orphan record in a conversation the visitor started over.
 */
export function createTurnsInFlight() {
  const bySession = new Map<string, Set<Promise<unknown>>>();

  function track<T>(sessionId: string, turn: Promise<T>): Promise<T> {
    const turns = bySession.get(sessionId) ?? new Set<Promise<unknown>>();
    bySession.set(sessionId, turns);
    const settled = turn.then(
      () => undefined,
      () => undefined,
    );
    turns.add(settled);
    void settled.then(() => {
      turns.delete(settled);
      if (turns.size === 0 && bySession.get(sessionId) === turns) bySession.delete(sessionId);
    });
    return turn;
  }

  /** Resolves once every turn of the session that had started has finished, answered or not. */
  async function settled(sessionId: string): Promise<void> {
    await Promise.all([...(bySession.get(sessionId) ?? [])]);
  }

  return {
    track,
    settled,
    get sessions() {
      return bySession.size;
    },
  };
}

export type TurnsInFlight = ReturnType<typeof createTurnsInFlight>;
