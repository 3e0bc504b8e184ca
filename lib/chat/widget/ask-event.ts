/**
 * How the page hands Charlie a question (the ask-a-question section): a DOM event the bubble
 * listens for, so the page needs no reference to the widget and the widget loads only when asked.
 */
export const ASK_EVENT = 'charlie:ask';

export type AskEvent = CustomEvent<{ question: string }>;

/** Returns whether there was a question to ask. */
export function askCharlie(question: string): boolean {
  const text = question.trim();
  if (!text) return false;
  window.dispatchEvent(new CustomEvent(ASK_EVENT, { detail: { question: text } }));
  return true;
}
