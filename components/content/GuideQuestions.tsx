import { qaAnchor, type QaEntry } from '@/lib/cms/qa-entries';
import styles from './article.module.css';

/** A guide's quick questions and their answers, each at its own anchor so Charlie can cite it. */
export function GuideQuestions({ entries }: { entries: QaEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section className={styles.questions} aria-labelledby="common-questions">
      <h2 id="common-questions">Common questions</h2>
      {entries.map((entry) => (
        <div key={entry.slug} id={qaAnchor(entry.slug)} className={styles.question}>
          <h3>{entry.question}</h3>
          <p>{entry.answer}</p>
        </div>
      ))}
    </section>
  );
}
