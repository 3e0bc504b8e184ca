import { z } from 'zod';

/** Strapi v5's rich-text "blocks" format: structured JSON, so rendering needs no HTML parsing. */

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

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), children: z.array(inlineSchema) }),
  z.object({
    type: z.literal('heading'),
    level: z.number().int().min(1).max(6),
    children: z.array(inlineSchema),
  }),
  z.object({
    type: z.literal('list'),
    format: z.enum(['ordered', 'unordered']),
    children: z.array(listItemSchema),
  }),
  z.object({ type: z.literal('quote'), children: z.array(inlineSchema) }),
]);

export const blocksSchema = z.array(blockSchema);

export type TextNode = z.infer<typeof textSchema>;
export type InlineNode = z.infer<typeof inlineSchema>;
export type Block = z.infer<typeof blockSchema>;

/** Plain text of blocks, for descriptions, excerpts and search indexing. */
export function blocksToText(blocks: Block[]): string {
  const inline = (nodes: InlineNode[]): string =>
    nodes.map((node) => (node.type === 'text' ? node.text : inline(node.children))).join('');
  return blocks
    .map((block) =>
      block.type === 'list'
        ? block.children.map((item) => inline(item.children)).join('\n')
        : inline(block.children),
    )
    .join('\n\n');
}
