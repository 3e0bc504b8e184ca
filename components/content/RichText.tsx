import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Block, ImageBlock, InlineNode, ListBlock, TextNode } from '@/lib/cms/blocks';
import { CmsImage } from './CmsImage';
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

/** A list whose nested lists (which Strapi places after their item) sit inside that item. */
function List({ list }: { list: ListBlock }) {
  const Tag = list.format === 'ordered' ? 'ol' : 'ul';
  const items: { item: InlineNode[]; nested: ListBlock[] }[] = [];
  for (const child of list.children) {
    if (child.type === 'list-item') items.push({ item: child.children, nested: [] });
    else if (items.length > 0) items.at(-1)?.nested.push(child);
    else items.push({ item: [], nested: [child] });
  }
  return (
    <Tag>
      {items.map(({ item, nested }, index) => (
        <li key={index}>
          <Inline nodes={item} />
          {nested.map((inner, innerIndex) => (
            <List key={innerIndex} list={inner} />
          ))}
        </li>
      ))}
    </Tag>
  );
}

/** An image from the CMS: sized when Strapi knows its size, with its caption under it. */
function Figure({ image }: { image: ImageBlock['image'] }) {
  const alt = image.alternativeText ?? '';
  return (
    <figure>
      {image.width && image.height ? (
        <CmsImage
          src={image.url}
          alt={alt}
          width={image.width}
          height={image.height}
          sizes="(min-width: 760px) 720px, 100vw"
          style={{ width: '100%', height: 'auto' }}
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- an image of unknown size cannot go through next/image
        <img src={image.url} alt={alt} loading="lazy" style={{ maxWidth: '100%', height: 'auto' }} />
      )}
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}
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
    case 'list':
      return <List list={block} />;
    case 'code':
      return (
        <pre>
          <code data-language={block.language ?? undefined}>
            {block.children.map((node) => node.text).join('')}
          </code>
        </pre>
      );
    case 'image':
      return <Figure image={block.image} />;
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
