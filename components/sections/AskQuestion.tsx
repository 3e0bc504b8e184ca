'use client';
import { useId, useState } from 'react';
import { askCharlie } from '@/lib/chat/widget/ask-event';
import type { SectionOf } from '@/lib/cms/sections';
import styles from './sections.module.css';

/** A reader's question goes to Charlie, who opens and answers it. */
export function AskQuestion({ section }: { section: SectionOf<'ask-a-question'> }) {
  const [question, setQuestion] = useState('');
  const inputId = useId();
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      {section.intro && <p>{section.intro}</p>}
      <form
        className={styles.askForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (askCharlie(question)) setQuestion('');
        }}
      >
        <label htmlFor={inputId}>Your question</label>
        <textarea
          id={inputId}
          rows={3}
          maxLength={2_000}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" disabled={question.trim().length === 0}>
          Ask Charlie
        </button>
      </form>
    </section>
  );
}
