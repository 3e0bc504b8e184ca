/** Every text Charlie shows or returns, word for word as the spec writes them (charlie-chat.md). */

export const GREETING =
  'Hey, I’m Charlie. I can help you make sense of your auto insurance coverage choices and, when you’re ready, walk you through getting a quote—no boring stuff, promise.';
export const TAGLINE = 'Auto insurance made simple — Ask Charlie.';

export const CHAT_ERRORS = {
  default: "Sorry I can't answer right now! Please try again.",
  timeoutFirst: 'The request is taking longer than expected. Extending the timeout to give it more time...',
  timeoutFinal: 'The request is taking longer than expected. Please try again.',
  server500: 'The server encountered an error. Please try again.',
  server503: 'The service is temporarily unavailable. Please try again in a moment.',
  gptRunFailed: 'Charlie is having trouble processing your request. Please try again in a moment.',
  assistantRunFailed: 'Charlie is having trouble with the assistant. Please try again in a moment.',
  emptyReply: 'No response received',
} as const;

export const CONFIGURATION_ERRORS = {
  gpt: 'Incomplete GPT configuration: apiKey and model are required',
  assistant: 'Incomplete Assistant configuration: apiKey and model are required',
  vectara: 'Incomplete Vectara configuration',
} as const;

export const vectaraError = (status: number) => `Vectara error: ${status}`;

export const ASSISTANT_ERRORS = {
  creationFailed: 'Assistant creation failed',
  threadCreationFailed: 'Thread creation failed',
  addMessageFailed: (status: number) => `Failed to add message to thread: ${status}`,
  runFailed: 'Assistant run failed',
  runExpired: 'Assistant run expired',
  runCancelled: 'Assistant run was cancelled',
  runTimedOut: 'Assistant run timed out after 2 minutes...',
  statusCheckFailed: 'Failed to check run status',
  messagesFailed: 'Failed to get messages',
  noResponse: 'No assistant response found for this run',
} as const;

/** The embedded `local` provider's own replies, when it does not answer from a guide. */
export const OFF_TOPIC_REPLY =
  'I can only help with insurance questions, like what a coverage pays for, how much liability you need, choosing a deductible, discounts, or your state’s minimum requirements. What would you like to know about your car insurance?';

export const INSTRUCTIONS_REPLY =
  'I can’t share or change how I’m set up, but I’m happy to help with insurance: ask me about coverages, deductibles, discounts or your state’s requirements, or enter your zip code to compare quotes.';

export const NOT_COVERED_REPLY =
  'I don’t have a guide on that yet. I can explain car insurance coverages, deductibles, discounts, claims, and each state’s minimum requirements; try asking about one of those.';

export const QUOTE_NUDGE =
  'To see prices for your area, enter your zip code in the quote form to compare quotes.';

/** The widget's own texts (charlie-chat.md section 2). */
export const WIDGET_TEXTS = {
  bubbleLabel: 'Chat with Charlie',
  tooltip: 'Chat with Charlie',
  header: (productName: string) => `Charlie from ${productName}`,
  newConversation: 'Start new conversation',
  collapse: 'Close chat',
  emptyTitle: 'Welcome to the Charlie Chat!',
  emptyText: 'Type your message to start a conversation.',
  placeholder: 'Type question...',
  inputLabel: 'Your question for Charlie',
  send: 'Send',
  typing: 'Charlie is typing...',
  defaultLoadingLine: 'Looking through our insurance guides...',
  sources: 'Sources',
  you: 'You',
  charlie: 'Charlie',
} as const;

/** Shown after 5 s of waiting, one at a time in random order. */
export const WAITING_LINES = [
  "Charlie's thinking through your question...",
  "Checking the fine print so you don't have to...",
  'Comparing coverage details...',
  'Looking up what your state requires...',
  'Reading through the policy language...',
  'Weighing the options for you...',
  'Pulling together the key points...',
  'Double-checking the numbers...',
  'Almost there, putting it in plain English...',
  'Still working on it, thanks for your patience...',
] as const;

/**
 * Timeout texts per provider. The spec gives the default wording and says gpt and assistant have
 * their own; these variants keep its meaning and name what is slow.
 */
export const TIMEOUT_TEXTS = {
  first: {
    default: CHAT_ERRORS.timeoutFirst,
    gpt: 'Charlie’s answer is taking longer than expected to write. Extending the timeout to give it more time...',
    assistant: 'The assistant is taking longer than expected. Extending the timeout to give it more time...',
  },
  final: {
    default: CHAT_ERRORS.timeoutFinal,
    gpt: 'Charlie’s answer is taking longer than expected to write. Please try again.',
    assistant: 'The assistant is taking longer than expected. Please try again.',
  },
} as const;

export const rateLimitedText = (retryAfterSeconds: number | null) =>
  retryAfterSeconds
    ? `You’re sending messages faster than Charlie can keep up. Please wait ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'} and try again.`
    : 'You’re sending messages faster than Charlie can keep up. Please wait a moment and try again.';
