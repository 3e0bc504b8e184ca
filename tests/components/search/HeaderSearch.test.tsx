import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HeaderSearch } from '@/components/search/HeaderSearch';
import { forgetSearchIndex } from '@/lib/search/client';
import { createSearchIndex, serializeSearchIndex } from '@/lib/search/engine';
import type { SearchDocument } from '@/lib/search/schema';
import { server } from '../../msw/server';

const DOCUMENTS: SearchDocument[] = [
  {
    id: 0,
    kind: 'company',
    title: 'Erie Insurance',
    summary: 'Founded 1925, based in Erie, Pennsylvania. Reviewed for homeowners insurance.',
    text: '',
    path: '/insurance/homeowners/reviews/erie-insurance/',
    terms: 'Erie insurer',
  },
  {
    id: 1,
    kind: 'review',
    title: 'Progressive auto insurance review',
    summary: 'Best for drivers who compare prices online.',
    text: 'Best for drivers who compare prices online.',
    path: '/insurance/auto/reviews/progressive/',
    terms: 'auto car',
  },
  {
    id: 2,
    kind: 'guide',
    title: 'Homeowners insurance and Erie County flood zones',
    summary: 'What flood zones mean for your premium.',
    text: 'What flood zones mean for your premium.',
    path: '/insurance/homeowners/guides/flood-zones/',
    terms: 'home',
  },
  {
    id: 3,
    kind: 'city',
    title: 'Cheap car insurance in Erie, PA',
    summary: 'What car insurance costs in Erie.',
    text: '',
    path: '/insurance/auto/best-cheap-car-insurance-erie-pa',
    terms: 'Pennsylvania auto car',
  },
];

const payload = serializeSearchIndex(createSearchIndex(DOCUMENTS));

let requests = 0;
const serveIndex = (answer: () => Response = () => HttpResponse.json(payload)) =>
  server.use(
    http.get('*/search/index.json', () => {
      requests++;
      return answer();
    }),
  );

/**
 * Records the links a browser would follow (clicks that reach the window uncancelled), and cancels
 * them so jsdom stays on the test page.
 */
let followed: string[] = [];
const follow = (event: MouseEvent) => {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || event.defaultPrevented) return;
  followed.push(link.getAttribute('href') ?? '');
  event.preventDefault();
};

beforeEach(() => {
  forgetSearchIndex();
  requests = 0;
  followed = [];
  window.addEventListener('click', follow);
});
afterEach(() => window.removeEventListener('click', follow));

const input = () => screen.getByRole('combobox', { name: 'Search the site' });

async function type(value: string) {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value } });
  return screen.findByRole('listbox');
}

describe('HeaderSearch without JavaScript', () => {
  it('is a form that sends the query to the results page', () => {
    serveIndex();
    render(<HeaderSearch />);
    const form = screen.getByRole('search', { name: 'Site search' });
    expect(form).toHaveAttribute('action', '/search/');
    expect(form).toHaveAttribute('method', 'get');
    expect(input()).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    // On a phone the box folds into a link to the same page.
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search/');
  });

  it('downloads nothing until the visitor starts searching', async () => {
    serveIndex();
    render(<HeaderSearch />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toBe(0);
    await type('erie');
    expect(requests).toBe(1);
  });
});

describe('HeaderSearch with its index', () => {
  beforeEach(() => serveIndex());

  it('shows results as the visitor types, each labelled with its kind, and a link to all results', async () => {
    render(<HeaderSearch />);
    const list = await type('erie');
    const options = within(list).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Erie Insurance');
    expect(options[0]).toHaveTextContent('Company');
    expect(options[0]).toHaveAttribute('href', '/insurance/homeowners/reviews/erie-insurance/');
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByRole('link', { name: 'See all results for “erie”' })).toHaveAttribute(
      'href',
      '/search/?q=erie',
    );
    expect(screen.getByRole('status')).toHaveTextContent(`${options.length} suggestions`);
  });

  it('forgives a typo', async () => {
    render(<HeaderSearch />);
    const list = await type('progresive');
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Progressive auto insurance review');
  });

  it('moves through the results with the arrow keys, and Enter opens the active one', async () => {
    render(<HeaderSearch />);
    const list = await type('erie');
    const options = within(list).getAllByRole('option');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id);

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    // Up from the first wraps to the last.
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(followed).toEqual(['/insurance/homeowners/reviews/erie-insurance/']);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Enter with no result chosen submits the form to the results page', async () => {
    render(<HeaderSearch />);
    await type('erie');
    const submitted = fireEvent.keyDown(input(), { key: 'Enter' });
    // Not cancelled: the browser goes on to submit the GET form.
    expect(submitted).toBe(true);
    expect(followed).toEqual([]);
  });

  it('Escape closes the results and keeps what was typed; a second Escape clears it', async () => {
    render(<HeaderSearch />);
    await type('erie');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(input()).toHaveValue('erie');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveValue('');
  });

  it('clicking a result follows its link', async () => {
    render(<HeaderSearch />);
    const list = await type('progressive');
    fireEvent.click(within(list).getAllByRole('option')[0]!);
    expect(followed).toEqual(['/insurance/auto/reviews/progressive/']);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and Enter still searches the site', async () => {
    render(<HeaderSearch />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'qwxzvb' } });
    expect(
      await screen.findByText('No matches. Press Enter to search the site.', { selector: 'p:not([role])' }),
    );
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a phone, the search link opens the box and focuses it; Escape folds it away again', async () => {
    render(<HeaderSearch />);
    const open = screen.getByRole('link', { name: 'Search' });
    fireEvent.click(open);
    expect(followed).toEqual([]);
    expect(input()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close search' })).toBeInTheDocument();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(open).toHaveFocus();
  });
});

describe('HeaderSearch when the index cannot be loaded', () => {
  it('says instant results are unavailable and keeps the form', async () => {
    serveIndex(() => new HttpResponse(null, { status: 500 }));
    render(<HeaderSearch />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'erie' } });
    expect(
      await screen.findByText('Instant results are unavailable. Press Enter to search the site.', {
        selector: 'p:not([role])',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Site search' })).toHaveAttribute('action', '/search/');
  });
});
