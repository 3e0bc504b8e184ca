import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArticleLayout } from '@/components/content/ArticleLayout';
import { ArticleView } from '@/components/content/ArticleView';
import { HubPage } from '@/components/content/HubPage';
import { RailFallback } from '@/components/content/PageRail';
import { QuoteCallout } from '@/components/quote/QuoteCallout';
import { getArticle, getPage } from '@/lib/cms/content';
import { server } from '../../msw/server';

const autoTrail = [
  { href: '/', label: 'Home' },
  { href: '/insurance/auto/', label: 'Auto insurance' },
];

/** A section that renders its own heading, as a state page's sections do. */
function Rates() {
  return (
    <>
      <h2>How much car insurance costs in Ohio</h2>
      <h3>Cheapest companies in Ohio</h3>
    </>
  );
}

function StateLikePage() {
  return (
    <ArticleLayout
      trail={autoTrail}
      current="Ohio"
      title="Car insurance in Ohio"
      summary="What Ohio requires."
    >
      <Rates />
      <h2>What you must carry in Ohio</h2>
      <h2 id="questions">Questions drivers in Ohio ask</h2>
    </ArticleLayout>
  );
}

/** Each contents list's links, checked against the page: the heading each one points at. */
function targetsOf(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link')
    .map((link) => {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      const target = document.getElementById(id);
      return { label: link.textContent, target: target?.tagName, text: target?.textContent };
    });
}

describe('the table of contents beside long pages', () => {
  beforeEach(() => {
    server.use(http.get('*/api/location/', () => HttpResponse.json({ zipcode: null })));
  });
  // The server-rendered page is written into the document by hand, so it is taken out by hand.
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('lists the h2s of the page’s text, each link pointing at its heading, with a quote box for the page’s vertical', () => {
    render(<StateLikePage />);
    const headings = within(screen.getByRole('article'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'How much car insurance costs in Ohio',
      'What you must carry in Ohio',
      'Questions drivers in Ohio ask',
    ]);

    // One list for the desktop column, one closed above the text for phones; CSS shows one of them.
    const lists = screen.getAllByRole('navigation', { name: 'On this page' });
    expect(lists).toHaveLength(2);
    for (const nav of lists)
      expect(targetsOf(nav)).toEqual(headings.map((text) => ({ label: text, target: 'H2', text })));
    expect(
      within(lists[0] as HTMLElement).getByRole('link', { name: 'Questions drivers in Ohio ask' }),
    ).toHaveAttribute('href', '#questions');
    expect(screen.getByText('On this page', { selector: 'summary' }).closest('details')).not.toHaveAttribute(
      'open',
    );

    expect(screen.getByRole('form', { name: 'Compare auto insurance quotes' })).toBeInTheDocument();
  });

  it('leaves pages under no insurance hub as they were: no contents, no quote box', () => {
    render(
      <ArticleLayout
        trail={[{ href: '/', label: 'Home' }]}
        current="Partner"
        title="Partner"
        summary="A stand-in."
      >
        <h2>What the partner receives</h2>
      </ArticleLayout>,
    );
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a guide’s contents are in its first HTML, linked to ids on its headings, under a trail from Home', async () => {
    const article = await getArticle('auto', 'collision-coverage');
    if (!article) throw new Error('the embedded collision guide is missing');
    document.body.innerHTML = renderToString(<ArticleView article={article} verticalName="Auto insurance" />);

    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(trail.map((link) => link.textContent)).toEqual(['Home', 'Auto insurance', 'Guides']);
    expect(trail[0]).toHaveAttribute('href', '/');

    const bodyHeadings = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(bodyHeadings.length).toBeGreaterThan(1);
    for (const nav of screen.getAllByRole('navigation', { name: 'On this page' }))
      expect(targetsOf(nav)).toEqual(
        bodyHeadings.map((heading) => ({
          label: heading.textContent,
          target: 'H2',
          text: heading.textContent,
        })),
      );
    expect(screen.getByRole('form', { name: 'Compare auto insurance quotes' })).toBeInTheDocument();
  });

  it('a guide’s contents also pick up the headings the page adds after its text, once it loads', async () => {
    const article = await getArticle('homeowners', 'water-damage-homeowners-insurance');
    if (!article) throw new Error('the embedded water damage guide is missing');
    render(
      <ArticleView article={article} verticalName="Homeowners insurance">
        <section aria-labelledby="common-questions">
          <h2 id="common-questions">Common questions</h2>
        </section>
      </ArticleView>,
    );
    const [rail] = screen.getAllByRole('navigation', { name: 'On this page' });
    const targets = targetsOf(rail as HTMLElement);
    expect(targets.at(-1)).toEqual({ label: 'Common questions', target: 'H2', text: 'Common questions' });
    expect(targets.every((entry) => entry.target === 'H2')).toBe(true);
    // Homeowners guides quote home insurance, the site's quote product for homeowners.
    expect(screen.getByRole('form', { name: 'Compare home insurance quotes' })).toBeInTheDocument();
  });

  it('a page with its own quote box gives the column its words, and quote boxes are not contents', () => {
    const quote = {
      placement: 'auto-city',
      title: 'Compare car insurance quotes in Dayton',
      text: 'Enter your ZIP code to see the insurers that match drivers where you live.',
      buttonText: 'Compare quotes',
    };
    render(
      <ArticleLayout
        trail={autoTrail}
        current="Dayton"
        title="Car insurance in Dayton"
        summary="Dayton."
        quote={quote}
      >
        <RailFallback>
          <QuoteCallout vertical="auto" {...quote} />
        </RailFallback>
        <h2>How much car insurance costs in Dayton</h2>
      </ArticleLayout>,
    );
    // The column's box and the text's (shown where there is no column) both speak of Dayton.
    expect(screen.getAllByRole('form', { name: 'Compare car insurance quotes in Dayton' })).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Compare auto insurance quotes' })).not.toBeInTheDocument();
    for (const nav of screen.getAllByRole('navigation', { name: 'On this page' }))
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['How much car insurance costs in Dayton']);
  });

  it('a hub’s contents are in its first HTML: every section’s title, its guides and its tools, each at its target', async () => {
    const page = await getPage('vertical', 'auto');
    if (!page) throw new Error('the embedded auto hub is missing');
    // The hub's sections are server components that load their data, so the page is rendered whole.
    const { prelude } = await prerender(await HubPage({ page }));
    document.body.innerHTML = await new Response(prelude).text();

    const sectionHeadings = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => !heading.closest('nav, [data-toc-skip]'))
      .map((heading) => heading.textContent);
    const lists = screen.getAllByRole('navigation', { name: 'On this page' });
    expect(lists).toHaveLength(2);
    for (const nav of lists) {
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(sectionHeadings);
      expect(links.at(-2)).toHaveTextContent('Auto insurance guides');
      expect(links.at(-1)).toHaveTextContent('Tools');
      for (const link of links) {
        const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
        expect(
          target?.querySelector('h2')?.textContent ?? target?.textContent,
          link.textContent ?? '',
        ).toContain(link.textContent);
      }
    }
    // The headline's zip form, and the column's below the contents.
    expect(screen.getByRole('form', { name: 'Get auto insurance quotes' })).toBeInTheDocument();
    const rail = lists[1]?.closest('div')?.parentElement;
    expect(rail?.lastElementChild?.querySelector('form')).toHaveAccessibleName(
      'Compare auto insurance quotes near you',
    );
  });
});
