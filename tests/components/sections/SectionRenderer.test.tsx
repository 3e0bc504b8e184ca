import { render, screen } from '@testing-library/react';
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
});
