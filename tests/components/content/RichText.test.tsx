import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichText } from '@/components/content/RichText';
import { blocksSchema, type Block } from '@/lib/cms/blocks';

const paragraphWithLink = (url: string): Block => ({
  type: 'paragraph',
  children: [
    { type: 'text', text: 'Read ' },
    { type: 'link', url, children: [{ type: 'text', text: 'the guide' }] },
  ],
});

describe('RichText', () => {
  it('renders paragraphs, headings one level below the section, lists and emphasis', () => {
    render(
      <RichText
        blocks={[
          { type: 'heading', level: 2, children: [{ type: 'text', text: 'Coverage' }] },
          { type: 'paragraph', children: [{ type: 'text', text: 'Liability', bold: true }] },
          {
            type: 'list',
            format: 'ordered',
            children: [
              { type: 'list-item', children: [{ type: 'text', text: 'First' }] },
              { type: 'list-item', children: [{ type: 'text', text: 'Second' }] },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Coverage' })).toBeInTheDocument();
    expect(screen.getByText('Liability').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First', 'Second']);
  });

  it('links site paths in place and opens outside links in a new tab without an opener', () => {
    const { rerender } = render(<RichText blocks={[paragraphWithLink('/insurance/auto/')]} />);
    const internal = screen.getByRole('link', { name: 'the guide' });
    expect(internal).toHaveAttribute('href', '/insurance/auto/');
    expect(internal).not.toHaveAttribute('target');

    rerender(<RichText blocks={[paragraphWithLink('https://www.naic.org/')]} />);
    const external = screen.getByRole('link', { name: 'the guide' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example.com/'])(
    'never turns %s into a link',
    (url) => {
      render(<RichText blocks={[paragraphWithLink(url)]} />);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByText('the guide')).toBeInTheDocument();
    },
  );

  it('accepts the Strapi blocks the embedded content is written in', async () => {
    const { readFile } = await import('node:fs/promises');
    const pages = JSON.parse(await readFile('data/cms/pages.json', 'utf8')) as {
      data: { sections: { __component: string; body?: unknown }[] }[];
    };
    const bodies = pages.data.flatMap((page) => page.sections).filter((section) => section.body);
    expect(bodies.length).toBeGreaterThan(0);
    for (const section of bodies) expect(blocksSchema.safeParse(section.body).success).toBe(true);
  });

  it('renders what Strapi’s editor makes besides text: nested lists, code blocks and images', () => {
    // As Strapi sends them: a nested list sits after its item, an image carries its file's fields.
    const blocks = blocksSchema.parse([
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'Liability' }] },
          {
            type: 'list',
            format: 'ordered',
            indentLevel: 1,
            children: [{ type: 'list-item', children: [{ type: 'text', text: 'Bodily injury' }] }],
          },
          { type: 'list-item', children: [{ type: 'text', text: 'Collision' }] },
        ],
      },
      { type: 'code', language: 'plaintext', children: [{ type: 'text', text: '100/300/100' }] },
      {
        type: 'image',
        image: {
          url: 'https://cms.example.com/uploads/claim_form.png',
          alternativeText: 'A claim form',
          caption: 'Sample claim form',
          width: 1200,
          height: 800,
          mime: 'image/png',
          hash: 'claim_form',
        },
        children: [{ type: 'text', text: '' }],
      },
    ]);
    const { container } = render(<RichText blocks={blocks} />);

    const liability = screen.getByText('Liability').closest('li');
    expect(liability?.querySelector('ol > li')).toHaveTextContent('Bodily injury');
    expect(container.querySelectorAll(':scope > ul > li')).toHaveLength(2);
    expect(container.querySelector('pre > code')).toHaveTextContent('100/300/100');
    expect(screen.getByRole('img', { name: 'A claim form' })).toBeInTheDocument();
    expect(screen.getByText('Sample claim form').tagName).toBe('FIGCAPTION');
  });

  it('skips a block it cannot read, with a warning, and keeps the rest of the text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const blocks = blocksSchema.parse([
      { type: 'paragraph', children: [{ type: 'text', text: 'Before' }] },
      { type: 'embed', url: 'https://video.example.com/1' },
      { type: 'paragraph', children: [{ type: 'text', text: 'After' }] },
    ]);
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'paragraph']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cms.block_skipped'));
  });
});
