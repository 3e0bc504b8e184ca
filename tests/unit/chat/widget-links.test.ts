import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@/lib/chat/widget/api';
import { chatLink, safeHref } from '@/lib/chat/widget/links';

const ORIGIN = 'https://www.coverscout.example';

describe('links in Charlie’s answers', () => {
  it.each([
    ['/insurance/auto/', { href: '/insurance/auto/?utm_source=charlie', external: false }],
    [
      '/insurance/auto/guides/sr-22/?state=oh#filing',
      { href: '/insurance/auto/guides/sr-22/?state=oh&utm_source=charlie#filing', external: false },
    ],
    [`${ORIGIN}/insurance/home/`, { href: '/insurance/home/?utm_source=charlie', external: false }],
    [
      'https://www.iii.org/article?a=1&b=2',
      { href: 'https://www.iii.org/article?a=1&b=2&utm_source=charlie', external: true },
    ],
    [
      'https://partner.example/?utm_source=newsletter',
      { href: 'https://partner.example/?utm_source=newsletter', external: true },
    ],
  ])('tags %s with utm_source', (href, expected) => {
    expect(chatLink(href, ORIGIN)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    '//evil.example/x',
    'mailto:a@b.c',
  ])('drops %s', (href) => {
    expect(safeHref(href)).toBe('');
    expect(chatLink(href, ORIGIN)).toBeNull();
  });
});

describe('the chat endpoint', () => {
  it('gets the site’s trailing slash on same-origin paths only', () => {
    expect(endpointUrl('/api/chat')).toBe('/api/chat/');
    expect(endpointUrl('/api/chat/')).toBe('/api/chat/');
    expect(endpointUrl('/api/chat?v=2')).toBe('/api/chat/?v=2');
    expect(endpointUrl('https://chat.example.com/api/chat')).toBe('https://chat.example.com/api/chat');
  });
});
