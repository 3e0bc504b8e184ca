import Cookies from 'js-cookie';
import * as z from 'zod/mini';
import {
  SESSION_COOKIE,
  SESSION_COOKIE_DAYS,
  SESSION_STORAGE_KEY,
  STORED_MESSAGES_PER_SESSION,
} from '@/lib/chat/constants';
import { isSessionId, newSessionId } from '@/lib/chat/session-id';
import { chatMessageSchema } from '@/lib/chat/widget/conversation';

const storedChatKey = (sessionId: string) => `charlie_chat_${sessionId}`;

const storedChatSchema = z.object({
  sessionId: z.string(),
  messages: z.array(chatMessageSchema),
  lastUpdated: z.string(),
  vectaraChatId: z._default(z.nullable(z.string()), null),
  vectaraTurnId: z._default(z.nullable(z.string()), null),
});
type StoredChat = z.infer<typeof storedChatSchema>;

/** Local storage can throw (private mode, quota, disabled): chat goes on without it. */
function withStorage<T>(action: string, run: (storage: Storage) => T): T | null {
  try {
    return run(window.localStorage);
  } catch (error) {
    console.warn(`Charlie could not ${action} local storage; the conversation will not be kept.`, error);
    return null;
  }
}

/** The id provided, then the cookie, then local storage, then a new one; stored ids must be well formed. */
export function resolveSessionId(provided?: string | null): string {
  if (isSessionId(provided)) return provided;
  const fromCookie = Cookies.get(SESSION_COOKIE);
  if (isSessionId(fromCookie)) return fromCookie;
  const fromStorage = withStorage('read', (storage) => storage.getItem(SESSION_STORAGE_KEY));
  if (isSessionId(fromStorage)) return fromStorage;
  return newSessionId();
}

export function rememberSessionId(sessionId: string) {
  Cookies.set(SESSION_COOKIE, sessionId, {
    expires: SESSION_COOKIE_DAYS,
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
  withStorage('write', (storage) => storage.setItem(SESSION_STORAGE_KEY, sessionId));
}

export function forgetSession(sessionId: string) {
  Cookies.remove(SESSION_COOKIE, { path: '/' });
  withStorage('clear', (storage) => {
    storage.removeItem(SESSION_STORAGE_KEY);
    storage.removeItem(storedChatKey(sessionId));
  });
}

export function loadStoredChat(sessionId: string): StoredChat | null {
  const raw = withStorage('read', (storage) => storage.getItem(storedChatKey(sessionId)));
  if (!raw) return null;
  try {
    const parsed = storedChatSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.sessionId === sessionId ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the session's last 50 messages. */
export function saveStoredChat(chat: Omit<StoredChat, 'lastUpdated'>, now: Date = new Date()) {
  const stored: StoredChat = {
    ...chat,
    messages: chat.messages.slice(-STORED_MESSAGES_PER_SESSION),
    lastUpdated: now.toISOString(),
  };
  withStorage('write', (storage) => storage.setItem(storedChatKey(chat.sessionId), JSON.stringify(stored)));
}
