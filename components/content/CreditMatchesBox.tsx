import { CreditMatches } from '@/components/quote/CreditMatches';
import { creditSdkCards } from '@/lib/finance/credit-matches';
import { quoteFormSettings } from '@/lib/quotes/form-settings';
import { readRates } from '@/lib/rates/read';

/** The credit cards hub's prequalification box, with the cards the rates data holds; none without them. */
export async function CreditMatchesBox() {
  const answer = await readRates('credit cards', (source) => source.creditCardReview('all'));
  const cards = answer?.cards ?? [];
  if (cards.length === 0) return null;
  const settings = quoteFormSettings();
  return (
    <CreditMatches
      cards={creditSdkCards(cards)}
      script={settings.widget.creditSdkScript}
      analytics={settings.analytics}
    />
  );
}
