import 'server-only';
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type Bottleneck from 'bottleneck';
import { RATES_API_KEY_HEADER } from '@/lib/rates/constants';

interface RatesChatSettings {
  url: string;
  apiKey: string;
  /** The rates API's chat endpoints expect the shared chat secret; the server adds it, never the browser. */
  chatSecret: string | null;
  /** The process's one rates API limiter (1,250 calls a minute), shared with the rates pages. */
  limiter: Bottleneck;
}

/**
 * The rates API's /charlie-ai/chat endpoints: the shared API-key header, the chat secret in every
 * body, and every call through the shared limiter, so chat and the rates pages together stay
 * within the API's budget.
 */
export function createRatesChatClient(settings: RatesChatSettings, client: AxiosInstance = axios.create()) {
  const base = `${settings.url.replace(/\/$/, '')}/charlie-ai/chat`;
  const headers = { [RATES_API_KEY_HEADER]: settings.apiKey };
  const withSecret = <T extends object>(body: T) =>
    settings.chatSecret ? { ...body, secret: settings.chatSecret } : body;
  const send = (config: AxiosRequestConfig): Promise<AxiosResponse<unknown>> =>
    settings.limiter.schedule(() => client.request({ ...config, headers }));

  return {
    /** A path under /charlie-ai/chat, its segments encoded. */
    url: (...segments: string[]) => [base, ...segments.map(encodeURIComponent)].join('/'),
    post: (url: string, body: object, config: AxiosRequestConfig = {}) =>
      send({ ...config, method: 'POST', url, data: withSecret(body) }),
    get: (url: string, config: AxiosRequestConfig = {}) => send({ ...config, method: 'GET', url }),
    delete: (url: string, config: AxiosRequestConfig = {}) => send({ ...config, method: 'DELETE', url }),
  };
}

export type RatesChatClient = ReturnType<typeof createRatesChatClient>;
