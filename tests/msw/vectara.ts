import { http, HttpResponse } from 'msw';
import { chatFullResponse } from '../fixtures/vectara/chat';

/** A question with this word is never answered: the fake waits until the caller gives up. */
export const SLOW_QUESTION_WORD = 'slowly';
/**
 * A question with this word takes LATE_ANSWER_MS, and its turn is made even when the caller has
 * gone, as Vectara finishes a turn it has started: a retry then finds it.
 */
export const LATE_QUESTION_WORD = 'eventually';
export const LATE_ANSWER_MS = 2_000;

/** What the fake has seen: turns asked, turns the caller abandoned, chats deleted. */
export interface VectaraFakeStats {
  turns: number;
  /** How many times each question was asked. */
  asked: Record<string, number>;
  abandoned: number;
  deleted: string[];
}

/**
 * A fake of Vectara v2's chats (vectara-v2.openapi.yaml): new chats and turns answered from the
 * fixture, a turn's list, chat deletion, a slow question that waits for the caller's abort and
 * counts it (an abandoned answer really stopped upstream), and a late one whose turn is made
 * after the caller has gone (a retry must find it rather than ask again).
 */
export function createVectaraFake({ url, key }: { url: string; key: string }) {
  const stats: VectaraFakeStats = { turns: 0, asked: {}, abandoned: 0, deleted: [] };
  const chats = new Map<string, { id: string; query: string; answer: string; created_at: string }[]>();
  let next = 0;
  const denied = () => HttpResponse.json({ messages: ['Unauthorized'] }, { status: 401 });

  const turn = async (request: Request, chatId: string | null) => {
    if (request.headers.get('x-api-key') !== key) return denied();
    const { query } = (await request.json()) as { query: string };
    stats.turns++;
    stats.asked[query] = (stats.asked[query] ?? 0) + 1;
    if (query.includes(SLOW_QUESTION_WORD)) {
      await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()));
      stats.abandoned++;
      // Nobody reads it: the caller has gone.
      return new HttpResponse(null, { status: 499 });
    }
    if (query.includes(LATE_QUESTION_WORD))
      await new Promise((resolve) => setTimeout(resolve, LATE_ANSWER_MS));
    const id = chatId ?? `cht_standin_${++next}`;
    const answer = chatFullResponse(id, `trn_standin_${++next}`);
    chats.set(id, [
      ...(chats.get(id) ?? []),
      { id: answer.turn_id, query, answer: answer.answer, created_at: new Date().toISOString() },
    ]);
    return HttpResponse.json(answer);
  };

  const handlers = [
    http.post(`${url}/v2/chats`, ({ request }) => turn(request, null)),
    http.post(`${url}/v2/chats/:chatId/turns`, ({ request, params }) => turn(request, String(params.chatId))),
    http.get(`${url}/v2/chats/:chatId/turns`, ({ request, params }) =>
      request.headers.get('x-api-key') === key
        ? HttpResponse.json({ turns: chats.get(String(params.chatId)) ?? [] })
        : denied(),
    ),
    http.delete(`${url}/v2/chats/:chatId`, ({ request, params }) => {
      if (request.headers.get('x-api-key') !== key) return denied();
      const id = String(params.chatId);
      stats.deleted.push(id);
      return new HttpResponse(null, { status: chats.delete(id) ? 204 : 404 });
    }),
  ];
  return { handlers, stats };
}
