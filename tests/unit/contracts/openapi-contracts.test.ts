// @vitest-environment node
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import yaml from 'js-yaml';
import { http, HttpResponse } from 'msw';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createKevelSource } from '@/lib/ads/kevel-source';
import { createAssistantProvider } from '@/lib/chat/server/providers/assistant';
import { createGptProvider } from '@/lib/chat/server/providers/gpt';
import { createVectaraProvider } from '@/lib/chat/server/providers/vectara';
import { openLocalDatabase } from '@/lib/chat/server/store/database';
import { createProviderThreads } from '@/lib/chat/server/store/provider-threads';
import kevelDecisions from '../../fixtures/kevel/decision-response.json';
import { chatCompletion } from '../../fixtures/openai/chat-completion';
import {
  backgroundResponse,
  conversation,
  deletedConversation,
  itemList,
  model,
  runItems,
} from '../../fixtures/openai/responses';
import { chatFullResponse } from '../../fixtures/vectara/chat';
import { server } from '../../msw/server';

/**
 * Our fixtures and the bodies our providers send, checked against the published OpenAPI
 * documents in ../shared/contracts (beside the repository, as in CI). The documents are not
 * strictly valid (see their README), so unknown keywords are ignored rather than rejected.
 */
const CONTRACTS = '../shared/contracts';
const present = existsSync(`${CONTRACTS}/openai.openapi.yaml`);

/** Ajv refuses `nullable` without a `type`, which the OpenAI document has in places; it means nothing there. */
function withoutStrayNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutStrayNullable);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(([key]) => key !== 'nullable' || 'type' in node);
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutStrayNullable(value)]));
}

function validatorFor(file: string, version: '3.0' | '3.1') {
  const document = withoutStrayNullable(yaml.load(readFileSync(`${CONTRACTS}/${file}`, 'utf8'))) as object;
  const ajv =
    version === '3.1'
      ? new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
      : // Vectara's patterns use escapes that are legal only outside unicode mode.
        new Ajv({ strict: false, allErrors: true, validateFormats: false, unicodeRegExp: false });
  ajv.addSchema(document, 'doc');
  return (schema: string, value: unknown) => {
    const validate = ajv.getSchema(`doc#/components/schemas/${schema}`);
    if (!validate) throw new Error(`no schema ${schema} in ${file}`);
    const valid = validate(value);
    return valid ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };
}

async function sentBodies(url: RegExp, run: () => Promise<unknown>): Promise<unknown[]> {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (url.test(request.url) && request.method === 'POST')
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  await run();
  server.events.removeAllListeners();
  return bodies;
}

const request = {
  message: 'What is PIP?',
  history: [],
  prompt: 'You are Charlie.',
  sessionId: 'session_1_a',
  vectaraChatId: null,
  repeat: false,
  signal: new AbortController().signal,
};

describe.skipIf(!present)('the shared API contracts', () => {
  it('OpenAI: our fixtures are valid responses, and our requests valid requests', async () => {
    const check = validatorFor('openai.openapi.yaml', '3.1');
    expect(check('CreateChatCompletionResponse', chatCompletion('An answer.'))).toEqual([]);
    expect(check('ConversationResource', conversation())).toEqual([]);
    expect(check('ConversationItemList', itemList('question'))).toEqual([]);
    expect(check('ConversationItemList', runItems('An answer.'))).toEqual([]);
    expect(check('Model', model())).toEqual([]);
    expect(check('DeletedConversationResource', deletedConversation())).toEqual([]);
    for (const status of [
      'queued',
      'in_progress',
      'completed',
      'failed',
      'cancelled',
      'incomplete',
    ] as const) {
      expect(
        check('Response', backgroundResponse(status, status === 'completed' ? 'An answer.' : null)),
        status,
      ).toEqual([]);
    }

    server.use(
      http.post('https://api.openai.com/v1/chat/completions', () =>
        HttpResponse.json(chatCompletion('An answer.')),
      ),
    );
    const [completion] = await sentBodies(/chat\/completions/, () =>
      createGptProvider({ apiKey: 'sk-test-000000', model: 'gpt-4o' }).answer(request),
    );
    expect(check('CreateChatCompletionRequest', completion)).toEqual([]);

    server.use(
      http.post('https://api.openai.com/v1/conversations', () => HttpResponse.json(conversation())),
      http.post('https://api.openai.com/v1/conversations/:id/items', () =>
        HttpResponse.json(itemList('question')),
      ),
      http.post('https://api.openai.com/v1/responses', () =>
        HttpResponse.json(backgroundResponse('completed', 'An answer.')),
      ),
      http.get('https://api.openai.com/v1/models/:model', () => HttpResponse.json(model())),
      http.get('https://api.openai.com/v1/conversations/:id/items', () =>
        HttpResponse.json(runItems('An answer.')),
      ),
    );
    const threads = createProviderThreads(openLocalDatabase(':memory:'));
    const bodies = await sentBodies(/api\.openai\.com/, () =>
      createAssistantProvider({ apiKey: 'sk-test-000000', model: 'gpt-4o' }, threads).answer(request),
    );
    expect(check('CreateConversationBody', bodies[0])).toEqual([]);
    expect(check('CreateResponse', bodies[2])).toEqual([]);
  });

  it('Vectara: our fixture is a valid ChatFullResponse, and our request a valid ChatRequest', async () => {
    const check = validatorFor('vectara-v2.openapi.yaml', '3.0');
    expect(check('ChatFullResponse', chatFullResponse())).toEqual([]);

    server.use(http.post('https://api.vectara.io/v2/chats', () => HttpResponse.json(chatFullResponse())));
    const threads = createProviderThreads(openLocalDatabase(':memory:'));
    const provider = createVectaraProvider(
      { apiKey: 'zwt_key', customerId: '1', corpusKeys: ['auto-guides'], baseUrl: 'https://api.vectara.io' },
      threads,
    );
    const [body] = (await sentBodies(/vectara/, () => provider.answer(request))) as {
      search: { reranker: unknown };
    }[];
    // Ajv cannot apply the reranker's discriminator mapping, so the reranker is checked against its own schema.
    const { reranker, ...search } = body!.search;
    expect(check('ChatRequest', { ...body, search })).toEqual([]);
    expect(check('CustomerSpecificReranker', reranker)).toEqual([]);
  });

  it('Kevel: our fixture is a valid DecisionResponse, and our request a valid DecisionRequest', async () => {
    const check = validatorFor('kevel-decision.openapi.yaml', '3.0');
    expect(check('DecisionResponse', kevelDecisions)).toEqual([]);

    const base = 'https://e-10010.adzerk.net';
    server.use(http.post(`${base}/api/v2`, () => HttpResponse.json(kevelDecisions)));
    const source = createKevelSource({ baseUrl: base, networkId: 10010, siteId: 667480 });
    const [body] = await sentBodies(/adzerk/, () =>
      source.decide(
        {
          vertical: 'home',
          placements: [{ divName: 'FWQ-home', adTypes: [5] }],
          url: 'https://coverscout.example/insurance/home/',
          zip: '30301',
          state: 'GA',
          keywords: ['home'],
          preferredPartner: null,
          pilot: false,
        },
        { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (test)' },
      ),
    );
    expect(check('DecisionRequest', body)).toEqual([]);
  });
});
