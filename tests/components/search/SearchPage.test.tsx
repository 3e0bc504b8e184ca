import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SearchPage, { generateMetadata } from '@/app/search/page';
import { ASK_EVENT, type AskEvent } from '@/lib/chat/widget/ask-event';

async function renderResults(q?: string | string[]) {
  const searchParams = Promise.resolve(q === undefined ? {} : { q });
  render(await SearchPage({ searchParams }));
}

const results = (query: string) => screen.getByRole('list', { name: new RegExp(`results? for “${query}”`) });

describe('the search results page', () => {
  it('searches again with a plain GET form, the query filled in', async () => {
    await renderResults('sr-22');
    const form = screen.getByRole('search', { name: 'Search' });
    expect(form).toHaveAttribute('action', '/search/');
    expect(form).toHaveAttribute('method', 'get');
    const box = within(form).getByRole('searchbox', { name: 'Search the site' });
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveValue('sr-22');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('lists the matches as links, best first, each with its kind and summary, and counts them', async () => {
    await renderResults('sr-22');
    expect(screen.getByText(/^\d+ results? for “sr-22”$/)).toBeInTheDocument();
    const [first] = within(results('sr-22')).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'What is an SR-22?' })).toHaveAttribute(
      'href',
      '/insurance/auto/guides/sr-22-insurance/',
    );
    expect(first).toHaveTextContent('Guide');
    expect(first).toHaveTextContent(/certificate your insurer files/);
  });

  it('links a city page without the trailing slash its address does not have', async () => {
    await renderResults('los angeles');
    expect(screen.getByRole('link', { name: 'Cheap car insurance in Los Angeles, CA' })).toHaveAttribute(
      'href',
      '/insurance/auto/best-cheap-car-insurance-los-angeles-ca',
    );
  });

  it('shows breadcrumbs home', async () => {
    await renderResults('erie');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Search')).toHaveAttribute('aria-current', 'page');
  });

  it('with no match, says so, offers Charlie and the popular pages', async () => {
    await renderResults('qwxzvb');
    expect(screen.getByText('Nothing on the site matches “qwxzvb”.')).toBeInTheDocument();
    const asked = vi.fn();
    const listener = (event: Event) => asked((event as AskEvent).detail.question);
    window.addEventListener(ASK_EVENT, listener);
    fireEvent.click(screen.getByRole('button', { name: 'Ask Charlie' }));
    window.removeEventListener(ASK_EVENT, listener);
    expect(asked).toHaveBeenCalledWith('qwxzvb');
    const popular = screen.getByRole('region', { name: 'Popular pages' });
    expect(within(popular).getByRole('link', { name: 'Auto insurance' })).toHaveAttribute(
      'href',
      '/insurance/auto/',
    );
  });

  it('without a query, explains what to type and shows the popular pages', async () => {
    await renderResults();
    expect(screen.getByText(/Type a word or two/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Popular pages' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('');
  });

  it('treats the query as hostile: trimmed, cut, invisible characters gone, shown as text', async () => {
    await renderResults(['  <b>ohio</b>\u0000\u202e  ', 'ignored']);
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('<b>ohio</b>');
    expect(screen.getByText(/results? for “<b>ohio<\/b>”$/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('cuts a long query to 100 characters', async () => {
    await renderResults('x'.repeat(500));
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('x'.repeat(100));
  });
});

describe('the search page’s metadata', () => {
  it('is titled Search, and asks search engines not to index a page of results', async () => {
    const withQuery = await generateMetadata({ searchParams: Promise.resolve({ q: 'erie' }) });
    expect(withQuery.title).toBe('Search');
    expect(withQuery.robots).toEqual({ index: false, follow: true });
    expect(withQuery.alternates?.canonical).toBe('/search/');
    const empty = await generateMetadata({ searchParams: Promise.resolve({}) });
    expect(empty.title).toBe('Search');
    expect(empty.robots).toBeUndefined();
  });
});
