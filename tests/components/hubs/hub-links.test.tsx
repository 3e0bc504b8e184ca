import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionRenderer } from '@/components/sections/SectionRenderer';
import { parseSections } from '@/lib/cms/sections';
import { cities } from '@/lib/insurance/cities';

const renderSection = (section: Record<string, unknown>) =>
  render(<SectionRenderer sections={parseSections([{ id: 1, ...section }], 'test')} />);

describe('the hubs’ state and city links', () => {
  it('lists all 51 state pages in one grid, alphabetically', () => {
    renderSection({ __component: 'sections.state-links', title: 'Car insurance by state', vertical: 'auto' });
    const grid = screen.getByRole('list');
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(51);
    expect(links[0]).toHaveAccessibleName('Alabama');
    expect(within(grid).getByRole('link', { name: 'Texas' })).toHaveAttribute(
      'href',
      '/insurance/auto/texas/',
    );
  });

  it('groups the 172 city pages under 51 closed state groups that name the state and count its cities', () => {
    renderSection({ __component: 'sections.city-links', title: 'Cheap car insurance by city' });
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(51);
    for (const group of groups) expect(group).not.toHaveAttribute('open');

    const texasCities = cities.filter((city) => city.state === 'TX');
    const texas = screen.getByText('Texas', { selector: 'summary' });
    expect(texas).toHaveTextContent(`Texas${texasCities.length}, ${texasCities.length} cities`);
    expect(screen.getByText('District of Columbia', { selector: 'summary' })).toHaveTextContent(', 1 city');

    const texasGroup = texas.closest('details');
    if (!texasGroup) throw new Error('Texas is not a group');
    fireEvent.click(texas);
    expect(texasGroup).toHaveAttribute('open');
    const links = within(texasGroup).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      ...texasCities.map((city) => city.name),
      'Car insurance in Texas',
    ]);
    expect(within(texasGroup).getByRole('link', { name: 'Houston' })).toHaveAttribute(
      'href',
      '/insurance/auto/best-cheap-car-insurance-houston-tx',
    );
    expect(within(texasGroup).getByRole('link', { name: 'Car insurance in Texas' })).toHaveAttribute(
      'href',
      '/insurance/auto/texas/',
    );

    // Every city page is linked once, closed groups or not: crawlers and find-in-page see them all.
    const cityLinks = screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('href')?.includes('best-cheap-car-insurance-'));
    expect(cityLinks).toHaveLength(cities.length);
  });

  it('lists one state’s cities without groups when the section names a state', () => {
    renderSection({ __component: 'sections.city-links', title: 'Cheap car insurance in Ohio', state: 'OH' });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(
      cities.filter((city) => city.state === 'OH').map((city) => city.name),
    );
  });
});
