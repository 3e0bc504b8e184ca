import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import GuidesPage from '@/app/insurance/[vertical]/guides/page';
import { VerticalGuides } from '@/components/content/VerticalGuides';
import { listArticles } from '@/lib/cms/content';
import { topicsOf } from '@/lib/cms/guide-topics';
import { hubExtras } from '@/lib/site/hub-extras';

const sectionOf = (heading: HTMLElement) => {
  const section = heading.closest('section');
  if (!section) throw new Error(`${heading.textContent} heads no section`);
  return section;
};

describe('guides grouped by topic', () => {
  it('the guides index lists every guide under its topic, in the topics’ order, each topic at an anchor', async () => {
    const articles = await listArticles('auto');
    render(await GuidesPage({ params: Promise.resolve({ vertical: 'auto' }) }));

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Auto insurance guides');
    const topics = screen.getAllByRole('heading', { level: 2 });
    expect(topics.map((heading) => heading.textContent)).toEqual([...topicsOf('auto')]);

    const jumpLinks = within(screen.getByRole('navigation', { name: 'Topics' })).getAllByRole('link');
    expect(jumpLinks.map((link) => link.getAttribute('href'))).toEqual(
      topics.map((heading) => `#${heading.id}`),
    );

    for (const heading of topics) {
      const listed = within(sectionOf(heading))
        .getAllByRole('link')
        .map((link) => link.textContent);
      const filed = articles.filter((article) => article.topic === heading.textContent);
      expect(listed, heading.textContent ?? '').toEqual(filed.map((article) => article.title));
    }
    expect(topics.flatMap((heading) => within(sectionOf(heading)).getAllByRole('link'))).toHaveLength(
      articles.length,
    );
  });

  it('the hub lists every guide under closed topic groups that name the topic and count its guides', async () => {
    const articles = await listArticles('auto');
    render(<VerticalGuides id="auto-guides" title="Auto insurance guides" {...await hubExtras('auto')} />);

    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('summary')?.firstChild?.textContent)).toEqual([
      ...topicsOf('auto'),
    ]);
    for (const group of groups) expect(group).not.toHaveAttribute('open');

    const coverageGuides = articles.filter((article) => article.topic === 'Coverage');
    const coverage = screen.getByText('Coverage', { selector: 'summary' });
    expect(coverage).toHaveTextContent(`, ${coverageGuides.length} guides`);
    fireEvent.click(coverage);
    const coverageGroup = coverage.closest('details') as HTMLElement;
    expect(coverageGroup).toHaveAttribute('open');
    expect(
      within(coverageGroup)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(coverageGuides.map((article) => article.title));

    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/insurance/auto/guides/')),
    ).toHaveLength(articles.length + 1);
    expect(
      screen.getByRole('link', { name: `All ${articles.length} guides by topic, with summaries` }),
    ).toHaveAttribute('href', '/insurance/auto/guides/');
  });

  it('the home hub shows the homeowners guides by the homeowners topics', async () => {
    render(<VerticalGuides id="home-guides" title="Home insurance guides" {...await hubExtras('home')} />);
    expect(
      screen.getAllByRole('group').map((group) => group.querySelector('summary')?.firstChild?.textContent),
    ).toEqual([...topicsOf('homeowners')]);
  });
});
