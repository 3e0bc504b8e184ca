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

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.children} />
        </p>
      );
    case 'heading': {
      // Sections already own the h2 level, so CMS headings start one level lower.
      const Heading = `h${Math.min(block.level + 1, 6)}` as 'h3';
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

export function RichText({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} />);
}
