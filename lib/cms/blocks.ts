import { z } from 'zod';
import { log } from '@/lib/log';

/**
 * Strapi v5's rich-text "blocks" format: structured JSON, so rendering needs no HTML parsing.
 * Every node Strapi's editor makes is read: paragraphs, headings, lists (nested lists sit among a
 * list's items), quotes, code blocks and images. A block that still fails to parse (a node type a
 * later Strapi adds) is skipped with a warning and the rest of the text kept, instead of the
 * whole guide or section disappearing.
 */

const textSchema = z.object({
  type: z.literal('text'),
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  strikethrough: z.boolean().optional(),
  code: z.boolean().optional(),
});

const linkSchema = z.object({
  type: z.literal('link'),
  url: z.string(),
  children: z.array(textSchema),
});

const inlineSchema = z.discriminatedUnion('type', [textSchema, linkSchema]);

const listItemSchema = z.object({ type: z.literal('list-item'), children: z.array(inlineSchema) });

export type TextNode = z.infer<typeof textSchema>;
export type InlineNode = z.infer<typeof inlineSchema>;
type ListItemNode = z.infer<typeof listItemSchema>;

export interface ListBlock {
  type: 'list';
  format: 'ordered' | 'unordered';
  /** A nested list: Strapi places it among its parent's items, after the item it belongs to. */
  children: (ListItemNode | ListBlock)[];
}

const listSchema: z.ZodType<ListBlock> = z.object({
  type: z.literal('list'),
  format: z.enum(['ordered', 'unordered']),
  get children() {
    return z.array(z.union([listItemSchema, listSchema]));
  },
});

/** An uploaded image as Strapi embeds it: the file's URL, which may be relative to Strapi. */
const imageSchema = z.object({
  type: z.literal('image'),
  image: z.object({
    url: z.string().min(1),
    alternativeText: z.string().nullish(),
    caption: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
  }),
});

const blockSchema = z.union([
  z.object({ type: z.literal('paragraph'), children: z.array(inlineSchema) }),
  z.object({
    type: z.literal('heading'),
    level: z.number().int().min(1).max(6),
    children: z.array(inlineSchema),
  }),
  listSchema,
  z.object({ type: z.literal('quote'), children: z.array(inlineSchema) }),
  z.object({ type: z.literal('code'), language: z.string().nullish(), children: z.array(textSchema) }),
  imageSchema,
]);

export type Block = z.infer<typeof blockSchema>;
export type ImageBlock = z.infer<typeof imageSchema>;

export const blocksSchema = z.array(z.unknown()).transform((raw): Block[] =>
  raw.flatMap((node) => {
    const parsed = blockSchema.safeParse(node);
    if (parsed.success) return [parsed.data];
    const type =
      typeof node === 'object' && node !== null && 'type' in node ? String(node.type) : typeof node;
    log.warn('cms.block_skipped', { type, issues: parsed.error.issues.length });
    return [];
  }),
);

export const inlineText = (nodes: InlineNode[]): string =>
  nodes.map((node) => (node.type === 'text' ? node.text : inlineText(node.children))).join('');

/** A list's items in reading order, nested lists' items included, each with its depth and marker. */
export function listLines(list: ListBlock, depth = 0): { text: string; depth: number; marker: string }[] {
  let number = 0;
  return list.children.flatMap((item) => {
    if (item.type === 'list') return listLines(item, depth + 1);
    number += 1;
    return [
      { text: inlineText(item.children), depth, marker: list.format === 'ordered' ? `${number}.` : '-' },
    ];
  });
}

const listText = (list: ListBlock): string =>
  listLines(list)
    .map((line) => line.text)
    .join('\n');

/** Plain text of blocks, for descriptions, excerpts and search indexing. */
export function blocksToText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'list') return listText(block);
      if (block.type === 'image') return block.image.caption ?? block.image.alternativeText ?? '';
      return inlineText(block.children);
    })
    .filter(Boolean)
    .join('\n\n');
}
