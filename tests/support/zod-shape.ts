import type { z } from 'zod';

/**
 * What a zod schema accepts on its input side, reduced to what a CMS field can be: the shapes the
 * Strapi schema agreement test compares with Strapi's attributes. Transforms are looked through
 * (a pipe's input is what the CMS must send); refinements do not change the shape.
 */
export type InputShape =
  | { kind: 'object'; fields: Record<string, Field> }
  | { kind: 'array'; element: InputShape }
  | { kind: 'string' | 'number' | 'boolean' | 'unknown' }
  | { kind: 'values'; values: readonly unknown[] }
  | { kind: 'union'; options: InputShape[] };

export interface Field {
  shape: InputShape;
  /** The key may be absent or null: the CMS need not require it. */
  optional: boolean;
}

interface Def {
  type: string;
  in?: z.ZodType;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that only change whether the value may be missing or null. */
const LOOSENING = new Set(['optional', 'nullable', 'default', 'prefault', 'catch']);
const PASSING = new Set(['readonly', 'nonoptional']);

function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const def = defOf(current);
    if (LOOSENING.has(def.type) && def.innerType) {
      optional = true;
      current = def.innerType;
    } else if (PASSING.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return { schema: current, optional };
  }
}

/** The input shape of `schema`, and whether it may be missing or null. */
export function fieldOf(schema: z.ZodType): Field {
  const { schema: inner, optional } = unwrap(schema);
  return { shape: shapeOf(inner), optional };
}

export function shapeOf(schema: z.ZodType): InputShape {
  const def = defOf(unwrap(schema).schema);
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        fields: Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, value]) => [key, fieldOf(value)]),
        ),
      };
    case 'array':
      return { kind: 'array', element: def.element ? shapeOf(def.element) : { kind: 'unknown' } };
    case 'string':
    case 'number':
    case 'boolean':
      return { kind: def.type };
    case 'literal':
      return { kind: 'values', values: def.values ?? [] };
    case 'enum':
      return { kind: 'values', values: Object.values(def.entries ?? {}) };
    case 'union':
      return { kind: 'union', options: (def.options ?? []).map(shapeOf) };
    default:
      return { kind: 'unknown' };
  }
}
