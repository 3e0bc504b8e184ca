'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { chatLink } from '@/lib/chat/widget/links';

interface ChatLinkAnchorProps {
  href: string;
  children: ReactNode;
  onNavigate: () => void;
}

/** A link in Charlie's answers: tagged with utm_source; site links navigate in the app, others open a new tab. */
export function ChatLinkAnchor({ href, children, onNavigate }: ChatLinkAnchorProps) {
  const link = chatLink(href, window.location.origin);
  if (!link) return <span>{children}</span>;
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={link.href} onClick={onNavigate}>
      {children}
    </Link>
  );
}
