import { delay, http, HttpResponse } from 'msw';
import type { ChatResponse } from '@/lib/chat/wire';
import { server } from './server';

/** This app's own /api/chat and /api/chat/clear, as the widget in jsdom sees them. */
export const CHAT_URL = 'http://localhost:3000/api/chat/';
export const CLEAR_URL = 'http://localhost:3000/api/chat/clear/';
export const FEEDBACK_URL = 'http://localhost:3000/api/chat/feedback/';

export type ChatRequestBody = {
  message: string;
  sessionId: string;
  conversationHistory: { role: string; content: string; timestamp: string }[];
  vectaraChatId: string | null;
  aiProvider: string;
  mode: string;
  messageId: string;
  attempt: 0 | 1;
};

export function chatReply(body: ChatRequestBody, overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    response: `Here is what I found about “${body.message}”. See the [gap insurance guide](/insurance/auto/guides/gap-insurance/).`,
    message: '',
    sessionId: body.sessionId,
    vectaraChatId: null,
    vectaraTurnId: null,
    sources: [
      {
        title: 'What is gap insurance?',
        url: '/insurance/auto/guides/gap-insurance/',
        snippet: 'Gap insurance pays…',
      },
    ],
    performanceMetrics: {
      vectaraSearchTime: 1,
      totalResponseTime: 3,
      databaseHistoryTime: 1,
      loggingTime: 0,
    },
    action: null,
    suggestions: [],
    answerId: body.messageId,
    ...overrides,
  };
}

type Answer = (body: ChatRequestBody, index: number) => Response | 'never' | Promise<Response>;

/** Answers each chat request with `answer` (default: a grounded reply), keeping what the widget sent. */
export function fakeChatApi(answer: Answer = (body) => HttpResponse.json(chatReply(body))) {
  const requests: ChatRequestBody[] = [];
  const clears: { sessionId: string; aiProvider: string }[] = [];
  server.use(
    http.post(CHAT_URL, async ({ request }) => {
      const body = (await request.json()) as ChatRequestBody;
      requests.push(body);
      const result = await answer(body, requests.length - 1);
      if (result === 'never') {
        await delay('infinite');
        return HttpResponse.error();
      }
      return result;
    }),
    http.post(CLEAR_URL, async ({ request }) => {
      clears.push((await request.json()) as { sessionId: string; aiProvider: string });
      return HttpResponse.json({ cleared: true });
    }),
  );
  return { requests, clears };
}
