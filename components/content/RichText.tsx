import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Block, InlineNode, TextNode } from '@/lib/cms/blocks';

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

function BlockView({ block, headingOffset }: { block: Block; headingOffset: number }) {
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
        <Heading>
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
 * start one level lower (the default); an article body owns its h2s.
 */
export function RichText({ blocks, headingOffset = 1 }: { blocks: Block[]; headingOffset?: number }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} headingOffset={headingOffset} />);
}
