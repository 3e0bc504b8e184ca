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

/** What the chat routes answer when they refuse or fail a request, besides CHAT_ERRORS. */
export const CHAT_ROUTE_TEXTS = {
  tooManyMessages: 'Too many messages. Please wait a moment and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  abandoned: 'The request was abandoned.',
  invalidSession: 'A valid sessionId is required.',
  clearFailed: 'The conversation could not be cleared. Please try again.',
  noSuchAnswer: 'No such answer in this conversation.',
  feedbackFailed: 'The feedback could not be saved. Please try again.',
  notFound: 'Not found.',
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

/** The embedded `local` provider's own replies, when it does not answer from the knowledge. */
export const OFF_TOPIC_REPLY =
  'I can only help with insurance questions: what a coverage pays for, what your state requires, deductibles, discounts, claims, or comparing quotes for car, home, renters, life, health, pet, motorcycle or small business insurance. What would you like to know?';

export const INSTRUCTIONS_REPLY =
  "I can't share or change how I'm set up, but I'm happy to help with insurance: ask me about coverages, deductibles, discounts or your state's requirements, or enter your zip code to compare quotes.";

/** Leads an answer to a question that came wrapped in instructions Charlie does not follow. */
export const INSTRUCTIONS_SKIPPED = "I'll leave the instructions aside and answer your insurance question.";

export const NOT_SURE_REPLY = "I'm not sure I have a good answer to that one, and I'd rather not guess.";
export const SUGGESTIONS_LEAD = 'These are close to what you asked, and I can answer them:';
export const NOT_SURE_STEER =
  'Try asking about one coverage, a claim, a discount or a rule in your state, for car, home, renters, life, health, pet, motorcycle or small business insurance.';

export const SAFETY_REPLIES = {
  crisis:
    "I'm really sorry you're going through this. Please call or text 988, the Suicide & Crisis Lifeline, any time, day or night, or call 911 if you are in immediate danger. You don't have to face this alone.",
  emergency:
    "That could be a medical emergency: call 911 now, and don't drive yourself. Don't let cost hold you back: your health insurance must cover emergency care, even at an out-of-network emergency room, without approval in advance and at your in-network cost sharing.",
  fraud:
    "I can't help with that: staging a loss, misdating or exaggerating damage, adding old damage to a claim, hiding a driver or giving an insurer false information is insurance fraud, a crime in every state that can get a claim denied and a policy cancelled. Report honestly and accurately; if the worry is price, I can help with honest ways to pay less, like discounts (good student, driver's ed, telematics), a higher deductible or comparing quotes.",
  privacy:
    "I can't look up or share anyone else's policy, address or personal details, and I have no access to customer records. I can explain how insurance works, or how to get information the proper way, such as through a police report or an insurer's claims department.",
  medical:
    "I can't give medical advice or medication doses: please call your doctor, your pediatrician, a nurse line or a pharmacist, and call 911 or go to the emergency room if it may be an emergency. What your health insurance covers, I can help with.",
  veterinary:
    "I can't give veterinary advice or medication doses: please call your veterinarian or an emergency animal hospital, or an animal poison control hotline if your pet may have eaten something toxic. What your pet insurance covers, I can help with.",
  legal:
    "I can't give legal advice, such as whether to sign a release, accept a settlement or sue: a licensed attorney in your state (many offer a free first consultation on injury claims) or your state's department of insurance can tell you where you stand.",
  guarantee: (product: string) =>
    `I can't promise a price or an outcome: ${product} premiums depend on where you live, what you insure, the coverage you choose and your history, and they vary from insurer to insurer. To see real prices, compare quotes: enter your zip code below.`,
  /** After a decline, when the message held no insurance question to answer. */
  steer:
    "I'm happy to help with insurance questions, such as what your coverage pays for or how to compare quotes.",
} as const;

export const SMALL_TALK_REPLIES = {
  greeting:
    "Hi! I'm Charlie. Ask me anything about insurance: what a coverage pays for, your state's requirements, deductibles, discounts, claims, or how to get a quote. What can I help you with?",
  thanks:
    "You're welcome, happy to help! Is there anything else about your insurance coverage you'd like to ask?",
  identity: (productName: string) =>
    `I'm Charlie, ${productName}'s insurance assistant, an automated helper rather than a person. I answer questions about car, home, renters, life, health, pet, motorcycle and small business insurance, and I can help you compare quotes when you're ready. What would you like to know?`,
  capabilities:
    'Glad you asked! I can explain coverages in plain words, tell you what your state requires, help you weigh deductibles and discounts, walk you through a claim, and start a quote comparison. Ask me about car, home, renters, life, health, pet, motorcycle or small business insurance.',
  wellbeing:
    "I'm doing well, thanks for asking! I'm here to help with insurance questions. What's on your mind?",
  farewell:
    'Thanks for stopping by! If more insurance questions come up, just ask. Good luck with your coverage.',
  acknowledgement: "Glad that helped! Anything else you'd like to know about your coverage or quotes?",
} as const;

export type SmallTalkKind = keyof typeof SMALL_TALK_REPLIES;

/** What each vertical is called in a sentence, and what to have ready for its quote. */
export const VERTICAL_WORDS = {
  auto: {
    product: 'car insurance',
    ready: "your driver's license, each car's year, make and model (or VIN), and your current policy",
  },
  homeowners: {
    product: 'homeowners insurance',
    ready: "your address, the home's age, size and roof age, and your current policy",
  },
  renters: {
    product: 'renters insurance',
    ready: 'your address and a rough total of what your belongings are worth',
  },
  life: {
    product: 'life insurance',
    ready: 'your date of birth, height and weight, tobacco use and how much coverage you want',
  },
  health: {
    product: 'health insurance',
    ready: 'your household size, expected income for the year and any doctors you want to keep',
  },
  pet: { product: 'pet insurance', ready: "your pet's species, breed and age and your vet's records" },
  motorcycle: {
    product: 'motorcycle insurance',
    ready: "your bike's year, make and model, your license and your riding history",
  },
  business: {
    product: 'small business insurance',
    ready: 'what your business does, your revenue, payroll and number of employees',
  },
} as const;

/** The same products by the quote flow's vertical names, for the quote box in the panel. */
export const VERTICAL_PRODUCTS = {
  auto: VERTICAL_WORDS.auto.product,
  home: VERTICAL_WORDS.homeowners.product,
  renters: VERTICAL_WORDS.renters.product,
  life: VERTICAL_WORDS.life.product,
  health: VERTICAL_WORDS.health.product,
  pet: VERTICAL_WORDS.pet.product,
  motorcycle: VERTICAL_WORDS.motorcycle.product,
  business: VERTICAL_WORDS.business.product,
} as const;

export const quoteReply = (vertical: keyof typeof VERTICAL_WORDS) =>
  `Yes, you can compare ${VERTICAL_WORDS[vertical].product} quotes right here: enter your zip code below and we'll show you offers from our partners for your area. It helps to have ${VERTICAL_WORDS[vertical].ready} handy.`;

export const QUOTE_NUDGE = 'To see prices for your area, enter your zip code below to compare quotes.';

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
  suggestionsLabel: 'Questions I can answer',
  starterLabel: 'Questions to start with',
  stop: 'Stop',
  stopLabel: 'Stop waiting for the answer',
  stoppedNotice: 'You stopped this answer. Ask again whenever you like.',
  retry: 'Retry',
  retryLabel: 'Send your last question again',
  feedbackQuestion: 'Was this answer helpful?',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  feedbackThanks: 'Thanks for telling us.',
} as const;

/**
 * Starting questions offered in the empty panel when the CMS prompt configuration has none:
 * the questions visitors ask first most often.
 */
export const STARTER_QUESTIONS_FALLBACK = [
  'How much car insurance do I need?',
  'What does full coverage mean?',
  'How can I lower my car insurance premium?',
  'What are the minimum car insurance requirements in my state?',
] as const;

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
