import { createLocalProvider } from '@/lib/chat/server/providers/local';
import { createContent } from '@/lib/cms/content';
import { createEmbeddedSource } from '@/lib/cms/embedded-source';
import { createCmsReader } from '@/lib/cms/reader';
import { buildKnowledgeIndex } from '@/lib/knowledge/build';
import { EVAL_SET_PATH, loadEvalCases, tallyEval } from '../tests/support/eval';

/**
 * `npm run charlie:eval -- [--answers] [set.json ...]`: scores the embedded answerer on answer-
 * quality sets in-process, in a second, for editors improving the Q&A entries. The bench
 * scores the same sets over HTTP against the production build.
 */

const args = process.argv.slice(2);
const showAnswers = args.includes('--answers');
const files = args.filter((arg) => !arg.startsWith('--'));

const index = await buildKnowledgeIndex(createContent(createCmsReader(createEmbeddedSource())));
const provider = createLocalProvider(async () => index, 'CoverScout');

for (const file of files.length > 0 ? files : [EVAL_SET_PATH]) {
  const tally = await tallyEval(loadEvalCases(file), async (test) => {
    const result = await provider.answer({
      message: test.q,
      history: test.history ?? [],
      prompt: '',
      sessionId: 'session_1_eval',
      vectaraChatId: null,
      repeat: false,
      signal: new AbortController().signal,
    });
    if (showAnswers) {
      console.log(
        `\n## ${test.q}\n${result.context}\n[${result.score}] ${result.sources.map((s) => s.url).join(' ')}`,
      );
    }
    return { status: 200, text: result.context, sourceCount: result.sources.length };
  });
  console.log(`${file}: ${tally.passed}/${tally.cases} (${(tally.share * 100).toFixed(1)}%)`);
  for (const [topic, t] of Object.entries(tally.byTopic)) console.log(`  ${topic}: ${t.passed}/${t.cases}`);
  for (const failure of tally.failures) console.log(failure);
}
