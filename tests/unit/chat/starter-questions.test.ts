// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STARTER_QUESTIONS_FALLBACK } from '@/lib/chat/messages';
import type { PromptConfiguration } from '@/lib/cms/pages';

const getPromptConfiguration = vi.fn<() => Promise<PromptConfiguration | null>>();
vi.mock('@/lib/cms/content', () => ({ getPromptConfiguration: () => getPromptConfiguration() }));

const { getStarterQuestions } = await import('@/lib/chat/server/starter-questions');

const configuration = (starterQuestions?: string[] | null): PromptConfiguration => ({
  uid: 'charlie-agent-configuration',
  prompt: 'You are Charlie.',
  starterQuestions,
});

beforeEach(() => {
  getPromptConfiguration.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the starting questions', () => {
  it('are the published prompt configuration’s, four at most', async () => {
    getPromptConfiguration.mockResolvedValue(configuration(['One?', 'Two?', 'Three?', 'Four?', 'Five?']));
    expect(await getStarterQuestions()).toEqual(['One?', 'Two?', 'Three?', 'Four?']);
  });

  it.each([
    ['no published configuration', () => getPromptConfiguration.mockResolvedValue(null)],
    ['a configuration without them', () => getPromptConfiguration.mockResolvedValue(configuration(null))],
    ['an empty list', () => getPromptConfiguration.mockResolvedValue(configuration([]))],
    ['a CMS that fails', () => getPromptConfiguration.mockRejectedValue(new Error('CMS down'))],
  ])('fall back to the widget’s own with %s', async (_label, arrange) => {
    arrange();
    expect(await getStarterQuestions()).toEqual([...STARTER_QUESTIONS_FALLBACK]);
  });

  it('in the embedded CMS, are four real questions', async () => {
    const { createContent } = await vi.importActual<typeof import('@/lib/cms/content')>('@/lib/cms/content');
    const { createCmsReader } = await import('@/lib/cms/reader');
    const { createEmbeddedSource } = await import('@/lib/cms/embedded-source');
    const starters = (await createContent(createCmsReader(createEmbeddedSource())).getPromptConfiguration())
      ?.starterQuestions;
    expect(starters).toHaveLength(4);
    for (const question of starters ?? []) expect(question).toMatch(/\?$/);
  });
});
