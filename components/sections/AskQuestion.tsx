'use client';
import { useId, useState } from 'react';
import { MESSAGE_MAX_CHARS } from '@/lib/chat/constants';
import { askCharlie } from '@/lib/chat/widget/ask-event';
import type { SectionOf } from '@/lib/cms/sections';
import { SECTION_TEXTS } from '@/lib/cms/messages';
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
        <label htmlFor={inputId}>{SECTION_TEXTS.ask.label}</label>
        <textarea
          id={inputId}
          rows={3}
          maxLength={MESSAGE_MAX_CHARS}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" disabled={question.trim().length === 0}>
          {SECTION_TEXTS.ask.submit}
        </button>
      </form>
    </section>
  );
}
