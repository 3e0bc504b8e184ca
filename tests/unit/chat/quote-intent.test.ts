// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asksPrice, quoteActionFor } from '@/lib/chat/server/quote-intent';

describe('a question about price', () => {
  it.each([
    'how much is full coverage',
    'how much does liability insurance cost',
    'how much is general liability for that?',
    'how much is umbrella coverage',
    'how much does renters insurance usually run',
    'how much would it cost to add my teen',
    'what is the average cost of pet insurance',
  ])('is heard in "%s"', (question) => {
    expect(asksPrice(question)).toBe(true);
  });

  it.each([
    'how much liability do i need',
    'how much coverage do i need',
    'how much life insurance do i need',
    'how much is the liability limit',
    'how much can i put in my hsa',
    'how much will insurance pay for my totaled car',
    'how much is enough',
  ])('is not heard in an amount question: "%s"', (question) => {
    expect(asksPrice(question)).toBe(false);
  });

  it('brings the quote box for the product discussed earlier', () => {
    const history = [{ role: 'user', content: 'what does a BOP cover for a small bakery' }];
    expect(quoteActionFor('how much is general liability for that?', history)).toEqual({
      type: 'quote',
      vertical: 'business',
    });
  });
});
