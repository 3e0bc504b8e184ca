import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Block, InlineNode, TextNode } from '@/lib/cms/blocks';
import { slugify } from '@/lib/format/slug';

/** Only site paths and http(s) links are rendered as links; anything else stays plain text. */
function safeHref(url: string): { href: string; external: boolean } | null {
  if (url.startsWith('/') && !url.startsWith('//')) return { href: url, external: false };
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? { href: parsed.href, external: true }
      : null;
  } catch {
    return null;
  }
}

function Text({ node }: { node: TextNode }) {
  let content: ReactNode = node.text;
  if (node.code) content = <code>{content}</code>;
  if (node.bold) content = <strong>{content}</strong>;
  if (node.italic) content = <em>{content}</em>;
  if (node.underline) content = <u>{content}</u>;
  if (node.strikethrough) content = <s>{content}</s>;
  return content;
}

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return nodes.map((node, index) => {
    if (node.type === 'text') return <Text key={index} node={node} />;
    const children = node.children.map((child, childIndex) => <Text key={childIndex} node={child} />);
    const target = safeHref(node.url);
    if (!target) return <span key={index}>{children}</span>;
    return target.external ? (
      <a key={index} href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <Link key={index} href={target.href}>
        {children}
      </Link>
    );
  });
}

const inlineText = (nodes: InlineNode[]): string =>
  nodes.map((node) => (node.type === 'text' ? node.text : inlineText(node.children))).join('');

/**
 * The blocks that render as h2s, with the ids `anchored` rich text gives them: a slug of the
 * heading's words, so an address like `…/collision-coverage/#what-collision-covers` reads as what
 * it points at, numbered when two headings read the same. A page's table of contents lists these.
 */
export function headingAnchors(
  blocks: Block[],
  headingOffset = 1,
): { index: number; id: string; label: string }[] {
  const taken = new Set<string>();
  return blocks.flatMap((block, index) => {
    if (block.type !== 'heading' || block.level + headingOffset !== 2) return [];
    const label = inlineText(block.children).trim();
    const base = slugify(label) || `section-${index + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return [{ index, id, label }];
  });
}

function BlockView({ block, headingOffset, id }: { block: Block; headingOffset: number; id?: string }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.children} />
        </p>
      );
    case 'heading': {
      const Heading = `h${Math.min(block.level + headingOffset, 6)}` as 'h2';
      return (
        <Heading id={id}>
          <Inline nodes={block.children} />
        </Heading>
      );
    }
    case 'list': {
      const List = block.format === 'ordered' ? 'ol' : 'ul';
      return (
        <List>
          {block.children.map((item, index) => (
            <li key={index}>
              <Inline nodes={item.children} />
            </li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <blockquote>
          <Inline nodes={block.children} />
        </blockquote>
      );
  }
}

/**
 * `headingOffset` shifts CMS heading levels: inside a page section, which owns the h2, headings
 * start one level lower (the default); an article body owns its h2s. `anchored` gives those h2s
 * the ids of `headingAnchors`, for a body whose page lists them in its table of contents; section
 * text is not anchored, as two sections may share a heading.
 */
export function RichText({
  blocks,
  headingOffset = 1,
  anchored = false,
}: {
  blocks: Block[];
  headingOffset?: number;
  anchored?: boolean;
}) {
  const ids = new Map(
    anchored ? headingAnchors(blocks, headingOffset).map((anchor) => [anchor.index, anchor.id]) : [],
  );
  return blocks.map((block, index) => (
    <BlockView key={index} block={block} headingOffset={headingOffset} id={ids.get(index)} />
  ));
}
