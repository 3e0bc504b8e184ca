'use client';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { safeHref } from '@/lib/chat/widget/links';
import styles from './ChatPanel.module.css';
import { ChatLinkAnchor } from './ChatLinkAnchor';

interface AnswerMarkdownProps {
  text: string;
  onNavigate: () => void;
}

/** Charlie's answers as markdown: sanitized, no raw HTML, no images, links only to http(s) and site paths. */
export function AnswerMarkdown({ text, onNavigate }: AnswerMarkdownProps) {
  const components: Components = {
    a: ({ href, children }) => (
      <ChatLinkAnchor href={href ?? ''} onNavigate={onNavigate}>
        {children}
      </ChatLinkAnchor>
    ),
  };
  return (
    <div className={styles.answer}>
      <Markdown
        rehypePlugins={[rehypeSanitize]}
        urlTransform={safeHref}
        disallowedElements={['img', 'h1', 'h2']}
        unwrapDisallowed
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}
