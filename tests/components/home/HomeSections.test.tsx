import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeCalculators } from '@/components/home/HomeCalculators';
import { PopularGuides } from '@/components/home/PopularGuides';
import { TrustPoints } from '@/components/home/TrustPoints';
import { articlePath } from '@/lib/cms/articles';
import { pagePath } from '@/lib/cms/pages';
import { homeCalculators, popularGuideGroups } from '@/lib/site/home';

const calculator = (slug: string, title: string) => ({
  slug,
  title,
  path: pagePath('calculator', slug),
  seo: { title, description: `${title}, in one line.`, canonicalPath: null, image: null },
});

const guide = (vertical: string, slug: string, title: string) => ({
  vertical,
  slug,
  title,
  path: articlePath(vertical, slug),
});

const links = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the homepage calculators', () => {
  it('links every calculator page, insurance first, each with its one-line description', () => {
    render(
      <HomeCalculators
        calculators={homeCalculators([
          calculator('cash-back-calculator', 'Cash back credit card calculator'),
          calculator('boat-loan-calculator', 'Boat loan calculator'),
          calculator('car-insurance-calculator', 'Car insurance calculator'),
          calculator('mortgage-calculator', 'Mortgage calculator'),
        ])}
      />,
    );
    const region = screen.getByRole('region', { name: 'Calculators' });
    const [first, second, ...others] = links(region);
    expect([first, second]).toEqual([
      ['Car insurance calculator', '/calculators/car-insurance-calculator/'],
      ['Mortgage calculator', '/calculators/mortgage-calculator/'],
    ]);
    // A calculator the header does not list still shows, after the header's.
    expect(others).toContainEqual(['Boat loan calculator', '/calculators/boat-loan-calculator/']);
    expect(others).toHaveLength(2);
    expect(within(region).getByText('Car insurance calculator, in one line.')).toBeInTheDocument();
  });

  it('shows nothing when the CMS has no calculator', () => {
    const { container } = render(<HomeCalculators calculators={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the homepage popular guides', () => {
  const hubs = [
    { slug: 'auto', title: 'Auto insurance' },
    { slug: 'pet', title: 'Pet insurance' },
    { slug: 'boats', title: 'Boat insurance' },
  ];

  it('groups the editors’ picks under each hub, fills up by title, and links the hub’s guides index', () => {
    const articles = [
      guide('auto', 'gap-insurance', 'What is gap insurance?'),
      guide('auto', 'how-to-compare-quotes', 'How to compare car insurance quotes'),
      guide('auto', 'accidents-and-rates', 'How accidents affect your car insurance rates'),
      guide('auto', 'what-affects-car-insurance-rates', 'What affects car insurance rates?'),
      guide('auto', 'zoning', 'Zoning and your car'),
      guide('boats', 'hull-cover', 'Hull cover explained'),
      guide('pet', 'how-pet-insurance-works', 'How does pet insurance work?'),
      // A hub the CMS does not have: its guides index would not exist, so the group does not show.
      guide('llamas', 'llama-cover', 'Llama cover'),
    ];
    render(<PopularGuides groups={popularGuideGroups(articles, hubs)} />);
    const region = screen.getByRole('region', { name: 'Popular guides' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Auto insurance', 'Pet insurance', 'Boat insurance']);

    const auto = within(region).getByRole('heading', { name: 'Auto insurance' }).parentElement as HTMLElement;
    expect(links(auto)).toEqual([
      // The picks that exist, in the editors' order, then the rest by title.
      ['What affects car insurance rates?', '/insurance/auto/guides/what-affects-car-insurance-rates/'],
      ['How to compare car insurance quotes', '/insurance/auto/guides/how-to-compare-quotes/'],
      ['How accidents affect your car insurance rates', '/insurance/auto/guides/accidents-and-rates/'],
      ['All auto insurance guides', '/insurance/auto/guides/'],
    ]);
    expect(within(region).queryByText('Llama cover')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'All boat insurance guides' })).toHaveAttribute(
      'href',
      '/insurance/boats/guides/',
    );
  });

  it('shows nothing when there are no guides', () => {
    const { container } = render(<PopularGuides groups={popularGuideGroups([], hubs)} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the homepage trust points', () => {
  it('states each point with a link to the page that explains it', () => {
    render(<TrustPoints />);
    const region = screen.getByRole('region', { name: 'Why you can trust what you read here' });
    expect(links(region)).toEqual([
      ['How we make money', '/advertiser-disclosure/'],
      ['Meet our experts', '/experts/'],
      ['About our data', '/about-us/'],
      ['Your privacy choices', '/do-not-sell-or-share/'],
    ]);
    expect(region).toHaveTextContent('sample data for illustration');
    // No invented figures: the points make no numeric claims.
    expect(region.textContent).not.toMatch(/\d/);
  });
});
