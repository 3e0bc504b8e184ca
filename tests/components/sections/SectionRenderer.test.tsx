import { fireEvent, render, screen, within } from '@testing-library/react';
import { EditorialRanking } from '@/components/sections/EditorialRanking';
import { describe, expect, it, vi } from 'vitest';
import { SectionRenderer } from '@/components/sections/SectionRenderer';
import { parseSections } from '@/lib/cms/sections';

describe('SectionRenderer', () => {
  it('renders each CMS section with its component, in order, skipping unknown ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sections = parseSections(
      [
        {
          __component: 'sections.headline',
          id: 1,
          title: 'Compare auto insurance',
          subtitle: 'Plainly explained.',
        },
        { __component: 'sections.coming-later', id: 2 },
        {
          __component: 'sections.vertical-cards',
          id: 3,
          title: 'What would you like to insure?',
          items: [{ id: 1, vertical: 'pet', name: 'Pet insurance', description: 'Vet bills, reimbursed.' }],
        },
        {
          __component: 'sections.rich-text',
          id: 4,
          title: 'How we compare',
          body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Price is not everything.' }] }],
        },
      ],
      'test',
    );
    render(<SectionRenderer sections={sections} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Compare auto insurance' })).toBeInTheDocument();
    expect(screen.getByText('Plainly explained.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pet insurance/ })).toHaveAttribute('href', '/insurance/pet/');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What would you like to insure?',
      'How we compare',
    ]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('sections.coming-later'));
  });

  it('renders an editorial ranking with logos and links to the reviews, skipping unknown companies', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sections = parseSections(
      [
        {
          __component: 'sections.editorial-ranking',
          id: 1,
          title: 'Auto insurers we reviewed',
          ranking_type: 'auto_insurance',
          items: [
            { id: 1, company: 'amica', headline: 'Best for service', blurb: 'Mutual, with dividends.' },
            { id: 2, company: 'no-such-insurer', headline: 'Gone', blurb: null },
            { id: 3, company: 'usaa', headline: 'Best for the military', blurb: null },
          ],
        },
      ],
      'test',
    );
    const [ranking] = sections;
    if (ranking?.type !== 'editorial-ranking') throw new Error('expected a ranking');
    // A server component: it reads the editors' company records before it renders.
    render(await EditorialRanking({ section: ranking }));
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', '/logos/amica.svg');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Amica: Best for service',
      'USAA: Best for the military',
    ]);
    expect(screen.getByRole('link', { name: 'Read our Amica review' })).toHaveAttribute(
      'href',
      '/insurance/auto/reviews/amica/',
    );
    // USAA has no auto review on the site, so there is nothing to link to.
    expect(screen.queryByRole('link', { name: 'Read our USAA review' })).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('no-such-insurer'));
  });

  it('ranks lenders as the editors keep them, each with a sponsored link for the ranking’s product', async () => {
    const sections = parseSections(
      [
        {
          __component: 'sections.editorial-ranking',
          id: 2,
          title: 'Best mortgage refinance lenders',
          ranking_type: 'mortgage_refinance',
          items: [
            { id: 1, company: 'cornerstone-refinance-company', headline: 'Low starting APR', blurb: null },
            { id: 2, company: 'amica', headline: 'Not a lender', blurb: null },
          ],
        },
      ],
      'test',
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [ranking] = sections;
    if (ranking?.type !== 'editorial-ranking') throw new Error('expected a ranking');
    render(await EditorialRanking({ section: ranking }));
    const [lender, ...rest] = screen.getAllByRole('listitem');
    expect(rest).toEqual([]);
    expect(lender?.querySelector('h3')).toHaveTextContent('Cornerstone Refinance Company: Low starting APR');
    // jsdom drops the space that opens the link's hidden words; a browser reads "Check rates with …".
    const link = within(lender!).getByRole('link', {
      name: /^Check rates ?with Cornerstone Refinance Company \(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute(
      'href',
      '/partners/lenders/cornerstone-refinance-company/?product=refinance',
    );
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByText(/^Sample data:/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Compare mortgage offers near you' })).toBeInTheDocument();
  });

  it('lists the city pages of a state, with addresses without a trailing slash', () => {
    const sections = parseSections(
      [{ __component: 'sections.city-links', id: 1, title: 'Cheap car insurance in Ohio', state: 'OH' }],
      'test',
    );
    render(<SectionRenderer sections={sections} />);
    expect(screen.getByRole('link', { name: 'Columbus' })).toHaveAttribute(
      'href',
      '/insurance/auto/best-cheap-car-insurance-columbus-oh',
    );
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('shows a table’s rows by the CMS row config: visible rows, more, at most the maximum, less', () => {
    const sections = parseSections(
      [
        {
          __component: 'sections.rich-text-table',
          id: 7,
          title: 'Coverages',
          caption: null,
          columns: ['Coverage', 'Pays for'],
          rows: Array.from({ length: 6 }, (_, index) => ({
            id: index + 1,
            cells: [`Row ${index + 1}`, 'x'],
          })),
          row_config: { maximum_rows: 5, visible_rows: 2, more_text: 'All rows', less_text: 'Fewer rows' },
        },
      ],
      'test',
    );
    render(<SectionRenderer sections={sections} />);
    const table = screen.getByRole('table');
    const bodyRows = () =>
      within(table)
        .getAllByRole('row')
        .filter((row) => row.querySelector('th[scope="row"]'));
    expect(bodyRows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'All rows' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Fewer rows' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Fewer rows' }));
    expect(bodyRows()).toHaveLength(2);
  });

  it('renders numbered steps and the renters coverage comparison', () => {
    const sections = parseSections(
      [
        {
          __component: 'sections.step-component',
          id: 1,
          title: 'Four steps',
          steps: [
            {
              id: 1,
              title: 'Gather details',
              body: [{ type: 'paragraph', children: [{ type: 'text', text: 'VIN.' }] }],
            },
            { id: 2, title: 'Compare', body: [] },
          ],
        },
        {
          __component: 'sections.renters-company-coverage',
          id: 2,
          title: 'What renters insurers include',
          companies: [
            {
              id: 1,
              company: 'lemonade',
              replacement_cost: true,
              flood_earthquake: false,
              buy_online: true,
              bundle_discount: true,
              note: null,
            },
          ],
        },
      ],
      'test',
    );
    render(<SectionRenderer sections={sections} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Gather details',
      'Compare',
    ]);
    expect(screen.getByRole('link', { name: 'Lemonade' })).toHaveAttribute(
      'href',
      '/insurance/renters/lemonade-renters-insurance-review/',
    );
    expect(
      within(screen.getByRole('row', { name: /Lemonade/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Yes', 'No', 'Yes', 'Yes']);
  });

  it('labels the sub-navigation from subnav_text, or the headline title', () => {
    const [withText, withoutText, hidden] = parseSections(
      [
        {
          __component: 'sections.headline',
          id: 1,
          title: 'Experts',
          show_subnav: true,
          subnav_text: 'Expert Insight',
        },
        { __component: 'sections.headline', id: 2, title: 'Ask us', show_subnav: true },
        { __component: 'sections.headline', id: 3, title: 'Hidden', show_subnav: false },
      ],
      'test',
    );
    expect(withText).toMatchObject({ subnav: { label: 'Expert Insight' } });
    expect(withoutText).toMatchObject({ subnav: { label: 'Ask us' } });
    expect(hidden).toMatchObject({ subnav: null });
  });

  it('links to every state page of a vertical', () => {
    render(
      <SectionRenderer
        sections={parseSections(
          [{ __component: 'sections.state-links', id: 9, title: 'By state', vertical: 'health' }],
          'test',
        )}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(51);
    expect(screen.getByRole('link', { name: 'District of Columbia' })).toHaveAttribute(
      'href',
      '/insurance/health/district-of-columbia/',
    );
  });
});
