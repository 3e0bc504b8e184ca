import { FALLBACK_NOTICE_MS } from './constants';
import { navigateTo, openInNewTab } from './navigation';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the visitor to a quote's destination; a fallback's notice is read first (FALLBACK_NOTICE_MS). */
export async function sendOn(url: string, { newTab, notice }: { newTab: boolean; notice: string | null }) {
  if (notice) await pause(FALLBACK_NOTICE_MS);
  if (newTab) openInNewTab(url);
  else navigateTo(url);
}
