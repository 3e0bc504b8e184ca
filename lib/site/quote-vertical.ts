import { quoteVerticalOf } from '@/lib/chat/server/quote-intent';
import { knowledgeVertical } from '@/lib/knowledge/corpus';

/** The quote vertical of a page's insurance vertical (`homeowners` quotes `home`), or null for none. */
export function insuranceQuoteVertical(vertical: string | null): string | null {
  const known = vertical === null ? null : knowledgeVertical(vertical);
  return (known && quoteVerticalOf(known)) || null;
}
